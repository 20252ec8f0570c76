/**
 * When a task recurs, as one rule that both the plan's occurrences and the
 * `.ics` RRULE are made from, so the calendar shows exactly the plan's dates.
 * Every rule falls on operating days only:
 * - daily: every operating day;
 * - weekly: every week on the plan's first operating day;
 * - monthly, quarterly, semi-annual, annual: the first such weekday of every
 *   1, 3, 6 or 12 months;
 * - every N operating hours: every round(N / weekly hours) weeks (at least 1)
 *   on that weekday, weekly hours = hours per day × operating days.
 */
import { formatNumber } from '../format/number.ts';
import type { Interval } from './catalogue.ts';
import type { CollectorConfig, Weekday } from './config.ts';
import { addDays, daysBetween, monthsBetween, weekdayOf, WEEKDAY_INDEX } from './dates.ts';

/** A recurrence in the terms of RFC 5545 (FREQ, INTERVAL, BYDAY; weeks start on Monday). */
export interface Recurrence {
  readonly frequency: 'weekly' | 'monthly';
  /** Every how many weeks or months. */
  readonly every: number;
  /** Weekly: the days of the week; monthly: the one weekday, its first in the month. */
  readonly days: readonly Weekday[];
  /** The first occurrence (DTSTART), `YYYY-MM-DD`. */
  readonly first: string;
}

const MONTHS: Readonly<Record<string, number>> = { monthly: 1, quarterly: 3, 'semi-annual': 6, annual: 12 };

/**
 * The first operating day on or after the plan's start: the day every
 * weekly and monthly rule is anchored to.
 */
export function firstOperatingDay(config: CollectorConfig): string {
  let date = config.start;
  while (!config.operatingDays.includes(weekdayOf(date))) date = addDays(date, 1);
  return date;
}

/**
 * Weeks between occurrences of a task every `hours` operating hours.
 *
 * @returns round(hours / (hoursPerDay × operating days per week)), at least 1.
 */
export function weeksForHours(config: CollectorConfig, hours: number): number {
  return Math.max(1, Math.round(hours / (config.hoursPerDay * config.operatingDays.length)));
}

/**
 * The recurrence of an interval for a collector.
 *
 * @param config The collector (start, operating days, hours per day).
 * @param interval The task's interval.
 */
export function recurrenceOf(config: CollectorConfig, interval: Interval): Recurrence {
  const anchor = firstOperatingDay(config);
  const anchorDay = weekdayOf(anchor);
  if (interval.kind === 'daily') return { frequency: 'weekly', every: 1, days: config.operatingDays, first: anchor };
  if (interval.kind === 'weekly') return { frequency: 'weekly', every: 1, days: [anchorDay], first: anchor };
  if (interval.kind === 'hours') return { frequency: 'weekly', every: weeksForHours(config, interval.hours), days: [anchorDay], first: anchor };
  let first = anchor;
  while (Number(first.slice(8)) > 7 || weekdayOf(first) !== anchorDay) first = addDays(first, 1);
  return { frequency: 'monthly', every: MONTHS[interval.kind]!, days: [anchorDay], first };
}

/** The Monday of a date's week. */
function mondayOf(date: string): string {
  return addDays(date, -WEEKDAY_INDEX[weekdayOf(date)]);
}

/**
 * Whether a recurrence falls on a date.
 *
 * @param recurrence The rule.
 * @param date A calendar date `YYYY-MM-DD`.
 * @param weekday The date's weekday, when the caller knows it already (a plan checks many rules per date).
 */
export function occursOn(recurrence: Recurrence, date: string, weekday: Weekday = weekdayOf(date)): boolean {
  // The cheap string and list tests first: a plan asks this for every task on every day.
  if (date < recurrence.first || !recurrence.days.includes(weekday)) return false;
  if (recurrence.frequency === 'weekly') return recurrence.every === 1 || (daysBetween(mondayOf(recurrence.first), date) / 7) % recurrence.every < 1;
  return Number(date.slice(8)) <= 7 && monthsBetween(recurrence.first, date) % recurrence.every === 0;
}

/**
 * The RFC 5545 RRULE value of a recurrence (without the `RRULE:` name).
 *
 * @returns e.g. `FREQ=WEEKLY;INTERVAL=1;WKST=MO;BYDAY=MO,TU,WE,TH,FR` or `FREQ=MONTHLY;INTERVAL=3;WKST=MO;BYDAY=1MO`.
 */
export function rruleOf(recurrence: Recurrence): string {
  const days = recurrence.days.map((day) => day.toUpperCase());
  const byDay = recurrence.frequency === 'weekly' ? days.join(',') : `1${days[0]}`;
  return `FREQ=${recurrence.frequency.toUpperCase()};INTERVAL=${recurrence.every};WKST=MO;BYDAY=${byDay}`;
}

const DAY_NAMES: Readonly<Record<Weekday, string>> = { mo: 'Monday', tu: 'Tuesday', we: 'Wednesday', th: 'Thursday', fr: 'Friday', sa: 'Saturday', su: 'Sunday' };

/** Hours or a count as a person reads them: whole numbers without decimals (2,000), a half shift with its decimals (37.5). */
export function hoursText(value: number): string {
  return formatNumber(value, 'result', { decimals: Number.isInteger(value) ? 0 : 2 }).replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '');
}

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * When an interval falls, in words: `every operating day`, `every Monday`,
 * `the first Monday of January, April, July, October`, `every 25 weeks on Monday (2,000 h at 80 h a week)`.
 *
 * @param config The collector (start, operating days, hours per day).
 * @param interval The interval.
 */
export function describeSchedule(config: CollectorConfig, interval: Interval): string {
  const recurrence = recurrenceOf(config, interval);
  const day = DAY_NAMES[recurrence.days[0]!];
  if (interval.kind === 'daily') return 'every operating day';
  if (interval.kind === 'weekly') return `every ${day}`;
  if (interval.kind === 'hours') {
    const weeklyHours = config.hoursPerDay * config.operatingDays.length;
    const when = recurrence.every === 1 ? `every ${day}` : `every ${hoursText(recurrence.every)} weeks on ${day}`;
    return `${when} (${hoursText(interval.hours)} operating hours at ${hoursText(weeklyHours)} h a week)`;
  }
  if (recurrence.every === 1) return `the first ${day} of every month`;
  const firstMonth = Number(recurrence.first.slice(5, 7)) - 1;
  const months = Array.from({ length: 12 / recurrence.every }, (_, index) => MONTH_NAMES[(firstMonth + index * recurrence.every) % 12]!);
  return `the first ${day} of ${months.join(', ')}`;
}
