/**
 * The options of the cost tools' plain-number inputs (prices, factors, rates,
 * counts), made from the core's NumberSpecs like the measures' from their
 * MeasureSpecs, and the one error line for any unusable input.
 */
import { Option, type Command } from 'commander';
import { formatNumber } from '../../core/format/number.ts';
import { optionName, type MeasureIssue, type MeasureSpec } from '../../core/report/measure.ts';
import type { ChoiceSpec } from '../../core/cost/input.ts';
import type { NumberSpec } from '../../core/cost/number-field.ts';
import { measureFlags, measureIssueText } from '../shared/measure-options.ts';

/** The option as `--help` shows it: `--interest <percent>`, `--bag-price <number>`. */
export function numberFlags(spec: NumberSpec): string {
  return `--${optionName(spec.key)} <${spec.units.metric === '%' ? 'percent' : 'number'}>`;
}

/** A choice's option as `--help` shows it: `--flow-control <speed|inlet-vanes|damper|none>`. */
export function choiceFlags(spec: ChoiceSpec): string {
  return `--${optionName(spec.key)} <${spec.options.join('|')}>`;
}

/** The typed default of a spec, as `--help` shows it: `7` for 0.07 in %. */
function typedDefault(spec: NumberSpec): string | undefined {
  if (spec.defaultValue === undefined) return undefined;
  return formatNumber(spec.defaultValue * (spec.divisor?.metric ?? 1), 'field');
}

/**
 * Adds one option per plain-number input; its help names the unit per system and the EPA default, or what not giving it means.
 *
 * @returns The command, for chaining.
 */
export function addNumberOptions(command: Command, specs: readonly NumberSpec[]): Command {
  for (const spec of specs) {
    const { metric, imperial } = spec.units;
    const unit = metric === imperial ? metric : `${metric} (--imperial: ${imperial})`;
    const fallback = typedDefault(spec);
    const blank = fallback !== undefined ? `(default ${fallback})` : spec.whenEmpty !== undefined ? `(not given: ${spec.whenEmpty})` : undefined;
    const description = [spec.label, unit === '' ? undefined : `in ${unit}`, blank].filter(Boolean).join(' ');
    command.addOption(new Option(numberFlags(spec), description));
  }
  return command;
}

/** The texts of the inputs, by key, as commander parsed them. */
export function optionTexts(keys: readonly string[], options: Readonly<Record<string, unknown>>): Record<string, string> {
  return Object.fromEntries(keys.flatMap((key) => (typeof options[key] === 'string' ? [[key, options[key]]] : [])));
}

/**
 * One line for every unusable or missing input, in commander's words.
 *
 * @param measures The tool's measures, to name their options.
 * @param numbers The tool's plain numbers.
 * @param issues The reader's issues.
 * @param choices The tool's choices.
 * @returns `error: option '--interest <percent>' argument 'abc' is invalid. Interest rate must be a number in %, got abc; …`
 *   or `error: required option '--gross-cloth-area <area>' not specified`.
 */
export function inputIssuesMessage(measures: readonly MeasureSpec[], numbers: readonly NumberSpec[], issues: readonly MeasureIssue[], choices: readonly ChoiceSpec[] = []): string {
  const texts = issues.map((issue) => {
    const measure = measures.find(({ key }) => key === issue.field);
    const number = numbers.find(({ key }) => key === issue.field);
    const choice = choices.find(({ key }) => key === issue.field);
    const flags = measure ? measureFlags(measure) : number ? numberFlags(number) : choice ? choiceFlags(choice) : undefined;
    if (flags !== undefined && issue.text === '') return `required option '${flags}' not specified`;
    if (measure) return measureIssueText(measures, issue);
    return flags === undefined ? issue.message : `option '${flags}' argument '${issue.text}' is invalid. ${issue.message}`;
  });
  return `error: ${texts.join('; ')}`;
}
