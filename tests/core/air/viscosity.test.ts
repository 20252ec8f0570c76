import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { airViscosityPaS } from '../../../src/core/air/viscosity.ts';
import { usShortcutVelocityPressurePa, velocityPressurePa } from '../../../src/core/air/velocity-pressure.ts';

describe('air viscosity by Sutherland', () => {
  it.each([
    // [T in K, μ in Pa·s]: U.S. Standard Atmosphere 1976, sea level (288.15 K); REFERENCE.md "Air" at 20 °C
    [288.15, 1.7894e-5],
    [293.15, 1.8134e-5],
  ])('gives %s K a viscosity of %s Pa·s', (temperatureK, expected) => {
    expect(Math.abs(airViscosityPaS(temperatureK) / expected - 1)).toBeLessThan(5e-5);
  });

  it('agrees with the 1.716e-5·(T/273.15)^1.5 form to 0.01 % from −100 °C to 1000 °C', () => {
    fc.assert(
      fc.property(fc.double({ min: 173.15, max: 1273.15, noNaN: true }), (temperatureK) => {
        const other = 1.716e-5 * (temperatureK / 273.15) ** 1.5 * (383.55 / (temperatureK + 110.4));
        expect(Math.abs(airViscosityPaS(temperatureK) / other - 1)).toBeLessThan(1e-4);
      }),
    );
  });
});

describe('velocity pressure', () => {
  it('is ρV²/2: 20 m/s in 1.2 kg/m³ gives 240 Pa', () => {
    expect(velocityPressurePa(1.2, 20)).toBeCloseTo(240, 12);
  });

  it('by the US shortcut, 4005 ft/min gives 1 inH₂O', () => {
    expect(usShortcutVelocityPressurePa(4005 * 0.00508)).toBeCloseTo(249.08891, 9);
  });

  it('overstates ρV²/2 by 0.18 % at ACGIH standard air (0.075 lb/ft³)', () => {
    const density = 0.075 * 16.018463373960138;
    const ratio = usShortcutVelocityPressurePa(20) / velocityPressurePa(density, 20);
    expect((ratio - 1) * 100).toBeCloseTo(0.18, 2);
  });
});
