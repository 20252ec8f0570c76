import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { airDensityKgPerM3 } from '../../../src/core/air/density.ts';
import { REFERENCE_CONDITIONS } from '../../../src/core/air/reference-conditions.ts';
import { unitById } from '../../../src/core/units/catalogue.ts';
import { unitFromSi } from '../../../src/core/units/unit.ts';

function density(temperatureK: number, pressurePa: number): number {
  const result = airDensityKgPerM3({ temperatureK, pressurePa });
  if (result.status === 'error') throw new Error(result.issues[0]?.message);
  return result.data.densityKgPerM3;
}

describe('airDensityKgPerM3: ρ = p / (287.05 · T)', () => {
  it('gives ASHRAE standard air, 1.204 kg/m³ at 20 °C and 101.325 kPa', () => {
    expect(density(293.15, 101_325)).toBeCloseTo(1.204, 3);
  });

  it('gives ACGIH standard air, 0.075 lb/ft³ at 70 °F and 29.92 inHg, to the 3 digits ACGIH states', () => {
    const { temperatureK, pressurePa } = REFERENCE_CONDITIONS.acgih;
    expect(unitFromSi(unitById('lb/ft3'), density(temperatureK, pressurePa))).toBeCloseTo(0.075, 3);
  });

  it('rises in proportion to pressure and falls in proportion to absolute temperature', () => {
    fc.assert(
      fc.property(fc.double({ min: 100, max: 2000, noNaN: true }), fc.double({ min: 1e3, max: 1e7, noNaN: true }), (t, p) => {
        expect(density(t, 2 * p) / density(t, p)).toBeCloseTo(2, 12);
        expect(density(2 * t, p) / density(t, p)).toBeCloseTo(0.5, 12);
      }),
    );
  });

  it('names each unusable field and its value', () => {
    expect(airDensityKgPerM3({ temperatureK: 0, pressurePa: -1 })).toEqual({
      status: 'error',
      issues: [
        { field: 'temperatureK', value: 0, message: 'Temperature must be above absolute zero (0 K), got 0 K' },
        { field: 'pressurePa', value: -1, message: 'Absolute pressure must be an absolute pressure greater than zero, got -1 Pa' },
      ],
    });
    expect(airDensityKgPerM3({ temperatureK: Number.NaN, pressurePa: 101_325 })).toEqual({
      status: 'error',
      issues: [{ field: 'temperatureK', value: Number.NaN, message: 'Temperature must be a finite number, got NaN' }],
    });
  });
});
