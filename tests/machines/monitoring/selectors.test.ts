import { describe, expect, it } from 'vitest';
import type { Finding } from '../../../src/core/monitoring/finding.ts';
import type { MonitorResult } from '../../../src/core/monitoring/monitor-result.ts';
import { defaultRules } from '../../../src/core/monitoring/monitor-rules.ts';
import type { Analysis } from '../../../src/machines/monitoring/context.ts';
import { lineLabel } from '../../../src/machines/monitoring/file-lines.ts';
import { maintenanceEntries } from '../../../src/machines/monitoring/maintenance-entries.ts';
import { findingsCsv, selectBadRows, selectFindingRows, timeText } from '../../../src/machines/monitoring/selectors.ts';

const DAY = (day: string) => Date.parse(`${day}T00:00:00Z`);

const finding = (overrides: Partial<Finding>): Finding => ({
  startMs: DAY('2027-03-02') + 3_600_000,
  rule: 'step-drop',
  severity: 'alarm',
  message: 'ΔP level fell 31 % (1,234 Pa → 854 Pa)',
  values: { dropFraction: 0.3076 },
  source: 'The ±20 % band, "as used"',
  ...overrides,
});

function result(overrides: Partial<MonitorResult>): MonitorResult {
  return {
    counts: { read: 0, analysed: 0, bad: 0 },
    badRows: [],
    badRowsOmitted: 0,
    outOfOrder: 0,
    duplicates: 0,
    findings: [],
    findingsOmitted: 0,
    cycles: { count: 0 },
    daily: [],
    completeness: { hours: 0, hoursBelowMin: 0, minReadingsPerHour: 4 },
    series: { timesMs: new Float64Array(), dpPa: new Float64Array() },
    ...overrides,
  };
}

const analysisOf = (monitorResult: MonitorResult, names = ['a.csv']): Analysis => ({
  log: { files: names.map((name) => new File([''], name)), header: ['Timestamp', 'dP'], preview: [] },
  result: monitorResult,
  fileLines: names.map((name, index) => ({ name, firstLine: 1 + index * 100 })),
  mapping: { columns: { timestamp: 0, dp: 1 }, dpUnit: 'Pa', time: { kind: 'iso' } },
  rules: defaultRules(),
});

describe('maintenance log entries of an analysis', () => {
  const daily = [
    { day: '2027-03-01', residualDpPa: 900, peakDpPa: 1180, meanDpPa: 1040, samples: 1440 },
    { day: '2027-03-02', residualDpPa: 25_000, peakDpPa: 26_000, meanDpPa: 25_500, samples: 1440 },
  ];

  it('logs each day’s residual ΔP, with its warnings and alarms in the note and a day of findings without readings kept too', () => {
    const findings = [finding({}), finding({ rule: 'gap', severity: 'info', message: 'No reading for 101 min' }), finding({ startMs: DAY('2027-03-03'), rule: 'completeness', severity: 'warning', message: '1 hour with fewer than 4 readings' })];

    const entries = maintenanceEntries(daily, findings, (ms) => new Date(ms).toISOString().slice(0, 10), 'log.csv', '2027-03-04T08:00:00.000Z', 'metric');

    expect(entries.map((entry) => [entry.date, entry.pressureDropPa])).toEqual([
      ['2027-03-01', 900],
      // Above the 20 kPa a maintenance reading may be: kept in the note, not as the reading.
      ['2027-03-02', null],
      ['2027-03-03', null],
    ]);
    expect(entries[1]?.note).toBe('From the controller log log.csv: residual ΔP 25000 Pa, peak 26000 Pa, 1440 readings. Alarm: ΔP level fell 31 % (1,234 Pa → 854 Pa)');
    expect(entries[2]?.note).toBe('From the controller log log.csv: no readings. Warning: 1 hour with fewer than 4 readings');
    expect(entries.every((entry) => entry.initials === 'LOG' && entry.doneAt === '2027-03-04T08:00:00.000Z' && entry.compressedAirPa === null)).toBe(true);
  });
});

describe('findings as the page shows and exports them', () => {
  it('lists the most urgent first, then by time, in the log’s zone', () => {
    const rows = selectFindingRows([finding({ severity: 'warning', startMs: DAY('2027-03-01') }), finding({ endMs: DAY('2027-03-02') + 7_200_000 })], 'UTC');

    expect(rows.map((row) => [row.severity, row.time, row.rule, row.values])).toEqual([
      ['alarm', '2027-03-02 01:00 to 2027-03-02 02:00', 'Step drop (broken bag or bypass)', 'drop fraction = 0.3076'],
      ['warning', '2027-03-01 00:00', 'Step drop (broken bag or bypass)', 'drop fraction = 0.3076'],
    ]);
  });

  it('writes CSV with quoted cells, ISO times in UTC and the figures at full precision', () => {
    const text = findingsCsv([finding({ message: '=1+1, said "he"' })]);

    expect(text).toBe(
      'start,end,rule,severity,message,values,source\r\n' +
        `2027-03-02T01:00:00.000Z,,step-drop,alarm,"'=1+1, said ""he""","{""dropFraction"":0.3076}","The ±20 % band, ""as used"""\r\n`,
    );
  });

  it('tells a bad row’s file and line when several files were read as one log', () => {
    const bad = result({ badRows: [{ line: 103, column: 1, text: 'abc', reason: 'ΔP is not a number' }] });

    expect(selectBadRows(analysisOf(bad, ['jan.csv', 'feb.csv']))).toEqual(['feb.csv line 3, column 2 (dP): ΔP is not a number, got "abc"']);
    expect(lineLabel([{ name: 'only.csv', firstLine: 1 }], 12)).toBe('line 12');
  });

  it('shows wall times in a zone across a daylight saving change', () => {
    // 2027-03-14 is the US spring-forward day: 08:00 UTC is 03:00 CDT, an hour after 01:00 CST.
    expect(timeText(Date.UTC(2027, 2, 14, 7), 'America/Chicago')).toBe('2027-03-14 01:00');
    expect(timeText(Date.UTC(2027, 2, 14, 8), 'America/Chicago')).toBe('2027-03-14 03:00');
  });
});
