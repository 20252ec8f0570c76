/**
 * The plan as an iCalendar file (RFC 5545), written with the `ics` package:
 * one recurring all-day event per task, its dates floating (`VALUE=DATE`, no
 * time zone, so no zone can shift them), its UID stable per task so a
 * re-import updates the events instead of doubling them.
 */
import { createEvents, type EventAttributes } from 'ics';
import { formatNumber } from '../format/number.ts';
import { INTERVAL_LABELS, type MaintenanceTask } from './catalogue.ts';
import type { CollectorConfig } from './config.ts';
import { addDays } from './dates.ts';
import { recurrenceOf, rruleOf } from './recurrence.ts';

/** The `.ics` UID of a task: stable for as long as the task's id. */
export function taskUid(task: MaintenanceTask): string {
  return `${task.id}@tfca-maintenance`;
}

/** A date text as the package's date array [year, month, day]: an all-day, floating date. */
function dateArray(date: string): [number, number, number] {
  return date.split('-').map(Number) as [number, number, number];
}

/**
 * Writes the plan as an `.ics` calendar.
 *
 * @param config The collector (start, operating days, hours per day).
 * @param tasks The tasks, usually `planTasks(config)`.
 * @returns The iCalendar text (CRLF lines): per task a VEVENT with
 *   `DTSTART;VALUE=DATE` on its first occurrence and `DTEND` the next day, its
 *   RRULE, the UID `<task id>@tfca-maintenance`, the component and interval as
 *   the summary, and the check, criterion and source in the description.
 * @throws Error when the package refuses an event (it cannot for a
 *   configuration `readConfig` accepted).
 */
export function planToIcs(config: CollectorConfig, tasks: readonly MaintenanceTask[]): string {
  const events: EventAttributes[] = tasks.map((task) => {
    const recurrence = recurrenceOf(config, task.interval);
    const interval = task.interval.kind === 'hours' ? `Every ${formatNumber(task.interval.hours, 'result', { decimals: 0 })} operating hours` : INTERVAL_LABELS[task.interval.kind];
    return {
      uid: taskUid(task),
      start: dateArray(recurrence.first),
      // An all-day event ends (exclusively) on the next day: DTEND;VALUE=DATE.
      end: dateArray(addDays(recurrence.first, 1)),
      recurrenceRule: rruleOf(recurrence),
      title: `${task.component} – ${interval.toLowerCase()}`,
      description: [`${task.check}.`, `${interval}.`, task.criterion === null ? '' : `Criterion: ${task.criterion}.`, `Source: ${task.source}.`].filter(Boolean).join('\n'),
      categories: ['Maintenance', interval],
      transp: 'TRANSPARENT',
    };
  });
  const { error, value } = createEvents(events, { productId: 'tfca/maintenance', calName: 'Dust collector maintenance' });
  if (error !== null || value === null) throw new Error(`The calendar could not be written: ${error?.message ?? 'no output'}`);
  return value;
}
