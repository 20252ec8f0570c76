// The contract between the monitoring core and its callers (the CLI, the page's worker), as types.
import { describe, expectTypeOf, it } from 'vitest';
import type { Finding, RuleId, Severity } from '../../../src/core/monitoring/finding.ts';
import type { ColumnRole, LogMapping, TimeFormat } from '../../../src/core/monitoring/log-mapping.ts';
import { createMonitor, type Monitor } from '../../../src/core/monitoring/monitor.ts';
import type { MonitorResult } from '../../../src/core/monitoring/monitor-result.ts';
import type { MonitorRules } from '../../../src/core/monitoring/monitor-rules.ts';
import { parseTimestamp } from '../../../src/core/monitoring/timestamp.ts';

describe('the monitoring contract', () => {
  it('makes a monitor from a mapping and rules, fed rows of text with their first line', () => {
    expectTypeOf(createMonitor).parameters.toEqualTypeOf<[LogMapping, MonitorRules, ({ readonly keepSeries?: boolean } | undefined)?]>();
    expectTypeOf<Monitor['push']>().toEqualTypeOf<(rows: readonly (readonly string[])[], firstLine: number) => void>();
    expectTypeOf<Monitor['finish']>().returns.toEqualTypeOf<MonitorResult>();
  });

  it('reads timestamps to epoch ms or nothing', () => {
    expectTypeOf(parseTimestamp).toEqualTypeOf<(text: string, time: TimeFormat) => number | undefined>();
    expectTypeOf<TimeFormat>().toEqualTypeOf<{ kind: 'iso' } | { kind: 'local'; zone: string } | { kind: 'serial'; zone: string }>();
  });

  it('maps columns by role to indexes', () => {
    expectTypeOf<LogMapping['columns']>().toEqualTypeOf<Partial<Record<ColumnRole, number>>>();
  });

  it('gives the series as typed arrays and findings with their rule, severity and source', () => {
    expectTypeOf<MonitorResult['series']>().toEqualTypeOf<{ readonly timesMs: Float64Array; readonly dpPa: Float64Array }>();
    expectTypeOf<MonitorResult['counts']>().toEqualTypeOf<{ readonly read: number; readonly analysed: number; readonly bad: number }>();
    expectTypeOf<Finding['rule']>().toEqualTypeOf<RuleId>();
    expectTypeOf<Finding['severity']>().toEqualTypeOf<Severity>();
    expectTypeOf<Finding['source']>().toEqualTypeOf<string>();
  });
});
