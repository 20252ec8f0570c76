import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { unitById } from '../../../src/core/units/catalogue.ts';
import { EXACT_BHP_CONSTANT, US_BHP_CONSTANT, airPowerW, electricalPowerW, shaftPowerW, usRuleBrakeHorsepower } from '../../../src/core/fan/power.ts';

/** The three powers at one point, as the selection chains them. */
function fanPowers(flowM3s: number, pressurePa: number, efficiencies: { fan: number; motor: number; drive: number }) {
  const air = airPowerW(flowM3s, pressurePa, 1);
  const shaft = shaftPowerW(air, efficiencies.fan);
  return { airPowerW: air, shaftPowerW: shaft, electricalPowerW: electricalPowerW(shaft, efficiencies.motor, efficiencies.drive) };
}

const CFM = unitById('CFM').siPerUnit;
const IN_H2O = unitById('inH2O').siPerUnit;
const HP = unitById('hp').siPerUnit;

describe('air, shaft and electrical power: P = Q·Δp / η', () => {
  it('needs 16.79 kW (22.52 hp) at the shaft for 10 000 CFM at 10 inH₂O and 70 %', () => {
    const powers = fanPowers(10_000 * CFM, 10 * IN_H2O, { fan: 0.7, motor: 1, drive: 1 });
    expect(powers.airPowerW).toBeCloseTo(11_755.7, 1);
    expect(powers.shaftPowerW / 1000).toBeCloseTo(16.79, 2);
    expect(powers.shaftPowerW / HP).toBeCloseTo(22.52, 2);
  });

  it('gives the same shaft power from the SI golden case: 4.7195 m³/s at 2490.89 Pa and 70 %', () => {
    expect(fanPowers(4.719474432, 2490.8891, { fan: 0.7, motor: 1, drive: 1 }).shaftPowerW).toBeCloseTo(16_793.87, 1);
  });

  it('divides by the motor and drive efficiencies for the electrical input', () => {
    const powers = fanPowers(10_000 * CFM, 10 * IN_H2O, { fan: 0.7, motor: 0.95, drive: 0.97 });
    expect(powers.electricalPowerW).toBeCloseTo(powers.shaftPowerW / (0.95 * 0.97), 9);
    expect(powers.electricalPowerW / 1000).toBeCloseTo(18.22, 2);
  });

  it('keeps P_air ≤ P_shaft ≤ P_electrical for any efficiencies up to 100 %', () => {
    const efficiency = fc.double({ min: 0.05, max: 1, noNaN: true });
    fc.assert(
      fc.property(fc.double({ min: 1e-3, max: 1e3, noNaN: true }), fc.double({ min: 1, max: 1e5, noNaN: true }), efficiency, efficiency, efficiency, (q, p, fan, motor, drive) => {
        const powers = fanPowers(q, p, { fan, motor, drive });
        expect(powers.shaftPowerW).toBeGreaterThanOrEqual(powers.airPowerW * (1 - 1e-12));
        expect(powers.electricalPowerW).toBeGreaterThanOrEqual(powers.shaftPowerW * (1 - 1e-12));
      }),
    );
  });
});

describe('the US rule BHP = CFM · inH₂O / (6356 · η)', () => {
  it('gives 22.48 hp for 10 000 CFM at 10 inH₂O and 70 %, about 0.2 % under the exact 22.52 hp', () => {
    const rule = usRuleBrakeHorsepower(10_000, 10, 0.7);
    const exact = fanPowers(10_000 * CFM, 10 * IN_H2O, { fan: 0.7, motor: 1, drive: 1 }).shaftPowerW / HP;
    expect(rule).toBeCloseTo(22.48, 2);
    expect((rule / exact - 1) * 100).toBeCloseTo(-0.2, 1);
  });

  it('is low because the exact constant with the conventional inch of water is 6343.3, not 6356', () => {
    expect(EXACT_BHP_CONSTANT).toBeCloseTo(6343.3, 1);
    expect(EXACT_BHP_CONSTANT / US_BHP_CONSTANT).toBeCloseTo(0.998, 3);
  });
});
