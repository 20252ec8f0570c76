/**
 * The ΔP trend's date axis: the days it spans around the readings, so that
 * a lone reading is drawn as a point with a few days either side, and no
 * reading sits on the frame.
 */
import { addDays, daysBetween } from './dates.ts';

/** Days either side of the readings, at least: a lone reading sits in the middle of a week. */
export const TREND_MARGIN_DAYS = 3;

/** The share of the readings' span added either side, when it is more than the margin (a year's log gets 18 days). */
const MARGIN_SHARE = 0.05;

/**
 * The first and last day of the trend's axis.
 *
 * @param dates The readings' dates, `YYYY-MM-DD`, in any order.
 * @returns From the first reading less the margin to the last plus it: the
 *   margin is TREND_MARGIN_DAYS or 5 % of the span, whichever is more, in
 *   whole days; `undefined` when there is no reading.
 * @example trendAxis(['2027-01-13']) // { from: '2027-01-10', to: '2027-01-16' }
 */
export function trendAxis(dates: readonly string[]): { from: string; to: string } | undefined {
  if (dates.length === 0) return undefined;
  const sorted = [...dates].sort();
  const [first, last] = [sorted[0]!, sorted.at(-1)!];
  const margin = Math.max(TREND_MARGIN_DAYS, Math.round(daysBetween(first, last) * MARGIN_SHARE));
  return { from: addDays(first, -margin), to: addDays(last, margin) };
}
