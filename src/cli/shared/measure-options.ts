/**
 * The numeric options of a tool's subcommand, made from the core's input
 * specs, so that an option's name is the input's key in kebab-case
 * (`bagLength` → `--bag-length`) and its help names the unit of a bare number.
 */
import { Option, type Command } from 'commander';
import { unitById } from '../../core/units/catalogue.ts';
import { optionName, type MeasureIssue, type MeasureSpec } from '../../core/report/measure.ts';

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
    const { metric, imperial } = spec.units;
    const description = `${spec.label}: a bare number in ${unitById(metric).symbol} (--imperial: ${unitById(imperial).symbol}), or with a unit`;
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
