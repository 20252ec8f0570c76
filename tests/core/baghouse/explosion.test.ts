// The dirty side as a vessel to vent, the combustible-dust warning, the inlet
// loading against the MEC and the explosion protection page's link.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { designBaghouse, type BaghouseDesign } from '../../../src/core/baghouse/design.ts';
import { dirtySide, hopperVolume } from '../../../src/core/baghouse/dirty-side.ts';
import { DUST_IDS } from '../../../src/core/baghouse/dusts.ts';
import { baghouseExplosionPath } from '../../../src/core/baghouse/explosion-link.ts';
import { baghouseFigures, baghouseWarnings } from '../../../src/core/baghouse/report.ts';
import { COMBUSTIBLE_DUST_TEXT, combustibleDustId, mecShare } from '../../../src/core/dust-hazard/combustible-dust.ts';
import { readVentLink } from '../../../src/core/explosion/link.ts';

const FT = 0.3048;
const FT3 = FT ** 3;

/** 10,000 ACFM of sawdust at 4 gr/ft³, 6 in × 10 ft bags at a 9 in pitch, pulse-jet: 54 bags, 7 × 8. */
function sawdustDesign(overrides: Record<string, unknown> = {}): BaghouseDesign {
  const result = designBaghouse({
    flow: 10000 * FT3 / 60,
    cleaning: 'pulse-jet',
    dust: 'sawdust',
    loading: 4 * 6.479891e-5 / FT3,
    bagDiameter: 6 * 0.0254,
    bagLength: 10 * FT,
    bagPitch: 9 * 0.0254,
    ...overrides,
  });
  if (result.status !== 'success') throw new Error(JSON.stringify(result.issues));
  return result.data;
}

describe('dirty side', () => {
  it('gives a square pyramid a²h/3 and a long trough a·h/2 per length', () => {
    expect(hopperVolume(2, 2, 3)).toBeCloseTo(4, 12);
    expect(hopperVolume(2, 1000, 3) / 1000).toBeCloseTo(3, 2);
  });

  it('works out the sawdust collector by hand: 365.7 ft³, hopper 4.55 ft, L/D 2.571', () => {
    const side = sawdustDesign().dirtySide;
    // Section 7 × 0.75 ft by 8 × 0.75 ft; housing 5.25 · 6 · 10 = 315 ft³;
    // hopper h = 2.625·tan 60° = 4.5466 ft, V = h·5.25·(18 − 5.25)/6 = 50.72 ft³.
    expect(side?.housingVolumeM3 ?? 0).toBeCloseTo(315 * FT3, 9);
    expect((side?.hopperHeightM ?? 0) / FT).toBeCloseTo(4.5466, 4);
    expect((side?.hopperVolumeM3 ?? 0) / FT3).toBeCloseTo(50.72, 2);
    expect((side?.volumeM3 ?? 0) / FT3).toBeCloseTo(365.72, 2);
    // Heff = 14.5466 ft, Dhe = 2·√(365.72 / (14.5466·π)) = 5.6578 ft.
    expect(side?.lengthToDiameter ?? 0).toBeCloseTo(2.5711, 3);
  });

  it('takes a given hopper height, 0 for a flat bottom, and no longer shows it as an estimate', () => {
    const given = sawdustDesign({ hopperHeight: 2 * FT });
    // 315 ft³ + 2·5.25·(18 − 5.25)/6 = 315 + 22.3125 ft³.
    expect((given.dirtySide?.volumeM3 ?? 0) / FT3).toBeCloseTo(337.3125, 6);
    expect(given.dirtySide?.hopperHeightGiven).toBe(true);
    expect(baghouseFigures(given).map((figure) => figure.key)).not.toContain('hopperHeight');
    expect((sawdustDesign({ hopperHeight: 0 }).dirtySide?.volumeM3 ?? 0) / FT3).toBeCloseTo(315, 6);
    expect(designBaghouse({ cleaning: 'pulse-jet', hopperHeight: -1 })).toMatchObject({ status: 'error', issues: [{ field: 'hopperHeight' }] });
  });

  it('counts every compartment and needs the bag pitch', () => {
    const one = sawdustDesign({ rows: 8, columns: 8 }).dirtySide?.volumeM3 ?? 0;
    const two = sawdustDesign({ rows: 8, columns: 8, compartments: 2 }).dirtySide?.volumeM3 ?? 0;
    expect(two).toBeCloseTo(2 * one, 9);
    expect(sawdustDesign({ bagPitch: undefined }).dirtySide).toBeUndefined();
  });

  it('is finite and positive, with the hopper never larger than the housing below a 60° wall on a long bag', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.1, max: 30, noNaN: true }),
        fc.double({ min: 0.1, max: 30, noNaN: true }),
        fc.double({ min: 0.5, max: 12, noNaN: true }),
        fc.integer({ min: 1, max: 20 }),
        (width, depth, bagLength, compartments) => {
          const side = dirtySide({ widthM: width, depthM: depth }, bagLength, compartments);
          expect(Number.isFinite(side.lengthToDiameter) && side.lengthToDiameter > 0).toBe(true);
          expect(side.volumeM3).toBeCloseTo(side.housingVolumeM3 + side.hopperVolumeM3, 6);
          expect(side.hopperVolumeM3).toBeLessThan(compartments * width * depth * side.hopperHeightM);
        },
      ),
    );
  });

  it('shows the volume, hopper height and L/D as estimates', () => {
    const labels = baghouseFigures(sawdustDesign()).map((figure) => figure.label);
    expect(labels).toEqual(expect.arrayContaining(['Dirty-side volume V (estimate)', 'Hopper height (estimate)', 'Effective L/D for venting (estimate)']));
  });
});

describe('combustible dust', () => {
  it('flags exactly the baghouse dusts the explosion table names', () => {
    const flagged = DUST_IDS.filter((id) => combustibleDustId(id) !== undefined);
    expect(flagged.sort()).toEqual(['coal', 'flour', 'sawdust', 'sugar']);
    expect(combustibleDustId(undefined)).toBeUndefined();
  });

  it('warns on Baghouse Design for sawdust and not for cement', () => {
    const sawdust = baghouseWarnings(sawdustDesign(), 'metric').find((warning) => warning.code === 'combustible-dust');
    expect(COMBUSTIBLE_DUST_TEXT).toBe('combustible dust: a dust hazard analysis (NFPA 660) and explosion protection are required');
    expect(sawdust?.text).toMatch(/^Combustible dust: a dust hazard analysis \(NFPA 660\) and explosion protection are required \(wood dust/);
    expect(baghouseWarnings(sawdustDesign({ dust: 'cement' }), 'metric').map((warning) => warning.code)).not.toContain('combustible-dust');
  });
});

describe('inlet loading against the MEC', () => {
  it('gives the share of the typical MEC: 4 gr/ft³ = 9.15 g/m³ is 15.3 % of sawdust’s 60 g/m³', () => {
    expect(mecShare(0.03, 'sawdust').share).toBeCloseTo(0.5, 12);
    expect(sawdustDesign().mecShare ?? 0).toBeCloseTo(9.1535 / 60, 4);
  });

  it('warns at and above the MEC, not below', () => {
    const codes = (loading: number) => baghouseWarnings(sawdustDesign({ loading }), 'metric').map((warning) => warning.code);
    expect(codes(0.06)).toContain('loading-above-mec');
    expect(codes(0.059)).not.toContain('loading-above-mec');
  });

  it('is not compared for a dust the table does not name', () => {
    expect(sawdustDesign({ dust: 'cement' }).mecShare).toBeUndefined();
  });
});

describe('explosion protection link', () => {
  it('reads back on the page with the volume, L/D and dust, in the design’s unit system', () => {
    const design = sawdustDesign();
    expect(baghouseExplosionPath(design, 'imperial')).toBe('/explosion-protection?volume=365.7&ld=2.571&dust=sawdust&units=imperial');
    const read = readVentLink(baghouseExplosionPath(design, 'metric') ?? '');
    expect(read.system).toBe('metric');
    expect(read.texts).toEqual({ volume: '10.36', ld: '2.571', dust: 'sawdust' });
    expect(read.notes).toEqual([]);
  });

  it('is absent with neither a dirty side nor a combustible dust', () => {
    expect(baghouseExplosionPath(sawdustDesign({ dust: 'cement', bagPitch: undefined }), 'metric')).toBeUndefined();
    expect(baghouseExplosionPath(sawdustDesign({ bagPitch: undefined }), 'metric')).toBe('/explosion-protection?dust=sawdust&units=metric');
  });
});
