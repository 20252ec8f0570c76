/**
 * One `duct-calc vent` run, once commander has parsed it: the options (texts
 * as typed) go to the core's readVentDesign, the same reader as the page's
 * link, and the report is printed as a table, JSON or the page's link.
 * Loaded by the command's action with a dynamic import.
 */
import { VENT_FIELDS, type VentTexts } from '../../core/explosion/fields.ts';
import { ventLinkPath } from '../../core/explosion/link.ts';
import { readVentDesign } from '../../core/explosion/read.ts';
import { VENT_STANDARD_NAMES, ventReport } from '../../core/explosion/report.ts';
import type { VentDesign } from '../../core/explosion/vent-input.ts';
import type { UnitSystem } from '../../core/report/figure.ts';
import { RESULT_FIELD } from '../../core/report/figure-check.ts';
import { optionName, type MeasureIssue } from '../../core/report/measure.ts';
import { figuresJson, formatFigureTable } from '../shared/figure-report.ts';
import { jsonLine } from '../shared/json-line.ts';
import { escapeUnsafeChars } from '../shared/unsafe-chars.ts';
import { unitSystemOf, type ToolOutcome } from '../shared/tool-options.ts';
import { VENT_FLAGS, type VentCommandOptions } from './command.ts';

/** One issue in commander's words: a missing option, an option whose argument is invalid, or a limit of a standard. */
function issueText(issue: MeasureIssue): string {
  if (issue.field === RESULT_FIELD) return issue.message;
  const flags = VENT_FLAGS[issue.field as keyof typeof VENT_FLAGS] ?? `--${optionName(issue.field)}`;
  if (issue.text.trim() === '') return `required option '${flags}' not specified (${issue.message})`;
  return `option '${flags}' argument '${issue.text}' is invalid. ${issue.message}`;
}

/** The lines above the table: which standard governs and the St class. */
function headline(design: VentDesign): string {
  return `Governing: ${VENT_STANDARD_NAMES[design.governing]}; dust class ${design.stClass}\n`;
}

/**
 * Runs a vent design.
 *
 * @param options The options as commander parsed them: each field's text as
 *   typed (camelCase keys), `imperial`, `json`, `link`.
 * @returns The table (the headline, the figures, then the warnings), the
 *   JSON line or the page's link; or one error line naming each unusable or
 *   missing option, or the standard's limit a value lies outside.
 */
export function runVent(options: VentCommandOptions): ToolOutcome {
  const system: UnitSystem = unitSystemOf(options);
  const texts: VentTexts = {};
  for (const field of VENT_FIELDS) {
    const text = options[field];
    if (typeof text === 'string') texts[field] = text;
  }
  const { issues, design } = readVentDesign(texts, system);
  if (issues.length > 0 || design === undefined) return { status: 'error', message: `error: ${issues.map(issueText).join('; ')}` };
  if (options.link) return { status: 'success', output: `${ventLinkPath(system, texts)}\n` };
  const figures = ventReport(design);
  // A duct's name is shown as typed, its control and bidi characters escaped.
  const warnings = design.warnings.map((warning) => ({ ...warning, text: escapeUnsafeChars(warning.text) }));
  if (!options.json) return { status: 'success', output: `${headline(design)}${formatFigureTable(figures, warnings, system)}` };
  const json = jsonLine({
    units: system,
    standard: design.nfpa68 && design.en14491 ? 'both' : design.governing,
    governing: design.governing,
    stClass: design.stClass,
    ...figuresJson(figures, system),
    warnings: design.warnings,
    formulas: Object.fromEntries(figures.map((figure) => [figure.key, figure.formula])),
    sources: Object.fromEntries(figures.map((figure) => [figure.key, figure.source])),
  });
  // Escaped after JSON.stringify, so the JSON keeps the name's value.
  return { status: 'success', output: `${escapeUnsafeChars(json.trimEnd())}\n` };
}
