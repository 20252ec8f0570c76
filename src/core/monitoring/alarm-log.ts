/**
 * Reads a bag leak detector's alarm log: a CSV with the columns `alarm_time`,
 * `action_time` (blank: no action taken) and `action_needed` (yes/no), in
 * any order, other columns ignored.
 */
import type { TimeFormat } from './log-mapping.ts';
import type { BadRow } from './monitor-result.ts';
import { parseTimestamp } from './timestamp.ts';

/** One alarm of the log. */
export interface AlarmRecord {
  /** The 1-based line in the file. */
  readonly line: number;
  /** When the alarm sounded, epoch ms UTC. */
  readonly alarmMs: number;
  /** When corrective action began, epoch ms UTC; undefined when none was taken. */
  readonly actionMs?: number;
  /** Whether the inspection found that action was needed. */
  readonly actionNeeded: boolean;
}

/** The alarms, or the rows that could not be read (line, column, text, reason). */
export type AlarmLogResult = { status: 'success'; data: AlarmRecord[] } | { status: 'error'; issues: BadRow[] };

const COLUMNS = ['alarm_time', 'action_time', 'action_needed'] as const;
const YES = new Set(['yes', 'y', 'true', '1']);
const NO = new Set(['no', 'n', 'false', '0']);

/**
 * Reads an alarm log.
 *
 * @param rows The CSV's rows, the header first.
 * @param time How its timestamps are written (as the controller log's).
 * @returns The alarms in file order; or every problem: a missing column
 *   (line 1, column -1), an unreadable time, an `action_needed` other than
 *   yes/no, an action before its alarm. A line of blank cells is skipped.
 */
export function readAlarmLog(rows: readonly (readonly string[])[], time: TimeFormat): AlarmLogResult {
  const header = (rows[0] ?? []).map((cell) => cell.trim().toLowerCase());
  const [alarmColumn, actionColumn, neededColumn] = COLUMNS.map((name) => header.indexOf(name)) as [number, number, number];
  const missing = COLUMNS.filter((name) => !header.includes(name));
  if (missing.length > 0) {
    return { status: 'error', issues: [{ line: 1, column: -1, text: (rows[0] ?? []).join(','), reason: `the alarm log has no ${missing.join(', ')} column (it needs alarm_time, action_time, action_needed)` }] };
  }
  const alarms: AlarmRecord[] = [];
  const issues: BadRow[] = [];
  rows.slice(1).forEach((row, i) => {
    const line = i + 2;
    if (row.every((cell) => cell.trim() === '')) return;
    const cell = (column: number): string => (row[column] ?? '').trim();
    const alarmMs = parseTimestamp(cell(alarmColumn), time);
    if (alarmMs === undefined) return issues.push({ line, column: alarmColumn, text: cell(alarmColumn), reason: 'unreadable alarm_time' });
    const actionText = cell(actionColumn);
    const actionMs = actionText === '' ? undefined : parseTimestamp(actionText, time);
    if (actionText !== '' && actionMs === undefined) return issues.push({ line, column: actionColumn, text: actionText, reason: 'unreadable action_time (blank when no action was taken)' });
    if (actionMs !== undefined && actionMs < alarmMs) return issues.push({ line, column: actionColumn, text: actionText, reason: 'action_time is before alarm_time' });
    const needed = cell(neededColumn).toLowerCase();
    if (!YES.has(needed) && !NO.has(needed)) return issues.push({ line, column: neededColumn, text: cell(neededColumn), reason: 'action_needed must be yes or no' });
    alarms.push({ line, alarmMs, ...(actionMs === undefined ? {} : { actionMs }), actionNeeded: YES.has(needed) });
  });
  return issues.length > 0 ? { status: 'error', issues } : { status: 'success', data: alarms };
}
