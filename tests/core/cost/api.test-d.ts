import { describe, expectTypeOf, it } from 'vitest';
import type { MeasureIssue, MeasureSpec } from '../../../src/core/report/measure.ts';
import type { Figure } from '../../../src/core/report/figure.ts';
import { COST_SPECS, OPEX_SPECS, readCostInput, readOpexInput, type CostInput, type OpexInput } from '../../../src/core/cost/input.ts';
import { annualCostVsPressureDrop, estimateCost, type CostEstimate, type CostLine } from '../../../src/core/cost/estimate.ts';
import { compareOpex, type OpexComparison } from '../../../src/core/cost/opex.ts';
import { costFigures, opexFigures } from '../../../src/core/cost/report.ts';

describe('cost API types (what the page builds on)', () => {
  it('reads texts into result unions', () => {
    expectTypeOf(readCostInput).returns.toEqualTypeOf<{ status: 'success'; data: CostInput } | { status: 'error'; issues: MeasureIssue[] }>();
    expectTypeOf(readOpexInput).returns.toEqualTypeOf<{ status: 'success'; data: OpexInput } | { status: 'error'; issues: MeasureIssue[] }>();
    expectTypeOf(COST_SPECS).toEqualTypeOf<readonly MeasureSpec[]>();
    expectTypeOf(OPEX_SPECS).toEqualTypeOf<readonly MeasureSpec[]>();
  });

  it('estimates, compares and reports', () => {
    expectTypeOf(estimateCost).returns.toEqualTypeOf<CostEstimate>();
    expectTypeOf(compareOpex).returns.toEqualTypeOf<OpexComparison>();
    expectTypeOf(costFigures).returns.toEqualTypeOf<Figure[]>();
    expectTypeOf(opexFigures).returns.toEqualTypeOf<Figure[]>();
    expectTypeOf(annualCostVsPressureDrop).returns.toEqualTypeOf<{ pressureDropPa: number; totalAnnualCostUsd: number }[]>();
    expectTypeOf<CostLine['factor']>().toEqualTypeOf<number | null>();
    expectTypeOf<OpexComparison['simplePaybackYears']>().toEqualTypeOf<number | null>();
  });
});
