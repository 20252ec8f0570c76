/**
 * What the equipment monitoring part shows, derived from its context: times
 * in the log's zone, ΔP in the unit system's unit through core/format, the
 * findings as rows and as export files, and the maintenance log entries.
 */
import { formatNumber } from '../../core/format/number.ts';
import { checkMapping } from '../../core/monitoring/check-mapping.ts';
import { alarmLedger, ledgerFindings, type LedgerBlock } from '../../core/monitoring/alarm-ledger.ts';
import { readAlarmLog } from '../../core/monitoring/alarm-log.ts';
import { DECIMAL_NUMBER_TEXT } from '../../core/units/number-text.ts';
import type { LogEntry } from '../../core/maintenance/log.ts';
import { pressureText } from '../../core/maintenance/measures.ts';
import type { Finding, RuleId } from '../../core/monitoring/finding.ts';
import type { LogMapping } from '../../core/monitoring/log-mapping.ts';
import { zoneOffsetMs } from '../../core/monitoring/zone.ts';
import type { UnitSystem } from '../../core/report/figure.ts';
import type { Analysis, MonitoringContext } from './context.ts';
import { lineLabel } from './file-lines.ts';
import { maintenanceEntries } from './maintenance-entries.ts';
import { valueLabel } from '../../core/monitoring/value-label.ts';

/** What each rule is called on the page and in the exports. */
export const RULE_LABELS: Readonly<Record<RuleId, string>> = {
  'residual-drift': 'Residual ΔP drift (blinding)',
  'step-drop': 'Step drop (broken bag or bypass)',
  'dead-valve': 'Dead valve',
  'drag-rise': 'Flow-normalised drag rise',
  gap: 'Gap in the log',
  completeness: 'Data completeness',
  'leak-alarm': 'Bag leak detector alarm',
  'leak-signal': 'Leak-detector signal',
  'air-pressure-low': 'Compressed air low',
  'out-of-order': 'Out-of-order timestamps',
  'alarm-ledger': 'Bag leak detector alarm ledger',
};

/** The zone a log's days and hours are counted in, as core counts them: the mapping's, UTC for ISO timestamps. */
export const logZone = (mapping: LogMapping): string => (mapping.time.kind === 'iso' ? 'UTC' : mapping.time.zone);

/** An instant as a wall time in a zone, `2027-03-04 14:05`. */
export function timeText(ms: number, zone: string): string {
  return new Date(ms + zoneOffsetMs(zone, ms)).toISOString().slice(0, 16).replace('T', ' ');
}

/** An instant's calendar day in a zone, `2027-03-04`. */
export const dayText = (ms: number, zone: string): string => timeText(ms, zone).slice(0, 10);

/** A ΔP as the unit system shows it: `812 Pa`, `3.26 inH₂O`. */
export const dpText = (pa: number, system: UnitSystem): string => pressureText(pa, 'pressure-drop', system);

/** The files of an analysis, as a note names them. */
export const fileNames = (analysis: Analysis): string => analysis.log.files.map((file) => file.name).join(', ');

/** One finding as the list shows it. */
export interface FindingRow {
  readonly key: string;
  readonly time: string;
  readonly rule: string;
  readonly severity: Finding['severity'];
  readonly message: string;
  readonly values: string;
  readonly source: string;
}

/** A finding's figures at full precision, SI, as `words = value unit` (valueLabel); the export keeps the names. */
const valuesText = (values: Readonly<Record<string, number>>) =>
  Object.entries(values)
    .map(([name, value]) => {
      const { words, unit } = valueLabel(name);
      return `${words} = ${formatNumber(value, 'field')}${unit === '' ? '' : ` ${unit}`}`;
    })
    .join('; ');

/** The findings, most urgent first, then by time. */
export function selectFindingRows(findings: readonly Finding[], zone: string): FindingRow[] {
  const order = { alarm: 0, warning: 1, info: 2 } as const;
  return [...findings]
    .sort((a, b) => order[a.severity] - order[b.severity] || a.startMs - b.startMs)
    .map((finding, index) => ({
      key: `${index} ${finding.rule} ${finding.startMs}`,
      time: finding.endMs === undefined ? timeText(finding.startMs, zone) : `${timeText(finding.startMs, zone)} to ${timeText(finding.endMs, zone)}`,
      rule: RULE_LABELS[finding.rule],
      severity: finding.severity,
      message: finding.message,
      values: valuesText(finding.values),
      source: finding.source,
    }));
}

/** The daily table: day, residual, peak and mean ΔP, readings. */
export function selectDailyRows(analysis: Analysis, system: UnitSystem): string[][] {
  return analysis.result.daily.map((row) => [row.day, dpText(row.residualDpPa, system), dpText(row.peakDpPa, system), dpText(row.meanDpPa, system), formatNumber(row.samples, 'table', { decimals: 0 })]);
}

/** The bad rows as the list shows them: where, which column, the text and why. */
export function selectBadRows(analysis: Analysis): string[] {
  const { header } = analysis.log;
  return analysis.result.badRows.map((row) => {
    const column = row.column < 0 ? 'the row' : `column ${row.column + 1} (${header[row.column] ?? 'past the header'})`;
    return `${lineLabel(analysis.fileLines, row.line)}, ${column}: ${row.reason}${row.text === '' ? '' : `, got "${row.text}"`}`;
  });
}

/** A CSV cell: quoted when it holds a comma, quote or line break; a leading = + - @ quoted away from spreadsheet formulas. */
function csvCell(text: string): string {
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The findings as CSV, one per line: times in ISO 8601 UTC, the figures as JSON at full precision. */
export function findingsCsv(findings: readonly Finding[]): string {
  const lines = [['start', 'end', 'rule', 'severity', 'message', 'values', 'source']];
  for (const finding of findings) {
    lines.push([
      new Date(finding.startMs).toISOString(),
      finding.endMs === undefined ? '' : new Date(finding.endMs).toISOString(),
      finding.rule,
      finding.severity,
      finding.message,
      JSON.stringify(finding.values),
      finding.source,
    ]);
  }
  return `${lines.map((line) => line.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/**
 * The findings (the log's and the alarm ledger's) and the figures they rest
 * on, as JSON: SI values at full precision, times in ISO 8601 UTC; the log's
 * part only when a log was analysed.
 */
export function findingsJson(context: Pick<MonitoringContext, 'analysis' | 'alarmLog' | 'operatingHoursText' | 'mapping'>): string {
  const iso = (ms: number | undefined) => (ms === undefined ? undefined : new Date(ms).toISOString());
  const { analysis } = context;
  const ledger = selectLedger(context);
  const log =
    analysis === undefined
      ? {}
      : {
          files: analysis.log.files.map((file) => file.name),
          mapping: analysis.mapping,
          rules: analysis.rules,
          counts: analysis.result.counts,
          outOfOrder: analysis.result.outOfOrder,
          duplicates: analysis.result.duplicates,
          badRows: analysis.result.badRows,
          badRowsOmitted: analysis.result.badRowsOmitted,
          cycles: analysis.result.cycles,
          completeness: { ...analysis.result.completeness, firstMs: undefined, lastMs: undefined, first: iso(analysis.result.completeness.firstMs), last: iso(analysis.result.completeness.lastMs) },
          daily: analysis.result.daily,
          valves: analysis.result.valves,
        };
  const blocks = ledger.status === 'success' ? ledger.blocks : [];
  const report = {
    ...log,
    ...(context.alarmLog === undefined
      ? {}
      : { alarmLog: context.alarmLog.name, ledger: blocks.map(({ entries, ...block }) => ({ ...block, entries: entries.map((entry) => ({ ...entry, alarm: iso(entry.alarmMs), action: iso(entry.actionMs) })) })) }),
    findings: selectFindings(context).map((finding) => ({ ...finding, start: iso(finding.startMs), end: iso(finding.endMs) })),
  };
  return `${JSON.stringify(report, null, 2)}\n`;
}

/** The maintenance log entries of the analysis shown, sent at `doneAt`. */
export function selectLogEntries(context: MonitoringContext, doneAt: string): LogEntry[] {
  const analysis = context.analysis;
  if (analysis === undefined) return [];
  const zone = logZone(analysis.mapping);
  return maintenanceEntries(analysis.result.daily, selectFindings(context), (ms) => dayText(ms, zone), fileNames(analysis), doneAt, context.system);
}

/**
 * What keeps the mapping from being analysed, one line each: core's check of
 * the mapping (columns, units, zone), then the zone and rules as typed.
 */
export function selectMappingIssues(context: MonitoringContext): string[] {
  if (context.mapping === undefined) return [];
  const check = checkMapping(context.mapping);
  const issues = check.status === 'error' ? check.issues : [];
  return [...issues, ...(context.zoneIssue === undefined ? [] : [context.zoneIssue]), ...Object.values(context.ruleIssues)];
}

/** The alarm ledger as the page shows it: nothing yet, what keeps it from being counted, or its blocks and findings. */
export type LedgerView =
  | { readonly status: 'none' }
  | { readonly status: 'error'; readonly issues: readonly string[] }
  | { readonly status: 'success'; readonly blocks: readonly LedgerBlock[]; readonly findings: readonly Finding[] };

/**
 * The alarm ledger of the alarm log, its timestamps read as the controller
 * log's are (ISO 8601 until a log is mapped), its blocks in the log's zone.
 */
export function selectLedger(context: Pick<MonitoringContext, 'alarmLog' | 'operatingHoursText' | 'mapping'>): LedgerView {
  const { alarmLog } = context;
  if (alarmLog === undefined) return { status: 'none' };
  const time = context.mapping?.time ?? { kind: 'iso' as const };
  const read = readAlarmLog(alarmLog.rows, time);
  if (read.status === 'error') {
    return { status: 'error', issues: read.issues.map((issue) => `${alarmLog.name} line ${issue.line}${issue.column < 0 ? '' : `, column ${issue.column + 1}`}: ${issue.reason}${issue.text === '' ? '' : `, got "${issue.text}"`}`) };
  }
  const text = context.operatingHoursText.trim();
  if (text === '') return { status: 'error', issues: ['Give the operating hours of each 6-month block to count the alarm time against'] };
  const hours = DECIMAL_NUMBER_TEXT.test(text) ? Number(text) : Number.NaN;
  if (!Number.isFinite(hours)) return { status: 'error', issues: [`Operating hours per block must be a number of hours, got "${context.operatingHoursText}"`] };
  const ledger = alarmLedger(read.data, hours, time.kind === 'iso' ? undefined : time.zone);
  if (ledger.status === 'error') return { status: 'error', issues: ledger.issues };
  return { status: 'success', blocks: ledger.data, findings: ledgerFindings(ledger.data) };
}

/** Every finding of the page: the log's and the alarm ledger's. */
export function selectFindings(context: Pick<MonitoringContext, 'analysis' | 'alarmLog' | 'operatingHoursText' | 'mapping'>): readonly Finding[] {
  const ledger = selectLedger(context);
  return [...(context.analysis?.result.findings ?? []), ...(ledger.status === 'success' ? ledger.findings : [])];
}
