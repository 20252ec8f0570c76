// Every validity limit refuses cleanly: an error result, one issue on the field, the limit and its clause named, no figure.
import { describe, expect, it } from 'vitest';
import { designVent } from '../../../src/core/explosion/vent-design.ts';
import type { VentInput, VentStandard } from '../../../src/core/explosion/vent-input.ts';
import { BAR, vent } from './vent-input.ts';

const CASES: readonly (readonly [string, Partial<VentInput>, VentStandard, string, RegExp])[] = [
  ['NFPA volume below 0.1 m³', { volumeM3: 0.05 }, 'nfpa68', 'volume', /V 0\.05 m³ is below the limit of 0\.1 m³ of NFPA 68 \(2018\) 8\.2\.2/],
  ['NFPA volume above 10 000 m³', { volumeM3: 20_000 }, 'nfpa68', 'volume', /above the limit of 10000 m³/],
  ['NFPA KSt below 10 bar·m/s', { kstPaMps: 5 * BAR }, 'nfpa68', 'kst', /KSt 5 bar·m\/s is below the limit of 10 bar·m\/s/],
  ['NFPA KSt above 800 bar·m/s', { kstPaMps: 900 * BAR }, 'nfpa68', 'kst', /above the limit of 800 bar·m\/s/],
  ['NFPA Pmax below 5 bar', { pmaxPa: 4 * BAR }, 'nfpa68', 'pmax', /Pmax 4 bar is below the limit of 5 bar/],
  ['NFPA Pmax above 12 bar', { pmaxPa: 13 * BAR }, 'nfpa68', 'pmax', /Pmax 13 bar is above the limit of 12 bar/],
  ['NFPA Pstat above 0.75 bar', { pstatPa: 0.8 * BAR, predPa: 1.5 * BAR }, 'nfpa68', 'pstat', /Pstat 0\.8 bar is above the limit of 0\.75 bar/],
  ['NFPA Pred less than 0.05 bar above Pstat', { predPa: 0.12 * BAR }, 'nfpa68', 'pred', /Pred 0\.12 bar is below the limit of 0\.15 bar of NFPA 68 \(2018\) 8\.2\.2 \(Pstat \+ 0\.05 bar to Pmax\)/],
  ['NFPA L/D above 6', { lengthToDiameter: 7 }, 'nfpa68', 'ld', /L\/D 7 is above the limit of 6 of NFPA 68 \(2018\) 8\.2\.3/],
  ['NFPA fill at or below Pred/Pmax', { fillFraction: 0.05 }, 'nfpa68', 'fill', /Xr 0\.05 is at or below Pred \/ Pmax = 0\.05556: NFPA 68 \(2018\) 8\.3 asks no vent/],
  ['EN volume below 0.1 m³', { volumeM3: 0.05 }, 'en14491', 'volume', /below the limit of 0\.1 m³ of EN 14491:2012 5/],
  ['EN KSt above 800 bar·m/s', { kstPaMps: 900 * BAR }, 'en14491', 'kst', /above the limit of 800 bar·m\/s of EN 14491:2012/],
  ['EN Pmax above 12 bar', { pmaxPa: 13 * BAR }, 'en14491', 'pmax', /above the limit of 12 bar of EN 14491:2012/],
  ['EN Pstat below 0.1 bar', { pstatPa: 0.05 * BAR }, 'en14491', 'pstat', /Pstat 0\.05 bar is below the limit of 0\.1 bar of EN 14491:2012/],
  ['EN Pstat above 1 bar', { pstatPa: 1.2 * BAR, predPa: 1.5 * BAR }, 'en14491', 'pstat', /Pstat 1\.2 bar is above the limit of 1 bar/],
  ['EN Pred above 2 bar', { predPa: 2.5 * BAR }, 'en14491', 'pred', /Pred 2\.5 bar is above the limit of 2 bar of EN 14491:2012 5/],
  ['EN Pred at Pstat', { predPa: 0.1 * BAR }, 'en14491', 'pred', /Pred 0\.1 bar is at or below the limit of 0\.1 bar/],
  ['EN L/D below 1', { lengthToDiameter: 0.8 }, 'en14491', 'ld', /L\/D 0\.8 is below the limit of 1 of EN 14491:2012/],
  ['EN L/D above 20', { lengthToDiameter: 25 }, 'en14491', 'ld', /L\/D 25 is above the limit of 20/],
  ['EN vent duct above 6 m', { ventDuctLengthM: 8 }, 'en14491', 'vent-duct-length', /8 m is above the limit of 6 m .*flameless venting, suppression or containment/],
  ['EN vent duct whose Pred without it falls below 0.1 bar', { ventDuctLengthM: 4 }, 'en14491', 'vent-duct-length', /Pred 0\.04\d+ bar is at or below the limit of 0\.1 bar .*without the vent duct/],
  ['Pred above the enclosure strength', { enclosureStrengthPa: 0.4 * BAR }, 'both', 'pred', /Pred 0\.5 bar is above the enclosure strength Pes 0\.4 bar: NFPA 68 \(2018\) 6\.3/],
];

describe('designVent refuses every validity limit', () => {
  it.each(CASES)('%s', (_name, change, standard, field, message) => {
    const result = designVent(vent(change), standard);
    expect(result.status).toBe('error');
    if (result.status !== 'error') return;
    expect(result.issues.map((issue) => issue.field)).toContain(field);
    expect(result.issues.find((issue) => issue.field === field)?.message).toMatch(message);
    expect(result).not.toHaveProperty('data');
  });

  it('gives in "both" the standard that holds, with the other one\'s limit named, and sizes nothing outside a standard', () => {
    const result = designVent(vent({ lengthToDiameter: 8 }), 'both');
    expect(result.status).toBe('success');
    if (result.status !== 'success') return;
    expect(result.data.nfpa68).toBeUndefined();
    expect(result.data.governing).toBe('en14491');
    expect(result.data.areaM2).toBe(result.data.en14491?.areaM2);
    expect(result.data.warnings).toContainEqual({
      code: 'standard-refused',
      text: expect.stringMatching(/^NFPA 68 does not apply, so only the other standard's area is given: L\/D 8 is above the limit of 6 of NFPA 68 \(2018\) 8\.2\.3/),
    });
  });

  it('refuses in "both" when neither standard holds, naming each one\'s limit', () => {
    const result = designVent(vent({ kstPaMps: 900 * BAR }), 'both');
    expect(result.status === 'error' && result.issues.map((issue) => issue.message)).toEqual([
      expect.stringMatching(/of NFPA 68 \(2018\) 8\.2\.2/),
      expect.stringMatching(/of EN 14491:2012/),
    ]);
  });
});

describe('designVent refuses an unusable input before any standard', () => {
  const BAD: readonly (readonly [string, Partial<VentInput>, string, RegExp])[] = [
    ['a zero volume', { volumeM3: 0 }, 'volume', /Volume must be greater than zero, got 0 m³/],
    ['a NaN KSt', { kstPaMps: Number.NaN }, 'kst', /KSt must be a finite number, got NaN/],
    ['an infinite Pmax', { pmaxPa: Number.POSITIVE_INFINITY }, 'pmax', /Pmax must be a finite number, got Infinity/],
    ['a negative Pstat', { pstatPa: -0.1 * BAR }, 'pstat', /Pstat must be zero or more, got -0\.1 bar/],
    ['Pred at Pmax', { predPa: 9 * BAR }, 'pred', /Pred 9 bar must be below Pmax 9 bar/],
    ['a fill fraction above 1', { fillFraction: 1.2 }, 'fill', /Fill fraction must lie above 0 and at most 1 \(100 %\), got 1\.2/],
    ['a zero vent efficiency', { ventEfficiency: 0 }, 'efficiency', /Vent efficiency must lie above 0/],
    ['a negative vent duct', { ventDuctLengthM: -1 }, 'vent-duct-length', /Vent duct length must be zero or more, got -1 m/],
    ['L/D and a length together', { lengthToDiameter: 2, lengthM: 4 }, 'ld', /Give L\/D or the length/],
    ['a diameter without a length', { diameterM: 2 }, 'length', /A diameter needs the length/],
    ['no vents', { ventCount: 0 }, 'vent-count', /Number of vents must be at least 1, got 0/],
  ];

  it.each(BAD)('%s', (_name, change, field, message) => {
    const result = designVent(vent(change), 'both');
    expect(result.status === 'error' && result.issues.find((issue) => issue.field === field)?.message).toMatch(message);
  });
});
