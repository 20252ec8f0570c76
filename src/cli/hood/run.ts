/**
 * One `duct-calc hood` run, once commander has parsed it: the options (texts
 * as typed) go to the core's readHoodDesign, the same reader as the Hood
 * Design page's and the exhaust system's `hood` column, and the report is
 * printed as a table, JSON or the page's link. Loaded by the command's
 * action with a dynamic import.
 */
import type { HoodDesignInput } from '../../core/hood/design-input.ts';
import { HOOD_FIELDS, type HoodTexts } from '../../core/hood/fields.ts';
import { hoodLinkPath } from '../../core/hood/link.ts';
import { readHoodDesign } from '../../core/hood/read.ts';
import { hoodReport, type HoodReport } from '../../core/hood/report.ts';
import type { UnitSystem } from '../../core/report/figure.ts';
import { RESULT_FIELD } from '../../core/report/figure-check.ts';
import { optionName, type MeasureIssue } from '../../core/report/measure.ts';
import type { ToolWarning } from '../../core/report/warning.ts';
import { figuresJson, formatFigureTable } from '../shared/figure-report.ts';
import { jsonLine } from '../shared/json-line.ts';
import { escapeUnsafeChars } from '../shared/unsafe-chars.ts';
import { unitSystemOf, type ToolOutcome } from '../shared/tool-options.ts';
import { HOOD_FLAGS, type HoodCommandOptions } from './command.ts';

/** One issue in commander's words: a missing option, an option whose argument is invalid, or a result out of range. */
function issueText(issue: MeasureIssue): string {
  if (issue.field === RESULT_FIELD) return issue.message;
  const flags = HOOD_FLAGS[issue.field as keyof typeof HOOD_FLAGS] ?? `--${optionName(issue.field)}`;
  if (issue.text.trim() === '') return `required option '${flags}' not specified (${issue.message})`;
  return `option '${flags}' argument '${issue.text}' is invalid. ${issue.message}`;
}

/** The report as a person reads it: the design, the commissioning check, the warnings, then what more input would add. */
function formatText(report: HoodReport, name: string | undefined, warnings: readonly ToolWarning[], missing: readonly string[], system: UnitSystem): string {
  const parts = [...(name === undefined ? [] : [`Hood: ${escapeUnsafeChars(name)}\n`]), formatFigureTable(report.figures, [], system)];
  if (report.measured.length > 0) parts.push(`\nCommissioning check:\n${formatFigureTable(report.measured, [], system)}`);
  if (warnings.length > 0) parts.push(`\n${formatFigureTable([], warnings, system)}`);
  if (missing.length > 0) parts.push(`\n${missing.map((line) => `note: ${line}\n`).join('')}`);
  return parts.join('');
}

/**
 * The report as one JSON line: `{"value", "unit"}` leaves at full precision,
 * then each figure's formula and source by its key (the commissioning
 * check's keys are its own); a custom hood's name with its control and bidi
 * characters escaped.
 */
function formatJson(report: HoodReport, input: HoodDesignInput, warnings: readonly ToolWarning[], missing: readonly string[], system: UnitSystem): string {
  const all = [...report.figures, ...report.measured];
  const json = jsonLine({
    units: system,
    type: input.type,
    ...(input.name !== undefined && { name: input.name }),
    ...figuresJson(report.figures, system),
    measured: report.measured.length === 0 ? null : figuresJson(report.measured, system),
    warnings,
    missing,
    formulas: Object.fromEntries(all.map((figure) => [figure.key, figure.formula])),
    sources: Object.fromEntries(all.map((figure) => [figure.key, figure.source])),
  });
  return `${escapeUnsafeChars(json.trimEnd())}\n`;
}

/**
 * Runs a hood design.
 *
 * @param options The options as commander parsed them: each field's text as
 *   typed (camelCase keys), `imperial`, `json`, `link`.
 * @returns The text to print (ending with a note per optional input that
 *   would add results), the JSON line or the link; or one error line naming
 *   each unusable or missing option.
 */
export function runHood(options: HoodCommandOptions): ToolOutcome {
  const system = unitSystemOf(options);
  const texts: HoodTexts = {};
  for (const field of HOOD_FIELDS) {
    const text = options[field];
    if (typeof text === 'string') texts[field] = text;
  }
  const { issues, design, warnings, missing } = readHoodDesign(texts, system);
  // The page shows what it can; here every input given must be usable (exit 2 otherwise), and every problem is named.
  if (issues.length > 0 || design === undefined) return { status: 'error', message: `error: ${issues.map(issueText).join('; ')}` };
  if (options.link) return { status: 'success', output: `${hoodLinkPath(system, texts)}\n` };
  const report = hoodReport(design, system);
  const output = options.json ? formatJson(report, design.input, warnings, missing, system) : formatText(report, design.input.name, warnings, missing, system);
  return { status: 'success', output };
}
