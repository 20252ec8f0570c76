/** A time zone as typed: an IANA name this browser's Intl knows. */
import { isTimeZone } from '../../core/monitoring/zone.ts';

/**
 * Reads a zone name.
 *
 * @param text As typed, e.g. `America/Chicago`.
 * @returns The name trimmed, or one line saying it is not a zone.
 */
export function readZone(text: string): { status: 'success'; zone: string } | { status: 'error'; message: string } {
  const zone = text.trim();
  if (zone !== '' && isTimeZone(zone)) return { status: 'success', zone };
  return { status: 'error', message: `Time zone must be an IANA zone name such as America/Chicago or Europe/Berlin, got "${text}"` };
}
