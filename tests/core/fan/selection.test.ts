import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MOTOR_RATINGS, motorRatingW } from '../../../src/core/fan/motor.ts';
import { selectFan } from '../../../src/core/fan/selection.ts';
import type { FanSelectionInput } from '../../../src/core/fan/input.ts';
import { unitById } from '../../../src/core/units/catalogue.ts';
import { unitToSi } from '../../../src/core/units/unit.ts';

const CFM = unitById('CFM').siPerUnit;
const IN_H2O = unitById('inH2O').siPerUnit;
const HP = unitById('hp').siPerUnit;
const kelvin = (celsius: number) => celsius + 273.15;
const fahrenheit = (degF: number) => unitToSi(unitById('degF'), degF);

/** 10 000 CFM at 10 inH₂O and 70 %: the golden case. */
const GOLDEN: FanSelectionInput = { flow: 10_000 * CFM, pressure: 10 * IN_H2O, efficiency: 70 };

function select(input: FanSelectionInput) {
  const result = selectFan(input);
  if (result.status === 'error') throw new Error(result.issues.map((issue) => issue.message).join('; '));
  return result.data;
}

describe('selectFan: density', () => {
  it('gives 0.696 kg/m³ for air at 1500 m and 150 °C', () => {
    expect(select({ ...GOLDEN, temperature: kelvin(150), altitude: 1500 }).densityKgM3).toBeCloseTo(0.696, 3);
  });

  it('uses a barometric pressure given instead of the altitude', () => {
    const selection = select({ ...GOLDEN, temperature: kelvin(20), barometricPressure: 101_325 });
    expect(selection.densityKgM3).toBeCloseTo(1.204, 3);
    expect(selection.barometricPressurePa).toBe(101_325);
  });

  it('is standard air (1.204 kg/m³, 20 °C at sea level) when neither is given', () => {
    expect(select(GOLDEN).densityKgM3).toBeCloseTo(1.204, 3);
  });
});

describe('selectFan: power and motor', () => {
  it('needs 16.79 kW (22.52 hp) at the shaft for the golden case, and a 22 kW IEC or 30 hp NEMA motor with 15 % margin', () => {
    const selection = select(GOLDEN);
    expect(selection.design.shaftPowerW! / 1000).toBeCloseTo(16.79, 2);
    expect(selection.design.shaftPowerW! / HP).toBeCloseTo(22.52, 2);
    expect(selection.motorRequiredW! / 1000).toBeCloseTo(19.31, 2);
    expect(selection.motorRatingW.iec).toBe(22_000);
    expect(selection.motorRatingW.nema! / HP).toBeCloseTo(30, 12);
    expect(selection.design.electricalPowerW! / 1000).toBeCloseTo(16.7939 / (0.95 * 0.97), 3);
  });

  it('takes the smallest rating at or above the power needed, and none above the largest', () => {
    expect(motorRatingW(22_000, 'iec')).toBe(22_000);
    expect(motorRatingW(22_001, 'iec')).toBe(30_000);
    expect(motorRatingW(316_000, 'iec')).toBeUndefined();
    expect(motorRatingW(301 * HP, 'nema')).toBeUndefined();
  });

  it('always picks a rating that covers the power, with the step below it too small (up to 300 hp)', () => {
    fc.assert(
      fc.property(fc.double({ min: 1, max: 223_000, noNaN: true }), fc.constantFrom('iec' as const, 'nema' as const), (requiredW, standard) => {
        const rating = motorRatingW(requiredW, standard)!;
        expect(rating).toBeGreaterThanOrEqual(requiredW);
        const perUnit = unitById(MOTOR_RATINGS[standard].unit).siPerUnit;
        const lower = MOTOR_RATINGS[standard].ratings.filter((value) => value * perUnit < rating).at(-1);
        if (lower !== undefined) expect(lower * perUnit).toBeLessThan(requiredW);
      }),
    );
  });

  it('raises the shaft power by ρ_cold/ρ_hot at a cold start: 300 °F hot, 20 °F cold', () => {
    const selection = select({ ...GOLDEN, temperature: fahrenheit(300), coldTemperature: fahrenheit(20) });
    expect(selection.coldStartShaftPowerW! / selection.maxShaftPowerW!).toBeCloseTo((300 + 459.67) / (20 + 459.67), 12);
    expect(selection.coldStartShaftPowerW).toBeGreaterThan(selection.motorRatingW.iec!);
  });
});

describe('selectFan: system curves and operating points', () => {
  const curve = [
    [0, 11],
    [4000, 12.5],
    [8000, 11.5],
    [10_000, 10],
    [12_000, 7.5],
    [14_000, 4],
  ].map(([cfm, inH2O]) => ({ flow: cfm! * CFM, pressure: inH2O! * IN_H2O }));

  it('gives a design curve through the design point and a clean curve below it', () => {
    const selection = select({ ...GOLDEN, filterPressure: 4 * IN_H2O, cleanFilterPressure: 1.5 * IN_H2O, fanCurve: curve });
    const [design, clean] = selection.operatingPoints;
    expect(design).toMatchObject({ curve: 'design', intersection: { status: 'meets' } });
    expect(clean).toMatchObject({ curve: 'clean', intersection: { status: 'meets' } });
    if (design?.intersection.status !== 'meets' || clean?.intersection.status !== 'meets') return;
    expect(design.intersection.flowM3s / CFM).toBeCloseTo(10_000, 6);
    expect(clean.intersection.flowM3s).toBeGreaterThan(design.intersection.flowM3s);
    expect(design.shaft).toEqual({ efficiency: 0.7, powerW: expect.closeTo(selection.design.shaftPowerW!, 3), fromCurve: false });
    // The clean filter moves more air, so the motor is sized on the larger of the two powers.
    expect(selection.maxShaftPowerW).toBe(Math.max(design.shaft!.powerW, clean.shaft!.powerW));
  });

  it('reads the efficiency at the operating point from the curve when it has one', () => {
    const withEfficiency = curve.map((point, k) => ({ ...point, efficiency: [40, 60, 72, 75, 70, 55][k]! }));
    const [design] = select({ ...GOLDEN, fanCurve: withEfficiency }).operatingPoints;
    expect(design?.shaft?.efficiency).toBeCloseTo(0.75, 9);
    expect(design?.shaft?.fromCurve).toBe(true);
  });

  it('names each unusable field, with its range in SI', () => {
    expect(selectFan({ flow: 0, pressure: 10, efficiency: 120, filterPressure: 11 })).toEqual({
      status: 'error',
      issues: [
        { field: 'flow', message: 'Design flow must be from 1e-4 to 10000 m³/s, got 0 m³/s' },
        { field: 'efficiency', message: 'Fan efficiency must be from 1 to 100 %, got 120' },
      ],
    });
    expect(selectFan({ ...GOLDEN, efficiency: Infinity, margin: Number.NaN })).toMatchObject({
      status: 'error',
      issues: [{ field: 'efficiency', message: 'Fan efficiency must be from 1 to 100 %, got Infinity' }, { field: 'margin' }],
    });
    expect(selectFan({ ...GOLDEN, filterPressure: 11 * IN_H2O })).toEqual({
      status: 'error',
      issues: [{ field: 'filterPressure', message: 'Filter pressure and fixed pressure add up to more than the design pressure' }],
    });
    expect(selectFan({ ...GOLDEN, altitude: 100, barometricPressure: 1e5 })).toMatchObject({
      status: 'error',
      issues: [{ field: 'barometricPressure', message: 'Give the altitude or the barometric pressure, not both' }],
    });
    expect(selectFan({ ...GOLDEN, fanCurve: [curve[1]!, curve[0]!] })).toMatchObject({
      status: 'error',
      issues: [{ field: 'fanCurve', message: "Fan curve row 2: Flow must be above row 1's (flows increase down the table)" }],
    });
    expect(selectFan({ ...GOLDEN, fanCurve: [curve[0]!, { flow: 1, pressure: -1 }] })).toMatchObject({
      status: 'error',
      issues: [{ field: 'fanCurve', message: 'Fan curve row 2: Pressure must be from 0 to 1e+5 Pa, got -1 Pa' }],
    });
  });

  it('keeps every figure finite over the whole of each input range', () => {
    const within = (min: number, max: number) => fc.double({ min, max, noNaN: true });
    fc.assert(
      fc.property(within(1e-4, 1e4), within(1, 1e5), within(1, 100), within(1, 100), within(1, 100), within(0, 100), within(173.15, 1273.15), within(173.15, 1273.15), within(20e3, 120e3), (flow, pressure, efficiency, motorEfficiency, driveEfficiency, margin, temperature, coldTemperature, barometricPressure) => {
        const selection = select({ flow, pressure, efficiency, motorEfficiency, driveEfficiency, margin, temperature, coldTemperature, barometricPressure });
        for (const value of [selection.design.airPowerW, selection.design.shaftPowerW, selection.design.electricalPowerW, selection.motorRequiredW, selection.coldStartShaftPowerW, selection.densityKgM3]) {
          expect(Number.isFinite(value)).toBe(true);
        }
      }),
    );
  });
});
