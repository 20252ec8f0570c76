/**
 * Know-How entries of Equipment monitoring (`src/core/monitoring/`): the
 * rules the log analysis applies, with their thresholds and sources read
 * from the core's defaults, the formulas behind them, the alarm ledger, the
 * terms, the method and the ledger's worked example.
 */
import { alarmLedger, LEDGER_LIMIT, LEDGER_SOURCE } from '../../monitoring/alarm-ledger.ts';
import type { AlarmRecord } from '../../monitoring/alarm-log.ts';
import { quantityText } from '../../monitoring/figure-text.ts';
import { DEFAULT_MONITOR_RULES, type RuleDefault, type RuleName } from '../../monitoring/monitor-rules.ts';
import { LEAK_ALARM_RULE, LEAK_SIGNAL_RULE } from '../../monitoring/run-rules.ts';
import type { KnowledgeEntry, KnowledgeQuantity, Source } from '../entry.ts';
import { cite, EPA_COST_MANUAL } from '../sources.ts';

const RULES = DEFAULT_MONITOR_RULES;

/** A default as the page and `duct-calc monitor --help` show it: `50 Pa`, `20 %`, `4 an hour`. */
function defaultText({ value, unit }: RuleDefault): string {
  if (unit === '1') return quantityText(value * 100, '%');
  if (unit === '1/h') return `${value} an hour`;
  return quantityText(value, unit);
}

/** Where a threshold with no standard behind it comes from. */
const JUDGEMENT: Source = { work: 'Engineering judgement (no standard sets it)', edition: 'this toolkit', locator: 'DEFAULT_MONITOR_RULES, src/core/monitoring/monitor-rules.ts: replace by the collector maker’s figure' };

const CAM: Source = { work: '40 CFR 64, Compliance Assurance Monitoring', edition: 'eCFR', locator: '§64.3(b)(4)(ii)' };
const LEDGER: Source = { work: '40 CFR 63 subpart DDD; 40 CFR 64', edition: 'eCFR', locator: '§63.1181(c)–(d); §64.8 (quality improvement plan)' };

const MONITOR_TOOLS = ['monitor'] as const;

/** The example alarm log (examples/bld-alarms.csv): an alarm needing no action, one acted on after 3 h, one within 25 min. */
const EXAMPLE_ALARMS: readonly AlarmRecord[] = [
  { line: 2, alarmMs: Date.UTC(2025, 0, 14, 9, 10), actionMs: Date.UTC(2025, 0, 14, 9, 30), actionNeeded: false },
  { line: 3, alarmMs: Date.UTC(2025, 1, 20, 22, 5), actionMs: Date.UTC(2025, 1, 21, 1, 5), actionNeeded: true },
  { line: 4, alarmMs: Date.UTC(2025, 2, 6, 13, 25), actionMs: Date.UTC(2025, 2, 6, 13, 50), actionNeeded: true },
];

/** The hours the ledger counts in its first block, or NaN when it refuses (docs-as-tests then fail). */
function ledgerHours(alarms: readonly AlarmRecord[], operatingHours: number): KnowledgeQuantity {
  const ledger = alarmLedger(alarms, operatingHours);
  return { value: ledger.status === 'success' ? (ledger.data[0]?.countedHours ?? Number.NaN) : Number.NaN, unit: 'h' };
}

/** The table's row of a numeric rule. */
const ruleRow = (name: RuleName) => ({ rule: RULES[name].label, key: name, default: defaultText(RULES[name]), source: RULES[name].source });

export const MONITORING_ENTRIES: readonly KnowledgeEntry[] = [
  {
    kind: 'table',
    id: 'monitoring-rules',
    title: 'Equipment monitoring rules: thresholds and sources',
    aliases: ['monitor rules', 'alarm thresholds', 'collector log analysis', 'DEFAULT_MONITOR_RULES'],
    summary: 'Every threshold the controller-log analysis applies, with its default and where it comes from; most have no standard behind them and say so.',
    columns: [
      { key: 'rule', label: 'Rule' },
      { key: 'key', label: 'Rule key (exported rules)' },
      { key: 'default', label: 'Default' },
      { key: 'source', label: 'Source' },
    ],
    rows: () => [
      ...(Object.keys(RULES) as RuleName[]).map(ruleRow),
      { rule: 'Leak-detector signal limit', key: 'leakSignalLimit', default: 'not checked', source: LEAK_SIGNAL_RULE.source },
      { rule: 'Leak-detector alarm', key: '—', default: 'the alarm column on', source: LEAK_ALARM_RULE.source },
      { rule: 'Alarm ledger limit', key: '—', default: `${quantityText(LEDGER_LIMIT * 100, '%')} of a 6-month block’s operating hours`, source: LEDGER_SOURCE },
    ],
    module: 'src/core/monitoring/monitor-rules.ts',
    source: { work: 'DEFAULT_MONITOR_RULES; 40 CFR 63 and 64; EPA Cost Manual', edition: 'as each row cites', locator: 'per row' },
    check: '○',
    tools: MONITOR_TOOLS,
    related: ['method-monitoring', 'residual-drift', 'step-drop', 'dead-valve', 'flow-normalised-drag', 'readings-per-hour', 'alarm-ledger'],
  },
  {
    kind: 'formula',
    id: 'residual-drift',
    title: 'Residual drift after cleaning (blinding)',
    aliases: ['blinding', 'creep after cleaning', 'drift limit'],
    summary: 'The least-squares slope of the daily residual ΔP after cleaning; a residual climbing faster than the limit is blinding.',
    tex: String.raw`s = \frac{\sum_i (d_i - \bar d)(r_i - \bar r)}{\sum_i (d_i - \bar d)^2} > s_{lim}`,
    plain: 's = Σ(dᵢ − d̄)(rᵢ − r̄) / Σ(dᵢ − d̄)², a warning when s > s_lim',
    symbols: [
      { symbol: 's', meaning: 'slope of the residual over the window', unit: 'Pa/d' },
      { symbol: 'dᵢ', meaning: 'day number', unit: 'd' },
      { symbol: 'rᵢ', meaning: 'the day’s residual after cleaning: the median of its cleaning troughs, else its lowest running reading', unit: 'Pa' },
      { symbol: 's_lim', meaning: `drift limit (default ${defaultText(RULES.driftLimitPaPerDay)})`, unit: 'Pa/d' },
    ],
    validity: `Over each window of ${defaultText(RULES.driftWindowDays)} (the drift window) holding at least 3 days; consecutive windows over the limit are one finding.`,
    source: JUDGEMENT,
    check: '○',
    tools: MONITOR_TOOLS,
    related: ['monitoring-rules', 'residual-after-cleaning', 'flow-normalised-drag'],
  },
  {
    kind: 'formula',
    id: 'step-drop',
    title: 'Step drop (torn bag or bypass)',
    aliases: ['broken bag', 'torn bag', 'bypass', 'sudden drop'],
    summary: 'The ΔP level (the mean over a window longer than a cleaning cycle) falling well below the levels before, and staying down.',
    tex: String.raw`L_n < (1 - f)\,\max(L_{n-1}, L_{n-2})\ \text{and}\ L_{n+1} < (1 - f)\,\max(L_{n-1}, L_{n-2})`,
    plain: 'Lₙ < (1 − f)·max(Lₙ₋₁, Lₙ₋₂), confirmed by Lₙ₊₁',
    symbols: [
      { symbol: 'L', meaning: `level: the mean of the readings over a window (default ${defaultText(RULES.stepWindowS)})`, unit: 'Pa' },
      { symbol: 'f', meaning: `step drop fraction (default ${defaultText(RULES.stepDropFraction)})`, unit: '1' },
    ],
    validity: `A fall to a stopped fan (ΔP at or below ${defaultText(RULES.stoppedDpPa)}) is a stop, not a drop. Make the window longer than the cleaning cycle.`,
    source: { work: 'Maintenance Schedule daily ΔP check', edition: 'this toolkit', locator: RULES.stepDropFraction.source },
    check: '○',
    tools: MONITOR_TOOLS,
    related: ['monitoring-rules', 'maintenance-tasks'],
  },
  {
    kind: 'formula',
    id: 'dead-valve',
    title: 'Dead pulse valve',
    aliases: ['valve response', 'stuck diaphragm', 'failed solenoid'],
    summary: 'A valve whose firings hardly move ΔP next to the median valve’s: a stuck diaphragm, a failed solenoid or a broken blowpipe.',
    tex: String.raw`\bar R_v < f\,\operatorname{median}_w(\bar R_w),\quad R = \Delta p_{before} - \min \Delta p_{window}`,
    plain: 'mean Rᵥ < f·median of the valves’ mean R, R = ΔP before the firing − lowest ΔP until the window ends or the next valve fires',
    symbols: [
      { symbol: 'R', meaning: 'a firing’s response: how far the reading falls', unit: 'Pa' },
      { symbol: 'f', meaning: `dead valve fraction (default ${defaultText(RULES.deadValveFraction)})`, unit: '1' },
      { symbol: 'window', meaning: `valve response window (default ${defaultText(RULES.valveResponseWindowS)})`, unit: 's' },
    ],
    validity: 'Judged when at least 3 valves fire at least 3 times each.',
    source: JUDGEMENT,
    check: '○',
    tools: MONITOR_TOOLS,
    related: ['monitoring-rules'],
  },
  {
    kind: 'formula',
    id: 'flow-normalised-drag',
    title: 'Flow-normalised drag of a fabric filter',
    aliases: ['filter drag', 'drag rise'],
    summary: 'Each day’s ΔP divided by its flow, against the first day’s: ΔP that climbs at the same flow is reported, ΔP that climbs with the flow is not.',
    tex: String.raw`S_Q = \frac{\Delta p}{Q},\qquad \frac{S_{Q,day}}{S_{Q,first}} - 1 > f`,
    plain: 'S_Q = ΔP/Q; a warning when S_Q,day / S_Q,first − 1 > f',
    symbols: [
      { symbol: 'S_Q', meaning: 'daily drag', unit: 'Pa/(m³/s)' },
      { symbol: 'Δp', meaning: 'the day’s mean reading', unit: 'Pa' },
      { symbol: 'Q', meaning: 'the day’s mean flow', unit: 'm³/s' },
      { symbol: 'f', meaning: `drag rise fraction (default ${defaultText(RULES.dragRiseFraction)})`, unit: '1' },
    ],
    validity: 'A log with a flow column. ΔP/Q, not ΔP/Q²: flow through the cake and fabric is laminar (ΔP = S·V), so ΔP/Q stays put when only the flow changes; ΔP/Q² suits turbulent duct losses and would read a flow cut as a cleaner filter.',
    source: cite(EPA_COST_MANUAL, 'filter drag ΔP = S·V; the ±20 % band of the daily ΔP check applied to drag'),
    check: '○',
    tools: MONITOR_TOOLS,
    related: ['monitoring-rules', 'pulse-jet-pressure-drop', 'air-to-cloth-ratio'],
  },
  {
    kind: 'formula',
    id: 'readings-per-hour',
    title: 'Data completeness: readings per clock hour (CAM)',
    aliases: ['CAM', 'data completeness', 'gap', 'missing data'],
    summary: 'An hour with fewer readings than the minimum is incomplete; runs of such hours are one finding. Gaps between readings are reported apart.',
    tex: String.raw`n_h < n_{min}`,
    plain: 'nₕ < n_min',
    symbols: [
      { symbol: 'nₕ', meaning: 'readings in the clock hour (UTC)', unit: '1/h' },
      { symbol: 'n_min', meaning: `readings an hour (default ${defaultText(RULES.minReadingsPerHour)})`, unit: '1/h' },
    ],
    validity: `The log’s first and last hours are judged only when complete. A gap is two readings more than ${defaultText(RULES.gapS)} apart (info; ${RULES.gapS.source}).`,
    source: CAM,
    check: '○',
    tools: MONITOR_TOOLS,
    related: ['monitoring-rules'],
  },
  {
    kind: 'formula',
    id: 'alarm-ledger',
    title: 'Bag leak detector alarm ledger (6-month blocks)',
    aliases: ['BLD', 'bag leak detection', 'alarm time', 'QIP', 'quality improvement plan', '5 %'],
    summary: 'Each 6-month block’s counted alarm time as a share of its operating hours; over 5 % calls for a quality improvement plan.',
    tex: String.raw`\frac{\sum_a t_a}{H_{op}} > ${LEDGER_LIMIT}`,
    plain: `Σ tₐ / H_op > ${LEDGER_LIMIT}; tₐ = 0 h (no action needed), 1 h (action begun within 1 h), the delay (begun later), the time to the block’s end (never begun)`,
    symbols: [
      { symbol: 'tₐ', meaning: 'an alarm’s counted time', unit: 'h' },
      { symbol: 'H_op', meaning: 'operating hours in the block (January–June, July–December)', unit: 'h' },
    ],
    validity: 'The counting rule is the one several 40 CFR 63 subparts and state rules restate: confirm the paragraph of the subpart that applies to your plant.',
    source: LEDGER,
    check: '○',
    tools: MONITOR_TOOLS,
    related: ['bag-leak-detector', 'monitoring-rules'],
    example: 'example-monitor-alarm-ledger',
  },
  {
    kind: 'term',
    id: 'residual-after-cleaning',
    title: 'Residual after cleaning',
    aliases: ['residual', 'baseline after cleaning'],
    summary: 'The pressure drop a fabric filter comes back to right after a cleaning pulse: the part the cleaning does not remove.',
    definition:
      'The ΔP at the troughs of the cleaning sawtooth. It creeps up slowly as bags age and fast as they blind (moisture, oil, fines sealing the fabric); bags are usually changed at some 2000–2500 Pa. The monitor takes the median of a day’s troughs, else its lowest running ΔP.',
    unit: 'Pa',
    related: ['residual-drift', 'pulse-jet-pressure-drop'],
  },
  {
    kind: 'term',
    id: 'bag-leak-detector',
    title: 'Bag leak detector (BLD)',
    aliases: ['BLD', 'triboelectric', 'broken bag detector', 'leak signal'],
    summary: 'A probe in the clean-air duct whose signal rises when dust passes a torn bag.',
    definition:
      'Triboelectric or optical; its signal is relative, with a set point the site’s monitoring plan sets. 40 CFR 63 rules ask for corrective action to begin within 1 hour of an alarm and count the alarm time per 6-month block.',
    symbol: 'BLD',
    related: ['alarm-ledger', 'step-drop'],
  },
  {
    kind: 'method',
    id: 'method-monitoring',
    title: 'How a dust collector’s controller log is analysed',
    aliases: ['equipment monitoring', 'duct-calc monitor', 'controller log', 'collector log'],
    summary: 'Cleaning cycles, residual drift, step drops, dead valves, drag, gaps and completeness, compressed air and leak alarms from a collector’s own log; the 6-month alarm ledger.',
    tool: 'monitor',
    related: ['monitoring-rules', 'residual-drift', 'step-drop', 'dead-valve', 'flow-normalised-drag', 'readings-per-hour', 'alarm-ledger', 'residual-after-cleaning', 'bag-leak-detector', 'example-monitor-alarm-ledger'],
  },
  {
    kind: 'example',
    id: 'example-monitor-alarm-ledger',
    title: 'Alarm ledger of the example bag leak detector log',
    summary: 'Three alarms in 2025 H1 at 2,000 operating hours: 0 h (no action needed) + 3 h (acted on after 3 h) + 1 h (within 25 min) = 4 h, 0.20 %, under the 5 % limit.',
    tool: 'monitor',
    inputs: [
      { label: 'Alarm log', value: 'examples/bld-alarms.csv' },
      { label: 'Alarm 1', value: '2025-01-14 09:10, acted on 09:30, no action needed' },
      { label: 'Alarm 2', value: '2025-02-20 22:05, acted on 01:05 the next day, action needed' },
      { label: 'Alarm 3', value: '2025-03-06 13:25, acted on 13:50, action needed' },
      { label: 'Operating hours per 6-month block', value: '2000 h' },
    ],
    figure: '2025 H1:',
    answer: { value: 4, unit: 'h', tolerance: 0, source: { work: 'Hand count by the 40 CFR 63 counting rule', edition: 'this toolkit', locator: '0 h + 3 h + 1 h' } },
    cli: { args: ['monitor', 'examples/collector-log.csv', '--alarms', 'examples/bld-alarms.csv', '--operating-hours', '2000'], prints: '3 alarms, 4.0 h of 2,000 h = 0.20 %', exitCode: 1 },
    run: () => ledgerHours(EXAMPLE_ALARMS, 2000),
    related: ['alarm-ledger', 'method-monitoring'],
  },
];
