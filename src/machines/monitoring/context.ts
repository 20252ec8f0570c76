/**
 * The equipment monitoring part's context and the pure updates its
 * machine's actions call: the logs chosen and their header, the column
 * mapping as edited (the zone and the rules as typed, apart from the values
 * read from them), the analysis and its progress, the undo of a replaced
 * analysis, the alarm log with the operating hours, and the last send to the
 * maintenance log. The analyses themselves are core's, run by the page's worker.
 */
import { guessMapping, type ColumnRole, type LogMapping, type TimeFormat } from '../../core/monitoring/log-mapping.ts';
import type { MonitorResult } from '../../core/monitoring/monitor-result.ts';
import type { UnitSystem } from '../../core/report/figure.ts';
import type { FileLines } from './file-lines.ts';
import { defaultRuleTexts, readRules, type RuleTexts } from './rules.ts';
import { readZone } from './zone.ts';
import type { MonitorRules } from '../../core/monitoring/monitor-rules.ts';

/** The logs chosen, and what the first one's header row says. */
export interface LoadedLog {
  readonly files: readonly File[];
  readonly header: readonly string[];
  /** The first rows after the header, shown under the mapping. */
  readonly preview: ReadonlyArray<readonly string[]>;
}

/** An analysis, with the mapping and rules it was made with. */
export interface Analysis {
  readonly log: LoadedLog;
  readonly result: MonitorResult;
  readonly fileLines: readonly FileLines[];
  readonly mapping: LogMapping;
  readonly rules: MonitorRules;
}

/** How far the worker is. */
export interface Progress {
  readonly bytesRead: number;
  readonly bytesTotal: number;
  readonly rows: number;
}

/** An analysis replaced by another, kept until the notice is dismissed so it can be put back. */
export interface ReplacedAnalysis {
  readonly message: string;
  readonly analysis: Analysis;
  readonly zoneText: string;
  readonly ruleTexts: RuleTexts;
}

/** What the last send to the maintenance log did. */
export type SendNotice =
  | { readonly status: 'sent'; readonly added: number; readonly kept: number }
  | { readonly status: 'failed'; readonly message: string };

/** The bag leak detector's alarm log as read: its name and its CSV rows, the header first. */
export interface AlarmLog {
  readonly name: string;
  readonly rows: ReadonlyArray<readonly string[]>;
}

export interface MonitoringContext {
  system: UnitSystem;
  log: LoadedLog | undefined;
  /** The mapping as edited; its zone is the last one that read. */
  mapping: LogMapping | undefined;
  /** The time zone as typed (IANA, e.g. `America/Chicago`). */
  zoneText: string;
  zoneIssue: string | undefined;
  ruleTexts: RuleTexts;
  /** The rules read from the texts; the defaults where a text does not read. */
  rules: MonitorRules;
  ruleIssues: Readonly<Record<string, string>>;
  progress: Progress | undefined;
  analysis: Analysis | undefined;
  /** Why the last reading or analysis failed, one line. */
  failure: string | undefined;
  undo: ReplacedAnalysis | undefined;
  sent: SendNotice | undefined;
  alarmLog: AlarmLog | undefined;
  /** The collector's operating hours in each 6-month block, as typed. */
  operatingHoursText: string;
}

type Update = Partial<MonitoringContext>;

/** The zone a log's wall times are read in until the user names one: the device's. */
export const deviceZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

export function createInitialContext(input: { preferredSystem: UnitSystem; zone?: string }): MonitoringContext {
  const ruleTexts = defaultRuleTexts();
  return {
    system: input.preferredSystem,
    log: undefined,
    mapping: undefined,
    zoneText: input.zone ?? deviceZone(),
    zoneIssue: undefined,
    ruleTexts,
    rules: readRules(ruleTexts).rules,
    ruleIssues: {},
    progress: undefined,
    analysis: undefined,
    failure: undefined,
    undo: undefined,
    sent: undefined,
    alarmLog: undefined,
    operatingHoursText: '',
  };
}

/** The time format as chosen, in the zone typed when it reads (the last one that did otherwise). */
function timeFormat(kind: TimeFormat['kind'], zone: string): TimeFormat {
  return kind === 'iso' ? { kind } : { kind, zone };
}

/**
 * A new set of logs is about to be read: an analysis already made is kept
 * for the undo, with what it was made from.
 */
export function startReading(context: MonitoringContext, files: readonly File[]): Update {
  const names = files.map((file) => file.name).join(', ');
  const undo =
    context.analysis === undefined
      ? undefined
      : { message: `Read ${names} in place of ${context.analysis.log.files.map((file) => file.name).join(', ')}.`, analysis: context.analysis, zoneText: context.zoneText, ruleTexts: context.ruleTexts };
  return { undo, failure: undefined, progress: undefined, sent: undefined, log: { files, header: [], preview: [] } };
}

/** The header is read: the mapping is guessed from it, its wall times read in the zone typed. */
export function headerRead(context: MonitoringContext, header: readonly string[], preview: ReadonlyArray<readonly string[]>): Update {
  const guessed = guessMapping(header);
  const zone = readZone(context.zoneText);
  const mapping = { ...guessed, time: timeFormat(guessed.time.kind, zone.status === 'success' ? zone.zone : 'UTC') };
  return { log: { files: context.log?.files ?? [], header, preview }, mapping, analysis: undefined };
}

/** The unit a newly mapped flow or compressed-air column starts in, as core's guess does when the header names none. */
const FIRST_UNIT: Partial<Record<ColumnRole, { field: UnitField; unit: string }>> = { flow: { field: 'flowUnit', unit: 'm3/h' }, airPressure: { field: 'airPressureUnit', unit: 'bar' } };

export function setColumn(context: MonitoringContext, role: ColumnRole, column: number | undefined): Update {
  if (context.mapping === undefined) return {};
  const columns = { ...context.mapping.columns };
  if (column === undefined) delete columns[role];
  else columns[role] = column;
  const first = FIRST_UNIT[role];
  const unit = first !== undefined && context.mapping[first.field] === undefined ? { [first.field]: first.unit } : {};
  return { mapping: { ...context.mapping, ...unit, columns } };
}

/** The mapping's unit fields: ΔP's, and flow's and compressed air's when those columns are mapped. */
export type UnitField = 'dpUnit' | 'flowUnit' | 'airPressureUnit';

export function setUnit(context: MonitoringContext, field: UnitField, unit: string): Update {
  return context.mapping === undefined ? {} : { mapping: { ...context.mapping, [field]: unit } };
}

export function setTimeKind(context: MonitoringContext, kind: TimeFormat['kind']): Update {
  if (context.mapping === undefined) return {};
  const zone = 'zone' in context.mapping.time ? context.mapping.time.zone : readZoneOr(context.zoneText, 'UTC');
  return { mapping: { ...context.mapping, time: timeFormat(kind, zone) } };
}

const readZoneOr = (text: string, fallback: string) => {
  const zone = readZone(text);
  return zone.status === 'success' ? zone.zone : fallback;
};

/** The zone as typed: the mapping takes it once it names a zone; until then it says why not. */
export function setZoneText(context: MonitoringContext, text: string): Update {
  const zone = readZone(text);
  if (zone.status === 'error') return { zoneText: text, zoneIssue: zone.message };
  const mapping = context.mapping === undefined || context.mapping.time.kind === 'iso' ? context.mapping : { ...context.mapping, time: timeFormat(context.mapping.time.kind, zone.zone) };
  return { zoneText: text, zoneIssue: undefined, mapping };
}

export function setRuleText(context: MonitoringContext, rule: string, text: string): Update {
  const ruleTexts = { ...context.ruleTexts, [rule]: text };
  const read = readRules(ruleTexts);
  return { ruleTexts, rules: read.rules, ruleIssues: read.issues };
}

/** The analysis is done: it replaces the one shown. */
export function analysisDone(context: MonitoringContext, result: MonitorResult, fileLines: readonly FileLines[]): Update {
  if (context.log === undefined || context.mapping === undefined) return {};
  return { analysis: { log: context.log, result, fileLines, mapping: context.mapping, rules: context.rules }, progress: undefined, failure: undefined };
}

/** Puts the replaced analysis back, with the log, mapping, zone and rules it was made with. */
export function undoReplace(context: MonitoringContext): Update {
  const undo = context.undo;
  if (undo === undefined) return {};
  const read = readRules(undo.ruleTexts);
  return {
    log: undo.analysis.log,
    mapping: undo.analysis.mapping,
    analysis: undo.analysis,
    zoneText: undo.zoneText,
    zoneIssue: undefined,
    ruleTexts: undo.ruleTexts,
    rules: read.rules,
    ruleIssues: read.issues,
    undo: undefined,
    failure: undefined,
    progress: undefined,
  };
}
