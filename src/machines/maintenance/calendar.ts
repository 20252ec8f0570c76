/**
 * The days the planner's calendar shows: a week (Monday to Sunday) or a
 * month laid out in whole weeks. Dates are calendar dates `YYYY-MM-DD`
 * with no time zone, as in the plan, and use core's date arithmetic.
 */
import { addDays, addMonths, datesFrom, WEEKDAY_INDEX, weekdayOf } from '../../core/maintenance/dates.ts';

export type CalendarView = 'week' | 'month';

/** The Monday of the date's week. */
const weekStart = (date: string) => addDays(date, -WEEKDAY_INDEX[weekdayOf(date)]);

/** The first of the date's month. */
const monthStart = (date: string) => `${date.slice(0, 7)}-01`;

/** The days a view shows around a date, and the period itself. */
export interface CalendarRange {
  /** Every day shown, Monday first, in whole weeks. */
  readonly days: readonly string[];
  readonly from: string;
  readonly to: string;
  /** The first and last day of the period itself (the week, or the month without its neighbours' days). */
  readonly periodFrom: string;
  readonly periodTo: string;
}

/** The days of the week or month that holds `date`. */
export function calendarRange(view: CalendarView, date: string): CalendarRange {
  const periodFrom = view === 'week' ? weekStart(date) : monthStart(date);
  const periodTo = view === 'week' ? addDays(periodFrom, 6) : addDays(addMonths(periodFrom, 1), -1);
  const from = weekStart(periodFrom);
  const to = addDays(weekStart(periodTo), 6);
  return { days: datesFrom(from, to), from, to, periodFrom, periodTo };
}

/** The date one period (a week or a month) later or earlier. */
export function stepPeriod(view: CalendarView, date: string, step: 1 | -1): string {
  return view === 'week' ? addDays(date, 7 * step) : addMonths(monthStart(date), step);
}
