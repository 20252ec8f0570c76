/**
 * The labels of a date axis whose values are calendar dates as seconds
 * since 1970 at UTC midnight: `16 Nov`, or `16 Nov 2027` on an axis that
 * spans more than one year, so a reader never has to guess the year. In UTC,
 * so the device's time zone never shifts a date.
 */
const DATE_TICK = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'short' });
const DATE_TICK_WITH_YEAR = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' });

const yearOf = (seconds: number) => new Date(seconds * 1000).getUTCFullYear();

/** Whether an axis from `min` to `max` (seconds) crosses into another year. */
export function spansYears(min: number, max: number): boolean {
  return yearOf(min) !== yearOf(max);
}

/**
 * The labels of the ticks.
 *
 * @param ticks The ticks, seconds since 1970 (UTC midnights).
 * @param min The axis's first value, seconds.
 * @param max The axis's last value, seconds.
 * @returns One label per tick, with the year when the axis spans years.
 */
export function dateTickLabels(ticks: readonly number[], min: number, max: number): string[] {
  const format = spansYears(min, max) ? DATE_TICK_WITH_YEAR : DATE_TICK;
  return ticks.map((seconds) => format.format(new Date(seconds * 1000)));
}
