// Reading a vent design's inputs as typed on the command line or in a link:
// SI inside (gauge Pa, KSt in Pa·m/s), every unusable field named with its text.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readVentInput } from '../../../src/core/explosion/read.ts';

const REFERENCE = { volume: '10', kst: '200', pmax: '9', pred: '0.5' } as const;

describe('readVentInput', () => {
  it('reads the reference case in SI: m³, Pa·m/s, Pa gauge, and both standards by default', () => {
    expect(readVentInput({ ...REFERENCE, pstat: '0.1', ld: '3' }, 'metric')).toEqual({
      issues: [],
      standard: 'both',
      input: { volumeM3: 10, kstPaMps: 2e7, pmaxPa: 9e5, predPa: 5e4, pstatPa: 1e4, lengthToDiameter: 3 },
    });
  });

  it('reads imperial bare numbers as ft³ and psi (gauge), KSt still in bar·m/s', () => {
    const { input } = readVentInput({ volume: '100', kst: '150', pmax: '130', pred: '5' }, 'imperial');
    expect(input?.volumeM3).toBeCloseTo(2.8316846592, 12);
    expect(input?.kstPaMps).toBe(1.5e7);
    expect(input?.pmaxPa).toBeCloseTo(130 * 6894.757293168361, 6);
    expect(input?.predPa).toBeCloseTo(5 * 6894.757293168361, 8);
  });

  it('takes a gauge mark on a gauge pressure (barg, psig, bar(g)) and units on any field', () => {
    const { issues, input } = readVentInput({ volume: '353.1467ft3', kst: '200bar·m/s', pmax: '9barg', pred: '7.25 psig', pstat: '0.1 bar(g)', strength: '50kPa' }, 'metric');
    expect(issues).toEqual([]);
    expect(input).toMatchObject({ pmaxPa: 9e5, pstatPa: 1e4, enclosureStrengthPa: 5e4 });
    expect(input?.volumeM3).toBeCloseTo(10, 5);
    expect(input?.predPa).toBeCloseTo(7.25 * 6894.757293168361, 6);
  });

  it('reads Ef and the fill in % as fractions, the shape by length and diameter', () => {
    const { input } = readVentInput({ ...REFERENCE, efficiency: '70', fill: '50%', length: '6', diameter: '1.5', ventDuctLength: '3' }, 'metric');
    expect(input).toMatchObject({ ventEfficiency: 0.7, fillFraction: 0.5, lengthM: 6, diameterM: 1.5, ventDuctLengthM: 3 });
  });

  it('names every missing required field, in the link order', () => {
    expect(readVentInput({}, 'metric').issues.map(({ field, message }) => [field, message])).toEqual([
      ['volume', 'Enclosure volume V is needed'],
      ['kst', "Deflagration index KSt is needed: your dust's tested value, or a dust of the table for its typical value"],
      ['pmax', "Maximum explosion pressure Pmax (gauge) is needed: your dust's tested value, or a dust of the table for its typical value"],
      ['pred', 'Reduced explosion pressure Pred (gauge) is needed'],
    ]);
  });

  it('refuses each unusable field with its text, and the shape given twice', () => {
    const { issues, input } = readVentInput({ ...REFERENCE, pred: '-1', standard: 'iso', ld: '3', length: '6', efficiency: '120', diameter: 'x' }, 'metric');
    expect(input).toBeUndefined();
    expect(issues.map(({ field, text, message }) => [field, text, message])).toEqual([
      ['standard', 'iso', 'Standard must be one of both, nfpa68, en14491, got iso'],
      ['length', '6', 'Give the L/D or the effective length Heff, not both'],
      ['diameter', 'x', expect.stringMatching(/^Enclosure diameter D: /)],
      ['pred', '-1', 'Reduced explosion pressure Pred (gauge) must be greater than 0 and at most 100 bar, got -1'],
      ['efficiency', '120', 'Vent efficiency Ef must be greater than 0 and at most 100 %, got 120'],
    ]);
  });

  it('asks for the length with a diameter alone', () => {
    expect(readVentInput({ ...REFERENCE, diameter: '2' }, 'metric').issues).toEqual([
      { field: 'diameter', text: '2', message: 'Enclosure diameter D is used with the effective length Heff: give the length too, or the L/D' },
    ]);
  });

  it('never throws and never passes a non-finite value on', () => {
    fc.assert(
      fc.property(fc.record({ volume: fc.string(), kst: fc.string(), pmax: fc.string(), pred: fc.string(), pstat: fc.string(), ld: fc.string() }), (texts) => {
        const { input } = readVentInput(texts, 'metric');
        for (const value of Object.values(input ?? {})) expect(Number.isFinite(value)).toBe(true);
      }),
    );
  });
});

describe('readVentInput with a dust of the table', () => {
  it('takes the dust’s typical KSt and Pmax where they are not typed, and says so', () => {
    const reading = readVentInput({ volume: '4.5', pred: '0.4', dust: 'sawdust' }, 'metric');
    expect(reading).toMatchObject({ issues: [], typicalDust: 'sawdust', input: { kstPaMps: 205e5, pmaxPa: 10.5e5 } });
  });

  it('lets a tested value typed govern, and marks a metal dust for the fireball', () => {
    const reading = readVentInput({ volume: '4.5', pred: '0.4', dust: 'aluminium', kst: '300', pmax: '10' }, 'metric');
    expect(reading.typicalDust).toBeUndefined();
    expect(reading.input).toMatchObject({ kstPaMps: 3e7, pmaxPa: 1e6, metalDust: true });
  });

  it('refuses a dust not in the table, naming the ones that are', () => {
    expect(readVentInput({ volume: '4.5', pred: '0.4', dust: 'moondust' }, 'metric').issues).toEqual([
      { field: 'dust', text: 'moondust', message: 'Dust must be one of sawdust, flour, sugar, grain, cornstarch, coal, polyethylene, lactose, aluminium, got moondust' },
    ]);
  });
});

describe('readVentInput: the vents and where they discharge', () => {
  it('reads the number of vents and an indoor discharge', () => {
    expect(readVentInput({ ...REFERENCE, ventCount: '2', discharge: 'Indoors' }, 'metric').input).toMatchObject({ ventCount: 2, ventIndoors: true });
    expect(readVentInput({ ...REFERENCE, discharge: 'outdoors' }, 'metric').input?.ventIndoors).toBeUndefined();
  });

  it('refuses a part of a vent and an unknown discharge', () => {
    expect(readVentInput({ ...REFERENCE, ventCount: '1.5', discharge: 'roof' }, 'metric').issues.map(({ field, message }) => [field, message])).toEqual([
      ['ventCount', 'Number of vents n must be a whole number, got 1.5'],
      ['discharge', 'Vent discharge must be one of outdoors, indoors, got roof'],
    ]);
  });
});

describe('readVentInput: the ducts the isolation statement names', () => {
  it('passes the inlet and outlet ducts’ names on, as typed', () => {
    expect(readVentInput({ ...REFERENCE, inletDuct: ' main duct D1 ' }, 'metric').input?.connectedDucts).toEqual({ inlet: 'main duct D1' });
    expect(readVentInput({ ...REFERENCE, inletDuct: 'D1', outletDuct: 'F1' }, 'metric').input?.connectedDucts).toEqual({ inlet: 'D1', outlet: 'F1' });
    expect(readVentInput(REFERENCE, 'metric').input?.connectedDucts).toBeUndefined();
  });

  it('refuses a name past 80 characters', () => {
    expect(readVentInput({ ...REFERENCE, outletDuct: 'x'.repeat(81) }, 'metric').issues.map(({ field, message }) => [field, message])).toEqual([
      ['outletDuct', 'Outlet duct must be at most 80 characters, got 81'],
    ]);
  });
});
