import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { barometricPressurePa } from '../../../src/core/air/barometric.ts';
import {
  METRIC_STANDARD_AIR,
  STANDARD_AIR,
  actualFlowM3s,
  gasConditions,
  humidityRatioFromVolumePercent,
  standardAirFlowM3s,
  volumePercentFromHumidityRatio,
} from '../../../src/core/air/gas-conditions.ts';
import { mixStreams } from '../../../src/core/air/mixing.ts';
import { unitById } from '../../../src/core/units/catalogue.ts';
import { unitFromSi, unitToSi } from '../../../src/core/units/unit.ts';

const kelvinOfF = (f: number) => unitToSi(unitById('degF'), f);
const pressureAtFeet = (ft: number) => {
  const result = barometricPressurePa({ altitudeM: unitToSi(unitById('ft'), ft) });
  if (result.status !== 'success') throw new Error('altitude');
  return result.data.pressurePa;
};

describe('gasConditions', () => {
  it('is standard air exactly when nothing is given: df = 1, 0.075 lb/ft³', () => {
    const standard = gasConditions();
    expect(standard.densityFactor).toEqual({ temperature: 1, elevation: 1, moisture: 1, total: 1 });
    expect(unitFromSi(unitById('lb/ft3'), standard.densityKgPerM3)).toBeCloseTo(0.075, 12);
    expect(gasConditions({ temperatureK: kelvinOfF(70), pressurePa: STANDARD_AIR.pressurePa }).densityFactor.total).toBe(1);
  });

  it("gives Loren Cook's example: 200 °F at 6000 ft, df 0.643", () => {
    // Loren Cook Company, Engineering Cookbook, "Fan basics: air density": 7500 CFM,
    // 1.5 inH₂O at 200 °F and 6000 ft → df 0.643, catalogue SP 1.5/0.643 = 2.33 inH₂O.
    const cook = gasConditions({ temperatureK: kelvinOfF(200), pressurePa: pressureAtFeet(6000) });
    expect(cook.densityFactor.temperature).toBeCloseTo(530 / 660, 3);
    expect(cook.densityFactor.elevation).toBeCloseTo(0.801, 3);
    expect(cook.densityFactor.total).toBeCloseTo(0.643, 3);
    expect(1.5 / cook.densityFactor.total).toBeCloseTo(2.33, 2);
  });

  it('gives the ACGIH factor 0.70 at 300 °F at sea level', () => {
    expect(gasConditions({ temperatureK: kelvinOfF(300) }).densityFactor.total).toBeCloseTo(530 / 760, 3);
  });

  it('takes moisture as ω or as % by volume, dfm = (1 + ω)/(1 + 1.607ω)', () => {
    const wet = gasConditions({ moisture: { humidityRatio: 0.1 } });
    expect(wet.densityFactor.moisture).toBeCloseTo(1.1 / 1.1607, 12);
    // 20 % H₂O by volume: dfm = 1 − 0.2·(1 − 1/1.607), the molar-mass mixing rule.
    const byVolume = gasConditions({ moisture: { volumePercent: 20 } });
    expect(byVolume.densityFactor.moisture).toBeCloseTo(1 - 0.2 * (1 - 1 / 1.607), 12);
  });

  it('round-trips moisture between % by volume and ω', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 90, noNaN: true }), (percent) => {
        expect(volumePercentFromHumidityRatio(humidityRatioFromVolumePercent(percent))).toBeCloseTo(percent, 9);
      }),
    );
  });

  it('names the metric standard beside ACGIH, 0.12 % apart', () => {
    expect(METRIC_STANDARD_AIR.densityKgPerM3 / STANDARD_AIR.densityKgPerM3).toBeCloseTo(0.99885, 5);
  });

  it('converts actual and standard-air flow by df both ways', () => {
    fc.assert(
      fc.property(fc.double({ min: 1e-4, max: 1e4, noNaN: true }), fc.double({ min: 0.05, max: 2, noNaN: true }), (q, df) => {
        expect(actualFlowM3s(standardAirFlowM3s(q, df), df)).toBeCloseTo(q, 9);
      }),
    );
  });
});

describe('mixStreams', () => {
  const stream = fc.record({
    massFlowKgPerS: fc.double({ min: 1e-3, max: 1e3, noNaN: true }),
    temperatureK: fc.double({ min: 173.15, max: 1273.15, noNaN: true }),
    humidityRatio: fc.double({ min: 0, max: 5, noNaN: true }),
  });

  it('conserves mass, enthalpy (constant cp) and water', () => {
    fc.assert(
      fc.property(fc.array(stream, { minLength: 1, maxLength: 6 }), (streams) => {
        const mixed = mixStreams(streams);
        const sum = (f: (s: (typeof streams)[number]) => number) => streams.reduce((total, s) => total + f(s), 0);
        expect(mixed.massFlowKgPerS).toBeCloseTo(sum((s) => s.massFlowKgPerS), 9);
        const enthalpy = sum((s) => s.massFlowKgPerS * s.temperatureK);
        expect(mixed.massFlowKgPerS * mixed.temperatureK).toBeCloseTo(enthalpy, 6);
        const water = sum((s) => (s.massFlowKgPerS * s.humidityRatio) / (1 + s.humidityRatio));
        expect((mixed.massFlowKgPerS * mixed.humidityRatio) / (1 + mixed.humidityRatio)).toBeCloseTo(water, 6);
      }),
    );
  });

  it('mixes 1 kg/s at 300 °F with 1 kg/s at 70 °F to 185 °F', () => {
    const mixed = mixStreams([
      { massFlowKgPerS: 1, temperatureK: kelvinOfF(300), humidityRatio: 0 },
      { massFlowKgPerS: 1, temperatureK: kelvinOfF(70), humidityRatio: 0 },
    ]);
    expect(unitFromSi(unitById('degF'), mixed.temperatureK)).toBeCloseTo(185, 9);
  });
});
