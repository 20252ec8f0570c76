// The public signature vent-cli and the page build on.
import { expectTypeOf, it } from 'vitest';
import type { ToolResult } from '../../../src/core/friction/pressure-loss.ts';
import { designVent } from '../../../src/core/explosion/vent-design.ts';
import type { StClass, VentDesign, VentInput, VentStandard } from '../../../src/core/explosion/vent-input.ts';

it('designVent takes an input and a standard and returns a ToolResult of a VentDesign', () => {
  expectTypeOf(designVent).parameters.toEqualTypeOf<[VentInput, VentStandard]>();
  expectTypeOf(designVent).returns.toEqualTypeOf<ToolResult<VentDesign>>();
  expectTypeOf<VentStandard>().toEqualTypeOf<'nfpa68' | 'en14491' | 'both'>();
  expectTypeOf<VentDesign['stClass']>().toEqualTypeOf<StClass>();
});
