/**
 * Calendar dates as `'YYYY-MM-DD'` texts: floating dates with no time zone,
 * so a plan reads the same wherever it is opened. The arithmetic runs on UTC
 * midnights, which have no daylight-saving gaps.
 */
/** The days of the week in iCalendar order (RFC 5545 BYDAY, in lower case), Monday first. */
export const WEEKDAYS = ['mo', 'tu', 'we', 'th', 'fr', 'sa', 'su'] as const;
/** A day of the week. */
export type Weekday = (typeof WEEKDAYS)[number];

const DAY_MS = 86_400_000;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;


/**
 * Whether a text is a real calendar date `YYYY-MM-DD` (2027-02-30 is not).
 *
 * @param text The text to check.
 * @returns `true` for a date from year 1000 to 9999 that exists.
 */
export function isCalendarDate(text: string): boolean {
  const match = DATE_PATTERN.exec(text);
  if (match === null || Number(match[1]) < 1000) return false;
  return toDateText(dateMs(text)) === text;
}

/** The UTC midnight of a date, in ms since the epoch. */
function dateMs(date: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, day);
}

/** The date of a UTC time in ms. */
function toDateText(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/**
 * The date `days` calendar days after `date` (before it when negative).
 *
 * @param date A calendar date `YYYY-MM-DD`.
 * @param days Whole days.
 */
export function addDays(date: string, days: number): string {
  return toDateText(dateMs(date) + days * DAY_MS);
}

/**
 * Whole calendar days from `from` to `to` (negative when `to` is earlier).
 */
export function daysBetween(from: string, to: string): number {
  return Math.round((dateMs(to) - dateMs(from)) / DAY_MS);
}

/** The position of each weekday in the week, Monday = 0. */
export const WEEKDAY_INDEX: Readonly<Record<Weekday, number>> = Object.fromEntries(WEEKDAYS.map((day, index) => [day, index])) as Record<Weekday, number>;

/** The day of the week of a date. */
export function weekdayOf(date: string): Weekday {
  // getUTCDay counts from Sunday = 0; WEEKDAYS starts on Monday.
  return WEEKDAYS[(new Date(dateMs(date)).getUTCDay() + 6) % 7]!;
}

/**
 * The date `months` calendar months after `date`, on the same day of the
 * month or the month's last day when it is shorter (31 Jan + 1 month = 28 or 29 Feb).
 */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const firstOfTarget = Date.UTC(year, month - 1 + months, 1);
  const target = new Date(firstOfTarget);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  return toDateText(firstOfTarget + (Math.min(day, lastDay) - 1) * DAY_MS);
}

/** Whole calendar months from the month of `from` to the month of `to` (days ignored). */
export function monthsBetween(from: string, to: string): number {
  const [fromYear, fromMonth] = from.split('-').map(Number) as [number, number];
  const [toYear, toMonth] = to.split('-').map(Number) as [number, number];
  return (toYear - fromYear) * 12 + (toMonth - fromMonth);
}

/**
 * Every date from `from` to `to`, both included, in order.
 *
 * @returns An empty list when `to` is before `from`.
 */
export function datesFrom(from: string, to: string): string[] {
  const count = daysBetween(from, to) + 1;
  return Array.from({ length: Math.max(0, count) }, (_, index) => addDays(from, index));
}

/** The later of two dates. */
export function maxDate(a: string, b: string): string {
  return a > b ? a : b;
}
