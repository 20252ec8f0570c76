// designVent against hand-computed values: NFPA 68 and EN 14491 side by side, the compact and the slender vessel.
import { describe, expect, it } from 'vitest';
import { designVent, effectiveLengthToDiameter } from '../../../src/core/explosion/vent-design.ts';
import type { VentDesign, VentInput, VentStandard } from '../../../src/core/explosion/vent-input.ts';
import { BAG_FILTER, BAR, CROSS_CHECK, vent } from './vent-input.ts';

/** The design, failing the test on an error result. */
function design(input: VentInput, standard: VentStandard = 'both'): VentDesign {
  const result = designVent(input, standard);
  if (result.status === 'error') throw new Error(result.issues.map((issue) => issue.message).join('; '));
  return result.data;
}

describe('designVent: the REFERENCE.md cross-check', () => {
  it('gives NFPA 0.497 m² and EN 0.494 m² for the compact 10 m³ vessel (L/D 1)', () => {
    const data = design(vent({ lengthToDiameter: 1 }));
    expect(data.nfpa68?.areaM2).toBeCloseTo(0.497, 3);
    expect(data.en14491?.areaM2).toBeCloseTo(0.494, 3);
    expect(data.governing).toBe('nfpa68');
    expect(data.areaM2).toBe(data.nfpa68?.areaM2);
  });

  it('gives NFPA 0.732 m² and EN 0.977 m² at L/D 3, where EN 14491 governs and a warning says so', () => {
    const result = designVent(vent({ lengthToDiameter: 3 }), 'both');
    expect(result.status).toBe('success');
    if (result.status !== 'success') return;
    expect(result.data.nfpa68?.areaM2).toBeCloseTo(0.732, 3);
    expect(result.data.en14491?.areaM2).toBeCloseTo(0.977, 3);
    expect(result.data.governing).toBe('en14491');
    expect(result.warnings.find((warning) => warning.code === 'standards-differ')?.text).toMatch(/EN 14491 asks 33\.\d+ % more vent area than NFPA 68 at L\/D 3/);
  });

  it('names each correction with its factor: NFPA eq. 8.2.3 at 1.473, EN eq. 1 at 1.980', () => {
    const data = design(vent({ lengthToDiameter: 3 }));
    expect(data.nfpa68?.baseAreaM2).toBeCloseTo(0.4969, 4);
    expect(data.nfpa68?.corrections).toEqual([expect.objectContaining({ code: 'elongated-vessel', source: 'NFPA 68 (2018) eq. 8.2.3' })]);
    expect(data.nfpa68?.corrections[0]?.factor).toBeCloseTo(1.4732, 4);
    expect(data.en14491?.corrections[0]?.factor).toBeCloseTo(1.98, 3);
  });
});

describe('designVent: the compact bag filter of issue 21', () => {
  it('gives about 0.23 m² by both standards, inside Eckhoff\'s 0.1–0.25 m² for St 1 bag filters', () => {
    const data = design(BAG_FILTER);
    expect(data.nfpa68?.areaM2).toBeCloseTo(0.2303, 4);
    expect(data.en14491?.areaM2).toBeCloseTo(0.2303, 3);
    expect(data.stClass).toBe('St 1');
    for (const area of [data.nfpa68?.areaM2, data.en14491?.areaM2]) {
      expect(area).toBeGreaterThan(0.1);
      expect(area).toBeLessThan(0.25);
    }
  });

  it('fills in the defaults it used: Pstat 0.1 bar, L/D 1, fill 1, Ef 1, no vent duct', () => {
    expect(design(BAG_FILTER).input).toMatchObject({ pstatPa: 0.1 * BAR, lengthToDiameter: 1, fillFraction: 1, ventEfficiency: 1, ventDuctLengthM: 0 });
  });
});

describe('designVent: hand-computed points', () => {
  const unit = { volumeM3: 1, kstPaMps: 100 * BAR, pmaxPa: 8 * BAR, predPa: 1 * BAR };

  it('NFPA Av0 at 1 m³, KSt 100, Pmax 8, Pred 1, Pstat 0 is 1e-4·100·√7 = 0.026458 m²', () => {
    expect(design({ ...unit, pstatPa: 0 }, 'nfpa68').areaM2).toBeCloseTo(0.026458, 6);
  });

  it('EN B at Pstat 0.5 bar adds the corrigendum\'s 0.27·(Pstat − 0.1)·Pred^−0.5 term: 0.026112 + 0.108 = 0.134112 m²', () => {
    expect(design({ ...unit, pstatPa: 0.5 * BAR }, 'en14491').areaM2).toBeCloseTo(0.134112, 6);
  });

  it('NFPA elongation at L/D 6 and Pred 1 bar is 1 + 0.6·4^0.75·e^−0.95 = 1.65632', () => {
    const data = design({ ...unit, pstatPa: 0, lengthToDiameter: 6 }, 'nfpa68');
    expect(data.nfpa68?.corrections[0]?.factor).toBeCloseTo(1.65632, 5);
  });

  it('EN C is 0 from Pred 1.5 bar: no slenderness correction at L/D 5', () => {
    const data = design({ ...unit, predPa: 1.5 * BAR, lengthToDiameter: 5 }, 'en14491');
    expect(data.en14491?.corrections).toEqual([]);
  });

  it('NFPA partial volume at Xr 0.5 (Π = 0.5/9) multiplies by 0.5^(−1/3)·√(0.44444/0.94444) = 0.864296', () => {
    const data = design(vent({ fillFraction: 0.5 }), 'nfpa68');
    expect(data.nfpa68?.corrections[0]).toMatchObject({ code: 'partial-volume' });
    expect(data.nfpa68?.corrections[0]?.factor).toBeCloseTo(0.864296, 5);
  });

  it('EN with a 2 m vent duct sizes at the Pred without it, (0.5/1.24)^(1/0.8614) = 0.3484 bar: × 1.2282', () => {
    const data = design(vent({ ventDuctLengthM: 2 }), 'en14491');
    expect(data.en14491?.corrections[0]).toMatchObject({ code: 'vent-duct' });
    expect(data.en14491?.corrections[0]?.factor).toBeCloseTo(1.2282, 4);
  });

  it('NFPA with a 2 m vent duct multiplies by 1 + 17.3·(0.49687/10^0.753)^1.6·2 = 1.70511 (eq. 8.6.2): 0.8472 m²', () => {
    const data = design(vent({ ventDuctLengthM: 2 }), 'nfpa68');
    expect(data.nfpa68?.corrections).toEqual([{ code: 'vent-duct', factor: expect.closeTo(1.70511, 5), source: 'NFPA 68 (2018) eq. 8.6.2 ○' }]);
    expect(data.nfpa68?.areaM2).toBeCloseTo(0.84721, 5);
  });

  it('NFPA takes the vent duct on the elongated area: 3 m at L/D 3 is × 2.96584 on 0.73196 m², 2.1709 m²', () => {
    const data = design(vent({ ventDuctLengthM: 3, lengthToDiameter: 3 }), 'nfpa68');
    expect(data.nfpa68?.corrections.map((correction) => correction.code)).toEqual(['elongated-vessel', 'vent-duct']);
    expect(data.nfpa68?.corrections[1]?.factor).toBeCloseTo(2.96584, 5);
    expect(data.nfpa68?.areaM2).toBeCloseTo(2.17088, 5);
  });

  it('a flameless vent of Ef 0.5 doubles both areas', () => {
    const plain = design(CROSS_CHECK);
    const flameless = design(vent({ ventEfficiency: 0.5 }));
    expect(flameless.nfpa68?.areaM2).toBeCloseTo(2 * (plain.nfpa68?.areaM2 ?? 0), 12);
    expect(flameless.en14491?.areaM2).toBeCloseTo(2 * (plain.en14491?.areaM2 ?? 0), 12);
  });

  it('gives the hazard zone of the governing vent: D = 8·10^(1/3) = 17.24 m, Pmax,a = 0.2·0.5·0.7322^0.1·10^0.18 = 0.1467 bar at 0.25·D', () => {
    const hazard = design(vent({ lengthToDiameter: 3 }), 'nfpa68').hazard;
    expect(hazard?.fireballLengthM).toBeCloseTo(17.2355, 3);
    expect((hazard?.externalPressurePa ?? 0) / BAR).toBeCloseTo(0.1467, 4);
    expect(hazard?.externalPressureDistanceM).toBeCloseTo(4.3089, 3);
  });
});

describe('designVent: the vessel\'s shape and the warnings', () => {
  it('takes L/D from the length and diameter, or from the length and NFPA 68\'s hydraulic diameter', () => {
    expect(effectiveLengthToDiameter({ volumeM3: 10, lengthM: 6, diameterM: 2 })).toBe(3);
    // Dhe = 2·√(V/(H·π)) = 2·√(10/(4π)) = 1.78412 m
    expect(effectiveLengthToDiameter({ volumeM3: 10, lengthM: 4 })).toBeCloseTo(4 / 1.78412, 4);
    expect(effectiveLengthToDiameter({ volumeM3: 10 })).toBe(1);
  });

  it('always states the NFPA 69 isolation of the connected ducts, by their names when given', () => {
    const plain = designVent(CROSS_CHECK, 'both');
    const named = designVent(vent({ connectedDucts: { inlet: 'duct D1 from the saws', outlet: 'duct F1 to the fan' } }), 'both');
    expect(plain.status === 'success' && plain.warnings.some((warning) => warning.code === 'isolation-required')).toBe(true);
    expect(named.status === 'success' && named.warnings.find((warning) => warning.code === 'isolation-required')?.text).toMatch(
      /isolate duct D1 from the saws and duct F1 to the fan .*NFPA 69/,
    );
  });

  it('warns of a vent discharging indoors, naming the alternatives', () => {
    const result = designVent(vent({ ventIndoors: true }), 'both');
    expect(result.status === 'success' && result.warnings.find((warning) => warning.code === 'vent-indoors')?.text).toMatch(/flameless venting, suppression .*containment/);
  });

  it('says EN 14491 keeps the full volume when a fill fraction is given', () => {
    const result = designVent(vent({ fillFraction: 0.5 }), 'both');
    expect(result.status === 'success' && result.warnings.map((warning) => warning.code)).toContain('partial-volume-en');
  });

  it('sizes by one standard alone when asked', () => {
    const data = design(CROSS_CHECK, 'en14491');
    expect(data.nfpa68).toBeUndefined();
    expect(data.governing).toBe('en14491');
  });
});
