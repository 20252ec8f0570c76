/**
 * One `duct-calc baghouse` run, once commander has parsed it: the options go
 * to the core's readBaghouse, the same reader as the page's, and the design is
 * written as a table, JSON or the page's link. Loaded by the action with a
 * dynamic import.
 */
import { baghouseExplosionPath } from '../../core/baghouse/explosion-link.ts';
import { baghouseLinkPath } from '../../core/baghouse/link.ts';
import { baghouseFigures, baghouseMissing, baghouseWarnings, type MissingInputText } from '../../core/baghouse/report.ts';
import { BAGHOUSE_FIELDS, readBaghouse, type BaghouseTexts } from '../../core/baghouse/texts.ts';
import { BAGHOUSE_MEASURES } from '../../core/baghouse/measures.ts';
import type { MeasureIssue } from '../../core/report/measure.ts';
import { figuresJson, formatFigureTable } from '../shared/figure-report.ts';
import { jsonLine } from '../shared/json-line.ts';
import { measureFlags } from '../shared/measure-options.ts';
import { unitSystemOf, type ToolOutcome } from '../shared/tool-options.ts';
import { PLAIN_OPTIONS, type BaghouseCommandOptions } from './command.ts';

/** The option a field is given with. */
function flagsOf(field: string): string | undefined {
  const measure = BAGHOUSE_MEASURES.find(({ key }) => key === field);
  return measure === undefined ? PLAIN_OPTIONS[field as keyof typeof PLAIN_OPTIONS]?.flags : measureFlags(measure);
}

/** One issue in commander's words, naming the option and the text given. */
function describeIssue(issue: MeasureIssue): string {
  const flags = flagsOf(issue.field);
  if (flags === undefined) return issue.message;
  if (issue.text === '') return `${issue.message.replace(/\.$/, '')} (option '${flags}')`;
  return `option '${flags}' argument '${issue.text}' is invalid. ${issue.message}`;
}

/** Missing inputs that refine a design; when there is none yet, the error names only what would start one. */
const REFINEMENTS: readonly MissingInputText['code'][] = ['fabric', 'fabric-temperature', 'bag-pitch', 'max-pressure-drop', 'pulse-spacing'];

/** A missing input's line: what it would add, and the options that give it. */
function missingLine(missing: MissingInputText): string {
  return `${missing.text.replace(/\.$/, '')} (${missing.fields.map((field) => flagsOf(field)?.split(' ')[0]).join(', ')}).`;
}

/**
 * Runs a design.
 *
 * @param options The options as typed, with --imperial, --json, --link.
 * @returns The figures the options allow as a table with their warnings and
 *   the explosion protection page's link (`explosion protection: /explosion-protection?…`)
 *   when the dirty side or a combustible dust is known, and
 *   one `missing:` line per option that would add results, or one JSON line
 *   (`{ unitSystem, <figure>: {value, unit}…, warnings: [{code, text}], explosionProtection?,
 *   missing: [{code, fields, text}], sources: {<figure>: source} }`), or the
 *   page's link, only for input that designs something; or one error line
 *   with every unusable option or the figure out of range, or with what to
 *   give when no figure can be computed yet.
 */
export function runBaghouse(options: BaghouseCommandOptions): ToolOutcome {
  const system = unitSystemOf(options);
  const texts: BaghouseTexts = {};
  for (const field of BAGHOUSE_FIELDS) {
    const value = options[field];
    if (typeof value === 'string') texts[field] = value;
  }
  if (options.bagBottom) texts.bagBottom = 'yes';
  const reading = readBaghouse(texts, system);
  if (reading.status === 'error') return { status: 'error', message: `error: ${reading.issues.map(describeIssue).join('; ')}` };
  const figures = baghouseFigures(reading.design);
  const missing = baghouseMissing(reading.design);
  if (figures.length === 0) {
    const needed = missing.filter(({ code }) => !REFINEMENTS.includes(code));
    return { status: 'error', message: `error: nothing can be designed yet. ${needed.map(missingLine).join(' ')}` };
  }
  // The link only for input the page would compute, like every subcommand's.
  if (options.link) return { status: 'success', output: `${baghouseLinkPath(texts, system)}\n` };
  const warnings = baghouseWarnings(reading.design, system);
  const explosionPath = baghouseExplosionPath(reading.design, system);
  if (!options.json) {
    const explosion = explosionPath === undefined ? '' : `explosion protection: ${explosionPath}\n`;
    return { status: 'success', output: formatFigureTable(figures, warnings, system) + explosion + missing.map((item) => `missing: ${missingLine(item)}\n`).join('') };
  }
  const json = {
    unitSystem: system,
    ...figuresJson(figures, system),
    warnings,
    ...(explosionPath !== undefined && { explosionProtection: explosionPath }),
    missing,
    sources: Object.fromEntries(figures.map((figure) => [figure.key, figure.source])),
  };
  return { status: 'success', output: jsonLine(json) };
}
