/**
 * Dust deflagration vent area by NFPA 68, *Standard on Explosion Protection
 * by Deflagration Venting* (2018 edition; the 2023 edition keeps the dust
 * equations), chapter 8. The equations are written in bar(g), bar·m/s, m³
 * and m²; each function takes SI (Pa gauge, Pa·m/s, m³) and converts at its door.
 *
 * Check status (as /work/shared/REFERENCE.md marks it): Av0 (eq. 8.2.2) and
 * the elongated-vessel factor (eq. 8.2.3) ◐, re-computed against the
 * REFERENCE.md cross-check; the partial-volume factor, the limits and the
 * clause numbers other than the two equations, and the vent-duct factor
 * (eq. 8.6.2) ○ (from the edition's text as known to the author; check each
 * clause before signing).
 */
import type { MeasureIssue } from '../report/measure.ts';
import { PA_PER_BAR, type ResolvedVentInput, type StandardVentArea, type VentCorrection } from './vent-input.ts';
import { inStandardUnits, limitIssue, limitIssues, valueText, type VentLimit } from './vent-limits.ts';

const EDITION = 'NFPA 68 (2018)';

/** The ranges over which NFPA 68's dust equations hold (8.2.2 and 8.2.3); outside them the tool refuses. */
export const NFPA68_LIMITS: readonly VentLimit[] = [
  { field: 'volume', label: 'V', unit: 'm³', min: 0.1, max: 10_000, clause: `${EDITION} 8.2.2` },
  { field: 'kst', label: 'KSt', unit: 'bar·m/s', min: 10, max: 800, clause: `${EDITION} 8.2.2` },
  { field: 'pmax', label: 'Pmax', unit: 'bar', min: 5, max: 12, clause: `${EDITION} 8.2.2` },
  { field: 'pstat', label: 'Pstat', unit: 'bar', min: 0, max: 0.75, clause: `${EDITION} 8.2.2` },
  { field: 'ld', label: 'L/D', unit: '', min: 0, minExclusive: true, max: 6, clause: `${EDITION} 8.2.3 (elongated vessels)` },
  { field: 'fill', label: 'Fill fraction Xr', unit: '', min: 0, minExclusive: true, max: 1, clause: `${EDITION} 8.3 (partial volume)` },
  { field: 'efficiency', label: 'Vent efficiency Ef', unit: '', min: 0, minExclusive: true, max: 1, clause: `${EDITION} 8.2 (vent efficiency)` },
];

/** Pred must exceed Pstat by at least this much, bar (NFPA 68 8.2.2). */
export const NFPA68_MIN_PRED_ABOVE_PSTAT_BAR = 0.05;

/**
 * Vent area of a compact enclosure (L/D ≤ 2), NFPA 68 (2018) eq. 8.2.2:
 * Av0 = 1e-4 · (1 + 1.54 · Pstat^(4/3)) · KSt · V^(3/4) · √(Pmax / Pred − 1),
 * with Pstat, Pmax, Pred in bar(g), KSt in bar·m/s, V in m³, Av0 in m².
 *
 * @param volumeM3 Enclosure volume V, m³.
 * @param kstPaMps KSt, Pa·m/s.
 * @param pmaxPa Pmax, Pa gauge.
 * @param predPa Pred, Pa gauge (0 < Pred < Pmax).
 * @param pstatPa Pstat, Pa gauge.
 * @returns Av0, m². Inputs outside NFPA68_LIMITS are the caller's to refuse.
 * @example nfpa68BaseAreaM2(10, 200e5, 9e5, 0.5e5, 0.1e5) // ≈ 0.497 m²
 */
export function nfpa68BaseAreaM2(volumeM3: number, kstPaMps: number, pmaxPa: number, predPa: number, pstatPa: number): number {
  const pstat = pstatPa / PA_PER_BAR;
  const kst = kstPaMps / PA_PER_BAR;
  return 1e-4 * (1 + 1.54 * pstat ** (4 / 3)) * kst * volumeM3 ** 0.75 * Math.sqrt(pmaxPa / predPa - 1);
}

/**
 * Elongated-vessel factor Av1 / Av0, NFPA 68 (2018) eq. 8.2.3:
 * 1 + 0.6 · (L/D − 2)^0.75 · exp(−0.95 · Pred²) for L/D > 2 (Pred in bar(g)); 1 at L/D ≤ 2.
 *
 * @param lengthToDiameter Effective L/D (NFPA 68 6.4.2), up to 6.
 * @param predPa Pred, Pa gauge.
 * @returns The factor, ≥ 1.
 * @example nfpa68ElongationFactor(3, 0.5e5) // ≈ 1.473
 */
export function nfpa68ElongationFactor(lengthToDiameter: number, predPa: number): number {
  if (lengthToDiameter <= 2) return 1;
  const pred = predPa / PA_PER_BAR;
  return 1 + 0.6 * (lengthToDiameter - 2) ** 0.75 * Math.exp(-0.95 * pred ** 2);
}

/**
 * Partial-volume factor Avpv / Av1, NFPA 68 (2018) 8.3:
 * Xr^(−1/3) · √((Xr − Π) / (1 − Π)) with Π = Pred / Pmax; 1 at Xr = 1.
 * Where Xr ≤ Π no venting is needed; the caller refuses that case (nfpa68Issues).
 *
 * @param fillFraction Xr, the share of the volume a dust cloud can fill (Π < Xr ≤ 1).
 * @param predPa Pred, Pa gauge.
 * @param pmaxPa Pmax, Pa gauge.
 * @returns The factor (≤ 1 for Π < Xr ≤ 1).
 */
export function nfpa68PartialVolumeFactor(fillFraction: number, predPa: number, pmaxPa: number): number {
  const ratio = predPa / pmaxPa;
  return fillFraction ** (-1 / 3) * Math.sqrt((fillFraction - ratio) / (1 - ratio));
}

/**
 * Vent-duct factor Avf / Av, NFPA 68 (2018) 8.6.2 (eq. 8.6.2):
 * 1 + 17.3 · (Av / V^0.753)^1.6 · L, with Av the vent area without the duct in
 * m², V in m³ and the duct length L in m (17.3 is per metre). The duct is
 * straight and of the vent's cross-section (8.6.1); the factor is 1 without one.
 *
 * @param areaM2 Av, the area sized without the duct (after the elongation and partial-volume factors), m².
 * @param volumeM3 Enclosure volume V, m³.
 * @param ductLengthM L, m (≥ 0).
 * @returns The factor, ≥ 1.
 * @example nfpa68VentDuctFactor(0.497, 10, 3) // ≈ 2.07
 */
export function nfpa68VentDuctFactor(areaM2: number, volumeM3: number, ductLengthM: number): number {
  return 1 + 17.3 * (areaM2 / volumeM3 ** 0.753) ** 1.6 * ductLengthM;
}

/**
 * Every way the input falls outside NFPA 68's dust equations, one issue per
 * input naming the limit and its clause; empty when the equations hold.
 * Besides NFPA68_LIMITS: Pred ≥ Pstat + 0.05 bar and Pred < Pmax (8.2.2), a fill
 * fraction above Pred / Pmax (8.3).
 */
export function nfpa68Issues(input: ResolvedVentInput): MeasureIssue[] {
  const values = inStandardUnits(input);
  const issues = limitIssues(NFPA68_LIMITS, values);
  const pred = values.pred ?? 0;
  const pstat = values.pstat ?? 0;
  const pmax = values.pmax ?? 0;
  const predRange = limitIssue(
    { field: 'pred', label: 'Pred', unit: 'bar', min: pstat + NFPA68_MIN_PRED_ABOVE_PSTAT_BAR, max: pmax, clause: `${EDITION} 8.2.2 (Pstat + 0.05 bar to Pmax)` },
    pred,
  );
  if (predRange !== undefined) issues.push(predRange);
  if (input.fillFraction < 1 && pmax > 0 && input.fillFraction <= pred / pmax) {
    issues.push({
      field: 'fill',
      text: valueText(input.fillFraction, ''),
      message: `Fill fraction Xr ${valueText(input.fillFraction, '')} is at or below Pred / Pmax = ${valueText(pred / pmax, '')}: NFPA 68 (2018) 8.3 asks no vent for it, and this tool sizes none`,
    });
  }
  return issues;
}

/**
 * The NFPA 68 vent area with its parts: Av0 (eq. 8.2.2), × the elongated-vessel
 * factor (eq. 8.2.3), × the partial-volume factor (8.3), × the vent-duct factor
 * (eq. 8.6.2, on the area reached so far), ÷ Ef. Call only when
 * nfpa68Issues is empty.
 *
 * @returns Av, m², with the base area and each correction (factor 1 ones left out).
 * @example 10 m³, KSt 200 bar·m/s, Pmax 9 bar, Pred 0.5 bar, Pstat 0.1 bar → 0.497 m² at L/D 1, 0.732 m² at L/D 3.
 */
export function nfpa68VentArea(input: ResolvedVentInput): StandardVentArea {
  const base = nfpa68BaseAreaM2(input.volumeM3, input.kstPaMps, input.pmaxPa, input.predPa, input.pstatPa);
  const elongation = nfpa68ElongationFactor(input.lengthToDiameter, input.predPa);
  const partialVolume = nfpa68PartialVolumeFactor(input.fillFraction, input.predPa, input.pmaxPa);
  const ventDuct = nfpa68VentDuctFactor(base * elongation * partialVolume, input.volumeM3, input.ventDuctLengthM);
  const corrections: VentCorrection[] = [
    { code: 'elongated-vessel', factor: elongation, source: `${EDITION} eq. 8.2.3` },
    { code: 'partial-volume', factor: partialVolume, source: `${EDITION} 8.3` },
    { code: 'vent-duct', factor: ventDuct, source: `${EDITION} eq. 8.6.2 ○` },
    { code: 'vent-efficiency', factor: 1 / input.ventEfficiency, source: `${EDITION} 8.2, Av / Ef` },
  ].filter((correction) => correction.factor !== 1);
  const areaM2 = corrections.reduce((area, correction) => area * correction.factor, base);
  return { standard: 'nfpa68', baseAreaM2: base, corrections, areaM2, source: `${EDITION} ch. 8, eq. 8.2.2, 8.2.3 and 8.6.2` };
}
