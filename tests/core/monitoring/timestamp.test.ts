// Timestamps of controller logs: ISO 8601, local wall time in a zone (DST), spreadsheet serial days.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseTimestamp } from '../../../src/core/monitoring/timestamp.ts';

const ISO = { kind: 'iso' } as const;
const BERLIN = { kind: 'local', zone: 'Europe/Berlin' } as const;

describe('parseTimestamp', () => {
  it.each([
    ['2025-03-14T08:00:00Z', Date.UTC(2025, 2, 14, 8)],
    ['2025-03-14T08:00:00', Date.UTC(2025, 2, 14, 8)],
    ['2025-03-14 08:00:00.250+01:00', Date.UTC(2025, 2, 14, 7, 0, 0, 250)],
    ['2025-03-14T08:00-0530', Date.UTC(2025, 2, 14, 13, 30)],
    ['2025/03/14 08:00', Date.UTC(2025, 2, 14, 8)],
    ['2025-03-14', Date.UTC(2025, 2, 14)],
  ])('reads ISO %s', (text, ms) => {
    expect(parseTimestamp(text, ISO)).toBe(ms);
  });

  it.each(['', '14.03.2025 08:00', '0025-03-14T08:00:00Z', '0025-03-14 08:00', '2025-02-29T00:00:00Z', '2025-13-01', '2025-03-14T24:00:00', 'yesterday'])('refuses %j', (text) => {
    expect(parseTimestamp(text, ISO)).toBeUndefined();
  });

  it('reads local wall time in a zone, winter and summer', () => {
    expect(parseTimestamp('2025-01-15 12:00:00', BERLIN)).toBe(Date.UTC(2025, 0, 15, 11));
    expect(parseTimestamp('2025-07-15 12:00:00', BERLIN)).toBe(Date.UTC(2025, 6, 15, 10));
    expect(parseTimestamp('2025-07-15 12:00:00', { kind: 'local', zone: 'America/Chicago' })).toBe(Date.UTC(2025, 6, 15, 17));
  });

  it('has no instant for the hour skipped in spring, and reads the repeated autumn hour as its first pass', () => {
    expect(parseTimestamp('2025-03-30 02:30:00', BERLIN)).toBeUndefined();
    expect(parseTimestamp('2025-10-26 02:30:00', BERLIN)).toBe(Date.UTC(2025, 9, 26, 0, 30));
    expect(parseTimestamp('2025-10-26 03:30:00', BERLIN)).toBe(Date.UTC(2025, 9, 26, 2, 30));
  });

  it('reads day.month.year local times, as European controllers write them', () => {
    expect(parseTimestamp('14.03.2025 08:00:00', BERLIN)).toBe(Date.UTC(2025, 2, 14, 7));
    expect(parseTimestamp('1.7.2025 8:05', BERLIN)).toBe(Date.UTC(2025, 6, 1, 6, 5));
    expect(parseTimestamp('14.03.2025 08:00:00,5', BERLIN)).toBe(Date.UTC(2025, 2, 14, 7, 0, 0, 500));
    expect(parseTimestamp('31.04.2025 08:00', BERLIN)).toBeUndefined();
    expect(parseTimestamp('14.03.2025 08:00', ISO)).toBeUndefined();
  });

  it('keeps a written offset over the zone', () => {
    expect(parseTimestamp('2025-07-15T12:00:00Z', BERLIN)).toBe(Date.UTC(2025, 6, 15, 12));
  });

  it('reads spreadsheet serial days of the 1900 system in a zone', () => {
    expect(parseTimestamp('45000.5', { kind: 'serial', zone: 'UTC' })).toBe(Date.UTC(2023, 2, 15, 12));
    expect(parseTimestamp('45000.5', { kind: 'serial', zone: 'Europe/Berlin' })).toBe(Date.UTC(2023, 2, 15, 11));
    expect(parseTimestamp('61', { kind: 'serial', zone: 'UTC' })).toBe(Date.UTC(1900, 2, 1));
    expect(parseTimestamp('x', { kind: 'serial', zone: 'UTC' })).toBeUndefined();
  });

  it('gives undefined for an unknown zone rather than throwing', () => {
    expect(parseTimestamp('2025-07-15 12:00:00', { kind: 'local', zone: 'Mars/Olympus' })).toBeUndefined();
  });

  it('reads back every instant it writes in ISO, to the millisecond', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2090, 0, 1) }), (ms) => {
        expect(parseTimestamp(new Date(ms).toISOString(), ISO)).toBe(ms);
      }),
    );
  });

  it('reads back a Berlin wall time away from the autumn repeat', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2020, 0, 1) / 60_000, max: Date.UTC(2030, 0, 1) / 60_000 }), (minute) => {
        const ms = minute * 60_000;
        const wall = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin', dateStyle: 'short', timeStyle: 'medium' }).format(ms);
        const read = parseTimestamp(wall, BERLIN);
        // In the repeated autumn hour the first pass is read: an hour earlier for the second pass.
        expect(read === ms || read === ms - 3_600_000).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
