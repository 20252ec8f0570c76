/**
 * Reads a log's timestamps into epoch milliseconds (UTC): ISO 8601, a local
 * wall time in an IANA zone, or a spreadsheet's serial days.
 */
import type { TimeFormat } from './log-mapping.ts';
import { zonedToUtc } from './zone.ts';

const MINUTE_MS = 60_000;
/** No log predates 1900 (and Date.UTC reads years 0–99 as 1900–1999). */
const MIN_YEAR = 1900;
const DAY_MS = 86_400_000;
/** Day 0 of the 1900 date system as Excel counts it past 1 March 1900 (its 29 February 1900 does not exist). */
const SERIAL_EPOCH_MS = Date.UTC(1899, 11, 30);

/** `2025-03-14T08:00:00`, `2025-03-14 08:00:00.250+01:00`, `2025/03/14 08:00Z`, `2025-03-14`. */
const DATE_TIME = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[T ](\d{1,2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

interface WallTime {
  readonly ms: number;
  readonly offsetMs: number | undefined;
}

/** The wall time written (as if UTC) and its written offset, or undefined when not a valid date and time. */
function readWallTime(text: string): WallTime | undefined {
  const match = DATE_TIME.exec(text.trim());
  if (!match) return undefined;
  const [year, month, day, hour = 0, minute = 0, second = 0] = match.slice(1, 7).map((part) => (part === undefined ? undefined : Number(part)));
  if (year! < MIN_YEAR || month! < 1 || month! > 12 || day! < 1 || hour > 23 || minute > 59 || second > 59) return undefined;
  const fraction = match[7] === undefined ? 0 : Number(`0.${match[7]}`) * 1000;
  const ms = Date.UTC(year!, month! - 1, day!, hour, minute, second) + fraction;
  if (new Date(ms).getUTCDate() !== day) return undefined; // 31 April, 29 February of a common year
  return { ms, offsetMs: match[8] === undefined ? undefined : offsetOf(match[8]) };
}

/** `14.03.2025 08:00:00`, `14.03.2025 08:00`, `14.03.2025`: day, month, year, as European controllers write local time. */
const DOTTED_DATE_TIME = /^(\d{1,2})\.(\d{1,2})\.(\d{4})(?:,?\s+(\d{1,2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?)?$/;

/** A day.month.year wall time (as if UTC), or undefined when it is no such date and time. */
function readDottedWallTime(text: string): number | undefined {
  const match = DOTTED_DATE_TIME.exec(text.trim());
  if (!match) return undefined;
  const [day, month, year] = match.slice(1, 4);
  const rest = match.slice(4, 8).map((part) => part ?? '');
  const time = rest[0] === '' ? '' : `T${rest[0]!.padStart(2, '0')}:${rest[1]}${rest[2] === '' ? '' : `:${rest[2]}`}${rest[3] === '' ? '' : `.${rest[3]}`}`;
  const wall = readWallTime(`${year}-${month!.padStart(2, '0')}-${day!.padStart(2, '0')}${time}`);
  return wall?.ms;
}

/** `Z`, `+01:00`, `-0530`, `+02` in milliseconds east of UTC. */
function offsetOf(text: string): number {
  if (text.toUpperCase() === 'Z') return 0;
  const digits = text.slice(1).replace(':', '');
  const minutes = Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2) || 0);
  return (text.startsWith('-') ? -1 : 1) * minutes * MINUTE_MS;
}

/** The instant of a wall time in a zone; undefined when it does not exist or the zone is unknown. */
function inZone(wallMs: number, zone: string): number | undefined {
  try {
    return zonedToUtc(wallMs, zone);
  } catch {
    return undefined;
  }
}

const DIGIT_0 = 48;
/** The date part (`YYYY-MM-DD`) last read, and its midnight (NaN for no such date). */
let cachedDatePart = '';
let cachedDateMs = Number.NaN;

/** The two digits at a position as a number, or NaN. */
function twoDigits(text: string, at: number): number {
  const tens = text.charCodeAt(at) - DIGIT_0;
  const units = text.charCodeAt(at + 1) - DIGIT_0;
  return tens >= 0 && tens <= 9 && units >= 0 && units <= 9 ? tens * 10 + units : Number.NaN;
}

/** The midnight of a `YYYY-MM-DD` date part, or NaN when it is no such date. */
function dateMs(part: string): number {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(part)) return Number.NaN;
  const year = Number(part.slice(0, 4));
  if (year < MIN_YEAR) return Number.NaN;
  const month = twoDigits(part, 5);
  const day = twoDigits(part, 8);
  const midnight = Date.UTC(year, month - 1, day);
  return month >= 1 && month <= 12 && new Date(midnight).getUTCDate() === day ? midnight : Number.NaN;
}

/**
 * The wall time of the layout nearly every log writes, `YYYY-MM-DDTHH:MM:SS`
 * (or a space for the T) with optional milliseconds `.sss` and an optional
 * `Z`, read without a regular expression and with the day's midnight cached:
 * the hot path of a log of millions of rows. NaN for any other text, which
 * then takes the general path.
 */
function canonicalWallMs(text: string): number {
  const length = text.length;
  const body = text.charCodeAt(length - 1) === 90 ? length - 1 : length;
  if (body !== 19 && body !== 23) return Number.NaN;
  const t = text.charCodeAt(10);
  if ((t !== 84 && t !== 32) || text.charCodeAt(13) !== 58 || text.charCodeAt(16) !== 58) return Number.NaN;
  if (cachedDatePart === '' || !text.startsWith(cachedDatePart)) {
    cachedDatePart = text.slice(0, 10);
    cachedDateMs = dateMs(cachedDatePart);
  }
  const hour = twoDigits(text, 11);
  const minute = twoDigits(text, 14);
  const second = twoDigits(text, 17);
  let milli = 0;
  if (body === 23) {
    const tail = text.charCodeAt(22) - DIGIT_0;
    milli = text.charCodeAt(19) === 46 && tail >= 0 && tail <= 9 ? twoDigits(text, 20) * 10 + tail : Number.NaN;
  }
  if (!(hour <= 23 && minute <= 59 && second <= 59)) return Number.NaN;
  return cachedDateMs + ((hour * 60 + minute) * 60 + second) * 1000 + milli;
}

/**
 * Reads one timestamp.
 *
 * @param text The cell as written.
 * @param time How the log writes its timestamps: `iso` (ISO 8601 date and
 *   time, `T` or a space between; an offset or `Z` when written, else UTC),
 *   `local` (the same layout without an offset, or day.month.year as
 *   `14.03.2025 08:00:00`, a wall time in `zone`, daylight saving time by
 *   Intl) or `serial` (spreadsheet serial days of the
 *   1900 date system, 1 March 1900 onwards, e.g. 45000.5 = 15 March 2023
 *   12:00, a wall time in `zone`).
 * @returns Epoch milliseconds UTC (serial days rounded to the millisecond),
 *   or undefined when the text is no such timestamp, the date does not exist,
 *   the wall time falls in a daylight saving gap, or the zone is unknown.
 *   Never throws.
 */
export function parseTimestamp(text: string, time: TimeFormat): number | undefined {
  if (time.kind === 'serial') {
    const trimmed = text.trim();
    const days = trimmed === '' ? NaN : Number(trimmed);
    if (!Number.isFinite(days) || days < 61 || days >= 2_958_466) return undefined; // 1 March 1900 to 31 December 9999
    return inZone(Math.round(SERIAL_EPOCH_MS + days * DAY_MS), time.zone);
  }
  const fast = canonicalWallMs(text);
  if (!Number.isNaN(fast)) return time.kind === 'iso' || text.endsWith('Z') ? fast : inZone(fast, time.zone);
  const wall = readWallTime(text);
  if (!wall) {
    if (time.kind !== 'local') return undefined;
    const dotted = readDottedWallTime(text);
    return dotted === undefined ? undefined : inZone(dotted, time.zone);
  }
  if (time.kind === 'iso') return wall.ms - (wall.offsetMs ?? 0);
  return wall.offsetMs === undefined ? inZone(wall.ms, time.zone) : wall.ms - wall.offsetMs;
}
