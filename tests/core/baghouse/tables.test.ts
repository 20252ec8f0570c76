import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { factorMethodAirToCloth } from '../../../src/core/baghouse/air-to-cloth.ts';
import { clothAreaPerBag, grossNetFactor } from '../../../src/core/baghouse/cloth-area.ts';
import { dustCollectedKgS, dustCollectedPerYearKg } from '../../../src/core/baghouse/dust-collected.ts';
import { fabricLimitsK, fabricsTaking, hottestFabric } from '../../../src/core/baghouse/fabric-check.ts';
import { FABRIC_IDS, FABRICS } from '../../../src/core/baghouse/fabrics.ts';
import { unitById } from '../../../src/core/units/catalogue.ts';
import { unitFromSi } from '../../../src/core/units/unit.ts';
import { si } from './golden.ts';

describe('grossNetFactor: the EPA gross/net table', () => {
  it.each([
    ['1 ft2', 2],
    ['4000 ft2', 2],
    ['4001 ft2', 1.5],
    ['12000 ft2', 1.5],
    ['12001 ft2', 1.25],
    ['30000 ft2', 1.17],
    ['40000 ft2', 1.125],
    ['50000 ft2', 1.11],
    ['70000 ft2', 1.1],
    ['80000 ft2', 1.09],
    ['90000 ft2', 1.08],
    ['100000 ft2', 1.07],
    ['120000 ft2', 1.06],
    ['180000 ft2', 1.05],
    ['180001 ft2', 1.04],
  ])('%s net → %f', (net, factor) => {
    expect(grossNetFactor(si(net))).toBe(factor);
  });
});

describe('clothAreaPerBag: π·D·L, optionally with the bottom', () => {
  it('gives 15.71 ft² for a 6 in × 10 ft bag', () => {
    expect(unitFromSi(unitById('ft2'), clothAreaPerBag(si('6 in'), si('10 ft'), false))).toBeCloseTo(15.708, 3);
  });

  it('adds π·D²/4 for the bottom: 15.708 + 0.196 ft²', () => {
    expect(unitFromSi(unitById('ft2'), clothAreaPerBag(si('6 in'), si('10 ft'), true))).toBeCloseTo(15.708 + Math.PI / 16, 3);
  });
});

describe('factorMethodAirToCloth: the EPA equation in its own units', () => {
  it.each([
    // A, B, °F, gr/ft³, µm, ft/min worked by hand: 2.878·A·B·T^−0.2335·L^−0.06021·(0.7471 + 0.0853 ln D)
    [9, 0.8, 275, 4, 7, 4.68922],
    [15, 1, 100, 1, 20, 2.878 * 15 * 100 ** -0.2335 * 1 * (0.7471 + 0.0853 * Math.log(20))],
    [6, 0.9, 50, 0.05, 3, 2.878 * 6 * 0.9 * 50 ** -0.2335 * 0.05 ** -0.06021 * (0.7471 + 0.0853 * Math.log(3))],
  ])('A = %f, B = %f, %f °F, %f gr/ft³, %f µm → %f ft/min', (a, b, f, l, d, ftMin) => {
    const result = factorMethodAirToCloth({
      materialFactor: a,
      applicationFactor: b,
      temperatureK: si(`${f} degF`),
      loadingKgM3: si(`${l} gr/ft3`),
      mmdM: si(`${d} um`),
    });
    expect(unitFromSi(unitById('ft/min'), result.airToClothMps)).toBeCloseTo(ftMin, 5);
    expect(result.clamps).toEqual([]);
  });
});

describe('the fabric table: temperature limits and the fabrics that take a gas', () => {
  it.each([
    // EPA APTI SI:412A Lesson 4, Table 4-1: continuous / surge °F (and the °C it prints beside them)
    ['cotton', 180, 225, 82],
    ['polyester', 275, 325, 135],
    ['aramid', 400, 425, 204],
    ['pps', 375, 450, 191],
    ['ptfe', 450, 500, 232],
    ['p84', 450, 500, 232],
    ['glass', 500, 550, 260],
  ] as const)('%s: %f °F continuous, %f °F surge (%f °C)', (fabric, continuousF, surgeF, continuousC) => {
    const limits = fabricLimitsK(fabric);
    expect(unitFromSi(unitById('degF'), limits.continuousK)).toBeCloseTo(continuousF, 9);
    expect(unitFromSi(unitById('degF'), limits.surgeK)).toBeCloseTo(surgeF, 9);
    expect(Math.round(unitFromSi(unitById('degC'), limits.continuousK))).toBe(continuousC);
  });

  it('every surge limit is above its continuous one, and the table runs from the coolest to the hottest', () => {
    const continuous = FABRIC_IDS.map((id) => FABRICS[id].continuousF);
    expect(continuous).toEqual([...continuous].sort((a, b) => a - b));
    for (const id of FABRIC_IDS) expect(FABRICS[id].surgeF, id).toBeGreaterThan(FABRICS[id].continuousF);
    expect(hottestFabric().fabric).toBe('glass');
  });

  it('names the fabrics that take a gas continuously: at 300 °F the high-temperature ones, at 1,800 °F none', () => {
    expect(fabricsTaking(si('300 degF'))).toEqual(['pps', 'aramid', 'ptfe', 'p84', 'glass']);
    expect(fabricsTaking(si('275 degF'))).toContain('polyester');
    // 135 °C typed in metric is 275 °F: at the limit, not above it.
    expect(fabricsTaking(si('135 degC'))).toContain('polyester');
    expect(fabricsTaking(si('1800 degF'))).toEqual([]);
  });

  it('a fabric is taken at a temperature exactly when the gas is not above its continuous limit', () => {
    fc.assert(
      fc.property(fc.double({ min: 200, max: 1300, noNaN: true }), (temperatureK) => {
        for (const id of FABRIC_IDS) expect(fabricsTaking(temperatureK).includes(id)).toBe(temperatureK <= fabricLimitsK(id).continuousK * (1 + 1e-12));
      }),
    );
  });
});

describe('the dust collected: a mass balance over the filter', () => {
  it("collects the EPA example's 342.86 lb/h, 3,003,429 lb (1,501.7 short tons) in 8,760 h", () => {
    const rate = dustCollectedKgS(si('4 gr/ft3'), si('10000 CFM'));
    expect(unitFromSi(unitById('lb/h'), rate)).toBeCloseTo((4 * 10_000 * 60) / 7000, 9);
    const perYearLb = dustCollectedPerYearKg(rate, 8760) / 0.45359237;
    expect(perYearLb).toBeCloseTo(((4 * 10_000 * 60) / 7000) * 8760, 6);
    expect(perYearLb / 2000).toBeCloseTo(1501.714, 3);
  });

  it('takes the emissions off, and never collects a negative mass', () => {
    expect(dustCollectedKgS(si('4 gr/ft3'), 1, si('0.01 gr/ft3'))).toBeCloseTo(si('3.99 gr/ft3'), 12);
    expect(dustCollectedKgS(0.001, 1, 0.002)).toBe(0);
  });
});
