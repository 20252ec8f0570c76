// Properties of the streaming analysis: any chunking gives the same result,
// and no row is lost (read = analysed + bad).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LogMapping } from '../../../src/core/monitoring/log-mapping.ts';
import { createMonitor } from '../../../src/core/monitoring/monitor.ts';
import type { MonitorResult } from '../../../src/core/monitoring/monitor-result.ts';
import { defaultRules } from '../../../src/core/monitoring/monitor-rules.ts';
import { rows, sawtooth, START_MS } from './synthetic-log.ts';

const MAPPING: LogMapping = { columns: { timestamp: 0, dp: 1, valve: 2, alarm: 3 }, dpUnit: 'Pa', time: { kind: 'iso' } };

/** A four-day log with a drift, a step drop, valves, alarms, a gap and some bad rows. */
function eventfulLog(): string[][] {
  const readings = sawtooth({ days: 4, stepS: 60, periodS: 1200, basePa: 900, swingPa: 300, driftPaPerDay: 40, dropFactor: 0.6, dropAtMs: START_MS + 80 * 3_600_000 });
  const log = rows(readings).map((row, i) => [...row, i % 20 === 0 ? String((i / 20) % 4) : '', i > 600 && i < 640 ? 'alarm' : 'ok']);
  log.splice(100, 5, ['garbage', '1'], ['2025-03-03T01:00:00Z', 'x'], log[99]!, ['2025-03-03T00:00:00Z', '1'], ['', '']);
  return log.filter((_, i) => i < 1500 || i > 1700);
}

function analyseInChunks(log: readonly (readonly string[])[], cuts: readonly number[]): MonitorResult {
  const monitor = createMonitor(MAPPING, defaultRules());
  const bounds = [0, ...[...new Set(cuts)].filter((cut) => cut > 0 && cut < log.length).sort((a, b) => a - b), log.length];
  for (let i = 0; i + 1 < bounds.length; i += 1) monitor.push(log.slice(bounds[i], bounds[i + 1]), 2 + bounds[i]!);
  return monitor.finish();
}

describe('streaming', () => {
  const log = eventfulLog();
  const whole = analyseInChunks(log, []);

  it('finds the events of the log it is checked on', () => {
    expect(new Set(whole.findings.map((finding) => finding.rule))).toEqual(new Set(['residual-drift', 'step-drop', 'gap', 'completeness', 'leak-alarm', 'out-of-order']));
    expect(whole.counts.bad).toBeGreaterThan(0);
  });

  it('gives the same result for the log split into any chunks', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: log.length }), { maxLength: 40 }), (cuts) => {
        expect(analyseInChunks(log, cuts)).toEqual(whole);
      }),
      { numRuns: 25 },
    );
  });

  it('loses no row: rows read = analysed + bad, whatever the cells', () => {
    const cell = fc.oneof(fc.constantFrom('', '1000', 'x', '1,5', '-3', '2025-03-03T00:00:00Z', 'yes', '7'), fc.string({ maxLength: 6 }));
    const time = fc.integer({ min: 0, max: 5000 }).map((s) => new Date(START_MS + s * 1000).toISOString());
    const row = fc.tuple(fc.oneof(time, cell), cell, cell, cell).map((cells) => cells.slice(0, 1 + (cells[3]!.length % 4)));
    fc.assert(
      fc.property(fc.array(row, { maxLength: 200 }), (someRows) => {
        const result = analyseInChunks(someRows, []);
        const blank = someRows.filter((cells) => cells.every((c) => c.trim() === '')).length;
        expect(result.counts.read).toBe(someRows.length - blank);
        expect(result.counts.analysed + result.counts.bad).toBe(result.counts.read);
        expect(result.badRows.length + result.badRowsOmitted).toBe(result.counts.bad);
      }),
      { numRuns: 100 },
    );
  });
});
