/**
 * The days the planner's calendar shows: a week (Monday to Sunday) or a
 * month laid out in whole weeks. Dates are calendar dates `YYYY-MM-DD`
 * with no time zone, as in the plan; arithmetic runs on UTC midnights so
 * that no daylight-saving change moves a day.
 */

export type CalendarView = 'week' | 'month';

const DAY_MS = 86_400_000;

const toUtc = (date: string) => Date.parse(`${date}T00:00:00Z`);
const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The date `days` later (earlier when negative). */
export function addDays(date: string, days: number): string {
  return fromUtc(toUtc(date) + days * DAY_MS);
}

/** 0 for Monday … 6 for Sunday. */
export function weekdayIndex(date: string): number {
  return (new Date(toUtc(date)).getUTCDay() + 6) % 7;
}

/** The Monday of the date's week. */
export function weekStart(date: string): string {
  return addDays(date, -weekdayIndex(date));
}

/** The first of the date's month. */
const monthStart = (date: string) => `${date.slice(0, 7)}-01`;

/** The same day a month later (or earlier), clamped to the month's last day. */
function addMonths(date: string, months: number): string {
  const when = new Date(toUtc(monthStart(date)));
  when.setUTCMonth(when.getUTCMonth() + months);
  return fromUtc(when.getTime());
}

/** The days a view shows around a date, and the dates that belong to it (a month's own days). */
export interface CalendarRange {
  readonly from: string;
  readonly to: string;
  /** Every day shown, Monday first, in whole weeks. */
  readonly days: readonly string[];
  /** The first and last day of the period itself (the month, or the week). */
  readonly periodFrom: string;
  readonly periodTo: string;
}

/** The days of the week or month that holds `date`. */
export function calendarRange(view: CalendarView, date: string): CalendarRange {
  const periodFrom = view === 'week' ? weekStart(date) : monthStart(date);
  const periodTo = view === 'week' ? addDays(periodFrom, 6) : addDays(addMonths(date, 1), -1);
  const from = weekStart(periodFrom);
  const to = addDays(weekStart(periodTo), 6);
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return { from, to, days, periodFrom, periodTo };
}

/** The date one period (a week or a month) later or earlier. */
export function stepPeriod(view: CalendarView, date: string, step: 1 | -1): string {
  return view === 'week' ? addDays(date, 7 * step) : addMonths(date, step);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtc(to) - toUtc(from)) / DAY_MS);
}

/** Seconds since 1970 at the date's UTC midnight: the trend chart's time axis. */
export function dateSeconds(date: string): number {
  return toUtc(date) / 1000;
}
