/**
 * A moment as the calendar date it falls on where the code runs: the
 * `YYYY-MM-DD` a plan starts on, a revision is dated and a package is issued
 * (ISO 8601 calendar date). The caller reads the clock; this stays pure of it.
 *
 * @param moment The moment (`new Date()` for today).
 * @returns `YYYY-MM-DD` in the runtime's own time zone, not UTC: just after
 *   midnight in Denver is still yesterday in UTC. Never throws for a valid Date.
 */
export function localCalendarDate(moment: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${String(moment.getFullYear()).padStart(4, '0')}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`;
}
