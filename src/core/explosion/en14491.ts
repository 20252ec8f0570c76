/**
 * Dust explosion vent area by EN 14491:2012, *Dust explosion venting
 * protective systems*, which carries the CEN corrigendum of September 2008
 * to EN 14491:2006 (an equation replaced in 5.4, as BS EN 14491:2006's
 * foreword records). The equations are written in bar(g), bar·m/s, m³ and
 * m²; each function takes SI (Pa gauge, Pa·m/s, m³) and converts at its door.
 *
 * Check status (as /work/shared/REFERENCE.md marks it): A, B and C ◐,
 * re-computed against the REFERENCE.md cross-check; the equation and clause
 * numbers cited here, the limits and the vent-duct equations ○ (the duct
 * equations are those of EN 14491:2006 and VDI 3673 (2002); check the 2012
 * text before shipping).
 */
import type { MeasureIssue } from '../report/measure.ts';
import { PA_PER_BAR, type ResolvedVentInput, type StandardVentArea, type VentCorrection } from './vent-input.ts';
import { inStandardUnits, limitIssue, limitIssues, type VentLimit } from './vent-limits.ts';

const EDITION = 'EN 14491:2012';

/** The ranges over which EN 14491's equations hold (clause 5); outside them the tool refuses. */
export const EN14491_LIMITS: readonly VentLimit[] = [
  { field: 'volume', label: 'V', unit: 'm³', min: 0.1, max: 10_000, clause: `${EDITION} 5` },
  { field: 'kst', label: 'KSt', unit: 'bar·m/s', min: 10, max: 800, clause: `${EDITION} 5` },
  { field: 'pmax', label: 'Pmax', unit: 'bar', min: 5, max: 12, clause: `${EDITION} 5` },
  { field: 'pstat', label: 'Pstat', unit: 'bar', min: 0.1, max: 1, clause: `${EDITION} 5` },
  { field: 'ld', label: 'L/D', unit: '', min: 1, max: 20, clause: `${EDITION} 5` },
  { field: 'efficiency', label: 'Vent efficiency Ef', unit: '', min: 0, minExclusive: true, max: 1, clause: `${EDITION} and EN 16009 (vent efficiency)` },
  {
    field: 'vent-duct-length',
    label: 'Vent duct length',
    unit: 'm',
    min: 0,
    max: 6,
    clause: `${EDITION} 6 (vent ducts); beyond it use flameless venting, suppression or containment`,
  },
];

/** Pred range, bar(g) (EN 14491:2012 5); Pred must also exceed Pstat. */
export const EN14491_PRED_RANGE_BAR = { min: 0.1, max: 2 } as const;

/** Below this Pred, bar(g), C = −4.305 log Pred + 0.758; at and above it C = 0 (EN 14491:2012 eq. 3). */
export const EN14491_C_PRED_LIMIT_BAR = 1.5;

/**
 * B, the vent area of a compact vessel, EN 14491:2012 eq. 2 with its corrigendum:
 * B = [3.264e-5 · Pmax · KSt · Pred^(−0.569) + 0.27 · (Pstat − 0.1) · Pred^(−0.5)] · V^0.753,
 * with Pmax, Pred, Pstat in bar(g), KSt in bar·m/s, V in m³, B in m².
 *
 * @param volumeM3 V, m³. @param kstPaMps KSt, Pa·m/s. @param pmaxPa Pmax, Pa gauge.
 * @param predPa Pred, Pa gauge. @param pstatPa Pstat, Pa gauge.
 * @returns B, m².
 * @example enBaseAreaM2(10, 200e5, 9e5, 0.5e5, 0.1e5) // ≈ 0.494 m²
 */
export function enBaseAreaM2(volumeM3: number, kstPaMps: number, pmaxPa: number, predPa: number, pstatPa: number): number {
  const [pmax, pred, pstat, kst] = [pmaxPa, predPa, pstatPa, kstPaMps].map((value) => value / PA_PER_BAR) as [number, number, number, number];
  return (3.264e-5 * pmax * kst * pred ** -0.569 + 0.27 * (pstat - 0.1) * pred ** -0.5) * volumeM3 ** 0.753;
}

/**
 * The slenderness factor A / B = 1 + C · log10(L/D), EN 14491:2012 eq. 1 and 3:
 * C = −4.305 · log10 Pred + 0.758 for Pred < 1.5 bar(g), 0 above.
 *
 * @param lengthToDiameter L/D, 1 to 20.
 * @param predPa Pred, Pa gauge.
 * @returns The factor, 1 at L/D 1.
 * @example enSlendernessFactor(3, 0.5e5) // ≈ 1.980
 */
export function enSlendernessFactor(lengthToDiameter: number, predPa: number): number {
  const pred = predPa / PA_PER_BAR;
  const c = pred < EN14491_C_PRED_LIMIT_BAR ? -4.305 * Math.log10(pred) + 0.758 : 0;
  return 1 + c * Math.log10(lengthToDiameter);
}

/**
 * The Pred a vent without a duct must reach so that, with a vent duct of
 * length l, the enclosure sees no more than `predPa` (EN 14491:2006 6 and
 * VDI 3673 (2002), inverted): P'red = 1.24 · Pred^0.8614 for l < 3 m,
 * P'red = 2.48 · Pred^0.5165 for 3 m ≤ l ≤ 6 m (bar(g)).
 *
 * @param predPa The Pred allowed with the duct (P'red), Pa gauge.
 * @param ductLengthM l, m (0 < l ≤ 6).
 * @returns The equivalent Pred without the duct, Pa gauge.
 */
export function enDuctEquivalentPredPa(predPa: number, ductLengthM: number): number {
  const pred = predPa / PA_PER_BAR;
  const equivalent = ductLengthM < 3 ? (pred / 1.24) ** (1 / 0.8614) : (pred / 2.48) ** (1 / 0.5165);
  return equivalent * PA_PER_BAR;
}

/**
 * Every way the input falls outside EN 14491's equations, one issue per
 * input naming the limit; empty when they hold. Besides EN14491_LIMITS: Pred
 * 0.1 to 2 bar and above Pstat, and with a vent duct the equivalent Pred
 * (enDuctEquivalentPredPa) within the same range.
 */
export function enIssues(input: ResolvedVentInput): MeasureIssue[] {
  const values = inStandardUnits(input);
  const issues = limitIssues(EN14491_LIMITS, values);
  const pstat = values.pstat ?? 0;
  const predLimit = (clause: string): VentLimit => ({
    field: 'pred',
    label: 'Pred',
    unit: 'bar',
    min: Math.max(EN14491_PRED_RANGE_BAR.min, pstat),
    minExclusive: pstat >= EN14491_PRED_RANGE_BAR.min,
    max: EN14491_PRED_RANGE_BAR.max,
    clause,
  });
  const predIssue = limitIssue(predLimit(`${EDITION} 5 (0.1 bar to 2 bar, above Pstat)`), values.pred ?? 0);
  if (predIssue !== undefined) issues.push(predIssue);
  if (predIssue === undefined && input.ventDuctLengthM > 0 && input.ventDuctLengthM <= 6) {
    const equivalent = enDuctEquivalentPredPa(input.predPa, input.ventDuctLengthM) / PA_PER_BAR;
    const ductIssue = limitIssue(predLimit(`${EDITION} 5, reached as the Pred without the vent duct (EN 14491 6); shorten the duct, raise Pred, or use flameless venting`), equivalent);
    if (ductIssue !== undefined) issues.push({ ...ductIssue, field: 'vent-duct-length' });
  }
  return issues;
}

/**
 * The EN 14491 vent area with its parts: B (eq. 2) at Pred (or, with a vent
 * duct, at the equivalent Pred without it), × the slenderness factor (eq. 1),
 * ÷ Ef. Call only when enIssues is empty. EN 14491 has no partial-volume
 * correction: the area is for the full volume.
 *
 * @returns A, m², with the base area and each correction (factor 1 ones left out).
 * @example 10 m³, KSt 200 bar·m/s, Pmax 9 bar, Pred 0.5 bar, Pstat 0.1 bar → 0.494 m² at L/D 1, 0.977 m² at L/D 3.
 */
export function enVentArea(input: ResolvedVentInput): StandardVentArea {
  const base = enBaseAreaM2(input.volumeM3, input.kstPaMps, input.pmaxPa, input.predPa, input.pstatPa);
  const ductPredPa = input.ventDuctLengthM > 0 ? enDuctEquivalentPredPa(input.predPa, input.ventDuctLengthM) : input.predPa;
  const ductFactor = enBaseAreaM2(input.volumeM3, input.kstPaMps, input.pmaxPa, ductPredPa, input.pstatPa) / base;
  const corrections: VentCorrection[] = [
    { code: 'vent-duct', factor: ductFactor, source: 'EN 14491:2006 6 and VDI 3673 (2002), Pred without the duct' },
    { code: 'elongated-vessel', factor: enSlendernessFactor(input.lengthToDiameter, ductPredPa), source: `${EDITION} eq. 1 and 3` },
    { code: 'vent-efficiency', factor: 1 / input.ventEfficiency, source: `${EDITION} and EN 16009, A / Ef` },
  ].filter((correction) => correction.factor !== 1);
  const areaM2 = corrections.reduce((area, correction) => area * correction.factor, base);
  return { standard: 'en14491', baseAreaM2: base, corrections, areaM2, source: `${EDITION} with its corrigendum, eq. 1 to 3` };
}
