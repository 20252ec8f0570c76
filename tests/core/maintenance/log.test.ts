// The log file: a round trip keeps everything; a corrupt or foreign file is
// refused with a message naming what is wrong; a merge adds and never overwrites.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mergeLogs, readLogFile, writeLogFile, type LogEntry } from '../../../src/core/maintenance/log.ts';
import { configOf } from './configs.ts';

const entry = (taskId: string, date: string, changes: Partial<LogEntry> = {}): LogEntry => ({
  taskId,
  date,
  doneAt: `${date}T07:30:00.000Z`,
  initials: 'JS',
  note: '',
  pressureDropPa: null,
  compressedAirPa: null,
  ...changes,
});

const log = {
  config: configOf({ pressureDropBaselinePa: 900 }),
  entries: [entry('pressure-drop-log', '2027-01-04', { pressureDropPa: 920, note: 'after start-up, "seasoned"' }), entry('diaphragm-valves', '2027-01-04', { compressedAirPa: 620_000 })],
};

/** The file text with one change to its JSON. */
function fileWith(change: (file: Record<string, unknown> & { entries: Record<string, unknown>[] }) => void): string {
  const file = JSON.parse(writeLogFile(log)) as Record<string, unknown> & { entries: Record<string, unknown>[] };
  change(file);
  return JSON.stringify(file);
}

describe('the log file', () => {
  it('round-trips the configuration and every entry', () => {
    const text = writeLogFile(log);
    expect(JSON.parse(text)).toMatchObject({ format: 'tfca-maintenance-log', version: 1 });
    expect(readLogFile(text)).toEqual({ status: 'success', data: log });
  });

  it.each([
    ['not JSON', '{"format": "tfca-maintenance-log", ', /^The file is not JSON: /],
    ['another JSON file', '{"version": 1, "segments": []}', /^The file is not a maintenance log: its format is missing, expected "tfca-maintenance-log"$/],
    ['a JSON list', '[]', /^The file is not a maintenance log/],
    ['a newer version', fileWith((file) => (file.version = 2)), /^version: this toolkit reads version 1 logs, got 2$/],
    ['a date that does not exist', fileWith((file) => (file.entries[1]!.date = '2027-02-30')), /^entries\[1\]\.date: date must be a calendar date YYYY-MM-DD, got "2027-02-30"$/],
    ['an unknown task', fileWith((file) => (file.entries[0]!.taskId = 'polish-the-stack')), /^entries\[0\]\.taskId: taskId is not a task of the maintenance catalogue, got "polish-the-stack"$/],
    ['a reading as text', fileWith((file) => (file.entries[0]!.pressureDropPa = '920')), /^entries\[0\]\.pressureDropPa: ΔP must be a number, got "920"$/],
    ['a negative reading', fileWith((file) => (file.entries[0]!.pressureDropPa = -5)), /^entries\[0\]\.pressureDropPa: ΔP must be from 0 to 20000 Pa, got -5$/],
    ['a reading past a double', fileWith((file) => (file.entries[0]!.pressureDropPa = 1)).replace('"pressureDropPa":1,', '"pressureDropPa":1e999,'), /^entries\[0\]\.pressureDropPa: ΔP must be from 0 to 20000 Pa, got a number beyond the range of a double$/],
    ['a compressed-air reading past 20 bar', fileWith((file) => (file.entries[1]!.compressedAirPa = 3e6)), /^entries\[1\]\.compressedAirPa: Compressed-air pressure \(gauge\) must be from 0 to 2e\+6 Pa, got 3000000$/],
    ['a bag life past a double', fileWith((file) => ((file.config as Record<string, unknown>).bagLifeMonths = 2)).replace('"bagLifeMonths":2,', '"bagLifeMonths":1e309,'), /^config\.bagLifeMonths: Bag life must be from 1 to 120 months, got a number beyond the range of a double$/],
    ['a timestamp that is not one', fileWith((file) => (file.entries[0]!.doneAt = 'yesterday')), /^entries\[0\]\.doneAt: doneAt must be an ISO 8601 timestamp, got "yesterday"$/],
    ['a bad configuration', fileWith((file) => ((file.config as Record<string, unknown>).cleaning = 'vacuum')), /^config\.cleaning: Cleaning must be one of pulse-jet, reverse-air, shaker, got "vacuum"$/],
    ['a task logged twice', fileWith((file) => file.entries.push({ ...file.entries[0]! })), /^entries\[2\]: pressure-drop-log on 2027-01-04 is logged twice \(also entries\[0\]\)$/],
  ])('refuses %s, naming what is wrong', (_, text, message) => {
    const read = readLogFile(text);
    expect(read.status).toBe('error');
    expect(read.status === 'error' && read.issues).toContainEqual(expect.stringMatching(message));
  });
});

describe('mergeLogs', () => {
  it('adds the new entries, keeps the existing one of a task and date, and sorts by date', () => {
    const existing = [entry('pressure-drop-log', '2027-01-05', { pressureDropPa: 950 }), entry('dampers', '2027-01-04')];
    const incoming = [entry('pressure-drop-log', '2027-01-05', { pressureDropPa: 1200, initials: 'XX' }), entry('pressure-drop-log', '2027-01-04', { pressureDropPa: 930 })];
    const merged = mergeLogs(existing, incoming);
    expect(merged.added).toEqual([incoming[1]]);
    expect(merged.kept).toBe(1);
    expect(merged.entries).toEqual([entry('dampers', '2027-01-04'), incoming[1], existing[0]]);
  });

  it('never loses or overwrites an entry, and merging twice adds nothing (property)', () => {
    const anyEntry = fc
      .record({ taskId: fc.constantFrom('pressure-drop-log', 'dampers', 'fan-belts'), day: fc.integer({ min: 1, max: 9 }), reading: fc.integer({ min: 0, max: 2000 }) })
      .map(({ taskId, day, reading }) => entry(taskId, `2027-01-0${day}`, { pressureDropPa: reading }));
    const unique = (entries: LogEntry[]) => entries.filter((one, index) => entries.findIndex((other) => other.taskId === one.taskId && other.date === one.date) === index);
    fc.assert(
      fc.property(fc.array(anyEntry).map(unique), fc.array(anyEntry).map(unique), (existing, incoming) => {
        const first = mergeLogs(existing, incoming);
        for (const kept of existing) expect(first.entries).toContainEqual(kept);
        expect(first.entries).toHaveLength(existing.length + first.added.length);
        expect(first.added.length + first.kept).toBe(incoming.length);
        const again = mergeLogs(first.entries, incoming);
        expect([again.added, again.entries]).toEqual([[], first.entries]);
      }),
    );
  });
});
