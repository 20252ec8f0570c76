/**
 * The enclosure's strength against the vented pressure. NFPA 68 (2018) 6.3
 * (and 3.3 "enclosure strength" Pes): Pred shall not exceed Pes, where Pes is
 * at most two-thirds of the ultimate strength for an enclosure allowed to
 * deform, or the yield-based design pressure for one that must not. EN 14491
 * asks the same of the pressure-shock-resistant design (EN 14460). The margin
 * lives in Pes: the engineer gives Pes, not the burst pressure. ○ (clause
 * numbers to confirm against the edition).
 */
import type { MeasureIssue } from '../report/measure.ts';
import { PA_PER_BAR } from './vent-input.ts';
import { valueText } from './vent-limits.ts';

/** Share of the ultimate strength Pu that Pes may take for an enclosure allowed to deform (NFPA 68 (2018) 6.3). */
export const PES_SHARE_OF_ULTIMATE = 2 / 3;

/**
 * Enclosure strength Pes from the ultimate (burst) strength of an enclosure
 * allowed to deform: Pes = 2/3 · Pu (NFPA 68 (2018) 6.3).
 *
 * @param ultimateStrengthPa Pu, Pa gauge.
 * @returns Pes, Pa gauge.
 */
export function strengthFromUltimatePa(ultimateStrengthPa: number): number {
  return PES_SHARE_OF_ULTIMATE * ultimateStrengthPa;
}

/**
 * The issue when Pred exceeds the enclosure strength, else undefined.
 *
 * @param predPa Pred, Pa gauge.
 * @param strengthPa Pes, Pa gauge.
 * @returns An issue on `pred` naming both pressures and the clause.
 */
export function enclosureIssue(predPa: number, strengthPa: number): MeasureIssue | undefined {
  if (predPa <= strengthPa) return undefined;
  const pred = valueText(predPa / PA_PER_BAR, 'bar');
  return {
    field: 'pred',
    text: pred,
    message: `Pred ${pred} is above the enclosure strength Pes ${valueText(strengthPa / PA_PER_BAR, 'bar')}: NFPA 68 (2018) 6.3 asks Pred ≤ Pes; lower Pred (a larger vent) or strengthen the enclosure`,
  };
}
