import { describe, expectTypeOf, it } from 'vitest';
import type { VolumeBasis } from '../../../src/core/units/basis.ts';
import { unitById, unitsOf, type Unit, type UnitId } from '../../../src/core/units/catalogue.ts';
import { convert } from '../../../src/core/units/convert.ts';
import type { UnitIssue, UnitIssueReason, UnitResult } from '../../../src/core/units/issue.ts';
import { lookupUnit, type UnitReading } from '../../../src/core/units/lookup.ts';
import { parseQuantity, type ParsedQuantity, type ParseQuantityOptions } from '../../../src/core/units/parse-quantity.ts';
import type { QuantityId } from '../../../src/core/units/quantity.ts';

describe('units catalogue API types', () => {
  it('names units by a closed set of ids', () => {
    expectTypeOf<'inH2O'>().toExtend<UnitId>();
    expectTypeOf<'CFM'>().toExtend<UnitId>();
    expectTypeOf<'furlong'>().not.toExtend<UnitId>();
    expectTypeOf<'pressure'>().toExtend<QuantityId>();
    expectTypeOf<Unit['id']>().toEqualTypeOf<UnitId>();
    expectTypeOf(unitById).parameter(0).toEqualTypeOf<UnitId>();
    expectTypeOf(unitsOf).returns.toEqualTypeOf<readonly Unit[]>();
  });

  it('returns result unions from parseQuantity, lookupUnit and convert', () => {
    expectTypeOf(parseQuantity).parameters.toEqualTypeOf<[text: string, options?: ParseQuantityOptions]>();
    expectTypeOf(parseQuantity).returns.toEqualTypeOf<UnitResult<ParsedQuantity>>();
    expectTypeOf(lookupUnit).returns.toEqualTypeOf<UnitResult<UnitReading>>();
    expectTypeOf(convert).parameters.toEqualTypeOf<[value: number, fromUnit: UnitId, toUnit: UnitId]>();
    expectTypeOf(convert).returns.toEqualTypeOf<UnitResult<{ value: number; unit: Unit }>>();
    expectTypeOf<Extract<UnitResult<ParsedQuantity>, { status: 'error' }>['issues']>().toEqualTypeOf<readonly UnitIssue[]>();
    expectTypeOf<UnitIssue['reason']>().toEqualTypeOf<UnitIssueReason>();
  });

  it('gives a parsed quantity its unit, the value in it and in SI, and the stated basis', () => {
    expectTypeOf<ParsedQuantity>().toEqualTypeOf<{
      readonly quantity: QuantityId;
      readonly unit: Unit;
      readonly value: number;
      readonly valueSi: number;
      readonly basis: VolumeBasis | undefined;
    }>();
    expectTypeOf<ParseQuantityOptions['defaultUnit']>().toEqualTypeOf<UnitId | undefined>();
  });
});
