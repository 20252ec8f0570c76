/**
 * The maintenance log: what was done, when, by whom, with the readings; as a
 * JSON file (`tfca-maintenance-log`, version 1) checked with valibot, and the
 * merge of an imported log into the one on the device.
 */
import * as v from 'valibot';
import { CATALOGUE } from './catalogue.ts';
import { readConfig, valueText, type CollectorConfig } from './config.ts';
import { isCalendarDate } from './dates.ts';
import { COMPRESSED_AIR_READING, PRESSURE_DROP_READING } from './measures.ts';
import { pascalSchema } from './numbers.ts';

/** One task ticked off. */
export interface LogEntry {
  readonly taskId: string;
  /** The occurrence it ticks off, `YYYY-MM-DD` (with taskId, the merge key). */
  readonly date: string;
  /** When it was ticked off, an ISO 8601 timestamp. */
  readonly doneAt: string;
  readonly initials: string;
  readonly note: string;
  /** Tube-sheet ΔP read, Pa; `null` when not read. */
  readonly pressureDropPa: number | null;
  /** Compressed-air header pressure read, Pa gauge; `null` when not read. */
  readonly compressedAirPa: number | null;
}

/** A log with the configuration it was kept for. */
export interface MaintenanceLog {
  readonly config: CollectorConfig;
  readonly entries: readonly LogEntry[];
}

/** The `format` every log file carries, to tell it from any other JSON. */
export const LOG_FORMAT = 'tfca-maintenance-log';
/** The log file version this code writes and reads. */
export const LOG_VERSION = 1;

const TASK_IDS = new Set(CATALOGUE.map((entry) => entry.task.id));

const EntrySchema = v.object({
  taskId: v.pipe(v.string('taskId must be a text'), v.check((id) => TASK_IDS.has(id), 'taskId is not a task of the maintenance catalogue')),
  date: v.pipe(v.string('date must be a text'), v.check(isCalendarDate, 'date must be a calendar date YYYY-MM-DD')),
  doneAt: v.pipe(v.string('doneAt must be a text'), v.isoTimestamp('doneAt must be an ISO 8601 timestamp')),
  initials: v.pipe(v.string('initials must be a text'), v.maxLength(16, 'initials must be at most 16 characters')),
  note: v.string('note must be a text'),
  pressureDropPa: v.nullable(pascalSchema(PRESSURE_DROP_READING)),
  compressedAirPa: v.nullable(pascalSchema(COMPRESSED_AIR_READING)),
});

const LogFileSchema = v.object({
  format: v.literal(LOG_FORMAT),
  version: v.literal(LOG_VERSION, `this toolkit reads version ${LOG_VERSION} logs`),
  config: v.unknown(),
  entries: v.array(EntrySchema, 'entries must be a list'),
});

/**
 * Writes a log file.
 *
 * @returns Indented JSON `{ format: 'tfca-maintenance-log', version: 1, config, entries }`, ending in a newline.
 */
export function writeLogFile(log: MaintenanceLog): string {
  return `${JSON.stringify({ format: LOG_FORMAT, version: LOG_VERSION, config: log.config, entries: log.entries }, null, 2)}\n`;
}

/** Where a valibot issue is, e.g. `entries[3].date`. */
function pathOf(issue: v.BaseIssue<unknown>): string {
  return (issue.path ?? []).map((item) => (typeof item.key === 'number' ? `[${item.key}]` : `.${String(item.key)}`)).join('').replace(/^\./, '');
}

/**
 * Reads a log file.
 *
 * @param text The file's text.
 * @returns `success` with the log, or `error` with one line per problem,
 *   naming what is wrong: not JSON; not a maintenance log (another JSON
 *   file); a newer version; a field of the wrong kind with its path and
 *   value (`entries[3].date: date must be a calendar date YYYY-MM-DD, got "2027-02-30"`);
 *   a task and date logged twice. Never throws.
 */
export function readLogFile(text: string): { status: 'success'; data: MaintenanceLog } | { status: 'error'; issues: string[] } {
  let data: unknown;
  try {
    data = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    return { status: 'error', issues: [`The file is not JSON: ${(error as Error).message}`] };
  }
  if (typeof data !== 'object' || data === null || (data as { format?: unknown }).format !== LOG_FORMAT) {
    const format = typeof data === 'object' && data !== null ? (data as { format?: unknown }).format : undefined;
    return { status: 'error', issues: [`The file is not a maintenance log: its format is ${JSON.stringify(format) ?? 'missing'}, expected "${LOG_FORMAT}"`] };
  }
  const parsed = v.safeParse(LogFileSchema, data);
  if (!parsed.success) return { status: 'error', issues: parsed.issues.map((issue) => `${pathOf(issue) || 'The file'}: ${issue.message}, got ${valueText(issue.input)}`) };
  const config = readConfig(parsed.output.config);
  const issues = config.status === 'error' ? config.issues.map((issue) => `config.${issue}`) : [];
  const seen = new Map<string, number>();
  parsed.output.entries.forEach((entry, index) => {
    const key = `${entry.taskId} ${entry.date}`;
    const first = seen.get(key);
    if (first === undefined) seen.set(key, index);
    else issues.push(`entries[${index}]: ${entry.taskId} on ${entry.date} is logged twice (also entries[${first}])`);
  });
  if (config.status === 'error' || issues.length > 0) return { status: 'error', issues };
  return { status: 'success', data: { config: config.data, entries: parsed.output.entries } };
}

/** The merge key of an entry: one entry per task and occurrence date. */
const keyOf = (entry: LogEntry) => `${entry.taskId} ${entry.date}`;

/**
 * Merges an imported log into the existing one, by task and date.
 *
 * @param existing The entries on the device.
 * @param incoming The imported entries.
 * @returns `entries`: all of them, by date then task id; `added`: the
 *   incoming entries that were new; `kept`: how many incoming entries were
 *   already logged (for the same task and date), where the existing entry is
 *   kept unchanged, so an import never overwrites.
 */
export function mergeLogs(existing: readonly LogEntry[], incoming: readonly LogEntry[]): { entries: LogEntry[]; added: LogEntry[]; kept: number } {
  const known = new Set(existing.map(keyOf));
  const added: LogEntry[] = [];
  let kept = 0;
  for (const entry of incoming) {
    if (known.has(keyOf(entry))) kept += 1;
    else {
      known.add(keyOf(entry));
      added.push(entry);
    }
  }
  const entries = [...existing, ...added].sort((a, b) => a.date.localeCompare(b.date) || a.taskId.localeCompare(b.taskId));
  return { entries, added, kept };
}
