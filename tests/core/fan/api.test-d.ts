import { describe, expectTypeOf, it } from 'vitest';
import { applyFanLaws, type FanLawInput, type FanLawIssue, type FanLawResult } from '../../../src/core/fan/fan-laws.ts';
import type { FanIssue, FanSelectionInput } from '../../../src/core/fan/input.ts';
import { readFanSelection, type FanReading } from '../../../src/core/fan/read.ts';
import { selectFan, type FanSelection } from '../../../src/core/fan/selection.ts';

describe('fan API types', () => {
  it('returns result unions, never throws a number at the caller', () => {
    expectTypeOf(selectFan).returns.toEqualTypeOf<{ status: 'success'; data: FanSelection } | { status: 'error'; issues: FanIssue[] }>();
    expectTypeOf(applyFanLaws).returns.toEqualTypeOf<{ status: 'success'; data: FanLawResult } | { status: 'error'; issues: FanLawIssue[] }>();
    expectTypeOf(readFanSelection).returns.toEqualTypeOf<FanReading>();
    expectTypeOf<FanReading['selection']>().toEqualTypeOf<FanSelection | undefined>();
  });

  it('keys the inputs by the CLI options, with flow, pressure and efficiency required', () => {
    expectTypeOf<FanSelectionInput>().toHaveProperty('motorEfficiency');
    expectTypeOf<Pick<FanSelectionInput, 'flow' | 'pressure' | 'efficiency'>>().toEqualTypeOf<{ flow: number; pressure: number; efficiency: number }>();
    expectTypeOf<FanLawInput['newSpeed']>().toEqualTypeOf<number | undefined>();
  });
});
