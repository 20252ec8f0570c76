/**
 * The numeric options of a tool's subcommand, made from the core's input
 * specs, so that an option's name is the input's key in kebab-case
 * (`bagLength` → `--bag-length`) and its help names the unit of a bare number.
 */
import { Option, type Command } from 'commander';
import { unitById } from '../../core/units/catalogue.ts';
import { optionName, readMeasures, type MeasureIssue, type MeasureSpec } from '../../core/report/measure.ts';
import type { UnitSystem } from '../../core/report/figure.ts';
import { DECIMAL_NUMBER_TEXT } from '../../core/units/number-text.ts';
import { unitFromSi } from '../../core/units/unit.ts';

/** The option as `--help` shows it: `--bag-length <length>`. */
export function measureFlags(spec: MeasureSpec): string {
  return `--${optionName(spec.key)} <${spec.quantity}>`;
}

/**
 * Adds one option per input, each taking its text as typed (the core reads it).
 *
 * @param command The subcommand.
 * @param specs The tool's numeric inputs.
 * @returns The command, for chaining.
 */
export function addMeasureOptions(command: Command, specs: readonly MeasureSpec[]): Command {
  for (const spec of specs) {
    const [metric, imperial] = [unitById(spec.units.metric).symbol, unitById(spec.units.imperial).symbol];
    const units = metric === imperial ? metric : `${metric} (--imperial: ${imperial})`;
    const description = `${spec.label}: a bare number in ${units}, or with a unit`;
    command.addOption(new Option(measureFlags(spec), description));
  }
  return command;
}

/**
 * One input's issue in commander's words, for stderr.
 *
 * @param specs The tool's inputs, to find the option of the issue's field.
 * @param issue The issue from readMeasures or the tool's own checks.
 * @returns `option '--bag-length <length>' argument '-3' is invalid. Bag length must be greater than zero, got -3`
 *   (without the leading `error: `, which commander adds).
 */
export function measureIssueText(specs: readonly MeasureSpec[], issue: MeasureIssue): string {
  const spec = specs.find(({ key }) => key === issue.field);
  return spec ? `option '${measureFlags(spec)}' argument '${issue.text}' is invalid. ${issue.message}` : issue.message;
}

/**
 * Reads a subcommand's numeric options into SI, or the one error line for them.
 *
 * @param specs The tool's inputs.
 * @param options The parsed options by key (texts as typed).
 * @param system The unit system of bare numbers.
 * @returns The SI values by key, or `message`: every unusable option in
 *   commander's words, joined with `; `, after `error: `.
 */
export function readMeasureOptions(
  specs: readonly MeasureSpec[],
  options: Readonly<Record<string, unknown>>,
  system: UnitSystem,
): { status: 'success'; data: Record<string, number> } | { status: 'error'; message: string } {
  const texts = Object.fromEntries(specs.map(({ key }) => [key, typeof options[key] === 'string' ? options[key] : undefined]));
  const read = readMeasures(specs, texts, system);
  if (read.status === 'success') return read;
  return { status: 'error', message: `error: ${read.issues.map((issue) => measureIssueText(specs, issue)).join('; ')}` };
}

/**
 * A numeric option's text for the page's link: as typed when it is a bare
 * number, else its value in the unit system's unit (the calculator card's
 * fields take plain numbers).
 *
 * @param spec The input.
 * @param text The option as typed, or `undefined`.
 * @param valueSi Its value in SI (readMeasureOptions).
 * @param system The unit system.
 */
export function measureLinkText(spec: MeasureSpec, text: string | undefined, valueSi: number | undefined, system: UnitSystem): string | undefined {
  if (text === undefined || valueSi === undefined) return undefined;
  return DECIMAL_NUMBER_TEXT.test(text.trim()) ? text.trim() : String(unitFromSi(unitById(spec.units[system]), valueSi));
}

/**
 * The error line for required options that were not given, as commander words it.
 *
 * @param specs The required inputs.
 * @param options The parsed options by key.
 * @returns `error: required option '--q <airflow>' not specified`, or `undefined` when all are given.
 */
export function requiredOptionMessage(specs: readonly MeasureSpec[], options: Readonly<Record<string, unknown>>): string | undefined {
  const missing = specs.filter(({ key }) => options[key] === undefined);
  return missing.length === 0 ? undefined : `error: ${missing.map((spec) => `required option '${measureFlags(spec)}' not specified`).join('; ')}`;
}
