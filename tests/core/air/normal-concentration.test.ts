import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { normaliseConcentration } from '../../../src/core/air/normal-concentration.ts';
import { unitById } from '../../../src/core/units/catalogue.ts';
import { parseQuantity } from '../../../src/core/units/parse-quantity.ts';
import { unitFromSi } from '../../../src/core/units/unit.ts';

function si(text: string): number {
  const result = parseQuantity(text);
  if (result.status === 'error') throw new Error(result.issues[0]?.message);
  return result.data.valueSi;
}

describe('normaliseConcentration: actual → normal, dry, at a reference O₂', () => {
  it('gives 50 mg/m³ at 150 °C, 98 kPa, 8 % moisture and 11 % O₂ as 130.57 mg/Nm³ dry at 6 % O₂', () => {
    // By hand: 50 × (423.15/273.15) × (101.325/98) × 1/(1 − 0.08) × (21 − 6)/(21 − 11)
    //        = 50 × 1.549149 × 1.033929 × 1.086957 × 1.5 = 130.574 mg/Nm³
    const result = normaliseConcentration({
      concentrationKgPerM3: si('50 mg/m3'),
      actualTemperatureK: si('150C'),
      actualPressurePa: si('98kPa'),
      moisturePercent: 8,
      measuredOxygenPercent: 11,
      referenceOxygenPercent: 6,
    });
    expect(result.status).toBe('success');
    if (result.status !== 'success') return;
    expect(unitFromSi(unitById('mg/m3'), result.data.concentrationKgPerM3)).toBeCloseTo(130.57, 2);
    expect(result.data).toMatchObject({ reference: { id: 'normal', statedAs: '0 °C and 101.325 kPa' }, dryBasis: true, referenceOxygenPercent: 6 });
    expect(result.data.factors.map(({ name, formula }) => [name, formula])).toEqual([
      ['Temperature', 'T_act / T_ref'],
      ['Pressure', 'p_ref / p_act'],
      ['Moisture (to dry gas)', '1 / (1 − H₂O)'],
      ['Oxygen reference', '(21 − O₂,ref) / (21 − O₂,meas)'],
    ]);
    expect(result.data.factors.map(({ factor }) => factor)).toEqual([
      expect.closeTo(423.15 / 273.15, 12),
      expect.closeTo(101.325 / 98, 12),
      expect.closeTo(1 / 0.92, 12),
      1.5,
    ]);
  });

  it('applies only the steps whose conditions are given', () => {
    fc.assert(
      fc.property(
        fc.record(
          {
            actualTemperatureK: fc.double({ min: 200, max: 1500, noNaN: true }),
            actualPressurePa: fc.double({ min: 50_000, max: 200_000, noNaN: true }),
            moisturePercent: fc.double({ min: 0, max: 60, noNaN: true }),
          },
          { requiredKeys: [] },
        ),
        (conditions) => {
          const result = normaliseConcentration({ concentrationKgPerM3: 1e-4, ...conditions });
          expect(result.status).toBe('success');
          if (result.status !== 'success') return;
          expect(result.data.factors).toHaveLength(Object.keys(conditions).length);
          const product = result.data.factors.reduce((p, { factor }) => p * factor, 1);
          expect(result.data.concentrationKgPerM3).toBeCloseTo(1e-4 * product, 16);
          expect(result.data.dryBasis).toBe(conditions.moisturePercent !== undefined);
        },
      ),
    );
  });

  it('leaves the value unchanged with no conditions, and says it is not dry nor O₂-corrected', () => {
    expect(normaliseConcentration({ concentrationKgPerM3: 2e-5 })).toMatchObject({
      status: 'success',
      data: { concentrationKgPerM3: 2e-5, factors: [], dryBasis: false, referenceOxygenPercent: undefined },
    });
  });

  it('uses a selectable reference, normal by default', () => {
    const epa = normaliseConcentration({ concentrationKgPerM3: 1, actualTemperatureK: 293.15, reference: 'epa' });
    expect(epa).toMatchObject({ status: 'success', data: { concentrationKgPerM3: expect.closeTo(1, 12), reference: { id: 'epa' } } });
    const normal = normaliseConcentration({ concentrationKgPerM3: 1, actualTemperatureK: 293.15 });
    expect(normal).toMatchObject({ status: 'success', data: { concentrationKgPerM3: 293.15 / 273.15, reference: { id: 'normal' } } });
  });

  it.each([
    [{ moisturePercent: 100 }, 'moisturePercent', 'Moisture (H₂O) must be at least 0 % and below 100 %, got 100 %'],
    [{ measuredOxygenPercent: 21, referenceOxygenPercent: 6 }, 'measuredOxygenPercent', 'Measured O₂ (dry) must be at least 0 % and below 21 %, got 21 %'],
    [{ measuredOxygenPercent: 11, referenceOxygenPercent: 21 }, 'referenceOxygenPercent', 'Reference O₂ must be at least 0 % and below 21 %, got 21 %'],
    [{ referenceOxygenPercent: 6 }, 'measuredOxygenPercent', 'Measured O₂ (dry) is needed to correct to a reference O₂'],
    [{ measuredOxygenPercent: 11 }, 'referenceOxygenPercent', 'Reference O₂ is needed to correct a measured O₂'],
    [{ actualTemperatureK: -1 }, 'actualTemperatureK', 'Actual temperature must be above absolute zero (0 K), got -1 K'],
    [{ actualPressurePa: 0 }, 'actualPressurePa', 'Actual absolute pressure must be an absolute pressure greater than zero, got 0 Pa'],
  ])('refuses %j, naming %s', (conditions, field, message) => {
    expect(normaliseConcentration({ concentrationKgPerM3: 5e-5, ...conditions })).toMatchObject({
      status: 'error',
      issues: [{ field, message }],
    });
  });
});
