/**
 * One `duct-calc system` run: reads the sheet, designs the system and
 * prints the ACGIH calculation sheet or JSON. Loaded by the action on demand.
 */
import { CONDITION_MEASURES, MOISTURE_SPEC, readConditions, type ConditionIssue, type ConditionTexts } from '../../core/exhaust-system/conditions.ts';
import type { SystemIssue } from '../../core/exhaust-system/design.ts';
import { designSystem } from '../../core/exhaust-system/design-system.ts';
import { DUST_HAZARD_MEASURES, dustHazardLinkPath, dustHazardWarnings, readDustHazard } from '../../core/exhaust-system/dust-hazard.ts';
import { issueLines } from '../../core/exhaust-system/issue-list.ts';
import { readSystem } from '../../core/exhaust-system/read-sheet.ts';
import { sheetFromCsv } from '../../core/exhaust-system/sheet-file.ts';
import { openSheet } from '../check/sheet-source.ts';
import { readBoundedText } from '../shared/bounded-text.ts';
import { jsonLine } from '../shared/json-line.ts';
import { measureIssueText } from '../shared/measure-options.ts';
import { escapeUnsafeChars } from '../shared/unsafe-chars.ts';
import type { CliIo } from '../shared/io.ts';
import type { SystemCommandOptions } from './command.ts';
import { systemJson } from './json.ts';
import { formatSystemSheet } from './sheet-report.ts';

/**
 * The largest sheet read, in bytes (16 MB): room for `MAX_SEGMENTS` rows of
 * 160 bytes each, far more than a plant's sheet holds; a source past it is
 * not a sheet (a wrong file, `/dev/zero`).
 */
export const MAX_SHEET_BYTES = 16_000_000;

/** What a run prints, or the lines for stderr (exit 2). */
export type SystemOutcome = { status: 'success'; output: string; balanced: boolean } | { status: 'error'; messages: string[] };

/** A condition's problem in commander's words: `option '--temperature <temperature>' argument '5000F' is invalid. …`. */
function conditionIssueText({ key, text, message }: ConditionIssue): string {
  if (key === MOISTURE_SPEC.key) return `option '--moisture <percent>' argument '${text}' is invalid. ${message}`;
  return measureIssueText(CONDITION_MEASURES, { field: key, text, message });
}

/**
 * Runs a design.
 *
 * @param sheet A CSV path, or `-` for stdin.
 * @param options The options as typed.
 * @param io Streams (stdin for `-`).
 * @returns The report (text or one JSON line, the sheet's control and
 *   bidirectional characters escaped; with --dust or --kst, the
 *   combustible-dust warning among the warnings and the explosion protection
 *   page's link last, `explosionProtection` in JSON) and whether every junction holds; or
 *   one message per problem with the file or the sheet, each once, at most
 *   `MAX_LISTED_ISSUES` and a line counting the rest.
 */
export async function runSystem(sheet: string, options: SystemCommandOptions, io: CliIo): Promise<SystemOutcome> {
  const units = options.imperial ? 'imperial' : 'metric';
  const conditions: ConditionTexts = { temperature: options.temperature, altitude: options.altitude, barometricPressure: options.barometricPressure, moisture: options.moisture };
  // The options are checked before the sheet is read, in commander's words as every subcommand's.
  const read = readConditions(conditions, units);
  if (read.status === 'error') return { status: 'error', messages: read.issues.map(conditionIssueText) };
  const hazard = readDustHazard({ dust: options.dust, kst: options.kst, loading: options.loading }, units);
  if (hazard.status === 'error') {
    return { status: 'error', messages: hazard.issues.map((issue) => issue.field === 'dust' ? `option '--dust <id>' argument '${issue.text}' is invalid. ${issue.message}` : measureIssueText(DUST_HAZARD_MEASURES, issue)) };
  }
  const source = await openSheet(sheet, io);
  if (source.status === 'error') return { status: 'error', messages: [source.message] };
  const text = await readBoundedText(source.data, 'a system sheet', MAX_SHEET_BYTES);
  if (text.status === 'error') return { status: 'error', messages: [text.message] };
  const refuse = (issues: readonly SystemIssue[]): SystemOutcome => ({ status: 'error', messages: issueLines(issues).map((line) => `${source.data.name}: ${line}`) });
  const parsed = sheetFromCsv(text.text, units);
  if (parsed.status === 'error') return refuse(parsed.issues);
  const input = readSystem({ ...parsed.data, friction: options.friction, outletPressure: options.outletPressure ?? '', conditions }, { rows: parsed.rows });
  if (input.status === 'error') return refuse(input.issues);
  const designed = designSystem(input.data, { applyRedesign: options.applyRedesign === true });
  if (designed.status === 'error') return refuse(designed.issues);
  // The dust's warnings join the system's, in the same list.
  const design = { ...designed.data, warnings: [...designed.data.warnings, ...dustHazardWarnings(hazard.data, units)] };
  const explosionPath = dustHazardLinkPath(hazard.data, units);
  // Written whole or not at all: jsonLine refuses a figure out of range (exit 2), for the sheet as for the JSON.
  const json = jsonLine({ ...systemJson(design, units), ...(explosionPath !== undefined && { explosionProtection: explosionPath }) });
  // Segment ids come from the file: their control and bidi characters are escaped, line by line, as in every report.
  const explosion = explosionPath === undefined ? '' : `explosion protection: ${explosionPath}\n`;
  const output = options.json
    ? `${escapeUnsafeChars(json.trimEnd())}\n`
    : formatSystemSheet(design, input.data, units).split('\n').map(escapeUnsafeChars).join('\n') + explosion;
  return { status: 'success', output, balanced: design.balanced };
}
