/**
 * Residual ΔP drift: the least-squares slope of the daily residual ΔP (after
 * cleaning) over a sliding window of days. A residual that climbs faster than
 * the limit is blinding: the cake no longer comes off, or moisture or oil has
 * sealed the fabric. Consecutive windows over the limit are one finding.
 */
import { slope } from '../maintenance/rules.ts';
import type { DayRecord } from './daily.ts';
import type { Finding } from './finding.ts';
import { quantityText } from './figure-text.ts';
import { DEFAULT_MONITOR_RULES } from './monitor-rules.ts';

/** Days of residuals a window needs before its slope is judged (as the Maintenance Schedule's ΔP rise). */
const MIN_DAYS = 3;

/**
 * The residual ΔP drift findings.
 *
 * @param days The daily records, in order.
 * @param windowDays Days a window spans.
 * @param limitPaPerDay The slope that is blinding, Pa per day.
 * @returns One warning per run of windows over the limit, from the first
 *   window's first reading to the last window's last, with the steepest slope.
 */
export function driftFindings(days: readonly DayRecord[], windowDays: number, limitPaPerDay: number): Finding[] {
  const findings: Finding[] = [];
  let run: { startIndex: number; startMs: number; endMs: number; steepest: number; days: number } | undefined;
  const close = (): void => {
    if (!run) return;
    findings.push({
      startMs: run.startMs,
      endMs: run.endMs,
      rule: 'residual-drift',
      severity: 'warning',
      message: `Residual ΔP after cleaning rises ${quantityText(run.steepest, 'Pa/d', 1)} (limit ${quantityText(limitPaPerDay, 'Pa/d', 1)}) over ${quantityText(run.days, '')} days: blinding; check cleaning, moisture and oil`,
      values: { slopePaPerDay: run.steepest, limitPaPerDay, days: run.days },
      source: DEFAULT_MONITOR_RULES.driftLimitPaPerDay.source,
    });
    run = undefined;
  };
  days.forEach((day, i) => {
    const window = days.slice(0, i + 1).filter((other) => other.index > day.index - windowDays);
    const rise = window.length >= MIN_DAYS ? slope(window.map((d) => ({ x: d.index, y: d.summary.residualDpPa }))) : Number.NaN;
    if (!(rise > limitPaPerDay)) {
      close();
      return;
    }
    const first = window[0]!;
    run ??= { startIndex: first.index, startMs: first.firstMs, endMs: day.lastMs, steepest: rise, days: 0 };
    run.endMs = day.lastMs;
    run.steepest = Math.max(run.steepest, rise);
    run.days = day.index - run.startIndex + 1;
  });
  close();
  return findings;
}
