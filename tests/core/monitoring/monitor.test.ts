// The log analysis on synthetic logs with known events: a sawtooth of known
// interval, a blinding drift of known slope, a step drop at a known time, a
// dead valve, hours with missing data, leak alarms, bad rows.
import { describe, expect, it } from 'vitest';
import type { LogMapping } from '../../../src/core/monitoring/log-mapping.ts';
import { createMonitor } from '../../../src/core/monitoring/monitor.ts';
import type { MonitorResult } from '../../../src/core/monitoring/monitor-result.ts';
import { defaultRules, type MonitorRules } from '../../../src/core/monitoring/monitor-rules.ts';
import { rows, sawtooth, START_MS, type Reading } from './synthetic-log.ts';

const MAPPING: LogMapping = { columns: { timestamp: 0, dp: 1 }, dpUnit: 'Pa', time: { kind: 'iso' } };

function analyse(logRows: readonly (readonly string[])[], mapping: LogMapping = MAPPING, rules: Partial<MonitorRules> = {}): MonitorResult {
  const monitor = createMonitor(mapping, { ...defaultRules(), ...rules });
  monitor.push(logRows, 2);
  return monitor.finish();
}

const rulesOf = (result: MonitorResult) => result.findings.map((finding) => finding.rule);

describe('cleaning cycles', () => {
  it('finds a 10-minute sawtooth of 300 Pa swing', () => {
    const result = analyse(rows(sawtooth({ days: 1, stepS: 10, periodS: 600, basePa: 900, swingPa: 300 })));

    expect(result.cycles.count).toBeGreaterThanOrEqual(143);
    expect(result.cycles.medianIntervalS).toBe(600);
    // The last reading before a pulse is one step short of the full swing.
    expect(result.cycles.medianSwingPa).toBeCloseTo(300 * (590 / 600), 6);
    expect(result.daily[0]).toMatchObject({ day: '2025-03-03', residualDpPa: 900, samples: 8640 });
    expect(result.findings).toEqual([]);
  });

  it('makes no cycles of noise smaller than the swing', () => {
    const noisy = Array.from({ length: 1000 }, (_, i): Reading => ({ ms: START_MS + i * 10_000, dpPa: 1000 + (i % 2 === 0 ? 20 : -20) }));

    expect(analyse(rows(noisy)).cycles).toEqual({ count: 0 });
  });

  it('reads ΔP in the unit mapped', () => {
    const inH2O = rows(sawtooth({ days: 1, stepS: 60, periodS: 1200, basePa: 4, swingPa: 1.5 }));

    const result = analyse(inH2O, { ...MAPPING, dpUnit: 'inH2O' });

    expect(result.daily[0]!.residualDpPa).toBeCloseTo(4 * 249.08891, 6);
  });
});

describe('residual ΔP drift', () => {
  it('reports a residual rising 20 Pa a day with its slope', () => {
    const log = rows(sawtooth({ days: 10, stepS: 60, periodS: 1800, basePa: 800, swingPa: 250, driftPaPerDay: 20 }));

    const result = analyse(log);

    const drift = result.findings.filter((finding) => finding.rule === 'residual-drift');
    expect(drift).toHaveLength(1);
    expect(drift[0]!.values.slopePaPerDay).toBeCloseTo(20, 0);
    expect(drift[0]!.severity).toBe('warning');
    expect(drift[0]!.message).toMatch(/20\.0 Pa\/d \(limit 10\.0 Pa\/d\)/);
  });

  it('stays quiet for a rise of 5 Pa a day, under the 10 Pa limit', () => {
    const log = rows(sawtooth({ days: 10, stepS: 60, periodS: 1800, basePa: 800, swingPa: 250, driftPaPerDay: 5 }));

    expect(rulesOf(analyse(log))).not.toContain('residual-drift');
  });
});

describe('step drops', () => {
  const dropAtMs = START_MS + 13.3 * 3_600_000;

  it('finds a 40 % fall at a known time and brackets it', () => {
    const log = rows(sawtooth({ days: 1, stepS: 10, periodS: 120, basePa: 1000, swingPa: 200, dropFactor: 0.6, dropAtMs }));

    const steps = analyse(log).findings.filter((finding) => finding.rule === 'step-drop');

    expect(steps).toHaveLength(1);
    expect(steps[0]!.startMs).toBeLessThanOrEqual(dropAtMs);
    expect(steps[0]!.endMs).toBeGreaterThanOrEqual(dropAtMs);
    expect(steps[0]!.endMs! - steps[0]!.startMs).toBeLessThanOrEqual(3 * 3_600_000);
    expect(steps[0]!.severity).toBe('alarm');
    expect(steps[0]!.values.dropFraction).toBeCloseTo(0.4, 1);
  });

  it('takes a fall to a stopped fan for a stop, not a torn bag', () => {
    const log = rows(sawtooth({ days: 1, stepS: 10, periodS: 120, basePa: 1000, swingPa: 200, dropFactor: 0.01, dropAtMs }));

    expect(rulesOf(analyse(log))).not.toContain('step-drop');
  });
});

describe('valves', () => {
  /** Eight valves in turn, one a minute; each drops ΔP 40 Pa, except valve 5, which does nothing. */
  function valveLog(): Reading[] {
    const readings: Reading[] = [];
    let dpPa = 1200;
    for (let i = 0; i < 6 * 24 * 60; i += 1) {
      const firing = i % 6 === 0 ? String(((i / 6) % 8) + 1) : undefined;
      dpPa += 40 / 6;
      if (firing !== undefined && firing !== '5') dpPa -= 40;
      readings.push({ ms: START_MS + i * 10_000, dpPa, ...(firing === undefined ? {} : { valve: firing }) });
    }
    return readings;
  }

  it('finds the dead valve by its ΔP response', () => {
    const result = analyse(rows(valveLog()), { ...MAPPING, columns: { timestamp: 0, dp: 1, valve: 2 } });

    expect(result.valves).toHaveLength(8);
    expect(result.valves!.filter((valve) => valve.dead).map((valve) => valve.valve)).toEqual(['5']);
    expect(result.valves!.find((valve) => valve.valve === '1')!.meanResponsePa).toBeCloseTo(40 - 40 / 6, 2);
    const dead = result.findings.filter((finding) => finding.rule === 'dead-valve');
    expect(dead).toHaveLength(1);
    expect(dead[0]!.message).toMatch(/^Valve 5 /);
  });
});

describe('completeness and gaps', () => {
  it('counts hours under 4 readings and reports the gap', () => {
    // One reading a minute for 6 hours, but in hours 2 and 3 only at :00 and :30.
    const readings: Reading[] = [];
    for (let minute = 0; minute < 360; minute += 1) {
      const hour = Math.floor(minute / 60);
      if ((hour === 2 || hour === 3) && minute % 30 !== 0) continue;
      readings.push({ ms: START_MS + minute * 60_000, dpPa: 1000 });
    }

    const result = analyse(rows(readings));

    expect(result.completeness).toMatchObject({ hours: 6, hoursBelowMin: 2, minReadingsPerHour: 4 });
    const incomplete = result.findings.filter((finding) => finding.rule === 'completeness');
    expect(incomplete).toEqual([expect.objectContaining({ startMs: START_MS + 2 * 3_600_000, endMs: START_MS + 4 * 3_600_000, values: { hours: 2, minReadingsPerHour: 4 } })]);
    expect(result.findings.filter((finding) => finding.rule === 'gap')).toHaveLength(4);
  });

  it('counts the empty hours of a gap of years without walking them', () => {
    const readings = [0, 15, 30, 45].flatMap((minute) => [START_MS, START_MS + 5 * 365 * 86_400_000].map((ms): Reading => ({ ms: ms + minute * 60_000, dpPa: 1000 }))).sort((a, b) => a.ms - b.ms);

    const result = analyse(rows(readings));

    expect(result.completeness).toMatchObject({ hours: 5 * 365 * 24 + 1, hoursBelowMin: 5 * 365 * 24 - 1 });
  });

  it('counts an hour with no reading at all', () => {
    const readings = [0, 10, 20, 30, 40, 50, 180, 190, 200, 210, 220, 230, 239].map((minute): Reading => ({ ms: START_MS + minute * 60_000, dpPa: 1000 }));

    expect(analyse(rows(readings)).completeness).toMatchObject({ hours: 4, hoursBelowMin: 2 });
  });
});

describe('leak detector, flow and compressed air', () => {
  it('reports each alarm run from its first reading on to the first off', () => {
    const readings = Array.from({ length: 120 }, (_, i): Reading => ({ ms: START_MS + i * 60_000, dpPa: 1000, alarm: i >= 30 && i < 45 }));

    const result = analyse(rows(readings), { ...MAPPING, columns: { timestamp: 0, dp: 1, alarm: 2 } });

    expect(result.findings).toEqual([
      expect.objectContaining({ rule: 'leak-alarm', severity: 'alarm', startMs: START_MS + 30 * 60_000, endMs: START_MS + 45 * 60_000, values: { durationS: 900, alarm: 1 } }),
    ]);
  });

  it('reports drag rising at a steady flow, not ΔP rising with the flow', () => {
    const day = (index: number, dpPa: number, flowM3h: number): Reading[] =>
      Array.from({ length: 96 }, (_, i) => ({ ms: START_MS + index * 86_400_000 + i * 900_000, dpPa, flowM3h }));
    const mapping: LogMapping = { ...MAPPING, columns: { timestamp: 0, dp: 1, flow: 2 }, flowUnit: 'm3/h' };
    const withFlow = [...day(0, 1000, 36_000), ...day(1, 1300, 46_800)];
    const atSameFlow = [...day(0, 1000, 36_000), ...day(1, 1300, 36_000)];

    expect(rulesOf(analyse(rows(withFlow), mapping))).not.toContain('drag-rise');
    const drag = analyse(rows(atSameFlow), mapping);
    expect(drag.daily[0]!.dragPaPerM3s).toBeCloseTo(100, 9);
    expect(drag.findings.filter((finding) => finding.rule === 'drag-rise')).toEqual([expect.objectContaining({ values: expect.objectContaining({ riseFraction: expect.closeTo(0.3, 9) }) })]);
  });

  it('reports a leak-detector signal at or over its limit, only when a limit is given', () => {
    const log = Array.from({ length: 60 }, (_, i) => [new Date(START_MS + i * 60_000).toISOString(), '1000', i >= 5 && i < 8 ? '42.5' : '3']);
    const mapping: LogMapping = { ...MAPPING, columns: { timestamp: 0, dp: 1, leakSignal: 2 } };

    expect(analyse(log, mapping).findings).toEqual([]);
    expect(analyse(log, mapping, { leakSignalLimit: 20 }).findings).toEqual([expect.objectContaining({ rule: 'leak-signal', severity: 'alarm', values: { durationS: 180, signal: 42.5 } })]);
  });

  it('counts pulses and takes a valve cell of 0 or - for no firing', () => {
    const log = Array.from({ length: 30 }, (_, i) => [new Date(START_MS + i * 60_000).toISOString(), String(1000 - (i % 3) * 10), i % 3 === 0 ? '1' : '0', i % 10 === 0 ? '-' : '0']);

    const result = analyse(log, { ...MAPPING, columns: { timestamp: 0, dp: 1, pulse: 2, valve: 3 } });

    expect(result).toMatchObject({ pulses: 10, valves: [] });
  });

  it('reports compressed air under its minimum', () => {
    const log = Array.from({ length: 60 }, (_, i) => [new Date(START_MS + i * 60_000).toISOString(), '1000', i >= 10 && i < 20 ? '3.2' : '6']);

    const result = analyse(log, { ...MAPPING, columns: { timestamp: 0, dp: 1, airPressure: 2 }, airPressureUnit: 'bar' });

    expect(result.findings).toEqual([expect.objectContaining({ rule: 'air-pressure-low', values: { durationS: 600, airPressurePa: 320_000 } })]);
  });
});

describe('bad rows', () => {
  it('reports unreadable cells with line and column, and keeps counting', () => {
    const log = [
      ['2025-03-03T00:00:00Z', '1000'],
      ['03/03/2025 00:01', '1000'],
      ['2025-03-03T00:02:00Z', 'n/a'],
      ['2025-03-03T00:03:00Z'],
      ['', ''],
      ['2025-03-03T00:04:00Z', '1000'],
    ];

    const result = analyse(log);

    expect(result.counts).toEqual({ read: 5, analysed: 2, bad: 3 });
    expect(result.badRows).toEqual([
      { line: 3, column: 0, text: '03/03/2025 00:01', reason: 'unreadable timestamp (expected an ISO 8601 time like 2025-03-14T08:00:00Z)' },
      { line: 4, column: 1, text: 'n/a', reason: 'unreadable ΔP (expected a number)' },
      { line: 5, column: 1, text: '', reason: 'no column 2 (ΔP): the row has 1 cells' },
    ]);
  });

  it('counts out-of-order and repeated timestamps as bad and says so', () => {
    const log = ['00:00', '00:01', '00:01', '00:00:30', '00:02'].map((time) => [`2025-03-03T${time.length === 5 ? `${time}:00` : time}Z`, '1000']);

    const result = analyse(log);

    expect(result).toMatchObject({ counts: { read: 5, analysed: 3, bad: 2 }, outOfOrder: 1, duplicates: 1 });
    expect(result.findings).toEqual([expect.objectContaining({ rule: 'out-of-order', severity: 'info', values: { outOfOrder: 1, duplicates: 1, firstLine: 4 }, message: "1 row out of order and 1 repeated timestamp were not analysed (the first at line 4)" })]);
  });

  it('refuses a mapping without a ΔP column', () => {
    expect(() => createMonitor({ ...MAPPING, columns: { timestamp: 0 } }, defaultRules())).toThrow('No ΔP column is mapped');
  });
});
