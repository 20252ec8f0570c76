/**
 * What "Send to the Maintenance Schedule's log" adds: one daily ΔP check
 * (`pressure-drop-log`) per day of the analysed log, with the day's residual
 * ΔP as its reading and the day's findings in its note. The log merges by
 * task and date (core's `mergeLogs`), so a day already logged, by hand or by
 * an earlier send, is kept as it is: nothing lost, nothing twice.
 */
import type { LogEntry } from '../../core/maintenance/log.ts';
import { pressureText } from '../../core/maintenance/measures.ts';
import { PRESSURE_DROP_TASK } from '../../core/maintenance/rules.ts';
import type { UnitSystem } from '../../core/report/figure.ts';
import { FILTER_PRESSURE_READING_RANGE } from '../../core/report/ranges.ts';
import type { Finding } from '../../core/monitoring/finding.ts';
import type { MonitorResult } from '../../core/monitoring/monitor-result.ts';

/** Who the entries are "done by": the log, not a person (the maintenance log keeps initials, at most 16 characters). */
export const LOG_INITIALS = 'LOG';

/** A day's residual ΔP the maintenance log can keep: its readings are checked against this range when read back. */
const keepable = (valuePa: number) => Number.isFinite(valuePa) && valuePa >= FILTER_PRESSURE_READING_RANGE.min && valuePa <= FILTER_PRESSURE_READING_RANGE.max;

/**
 * The maintenance log entries of an analysis.
 *
 * The reading is the day's residual ΔP (after cleaning), not its peak: the
 * daily check's criterion compares ΔP with the clean-bag baseline, and the
 * residual is what creeps up as bags blind. The peak goes in the note.
 *
 * @param daily The monitor's daily summaries.
 * @param findings The findings: the log's and the alarm ledger's.
 * @param dayOf The calendar day (`YYYY-MM-DD`) of an instant, ms since 1970,
 *   in the log's zone, as core's daily rows are counted.
 * @param source The log's file names, for the note.
 * @param doneAt When the entries were sent, an ISO 8601 timestamp.
 * @param system The unit system of the figures in the notes.
 * @returns One entry per day with readings or findings, by date; a day with
 *   findings but no readings (a gap) gets an entry with no reading.
 */
export function maintenanceEntries(daily: MonitorResult['daily'], findings: readonly Finding[], dayOf: (ms: number) => string, source: string, doneAt: string, system: UnitSystem): LogEntry[] {
  const findingsByDay = new Map<string, Finding[]>();
  for (const finding of findings) {
    if (finding.severity === 'info') continue;
    const day = dayOf(finding.startMs);
    findingsByDay.set(day, [...(findingsByDay.get(day) ?? []), finding]);
  }
  const days = new Map(daily.map((row) => [row.day, row]));
  const allDays = [...new Set([...days.keys(), ...findingsByDay.keys()])].sort();
  return allDays.map((day) => {
    const row = days.get(day);
    const reading = row !== undefined && keepable(row.residualDpPa) ? row.residualDpPa : null;
    const figures =
      row === undefined
        ? 'no readings'
        : `residual ΔP ${pressureText(row.residualDpPa, 'pressure-drop', system)}, peak ${pressureText(row.peakDpPa, 'pressure-drop', system)}, ${row.samples} readings`;
    const alerts = (findingsByDay.get(day) ?? []).map((finding) => `${finding.severity === 'alarm' ? 'Alarm' : 'Warning'}: ${finding.message}`);
    const note = [`From the controller log ${source}: ${figures}.`, ...alerts].join(' ');
    return { taskId: PRESSURE_DROP_TASK, date: day, doneAt, initials: LOG_INITIALS, note, pressureDropPa: reading, compressedAirPa: null };
  });
}
