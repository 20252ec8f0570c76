/**
 * Reads a log's timestamps into epoch milliseconds (UTC): ISO 8601, a local
 * wall time in an IANA zone, or a spreadsheet's serial days.
 */
import type { TimeFormat } from './log-mapping.ts';
import { zonedToUtc } from './zone.ts';

const MINUTE_MS = 60_000;
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
  if (month! < 1 || month! > 12 || day! < 1 || hour > 23 || minute > 59 || second > 59) return undefined;
  const fraction = match[7] === undefined ? 0 : Number(`0.${match[7]}`) * 1000;
  const ms = Date.UTC(year!, month! - 1, day!, hour, minute, second) + fraction;
  if (new Date(ms).getUTCDate() !== day) return undefined; // 31 April, 29 February of a common year
  return { ms, offsetMs: match[8] === undefined ? undefined : offsetOf(match[8]) };
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

/**
 * Reads one timestamp.
 *
 * @param text The cell as written.
 * @param time How the log writes its timestamps: `iso` (ISO 8601 date and
 *   time, `T` or a space between; an offset or `Z` when written, else UTC),
 *   `local` (the same layout without an offset, a wall time in `zone`,
 *   daylight saving time by Intl) or `serial` (spreadsheet serial days of the
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
  const wall = readWallTime(text);
  if (!wall) return undefined;
  if (time.kind === 'iso') return wall.ms - (wall.offsetMs ?? 0);
  return wall.offsetMs === undefined ? inZone(wall.ms, time.zone) : wall.ms - wall.offsetMs;
}
