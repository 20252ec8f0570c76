// The parts beside the vent area: St class, the dust table, the hazard zone, the enclosure's strength, isolation.
import { describe, expect, it } from 'vitest';
import { EXPLOSIBLE_DUST_IDS, EXPLOSIBLE_DUSTS, isExplosibleDustId, typicalDustWarning } from '../../../src/core/explosion/dusts.ts';
import { enclosureIssue, strengthFromUltimatePa } from '../../../src/core/explosion/enclosure.ts';
import { externalPressureAtPa, externalPressurePa, fireballLengthM } from '../../../src/core/explosion/hazard-zone.ts';
import { isolationWarning } from '../../../src/core/explosion/isolation.ts';
import { stClass } from '../../../src/core/explosion/st-class.ts';
import { designVent } from '../../../src/core/explosion/vent-design.ts';
import { BAR, vent } from './vent-input.ts';

describe('stClass', () => {
  it.each([
    [1, 'St 1'],
    [200, 'St 1'],
    [200.1, 'St 2'],
    [300, 'St 2'],
    [300.1, 'St 3'],
    [800, 'St 3'],
  ] as const)('KSt %s bar·m/s is %s', (kst, expected) => {
    expect(stClass(kst * BAR)).toBe(expected);
  });
});

describe('the dust table', () => {
  it('holds the dusts of our users\' industries, each with KSt, Pmax, MEC and a source, inside the standards\' ranges', () => {
    expect(EXPLOSIBLE_DUST_IDS).toEqual(expect.arrayContaining(['sawdust', 'flour', 'sugar', 'grain', 'coal', 'polyethylene', 'lactose', 'aluminium']));
    for (const id of EXPLOSIBLE_DUST_IDS) {
      const dust = EXPLOSIBLE_DUSTS[id];
      expect(dust.kstPaMps / BAR).toBeGreaterThanOrEqual(10);
      expect(dust.kstPaMps / BAR).toBeLessThanOrEqual(800);
      expect(dust.pmaxPa / BAR).toBeGreaterThanOrEqual(5);
      expect(dust.pmaxPa / BAR).toBeLessThanOrEqual(12);
      expect(dust.mecKgM3).toBeGreaterThan(0);
      expect(dust.source).toMatch(/NFPA 68/);
    }
  });

  it('sizes a vent from any dust of the table', () => {
    for (const id of EXPLOSIBLE_DUST_IDS) {
      const { kstPaMps, pmaxPa, metal } = EXPLOSIBLE_DUSTS[id];
      expect(designVent(vent({ kstPaMps, pmaxPa, metalDust: metal }), 'both').status).toBe('success');
    }
  });

  it('says that a tested value of the user\'s own dust governs', () => {
    expect(typicalDustWarning('flour').text).toMatch(/KSt 87 bar·m\/s and Pmax 8\.3 bar are typical values for wheat flour .*a tested value of your own dust governs/);
    expect(isExplosibleDustId('sawdust')).toBe(true);
    expect(isExplosibleDustId('toString')).toBe(false);
  });
});

describe('the hazard zone', () => {
  it('throws the fireball D = K·(V/n)^(1/3): 8 for dusts, 10 for metals, shared by n vents', () => {
    expect(fireballLengthM(27, 1, false)).toBeCloseTo(24, 9);
    expect(fireballLengthM(27, 1, true)).toBeCloseTo(30, 9);
    expect(fireballLengthM(54, 2, false)).toBeCloseTo(24, 9);
  });

  it('gives Pmax,a = 0.2·Pred·Av^0.1·V^0.18 and its fall (Rs/r)^1.5 beyond Rs', () => {
    // 0.2 · 0.5 bar · 1^0.1 · 10^0.18 = 0.151356 bar
    expect(externalPressurePa(0.5 * BAR, 1, 10) / BAR).toBeCloseTo(0.151356, 6);
    expect(externalPressureAtPa(1000, 4, 2)).toBe(1000);
    expect(externalPressureAtPa(1000, 4, 16)).toBeCloseTo(125, 9);
  });
});

describe('the enclosure strength', () => {
  it('takes Pes as two-thirds of the ultimate strength of an enclosure allowed to deform', () => {
    expect(strengthFromUltimatePa(0.9 * BAR)).toBeCloseTo(0.6 * BAR, 6);
  });

  it('passes Pred at Pes and refuses it above', () => {
    expect(enclosureIssue(0.5 * BAR, 0.5 * BAR)).toBeUndefined();
    expect(enclosureIssue(0.6 * BAR, 0.5 * BAR)?.message).toMatch(/Pred 0\.6 bar is above the enclosure strength Pes 0\.5 bar/);
  });
});

describe('isolation', () => {
  it('names the connected ducts, or says the inlet and outlet ducts, and sizes nothing', () => {
    expect(isolationWarning().text).toMatch(/isolate the inlet duct and the outlet \(clean-air\) duct .*NFPA 69 .*does not size isolation devices/);
    expect(isolationWarning({ inlet: 'D1' }).text).toMatch(/isolate D1 and the outlet/);
  });
});
