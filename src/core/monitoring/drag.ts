/**
 * Flow-normalised drag (ΔP/Q, see daily.ts for why not ΔP/Q²): its rise
 * over the first day's drag. A ΔP that climbs only because the flow went up
 * is not reported; one that climbs at the same flow is.
 */
import type { DayRecord } from './daily.ts';
import type { Finding } from './finding.ts';
import { quantityText } from './figure-text.ts';
import { DEFAULT_MONITOR_RULES } from './monitor-rules.ts';

/**
 * The drag rise findings.
 *
 * @param days The daily records, in order.
 * @param riseFraction The rise over the first day's drag that is reported (0.2 = 20 %).
 * @returns One warning per run of days over the limit, with the highest drag.
 */
export function dragFindings(days: readonly DayRecord[], riseFraction: number): Finding[] {
  const withDrag = days.filter((day) => day.summary.dragPaPerM3s !== undefined);
  const reference = withDrag[0]?.summary.dragPaPerM3s;
  if (reference === undefined) return [];
  const findings: Finding[] = [];
  let run: { startMs: number; endMs: number; highest: number } | undefined;
  const close = (): void => {
    if (!run) return;
    const rise = run.highest / reference - 1;
    findings.push({
      startMs: run.startMs,
      endMs: run.endMs,
      rule: 'drag-rise',
      severity: 'warning',
      message: `Drag ΔP/Q up ${quantityText(rise * 100, '%')} on the first day's (${quantityText(run.highest, 'Pa/(m³/s)')} against ${quantityText(reference, 'Pa/(m³/s)')}): the filter resists more at the same flow`,
      values: { dragPaPerM3s: run.highest, referencePaPerM3s: reference, riseFraction: rise },
      source: DEFAULT_MONITOR_RULES.dragRiseFraction.source,
    });
    run = undefined;
  };
  for (const day of withDrag) {
    const drag = day.summary.dragPaPerM3s!;
    if (drag <= (1 + riseFraction) * reference) {
      close();
      continue;
    }
    run ??= { startMs: day.firstMs, endMs: day.lastMs, highest: drag };
    run.endMs = day.lastMs;
    run.highest = Math.max(run.highest, drag);
  }
  close();
  return findings;
}
