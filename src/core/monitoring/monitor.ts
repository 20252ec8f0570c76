/**
 * The streaming analysis of a controller log: rows in, in chunks of any size,
 * and one result out. Every row goes through the same per-row step, so the
 * same rows in any chunking give the same result.
 *
 * A row is analysed, or counted as bad with its line, column and reason
 * (unreadable timestamp or value, a missing cell, a timestamp earlier than or
 * equal to the row before's): rows read = analysed + bad, always. A line
 * whose cells are all blank is no row and is not counted.
 */
import { isBlankCell, readFlagCell, readNumberCell } from './cells.ts';
import { checkMapping } from './check-mapping.ts';
import { ConditionRuns } from './condition-runs.ts';
import { CompletenessFold } from './completeness.ts';
import { CycleFold } from './cycles.ts';
import { DailyFold } from './daily.ts';
import { dragFindings } from './drag.ts';
import { driftFindings } from './drift.ts';
import { quantityText } from './figure-text.ts';
import type { Finding, RuleId } from './finding.ts';
import { GrowableFloat64 } from './growable.ts';
import type { ColumnRole, LogMapping } from './log-mapping.ts';
import type { BadRow, MonitorResult } from './monitor-result.ts';
import type { MonitorRules } from './monitor-rules.ts';
import { airPressureLowRule, LEAK_ALARM_RULE, LEAK_SIGNAL_RULE } from './run-rules.ts';
import { StepDropFold } from './step-drop.ts';
import { parseTimestamp } from './timestamp.ts';
import { ValveFold } from './valves.ts';

/** A log analysis in progress. */
export interface Monitor {
  /**
   * Feeds rows (the header excluded).
   *
   * @param rows The cells of each row, as text.
   * @param firstLine The 1-based line number of the first row in the file, for bad-row reports
   *   (each row is taken as one line: a quoted cell spanning lines shifts the numbers after it).
   */
  push(rows: readonly (readonly string[])[], firstLine: number): void;
  /** Ends the log and returns the analysis. Call once. */
  finish(): MonitorResult;
}

/** How much a monitor keeps. */
export interface MonitorOptions {
  /** Keep the ΔP series for drawing (default true); the CLI leaves it off so memory stays flat. */
  readonly keepSeries?: boolean;
}

/** Bad rows listed; the rest are counted. */
export const BAD_ROWS_LISTED = 100;
/** Findings kept per rule; the rest are counted in `findingsOmitted`. */
export const FINDINGS_PER_RULE = 500;

const TIME_EXAMPLES = {
  iso: 'an ISO 8601 time like 2025-03-14T08:00:00Z',
  local: 'a local time like 2025-03-14 08:00:00 or 14.03.2025 08:00:00',
  serial: 'spreadsheet serial days like 45730.3333',
} as const;

/**
 * Starts the analysis of a log.
 *
 * @param mapping The columns, units and time format (see log-mapping.ts).
 * @param rules The thresholds, SI (see monitor-rules.ts for defaults and sources).
 * @param options What to keep.
 * @returns A monitor to push rows into.
 * @throws RangeError when the mapping does not pass `checkMapping` (check it first to show its issues).
 */
export function createMonitor(mapping: LogMapping, rules: MonitorRules, options: MonitorOptions = {}): Monitor {
  const checked = checkMapping(mapping);
  if (checked.status === 'error') throw new RangeError(checked.issues.join('; '));
  const { dpPaPer, flowM3sPer, airPaPer } = checked.data;
  const { columns, time } = mapping;
  const zone = time.kind === 'iso' ? undefined : time.zone;
  const column = (role: ColumnRole): number => columns[role] ?? -1;
  const [timeColumn, dpColumn, flowColumn, airColumn, valveColumn, pulseColumn, leakColumn, alarmColumn] = (
    ['timestamp', 'dp', 'flow', 'airPressure', 'valve', 'pulse', 'leakSignal', 'alarm'] as const
  ).map(column) as [number, number, number, number, number, number, number, number];
  const keepSeries = options.keepSeries ?? true;

  const badRows: BadRow[] = [];
  let read = 0;
  let bad = 0;
  let outOfOrder = 0;
  let duplicates = 0;
  let firstOrderLine = 0;
  let firstOrderMs = 0;
  let pulses = 0;
  let previousMs = Number.NEGATIVE_INFINITY;
  const timesMs = new GrowableFloat64();
  const dpPa = new GrowableFloat64();

  const daily = new DailyFold(zone, rules.stoppedDpPa);
  const cycles = new CycleFold(rules.cycleMinSwingPa, (ms, pa) => daily.addTrough(ms, pa));
  const completeness = new CompletenessFold(rules.minReadingsPerHour, rules.gapS, () => cycles.restart());
  const steps = new StepDropFold(rules.stepWindowS, rules.stepDropFraction, rules.stoppedDpPa);
  const valves = valveColumn >= 0 ? new ValveFold(rules.valveResponseWindowS) : undefined;
  const alarms = alarmColumn < 0 ? undefined : new ConditionRuns(LEAK_ALARM_RULE);
  const leakSignal = leakColumn < 0 || rules.leakSignalLimit === undefined ? undefined : new ConditionRuns(LEAK_SIGNAL_RULE);
  const airLow = airColumn < 0 ? undefined : new ConditionRuns(airPressureLowRule(rules.airPressureMinPa));

  const reject = (line: number, col: number, text: string, reason: string): void => {
    bad += 1;
    if (badRows.length < BAD_ROWS_LISTED) badRows.push({ line, column: col, text, reason });
  };

  /** An optional number cell: NaN when blank or not mapped, undefined when unreadable. */
  const optionalNumber = (row: readonly string[], col: number): number | undefined => {
    if (col < 0) return Number.NaN;
    const text = row[col] ?? '';
    if (isBlankCell(text)) return Number.NaN;
    const value = readNumberCell(text);
    return Number.isNaN(value) ? undefined : value;
  };

  const step = (row: readonly string[], line: number): void => {
    const timeText = row[timeColumn];
    // A blank line is no row; looked for only when the timestamp is missing, to keep the hot path short.
    if ((timeText === undefined || isBlankCell(timeText)) && isBlankRow(row)) return;
    read += 1;
    if (timeText === undefined) return reject(line, timeColumn, '', `no column ${timeColumn + 1} (timestamp): the row has ${row.length} cells`);
    const ms = parseTimestamp(timeText, time);
    if (ms === undefined) return reject(line, timeColumn, timeText, `unreadable timestamp (expected ${TIME_EXAMPLES[time.kind]})`);
    const dpText = row[dpColumn];
    if (dpText === undefined) return reject(line, dpColumn, '', `no column ${dpColumn + 1} (ΔP): the row has ${row.length} cells`);
    const dpValue = readNumberCell(dpText);
    if (Number.isNaN(dpValue)) return reject(line, dpColumn, dpText, 'unreadable ΔP (expected a number)');
    const flow = optionalNumber(row, flowColumn);
    if (flow === undefined) return reject(line, flowColumn, row[flowColumn]!, 'unreadable flow (expected a number or blank)');
    const air = optionalNumber(row, airColumn);
    if (air === undefined) return reject(line, airColumn, row[airColumn]!, 'unreadable compressed-air pressure (expected a number or blank)');
    const leak = optionalNumber(row, leakColumn);
    if (leak === undefined) return reject(line, leakColumn, row[leakColumn]!, 'unreadable leak-detector signal (expected a number or blank)');
    const alarm = alarmColumn < 0 ? undefined : readFlagCell(row[alarmColumn] ?? '');
    if (alarmColumn >= 0 && alarm === undefined) return reject(line, alarmColumn, row[alarmColumn]!, 'unreadable alarm (expected 1/0, on/off, yes/no, alarm/ok)');
    const pulse = pulseColumn < 0 ? false : readFlagCell(row[pulseColumn] ?? '');
    if (pulse === undefined) return reject(line, pulseColumn, row[pulseColumn]!, 'unreadable pulse flag (expected 1/0, on/off, yes/no)');
    if (ms <= previousMs) {
      if (ms === previousMs) duplicates += 1;
      else outOfOrder += 1;
      if (firstOrderLine === 0) {
        firstOrderLine = line;
        firstOrderMs = ms;
      }
      const reason = ms === previousMs ? 'same timestamp as the row before' : 'timestamp earlier than the row before';
      return reject(line, timeColumn, timeText, `${reason}: not analysed`);
    }
    previousMs = ms;
    // Analysed here, in the same function as the reading: the hot path of millions of rows.
    const dp = dpValue * dpPaPer;
    completeness.add(ms);
    if (dp <= rules.stoppedDpPa) cycles.restart();
    else cycles.add(ms, dp);
    daily.add(ms, dp, flow * flowM3sPer, air * airPaPer);
    steps.add(ms, dp);
    valves?.add(ms, dp, valveText(row[valveColumn]));
    if (pulse) pulses += 1;
    alarms?.add(ms, alarm, 1);
    leakSignal?.add(ms, Number.isNaN(leak) ? undefined : leak >= rules.leakSignalLimit!, leak);
    airLow?.add(ms, Number.isNaN(air) ? undefined : air * airPaPer < rules.airPressureMinPa, air * airPaPer);
    if (keepSeries) {
      timesMs.push(ms);
      dpPa.push(dp);
    }
  };

  return {
    push(rows, firstLine) {
      for (let i = 0; i < rows.length; i += 1) step(rows[i]!, firstLine + i);
    },
    finish() {
      const days = daily.records();
      const { completeness: summary, findings: completenessFindings } = completeness.finish();
      const valveResult = valves?.finish(rules.deadValveFraction);
      const orderFindings: Finding[] =
        outOfOrder + duplicates === 0
          ? []
          : [
              {
                startMs: firstOrderMs,
                rule: 'out-of-order',
                severity: 'info',
                message: `${orderText(outOfOrder, duplicates)} not analysed (the first at line ${firstOrderLine})`,
                values: { outOfOrder, duplicates, firstLine: firstOrderLine },
                source: 'A log must run forward in time for the analyses; rows that do not are counted as bad and listed',
              },
            ];
      const all = [
        ...completenessFindings,
        ...steps.findings(),
        ...(valveResult?.findings ?? []),
        ...driftFindings(days, rules.driftWindowDays, rules.driftLimitPaPerDay),
        ...dragFindings(days, rules.dragRiseFraction),
        ...(alarms?.findings() ?? []),
        ...(leakSignal?.findings() ?? []),
        ...(airLow?.findings() ?? []),
        ...orderFindings,
      ];
      const { findings, omitted } = capPerRule(all);
      return {
        counts: { read, analysed: read - bad, bad },
        badRows,
        badRowsOmitted: bad - badRows.length,
        outOfOrder,
        duplicates,
        findings,
        findingsOmitted: omitted,
        cycles: cycles.summary(),
        daily: days.map((day) => day.summary),
        completeness: summary,
        ...(valveResult ? { valves: valveResult.valves } : {}),
        ...(pulseColumn >= 0 ? { pulses } : {}),
        series: { timesMs: timesMs.copy(), dpPa: dpPa.copy() },
      };
    },
  };
}

/** `3 rows out of order and 1 repeated timestamp were`, naming only what happened. */
function orderText(outOfOrder: number, duplicates: number): string {
  const parts = [
    ...(outOfOrder > 0 ? [`${quantityText(outOfOrder, '')} ${outOfOrder === 1 ? 'row' : 'rows'} out of order`] : []),
    ...(duplicates > 0 ? [`${quantityText(duplicates, '')} repeated ${duplicates === 1 ? 'timestamp' : 'timestamps'}`] : []),
  ];
  return `${parts.join(' and ')} ${outOfOrder + duplicates === 1 ? 'was' : 'were'}`;
}

/** Whether every cell of a row is blank (a blank line). */
function isBlankRow(row: readonly string[]): boolean {
  for (const cell of row) if (!isBlankCell(cell)) return false;
  return true;
}

/** A valve cell: '' for none (blank, 0, -). */
function valveText(text: string | undefined): string {
  if (text === undefined || text === '') return '';
  const trimmed = text.trim();
  return trimmed === '0' || trimmed === '-' ? '' : trimmed;
}

/** The findings in time order (then by rule), at most FINDINGS_PER_RULE per rule. */
function capPerRule(findings: readonly Finding[]): { findings: Finding[]; omitted: number } {
  const kept = new Map<RuleId, number>();
  const sorted = [...findings].sort((a, b) => a.startMs - b.startMs || a.rule.localeCompare(b.rule));
  const result = sorted.filter((finding) => {
    const count = kept.get(finding.rule) ?? 0;
    kept.set(finding.rule, count + 1);
    return count < FINDINGS_PER_RULE;
  });
  return { findings: result, omitted: findings.length - result.length };
}
