/**
 * One `duct-calc fan` run, once commander has parsed it: the options (texts
 * as typed) and the curve file go to the core's readFanSelection, the same
 * reader as the Fan Selection page's, and the report is printed as a table,
 * JSON or the page's link. Loaded by the command's action with a dynamic import.
 */
import { open } from 'node:fs/promises';
import { parseCurveCsv } from '../../core/fan/curve-csv.ts';
import { FAN_FIELDS, FAN_MEASURES, FAN_PLAIN_NUMBERS, type CurveRow, type FanTexts } from '../../core/fan/fields.ts';
import { fanLinkPath } from '../../core/fan/link.ts';
import { FAN_CURVE_FIELD } from '../../core/fan/curve-rows.ts';
import { readFanSelection } from '../../core/fan/read.ts';
import { fanReport, type FanReport } from '../../core/fan/report.ts';
import type { UnitSystem } from '../../core/report/figure.ts';
import { optionName, type MeasureIssue } from '../../core/report/measure.ts';
import { RESULT_FIELD } from '../../core/report/figure-check.ts';
import { figuresJson, formatFigureTable } from '../shared/figure-report.ts';
import { jsonLine } from '../shared/json-line.ts';
import { measureFlags } from '../shared/measure-options.ts';
import { unitSystemOf, type ToolOutcome } from '../shared/tool-options.ts';
import { BASIS_FLAGS, plainFlags, type FanCommandOptions } from './command.ts';
import { describeReadError, readBoundedText } from '../shared/bounded-text.ts';

/** Each field's option as `--help` shows it. */
const FLAGS: Readonly<Record<string, string>> = {
  ...Object.fromEntries(FAN_MEASURES.map((spec) => [spec.key, measureFlags(spec)])),
  ...Object.fromEntries(FAN_PLAIN_NUMBERS.map((spec) => [spec.key, plainFlags(spec)])),
  basis: BASIS_FLAGS,
  [FAN_CURVE_FIELD]: '--fan-curve <file>',
};

/** One issue in commander's words: a missing required option, an option whose argument is invalid, or a result out of range. */
function issueText(issue: MeasureIssue, curveFile: string | undefined): string {
  if (issue.field === RESULT_FIELD) return issue.message;
  const flags = FLAGS[issue.field] ?? `--${optionName(issue.field)}`;
  const text = issue.field === FAN_CURVE_FIELD ? curveFile : issue.text;
  if (text === undefined || text === '') return `required option '${flags}' not specified (${issue.message})`;
  return `option '${flags}' argument '${text}' is invalid. ${issue.message}`;
}

/**
 * The largest fan curve read, in bytes (16 MB): room for 100,000 points, far
 * more than any catalogue curve; a file past it is not a curve (`/dev/zero`).
 */
const MAX_CURVE_BYTES = 16_000_000;

async function readCurveFile(file: string): Promise<CurveRow[] | string> {
  const invalid = (reason: string) => `option '--fan-curve <file>' argument '${file}' is invalid. ${reason}`;
  let handle;
  try {
    handle = await open(file, 'r');
  } catch (error) {
    return invalid(`Cannot read the file: ${describeReadError(error)}`);
  }
  if ((await handle.stat().catch(() => undefined))?.isDirectory()) {
    await handle.close();
    return invalid('It is a folder, not a CSV file');
  }
  const read = await readBoundedText({ stream: handle.createReadStream({ encoding: 'utf8' }), name: file }, 'a fan curve', MAX_CURVE_BYTES);
  await handle.close().catch(() => undefined);
  if (read.status === 'error') return invalid(read.message);
  const parsed = parseCurveCsv(read.text);
  return parsed.status === 'success' ? parsed.rows : invalid(parsed.message);
}

/** The report as a person reads it: the design figures, each operating point, the warnings, then what more input would add. */
function formatText(report: FanReport, missing: readonly string[], system: UnitSystem): string {
  const parts = [formatFigureTable(report.figures, [], system)];
  for (const point of report.operatingPoints) {
    parts.push(`\nOperating point, ${point.label.toLowerCase()}:\n`);
    parts.push(point.meets ? formatFigureTable(point.figures, [], system) : 'the curves do not meet (see the warning)\n');
  }
  if (report.fanLaws.length > 0) parts.push(`\nFan laws:\n${formatFigureTable(report.fanLaws, [], system)}`);
  if (report.warnings.length > 0) parts.push(`\n${formatFigureTable([], report.warnings, system)}`);
  if (missing.length > 0) parts.push(`\n${missing.map((line) => `note: ${line}\n`).join('')}`);
  return parts.join('');
}

/** The report as one JSON line: `{"value", "unit"}` leaves at full precision. */
function formatJson(report: FanReport, missing: readonly string[], system: UnitSystem): string {
  const json = {
    units: system,
    ...figuresJson(report.figures, system),
    operatingPoints: report.operatingPoints.map((point) => ({ curve: point.curve, meets: point.meets, ...figuresJson(point.figures, system) })),
    fanLaws: figuresJson(report.fanLaws, system),
    warnings: report.warnings,
    missing,
  };
  return jsonLine(json);
}

/**
 * Runs a selection.
 *
 * @param options The options as commander parsed them: each field's text as
 *   typed (camelCase keys), `fanCurve` (a file path), `imperial`, `json`, `link`.
 * @returns The text to print (ending with a note per optional input that
 *   would add results, such as the fan curve), or one error line naming
 *   each unusable option and every problem of the curve file.
 */
export async function runFan(options: FanCommandOptions): Promise<ToolOutcome> {
  const system = unitSystemOf(options);
  const texts: FanTexts = {};
  for (const field of FAN_FIELDS) {
    const text = options[field];
    if (typeof text === 'string') texts[field] = text;
  }
  const curveFile = typeof options.fanCurve === 'string' ? options.fanCurve : undefined;
  const rows = curveFile === undefined ? [] : await readCurveFile(curveFile);
  if (typeof rows === 'string') return { status: 'error', message: `error: ${rows}` };
  const { issues, selection, missing } = readFanSelection(texts, rows, system);
  // The page shows what it can; here every input given must be usable (exit 2 otherwise), and every problem is named.
  if (issues.length > 0 || selection === undefined) {
    const curve = issues.filter((issue) => issue.field === FAN_CURVE_FIELD).map((issue) => issue.message);
    const lines = issues.filter((issue) => issue.field !== FAN_CURVE_FIELD).map((issue) => issueText(issue, curveFile));
    if (curve.length > 0) lines.push(issueText({ field: FAN_CURVE_FIELD, text: '', message: curve.join('; ') }, curveFile));
    return { status: 'error', message: `error: ${lines.join('; ')}` };
  }
  if (options.link) return { status: 'success', output: `${fanLinkPath(system, texts, rows)}\n` };
  const report = fanReport(selection, system);
  return { status: 'success', output: options.json ? formatJson(report, missing, system) : formatText(report, missing, system) };
}
