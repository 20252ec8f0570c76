/**
 * Whether a log's ΔP readings are in a fabric filter's range, to catch a
 * wrong ΔP unit: a column in Pa read as kPa gives ΔP a thousand times too
 * high; one in inH₂O read as Pa gives a collector that never runs.
 */
import { quantityText } from './figure-text.ts';
import type { MonitorResult } from './monitor-result.ts';

/** The highest ΔP a fabric filter shows, Pa: ten times the usual top of 2.5 kPa (10 inH₂O). */
export const MAX_PLAUSIBLE_DP_PA = 25_000;

/**
 * Checks the ΔP range of an analysed log.
 *
 * @param result The analysis.
 * @param dpUnit The ΔP unit the log was read in, for the message.
 * @param stoppedDpPa The ΔP at or below which the collector is taken as stopped, Pa.
 * @returns `error` when a day's peak is above 25 kPa (no fabric filter runs
 *   there: the unit is wrong), `warning` when no reading is above the stopped
 *   level (the collector never ran, or the unit is too large a one read as a
 *   small one), each with one line naming the figures and the unit;
 *   undefined when the range is plausible or there are no readings.
 */
export function dpRangeIssue(result: MonitorResult, dpUnit: string, stoppedDpPa: number): { level: 'error' | 'warning'; message: string } | undefined {
  if (result.daily.length === 0) return undefined;
  const peakPa = Math.max(...result.daily.map((day) => day.peakDpPa));
  if (peakPa > MAX_PLAUSIBLE_DP_PA) {
    return {
      level: 'error',
      message: `ΔP up to ${quantityText(peakPa, 'Pa')} read in ${dpUnit} is far above any fabric filter's (under ${quantityText(MAX_PLAUSIBLE_DP_PA, 'Pa')}): is the ΔP unit right?`,
    };
  }
  if (peakPa <= stoppedDpPa) {
    return {
      level: 'warning',
      message: `No ΔP above ${quantityText(stoppedDpPa, 'Pa')} (highest ${quantityText(peakPa, 'Pa', 1)} read in ${dpUnit}): the collector never ran, or the ΔP unit is wrong (inH2O or kPa read as ${dpUnit}?)`,
    };
  }
  return undefined;
}
