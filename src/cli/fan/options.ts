/**
 * The options of `duct-calc fan` and `duct-calc fan-laws`, made from the core's
 * field tables without loading the units catalogue or the quantity reader, so
 * that defining the subcommands costs `duct-calc` nothing at start-up (the
 * shared addMeasureOptions loads both, about 2.7 ms). Flags are the same as
 * measureFlags gives (a test checks it); a bare number's unit is named by its
 * catalogue id, as it is typed.
 */
import { Option, type Command } from 'commander';
import type { MeasureSpec } from '../../core/report/measure.ts';

/** `bagLength` → `bag-length`, as core/report's optionName. */
export const kebabCase = (key: string): string => key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The option of a numeric input as `--help` shows it: `--flow <airflow>`. */
export const fanMeasureFlags = (spec: MeasureSpec): string => `--${kebabCase(spec.key)} <${spec.quantity}>`;

/** The option of a % input: `--motor-efficiency <percent>`. */
export const percentFlags = (key: string): string => `--${kebabCase(key)} <percent>`;

/**
 * Adds one option per numeric input, each taking its text as typed.
 *
 * @returns The command, for chaining.
 */
export function addFanMeasureOptions(command: Command, specs: readonly MeasureSpec[]): Command {
  for (const spec of specs) {
    const description = `${spec.label}: a bare number in ${spec.units.metric} (--imperial: ${spec.units.imperial}), or with a unit`;
    command.addOption(new Option(fanMeasureFlags(spec), description));
  }
  return command;
}
