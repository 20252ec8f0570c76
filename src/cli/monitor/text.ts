/**
 * The text report of `duct-calc monitor`: counts, mapping, cycles, days,
 * completeness, valves, the alarm ledger, the findings with their sources,
 * the bad rows. Times in the log's zone (UTC for ISO timestamps).
 */
import type { LedgerBlock } from '../../core/monitoring/alarm-ledger.ts';
import { quantityText } from '../../core/monitoring/figure-text.ts';
import type { Finding } from '../../core/monitoring/finding.ts';
import { ZonedClock } from '../../core/monitoring/zone.ts';
import type { AnalysedLog } from './read-log.ts';

/** `2025-03-03 08:00` in the clock's zone. */
function timeText(clock: ZonedClock, ms: number): string {
  return new Date(clock.wall(ms)).toISOString().slice(0, 16).replace('T', ' ');
}

function findingLines(finding: Finding, clock: ZonedClock): string[] {
  const when = finding.endMs === undefined ? timeText(clock, finding.startMs) : `${timeText(clock, finding.startMs)} to ${timeText(clock, finding.endMs)}`;
  return [`  ${finding.severity.toUpperCase().padEnd(7)} ${when}  [${finding.rule}] ${finding.message}`, `          Source: ${finding.source}`];
}

function ledgerLines(blocks: readonly LedgerBlock[]): string[] {
  if (blocks.length === 0) return ['Alarm ledger: no alarms in the alarm log'];
  return [
    'Alarm ledger (6-month blocks; 0 h when no action was needed, at least 1 h, else the delay; over 5 % of operating hours calls for a quality improvement plan):',
    ...blocks.map(
      (block) =>
        `  ${block.block}: ${quantityText(block.alarms, '')} alarms, ${quantityText(block.countedHours, 'h', 1)} of ${quantityText(block.operatingHours, 'h')} = ${quantityText(block.fraction * 100, '%', 2)}${block.overLimit ? ', OVER 5 %' : ''}${block.neverActedOn > 0 ? `; ${block.neverActedOn} never acted on, counted to the block end` : ''}`,
    ),
  ];
}

/**
 * The report.
 *
 * @param name The log as named.
 * @param log Its header, the mapping used and the analysis.
 * @param ledger The alarm ledger, when an alarm log was given.
 * @param findings Every finding (the log's and the ledger's), in time order.
 * @param warnings Lines about the input as a whole (a ΔP range that suggests a wrong unit).
 * @returns The report, ending in a line break.
 */
export function formatMonitorReport(name: string, log: AnalysedLog, ledger: readonly LedgerBlock[] | undefined, findings: readonly Finding[], warnings: readonly string[]): string {
  const { header, mapping, result } = log;
  const zone = mapping.time.kind === 'iso' ? undefined : mapping.time.zone;
  const clock = new ZonedClock(zone);
  const { counts, cycles, completeness } = result;
  const span = completeness.firstMs === undefined ? '' : `; ${timeText(clock, completeness.firstMs)} to ${timeText(clock, completeness.lastMs!)} ${zone ?? 'UTC'}`;
  const mapped = Object.entries(mapping.columns)
    .map(([role, index]) => `${header[index] ?? `column ${index + 1}`} → ${role.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`)
    .join(', ');
  const lines = [
    `${name}: ${quantityText(counts.read, '')} rows read, ${quantityText(counts.analysed, '')} analysed, ${quantityText(counts.bad, '')} bad${span}`,
    ...warnings.map((warning) => `Warning: ${warning}`),
    `Mapping: ${mapped}; ΔP in ${mapping.dpUnit}${mapping.flowUnit ? `, flow in ${mapping.flowUnit}` : ''}${mapping.airPressureUnit ? `, compressed air in ${mapping.airPressureUnit}` : ''}; timestamps ${mapping.time.kind}`,
    cycles.count === 0
      ? 'Cleaning cycles: none found'
      : `Cleaning cycles: ${quantityText(cycles.count, '')}${cycles.medianIntervalS === undefined ? '' : `, every ${quantityText(cycles.medianIntervalS / 60, 'min', 1)}`}${cycles.medianSwingPa === undefined ? '' : `, ΔP swing ${quantityText(cycles.medianSwingPa, 'Pa')}`} (medians)`,
    `Completeness: ${quantityText(completeness.hours, '')} hours judged, ${quantityText(completeness.hoursBelowMin, '')} with fewer than ${quantityText(completeness.minReadingsPerHour, '')} readings`,
    'Daily ΔP (residual after cleaning, peak, mean):',
    ...result.daily.map(
      (day) =>
        `  ${day.day}  ${quantityText(day.residualDpPa, 'Pa')}  ${quantityText(day.peakDpPa, 'Pa')}  ${quantityText(day.meanDpPa, 'Pa')}  ${quantityText(day.samples, '')} readings${day.dragPaPerM3s === undefined ? '' : `  drag ${quantityText(day.dragPaPerM3s, 'Pa/(m³/s)', 1)}`}`,
    ),
    ...(result.valves
      ? [`Valves (mean ΔP drop a firing): ${result.valves.map((valve) => `${valve.valve} ${quantityText(valve.meanResponsePa, 'Pa', 1)}${valve.dead ? ' DEAD' : ''}`).join(', ')}`]
      : []),
    ...(ledger ? ledgerLines(ledger) : []),
    findings.length === 0 ? 'Findings: none' : `Findings (${findings.length}${result.findingsOmitted > 0 ? `, and ${result.findingsOmitted} more not listed` : ''}):`,
    ...findings.flatMap((finding) => findingLines(finding, clock)),
    ...(counts.bad === 0
      ? []
      : [
          `Bad rows (${quantityText(counts.bad, '')}, not analysed${result.badRowsOmitted > 0 ? `; the first ${result.badRows.length} listed` : ''}):`,
          ...result.badRows.map((row) => `  line ${row.line}${row.column >= 0 ? `, column ${row.column + 1} (${header[row.column] ?? '?'})` : ''}: ${row.reason}: "${row.text}"`),
        ]),
  ];
  return `${lines.join('\n')}\n`;
}
