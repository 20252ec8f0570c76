/**
 * The plan of one collector: the catalogue's tasks for the components it
 * has, their occurrences on its operating days, and the bag replacements.
 */
import { CATALOGUE, taskFor, type MaintenanceTask } from './catalogue.ts';
import type { CollectorConfig } from './config.ts';
import { addDays, addMonths, datesFrom, weekdayOf } from './dates.ts';
import { occursOn, recurrenceOf } from './recurrence.ts';

/**
 * The tasks of a collector.
 *
 * @param config The collector's configuration.
 * @returns The catalogue's tasks whose component it has (no airlock tasks
 *   without an airlock, no valve tasks without pulse-jet cleaning, …), in
 *   catalogue order, worded for its equipment (the daily noise check names
 *   the airlock only on a collector with one).
 */
export function planTasks(config: CollectorConfig): MaintenanceTask[] {
  return CATALOGUE.filter((entry) => entry.appliesTo(config)).map((entry) => taskFor(entry, config));
}

/** One task due on one day. */
export interface Occurrence {
  readonly taskId: string;
  readonly date: string;
}

/**
 * The occurrences of tasks between two dates, by the rules of recurrence.ts
 * (all on operating days, none before the plan's start).
 *
 * @param config The collector.
 * @param tasks The tasks, usually `planTasks(config)`.
 * @param from First date, `YYYY-MM-DD`, included.
 * @param to Last date, included; none when it is before `from`.
 * @returns The occurrences by date, and within a date in the tasks' order.
 */
export function occurrences(config: CollectorConfig, tasks: readonly MaintenanceTask[], from: string, to: string): Occurrence[] {
  const rules = tasks.map((task) => ({ taskId: task.id, recurrence: recurrenceOf(config, task.interval) }));
  return datesFrom(from, to).flatMap((date) => {
    const weekday = weekdayOf(date);
    return rules.filter(({ recurrence }) => occursOn(recurrence, date, weekday)).map(({ taskId }) => ({ taskId, date }));
  });
}

/**
 * When the bags are due for replacement: every bag life after the start,
 * moved to the next operating day.
 *
 * @param config The collector (start, bag life in months, operating days).
 * @param count How many replacements to forecast.
 * @returns `count` dates, `YYYY-MM-DD`, in order. A month-end start falls on
 *   the shorter month's last day (31 Jan + 1 month = 28 Feb).
 */
export function bagReplacementForecast(config: CollectorConfig, count: number): string[] {
  return Array.from({ length: Math.max(0, count) }, (_, index) => {
    let date = addMonths(config.start, (index + 1) * config.bagLifeMonths);
    while (!config.operatingDays.includes(weekdayOf(date))) date = addDays(date, 1);
    return date;
  });
}
