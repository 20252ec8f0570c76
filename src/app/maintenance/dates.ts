/**
 * Calendar dates (`YYYY-MM-DD`, no time zone) as a person reads them, in
 * English day-month-year order so that 04/01 is never ambiguous: `Mon 4 Jan
 * 2027`. Formatted at UTC midnight, so the device's zone never moves a day.
 */
const FORMATS = {
  /** `Mon 4 Jan 2027` */
  day: new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }),
  /** `Monday 4 January 2027` */
  long: new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }),
  /** `4 Jan 2027` */
  short: new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' }),
  /** `January 2027` */
  month: new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', month: 'long', year: 'numeric' }),
} as const;

/** A date as text in one of the page's formats. */
export function dateText(date: string, format: keyof typeof FORMATS): string {
  return FORMATS[format].format(new Date(`${date}T00:00:00Z`)).replace(',', '');
}

/** The time of an ISO timestamp on the device, `14:05`. */
export function timeText(iso: string): string {
  return new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' }).format(new Date(iso));
}
