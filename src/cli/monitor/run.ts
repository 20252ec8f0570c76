/**
 * One `duct-calc monitor` run, once commander has parsed it: the rules and
 * the alarm log are checked, the log is streamed through the monitor, the
 * ledger is counted, and the report is printed as text or JSON. Nothing is
 * printed before all input is known good. Loaded by the action with a
 * dynamic import.
 */
import { open } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import Papa from 'papaparse';
import { alarmLedger, ledgerFindings, type LedgerBlock } from '../../core/monitoring/alarm-ledger.ts';
import { readAlarmLog } from '../../core/monitoring/alarm-log.ts';
import { dpRangeIssue } from '../../core/monitoring/dp-range.ts';
import { atOrAbove, type Finding, type Severity } from '../../core/monitoring/finding.ts';
import type { TimeFormat } from '../../core/monitoring/log-mapping.ts';
import { isTimeZone } from '../../core/monitoring/zone.ts';
import { describeReadError, readBoundedText } from '../shared/bounded-text.ts';
import { jsonLine } from '../shared/json-line.ts';
import { mappingFromOptions, type MappingOptions } from './mapping-options.ts';
import { analyseCsv, analyseXlsx, type AnalysedLog } from './read-log.ts';
import { rulesFromOptions } from './rule-options.ts';
import { formatMonitorReport } from './text.ts';

/** The options as commander parses them. */
export interface MonitorCommandOptions extends MappingOptions {
  readonly [key: string]: unknown;
  readonly alarms?: string;
  readonly operatingHours?: string;
  readonly severity: Severity;
  readonly json?: boolean;
}

/** What a run prints, whether a finding reaches the severity (exit 1), or one line (exit 2). */
export type MonitorOutcome = { status: 'success'; output: string; alerting: boolean } | { status: 'error'; message: string };

/** The largest alarm log read, bytes: some 200 000 alarms. */
const MAX_ALARM_LOG_BYTES = 16 * 1024 * 1024;

/** The alarm ledger from `--alarms` and `--operating-hours`, or one line. */
async function ledgerFromOptions(options: MonitorCommandOptions, time: TimeFormat): Promise<{ status: 'success'; data: LedgerBlock[] | undefined } | { status: 'error'; message: string }> {
  if (options.alarms === undefined) {
    return options.operatingHours === undefined ? { status: 'success', data: undefined } : { status: 'error', message: "error: option '--operating-hours <h>' needs --alarms <file>" };
  }
  if (options.operatingHours === undefined) return { status: 'error', message: "error: option '--alarms <file>' needs --operating-hours <h>, the operating hours of each 6-month block" };
  const hours = /^\d+(\.\d*)?$/.test(options.operatingHours.trim()) ? Number(options.operatingHours) : Number.NaN;
  let handle;
  try {
    handle = await open(options.alarms, 'r');
  } catch (error) {
    return { status: 'error', message: `error: option '--alarms <file>' argument '${options.alarms}' is invalid. Cannot read the file: ${describeReadError(error)}` };
  }
  const text = await readBoundedText({ stream: handle.createReadStream({ encoding: 'utf8' }), name: options.alarms }, 'an alarm log', MAX_ALARM_LOG_BYTES);
  await handle.close().catch(() => undefined);
  if (text.status === 'error') return { status: 'error', message: `error: option '--alarms <file>' argument '${options.alarms}' is invalid. ${text.message}` };
  const parsed = Papa.parse<string[]>(text.text.replace(/^\uFEFF/, ''), { skipEmptyLines: false });
  const read = readAlarmLog(parsed.data, time);
  if (read.status === 'error') {
    const first = read.issues[0]!;
    const more = read.issues.length > 1 ? ` (and ${read.issues.length - 1} more)` : '';
    const at = first.column >= 0 ? `, column ${first.column + 1}` : '';
    return { status: 'error', message: `error: ${options.alarms}, line ${first.line}${at}: ${first.reason}${first.text === '' ? '' : `: "${first.text}"`}${more}` };
  }
  const zone = time.kind === 'iso' ? undefined : time.zone;
  const ledger = alarmLedger(read.data, hours, zone);
  if (ledger.status === 'error') return { status: 'error', message: `error: option '--operating-hours <h>' argument '${options.operatingHours}' is invalid. ${ledger.issues.join('; ')}` };
  return ledger;
}

/** A finding for JSON: its times also as ISO text. */
function findingJson(finding: Finding): object {
  return { start: new Date(finding.startMs).toISOString(), ...(finding.endMs === undefined ? {} : { end: new Date(finding.endMs).toISOString() }), ...finding };
}

function jsonReport(name: string, log: AnalysedLog, ledger: readonly LedgerBlock[] | undefined, findings: readonly Finding[], warnings: readonly string[], severity: Severity, alerting: boolean): string {
  const { result, mapping, header } = log;
  return jsonLine({
    log: name,
    header,
    mapping,
    severity,
    alerting,
    warnings,
    counts: result.counts,
    badRows: result.badRows,
    badRowsOmitted: result.badRowsOmitted,
    outOfOrder: result.outOfOrder,
    duplicates: result.duplicates,
    findings: findings.map(findingJson),
    findingsOmitted: result.findingsOmitted,
    cycles: result.cycles,
    daily: result.daily,
    completeness: result.completeness,
    ...(result.valves ? { valves: result.valves } : {}),
    ...(result.pulses === undefined ? {} : { pulses: result.pulses }),
    ...(ledger ? { ledger } : {}),
  });
}

/**
 * Runs an analysis.
 *
 * @param logName The log (`.csv`, `.xlsx`, or `-` for a CSV on stdin).
 * @param options The options as typed.
 * @param stdin The standard input.
 * @returns The report (text, or one JSON line: `{log, header, mapping, severity, alerting, warnings, counts: {read,
 *   analysed, bad}, badRows, badRowsOmitted, outOfOrder, duplicates, findings: [{start, end?, startMs,
 *   endMs?, rule, severity, message, values, source}], findingsOmitted, cycles, daily, completeness,
 *   valves?, pulses?, ledger?}`) and whether a finding is at or above `--severity`; or one error line.
 */
export async function runMonitor(logName: string, options: MonitorCommandOptions, stdin: Readable): Promise<MonitorOutcome> {
  if (options.time !== 'iso' && options.zone !== undefined && !isTimeZone(options.zone)) {
    return { status: 'error', message: `error: option '--zone <zone>' argument '${options.zone}' is invalid. Give an IANA zone such as Europe/Berlin or America/Chicago` };
  }
  const rules = rulesFromOptions(options);
  if (rules.status === 'error') return { status: 'error', message: `error: ${rules.message}` };
  const time: TimeFormat = options.time === 'iso' ? { kind: 'iso' } : { kind: options.time, zone: options.zone ?? 'UTC' };
  const ledger = await ledgerFromOptions(options, time);
  if (ledger.status === 'error') return ledger;
  const mappingFrom = (header: readonly string[]) => mappingFromOptions(header, options);
  const analysed = /\.xlsx$/i.test(logName) ? await analyseXlsx(logName, mappingFrom, rules.data) : await analyseCsv(logName, stdin, mappingFrom, rules.data);
  if (analysed.status === 'error') return { status: 'error', message: `error: ${analysed.message}` };
  const log = analysed.data;
  const { counts, badRows } = log.result;
  if (counts.analysed === 0) {
    const first = badRows[0];
    const where = first ? `line ${first.line}, column ${first.column + 1} (${log.header[first.column] ?? '?'}): ${first.reason}: "${first.text}"` : 'it has a header but no rows';
    return { status: 'error', message: `error: no row of ${logName === '-' ? 'standard input' : logName} can be analysed; ${where}` };
  }
  const range = dpRangeIssue(log.result, log.mapping.dpUnit, rules.data.stoppedDpPa);
  if (range?.level === 'error') return { status: 'error', message: `error: ${logName === '-' ? 'standard input' : logName}: ${range.message}` };
  const findings = [...log.result.findings, ...ledgerFindings(ledger.data ?? [])].sort((a, b) => a.startMs - b.startMs);
  const warnings = range ? [range.message] : [];
  const alerting = findings.some((finding) => atOrAbove(finding.severity, options.severity));
  const output = options.json
    ? jsonReport(logName, log, ledger.data, findings, warnings, options.severity, alerting)
    : formatMonitorReport(logName === '-' ? 'standard input' : logName, log, ledger.data, findings, warnings);
  return { status: 'success', output, alerting };
}
