import { describe, expectTypeOf, it } from 'vitest';
import type { ToolResult } from '../../../src/core/friction/pressure-loss.ts';
import { designHood } from '../../../src/core/hood/design.ts';
import type { FlowBasis, HoodDesign, HoodDesignInput } from '../../../src/core/hood/design-input.ts';
import { HOOD_DESIGN_TYPES, type FlowBasisId, type HoodDesignType } from '../../../src/core/hood/design-types.ts';
import type { HoodDesignTypeId } from '../../../src/core/hood/fields.ts';
import type { HoodTypeId } from '../../../src/core/hood/hood-types.ts';

describe('hood design API types', () => {
  it('designs from the SI input to a result union, never a bare number', () => {
    expectTypeOf(designHood).parameters.toEqualTypeOf<[HoodDesignInput]>();
    expectTypeOf(designHood).returns.toEqualTypeOf<ToolResult<HoodDesign>>();
  });

  it('keys the design types by the design type ids, each with its flow bases and default take-off', () => {
    expectTypeOf(HOOD_DESIGN_TYPES).toEqualTypeOf<Readonly<Record<HoodDesignTypeId, HoodDesignType>>>();
    expectTypeOf<FlowBasisId>().toEqualTypeOf<FlowBasis['by']>();
    expectTypeOf<HoodDesignType['defaultTakeOff']>().toEqualTypeOf<HoodTypeId | undefined>();
  });
});
