/**
 * Time zones through Intl: the offset of a zone at an instant, the instant of
 * a wall time, and a clock that reads wall time fast for a stream of
 * ascending instants.
 */

const MINUTE_MS = 60_000;
const QUARTER_MS = 15 * MINUTE_MS;
const DAY_MS = 86_400_000;

const formatters = new Map<string, Intl.DateTimeFormat>();
/** Offsets by zone and quarter hour since the epoch: a log's timestamps ask for the same few again and again. */
const offsets = new Map<string, Map<number, number>>();
const OFFSETS_KEPT = 100_000;

/**
 * The zone's offset from UTC at an instant.
 *
 * @param zone An IANA zone (throws RangeError for an unknown one: check with `isTimeZone`).
 * @param utcMs Epoch ms UTC.
 * @returns ms east of UTC (+3 600 000 for Berlin in winter), whole seconds.
 *   Cached per quarter hour: zones change offset on quarter hours at the finest.
 */
export function zoneOffsetMs(zone: string, utcMs: number): number {
  const quarter = Math.floor(utcMs / QUARTER_MS);
  let known = offsets.get(zone);
  const cached = known?.get(quarter);
  if (cached !== undefined) return cached;
  if (!known || known.size >= OFFSETS_KEPT) {
    known = new Map();
    offsets.set(zone, known);
  }
  const offset = askIntl(zone, utcMs);
  known.set(quarter, offset);
  return offset;
}

/** The offset as Intl tells it. */
function askIntl(zone: string, utcMs: number): number {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, formatter);
  }
  const parts: Record<string, number> = {};
  for (const part of formatter.formatToParts(utcMs)) parts[part.type] = Number(part.value);
  const wall = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  return wall - Math.floor(utcMs / 1000) * 1000;
}

/**
 * The instant of a wall time in a zone. A wall time that the clock skips
 * (spring forward) has none; one it shows twice (fall back) is read as the
 * first, earlier instant, so the repeated hour of a log shows up as out of
 * order rather than being silently moved.
 *
 * @param wallMs The wall time as if it were UTC, ms.
 * @param zone An IANA zone (throws RangeError for an unknown one).
 * @returns Epoch ms UTC, or undefined when the wall time does not exist there.
 */
export function zonedToUtc(wallMs: number, zone: string): number | undefined {
  let found: number | undefined;
  // Offsets a day either side cover every transition of the zone's rules.
  for (const probe of [wallMs - DAY_MS / 2, wallMs + DAY_MS / 2]) {
    const utc = wallMs - zoneOffsetMs(zone, probe);
    if (utc + zoneOffsetMs(zone, utc) === wallMs && (found === undefined || utc < found)) found = utc;
  }
  return found;
}

/** Whether an IANA zone name is known to this runtime's Intl. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * Reads the wall time of instants in a zone, asking Intl once per quarter
 * hour (zones change offset on quarter hours at the finest).
 */
export class ZonedClock {
  private quarter = Number.NaN;
  private offsetMs = 0;

  /** @param zone An IANA zone, or undefined for UTC. */
  constructor(private readonly zone: string | undefined) {}

  /**
   * @param utcMs Epoch ms UTC.
   * @returns The wall time as if it were UTC, ms.
   */
  wall(utcMs: number): number {
    if (this.zone === undefined) return utcMs;
    const quarter = Math.floor(utcMs / QUARTER_MS);
    if (quarter !== this.quarter) {
      this.quarter = quarter;
      this.offsetMs = zoneOffsetMs(this.zone, utcMs);
    }
    return utcMs + this.offsetMs;
  }
}
