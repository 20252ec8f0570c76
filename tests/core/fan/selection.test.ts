import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MOTOR_RATINGS, motorRatingW } from '../../../src/core/fan/motor.ts';
import { selectFan } from '../../../src/core/fan/selection.ts';
import { compressibilityAtEfficiency, compressibilityAtPower, compressibilityCoefficient } from '../../../src/core/fan/compressibility.ts';
import { STANDARD_AIR } from '../../../src/core/air/gas-conditions.ts';
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

describe('selectFan: gas conditions (core/air gasConditions, ACGIH density factor)', () => {
  it('gives 0.697 kg/m³ for air at 1500 m and 150 °C: 0.075 lb/ft³ · df (the ideal gas with R = 287.05 J/(kg·K) gave 0.696, 0.16 % less)', () => {
    expect(select({ ...GOLDEN, temperature: kelvin(150), altitude: 1500 }).gas!.densityKgPerM3).toBeCloseTo(0.697, 3);
  });

  it('uses a barometric pressure given instead of the altitude', () => {
    const selection = select({ ...GOLDEN, temperature: kelvin(20), barometricPressure: 101_325 });
    expect(selection.gas!.densityKgPerM3).toBeCloseTo(1.206, 3);
    expect(selection.barometricPressurePa).toBe(101_325);
  });

  it('is standard air (0.075 lb/ft³, df = 1 exactly) when no gas is given, and the catalogue pressure is the design pressure', () => {
    const selection = select(GOLDEN);
    expect(selection.gas!.densityFactor.total).toBe(1);
    expect(selection.gas!.densityKgPerM3).toBe(STANDARD_AIR.densityKgPerM3);
    expect(selection.standardPressurePa).toBe(GOLDEN.pressure);
  });

  it('lowers the density by dfm = (1 + ω)/(1 + 1.607ω) for moist gas: 10 % H₂O by volume is dfm = 0.9622', () => {
    const selection = select({ ...GOLDEN, moisture: 10 });
    expect(selection.gas!.densityFactor.moisture).toBeCloseTo(1 - 0.1 * (1 - 1 / 1.607), 12);
    expect(selection.gas!.densityFactor.moisture).toBeCloseTo(0.9622, 4);
    // The cold start draws dry ambient air.
    expect(selection.coldGas!.densityFactor.moisture).toBe(1);
  });
});

describe('selectFan: the catalogue at standard air (Loren Cook, Engineering Cookbook, density-factor example)', () => {
  // 7500 CFM at 1.5 inH₂O, 200 °F, 6000 ft: df 0.643, catalogue SP 2.33 inH₂O; the catalogue reads 3.53 hp there,
  // which is 2.27 hp at the shaft at the operating density. 3.53 hp at 7500 CFM and 2.33 inH₂O is a fan (static)
  // efficiency of 7500 · 2.33 / (6356 · 3.53) = 78 %.
  const COOK: FanSelectionInput = { flow: 7500 * CFM, pressure: 1.5 * IN_H2O, efficiency: 78, temperature: fahrenheit(200), altitude: 6000 * 0.3048 };

  it('gives df 0.643, a catalogue SP of 2.33 inH₂O, 3.53 hp from the catalogue and 2.27 hp at the shaft', () => {
    const selection = select(COOK);
    expect(selection.gas!.densityFactor.total).toBeCloseTo(0.643, 3);
    expect(selection.standardPressurePa! / IN_H2O).toBeCloseTo(2.33, 2);
    expect(selection.design.catalogueShaftPowerW! / HP).toBeCloseTo(3.53, 2);
    expect(selection.design.shaftPowerW! / HP).toBeCloseTo(2.27, 2);
  });

  it('gives the same from the catalogue side: basis standard, 2.331 inH₂O at standard air', () => {
    const operating = select(COOK);
    const standard = select({ ...COOK, pressure: operating.standardPressurePa!, basis: 'standard' });
    expect(standard.actualPressurePa).toBeCloseTo(COOK.pressure, 9);
    expect(standard.design.shaftPowerW).toBeCloseTo(operating.design.shaftPowerW!, 9);
  });

  it('reads a catalogue curve at standard air at the operating density: the point 7500 CFM, 2.331 inH₂O, 3.53 hp gives 2.27 hp', () => {
    const curve = [
      { flow: 5000 * CFM, pressure: 2.9 * IN_H2O, power: 2.9 * HP },
      { flow: 7500 * CFM, pressure: (1.5 / 0.64349) * IN_H2O, power: 3.53 * HP },
      { flow: 9500 * CFM, pressure: 1.6 * IN_H2O, power: 3.8 * HP },
    ];
    const selection = select({ ...COOK, pressure: (1.5 / 0.64349) * IN_H2O, basis: 'standard', fanCurve: curve, filterPressure: 0 });
    const [design] = selection.operatingPoints;
    expect(design?.intersection.status).toBe('meets');
    if (design?.intersection.status !== 'meets') return;
    expect(design.intersection.flowM3s / CFM).toBeCloseTo(7500, -1);
    expect(design.shaft!.powerW / HP).toBeCloseTo(2.27, 2);
  });

  it('holds Δp_std · df = Δp and P_std · df = P_shaft, and either basis gives the same selection', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1, max: 2e4, noNaN: true }),
        fc.double({ min: 173.15, max: 1273.15, noNaN: true }),
        fc.double({ min: 20e3, max: 120e3, noNaN: true }),
        fc.double({ min: 0, max: 90, noNaN: true }),
        (pressure, temperature, barometricPressure, moisture) => {
          const operating = select({ ...GOLDEN, pressure, temperature, barometricPressure, moisture });
          const df = operating.gas!.densityFactor.total;
          expect(operating.standardPressurePa! * df).toBeCloseTo(pressure, 9);
          expect(operating.design.catalogueShaftPowerW! * df).toBeCloseTo(operating.design.shaftPowerW!, 6);
          fc.pre(pressure / df <= 1e5 && pressure / df >= 1);
          const standard = select({ ...GOLDEN, pressure: pressure / df, basis: 'standard', temperature, barometricPressure, moisture });
          expect(standard.actualPressurePa! / pressure).toBeCloseTo(1, 12);
          expect(standard.design.shaftPowerW! / operating.design.shaftPowerW!).toBeCloseTo(1, 12);
        },
      ),
    );
  });

  it('gives the same selection at either basis when df = 1 (standard air), bit for bit', () => {
    fc.assert(
      fc.property(fc.double({ min: 1, max: 1e5, noNaN: true }), fc.double({ min: 1, max: 100, noNaN: true }), (pressure, efficiency) => {
        const { input: operatingInput, ...operating } = select({ ...GOLDEN, pressure, efficiency });
        const { input: standardInput, ...standard } = select({ ...GOLDEN, pressure, efficiency, basis: 'standard' });
        expect(standard).toEqual(operating);
        expect(standardInput.basis).toBe('standard');
        expect(operatingInput.basis).toBe('operating');
      }),
    );
  });
});

describe('selectFan: Kp, power and motor', () => {
  it('takes Kp into the air power: 1 at low pressure, 0.9928 at 10 inH₂O and 70 % (ISO 5801, κ = 1.4)', () => {
    expect(compressibilityAtEfficiency({ pressurePa: 1, inletPressurePa: 101_325 }, 0.7)).toBeCloseTo(1, 5);
    const selection = select(GOLDEN);
    expect(selection.compressibility).toBeCloseTo(0.9928, 4);
    // Kp solves its own definition: Kp = [ln(1+x)/x]·[z/ln(1+z)] with z = ((κ−1)/κ)·P_shaft/(Q·p₁).
    const x = GOLDEN.pressure / selection.barometricPressurePa!;
    const z = (0.4 / 1.4) * (selection.design.shaftPowerW! / (GOLDEN.flow * selection.barometricPressurePa!));
    expect(compressibilityCoefficient(x, z)).toBeCloseTo(selection.compressibility!, 14);
    expect(compressibilityAtPower({ pressurePa: GOLDEN.pressure, inletPressurePa: selection.barometricPressurePa! }, GOLDEN.flow, selection.design.shaftPowerW!)).toBeCloseTo(
      selection.compressibility!,
      14,
    );
  });

  it('needs 22.52 hp · Kp = 22.36 hp (16.67 kW) at the shaft for the golden case, and a 22 kW IEC or 30 hp NEMA motor with the drive and 15 % margin', () => {
    const selection = select(GOLDEN);
    expect(selection.design.shaftPowerW! / HP).toBeCloseTo(22.52 * selection.compressibility!, 2);
    expect(selection.design.shaftPowerW! / 1000).toBeCloseTo(16.67, 2);
    expect(selection.motorRequiredW).toBeCloseTo((selection.design.shaftPowerW! / 0.97) * 1.15, 6);
    expect(selection.motorRatingW.iec).toBe(22_000);
    expect(selection.motorRatingW.nema! / HP).toBeCloseTo(30, 12);
    expect(selection.design.electricalPowerW).toBeCloseTo(selection.design.shaftPowerW! / (0.95 * 0.97), 6);
  });

  it('sizes the motor on the drive too: 10 000 CFM at 7.55 inH₂O and 70 % is 17.00 hp (16.91 hp with Kp) at the shaft, / 0.97 × 1.15 = 20.05 hp: a 25 hp motor, not 20 hp', () => {
    const selection = select({ flow: 10_000 * CFM, pressure: 7.55 * IN_H2O, efficiency: 70 });
    expect(selection.design.shaftPowerW! / selection.compressibility! / HP).toBeCloseTo(17.0, 2);
    expect(selection.design.shaftPowerW! / HP).toBeCloseTo(16.91, 2);
    expect(selection.motorRequiredW! / HP).toBeCloseTo(20.05, 2);
    expect(selection.motorRatingW.nema! / HP).toBe(25);
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

  it('raises the shaft power by ρ_cold/ρ_hot at a cold start: 300 °F hot, 20 °F cold; the motor gives it through the drive', () => {
    const selection = select({ ...GOLDEN, temperature: fahrenheit(300), coldTemperature: fahrenheit(20) });
    expect(selection.coldStartShaftPowerW! / selection.maxShaftPowerW!).toBeCloseTo((300 + 459.67) / (20 + 459.67), 12);
    expect(selection.coldStartMotorOutputW).toBeCloseTo(selection.coldStartShaftPowerW! / 0.97, 6);
    expect(selection.coldStartMotorOutputW).toBeGreaterThan(selection.motorRatingW.iec!);
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
    expect(design.shaft).toEqual({ efficiency: 0.7, compressibility: expect.closeTo(selection.compressibility!, 9), powerW: expect.closeTo(selection.design.shaftPowerW!, 3), fromCurve: false });
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
      fc.property(within(1e-4, 1e4), within(1, 1e5), within(1, 100), within(1, 100), within(1, 100), within(0, 100), within(173.15, 1273.15), within(173.15, 1273.15), within(20e3, 120e3), within(0, 90), fc.constantFrom('operating' as const, 'standard' as const), (flow, pressure, efficiency, motorEfficiency, driveEfficiency, margin, temperature, coldTemperature, barometricPressure, moisture, basis) => {
        const selection = select({ flow, pressure, efficiency, motorEfficiency, driveEfficiency, margin, temperature, coldTemperature, barometricPressure, moisture, basis });
        for (const value of [selection.design.airPowerW, selection.design.shaftPowerW, selection.design.catalogueShaftPowerW, selection.design.electricalPowerW, selection.motorRequiredW, selection.coldStartShaftPowerW, selection.gas?.densityKgPerM3, selection.compressibility, selection.standardPressurePa]) {
          expect(Number.isFinite(value)).toBe(true);
        }
      }),
    );
  });
});

describe('selectFan: the fan laws on the design point', () => {
  const curve = [
    [0, 11, 40],
    [4000, 12.5, 60],
    [8000, 11.5, 72],
    [10_000, 10, 75],
    [12_000, 7.5, 70],
    [14_000, 4, 55],
  ].map(([cfm, inH2O, efficiency]) => ({ flow: cfm! * CFM, pressure: inH2O! * IN_H2O, efficiency: efficiency! }));

  it('gives the speed of the catalogue curve through the design point: 1200 rpm on the curve itself, and n₁·Q_d/Q₁ off it', () => {
    expect(select({ ...GOLDEN, fanCurve: curve, speed: 1200 }).designSpeed).toMatchObject({ ratio: expect.closeTo(1, 9), speedRpm: expect.closeTo(1200, 6) });
    const off = select({ ...GOLDEN, flow: 9000 * CFM, pressure: 8 * IN_H2O, fanCurve: curve, speed: 1200 }).designSpeed!;
    expect(off.speedRpm).toBeCloseTo(1200 * ((9000 * CFM) / off.flowM3s), 9);
  });

  it('puts the curve, run at n₂, through the design point (a property over design points under the curve)', () => {
    fc.assert(
      fc.property(fc.double({ min: 2000, max: 13_000, noNaN: true }), fc.double({ min: 0.2, max: 1.6, noNaN: true }), (cfm, share) => {
        const pressure = share * 10 * IN_H2O;
        const { designSpeed } = select({ ...GOLDEN, flow: cfm * CFM, pressure, fanCurve: curve, speed: 1000 });
        fc.pre(designSpeed !== undefined);
        // The curve's point (Q₁, Δp₁) moves to (Q₁·r, Δp₁·r²) at n₂ = r·n₁: the design point.
        expect(designSpeed!.flowM3s * designSpeed!.ratio).toBeCloseTo(cfm * CFM, 9);
        expect(designSpeed!.pressurePa * designSpeed!.ratio ** 2).toBeCloseTo(pressure, 6);
      }),
    );
  });

  it('scales the design point by a new speed, impeller and density with core applyFanLaws (AMCA 201)', () => {
    const selection = select({ ...GOLDEN, speed: 1000, newSpeed: 1200, diameter: 0.9, newDiameter: 1, newDensity: 1 });
    const speed = 1.2;
    const size = 1 / 0.9;
    const density = 1 / selection.gas!.densityKgPerM3;
    expect(selection.fanLaws!.flow! / GOLDEN.flow).toBeCloseTo(speed * size ** 3, 12);
    expect(selection.fanLaws!.pressure! / GOLDEN.pressure).toBeCloseTo(speed ** 2 * size ** 2 * density, 12);
    expect(selection.fanLaws!.power! / selection.design.shaftPowerW!).toBeCloseTo(speed ** 3 * size ** 5 * density, 12);
  });

  it('asks for the fan speed with a new speed, and for both impeller diameters', () => {
    expect(selectFan({ ...GOLDEN, newSpeed: 1200 })).toMatchObject({ status: 'error', issues: [{ field: 'newSpeed', message: 'Give the fan speed with the new speed' }] });
    expect(selectFan({ ...GOLDEN, diameter: 0.9 })).toMatchObject({
      status: 'error',
      issues: [{ field: 'diameter', message: 'Give the impeller diameter and the new impeller diameter together' }],
    });
  });
});
