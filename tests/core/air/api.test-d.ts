import { describe, expectTypeOf, it } from 'vitest';
import type { AppliedFactor } from '../../../src/core/air/applied-factor.ts';
import { barometricPressurePa } from '../../../src/core/air/barometric.ts';
import { airDensityKgPerM3 } from '../../../src/core/air/density.ts';
import type { AirIssue, AirResult } from '../../../src/core/air/issue.ts';
import {
  normaliseConcentration,
  type ConcentrationConditions,
  type ConcentrationNormalisation,
} from '../../../src/core/air/normal-concentration.ts';
import type { ReferenceConditionId } from '../../../src/core/air/reference-conditions.ts';
import { actualToStandardFlow, standardToActualFlow, type FlowConversion } from '../../../src/core/air/standard-flow.ts';

describe('gas conditions API types', () => {
  it('returns result unions with issues naming field and value', () => {
    expectTypeOf(airDensityKgPerM3).returns.toEqualTypeOf<AirResult<{ densityKgPerM3: number }>>();
    expectTypeOf(barometricPressurePa).returns.toEqualTypeOf<AirResult<{ pressurePa: number }>>();
    expectTypeOf(actualToStandardFlow).returns.toEqualTypeOf<AirResult<FlowConversion>>();
    expectTypeOf(standardToActualFlow).returns.toEqualTypeOf<AirResult<FlowConversion>>();
    expectTypeOf(normaliseConcentration).returns.toEqualTypeOf<AirResult<ConcentrationNormalisation>>();
    expectTypeOf<AirIssue>().toEqualTypeOf<{ readonly field: string; readonly value: number | undefined; readonly message: string }>();
  });

  it('takes SI values by named fields and a reference by id', () => {
    expectTypeOf(actualToStandardFlow).parameter(0).toHaveProperty('actualTemperatureK').toEqualTypeOf<number>();
    expectTypeOf(actualToStandardFlow).parameter(0).toHaveProperty('reference').toEqualTypeOf<ReferenceConditionId>();
    expectTypeOf<ConcentrationConditions['reference']>().toEqualTypeOf<ReferenceConditionId | undefined>();
    expectTypeOf<'iso'>().not.toExtend<ReferenceConditionId>();
  });

  it('lists every factor applied with its formula and source', () => {
    expectTypeOf<FlowConversion['factors']>().toEqualTypeOf<readonly AppliedFactor[]>();
    expectTypeOf<AppliedFactor>().toEqualTypeOf<{
      readonly name: string;
      readonly factor: number;
      readonly formula: string;
      readonly source: string;
      readonly entry: string;
    }>();
  });
});
