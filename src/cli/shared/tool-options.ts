/**
 * The options every tool subcommand shares: the unit system of bare numbers
 * and of the output, `--json` and `--link`.
 */
import { Option, type Command } from 'commander';
import type { UnitSystem } from '../../core/report/figure.ts';

/** The shared options as commander parses them. */
export interface ToolOutputOptions {
  metric?: boolean;
  imperial?: boolean;
  json?: boolean;
  link?: boolean;
}

/**
 * Adds `--metric`, `--imperial`, `--json` and, for a tool with a page, `--link`.
 *
 * @param command The subcommand.
 * @param linkHelp What `--link` prints, e.g. 'the link of the ducting calculator page that shows this pressure loss';
 *   omitted for a subcommand no page shows (`fan-laws`), which then has no `--link`.
 * @returns The command, for chaining.
 */
export function addToolOutputOptions(command: Command, linkHelp?: string): Command {
  command
    .addOption(new Option('--metric', 'bare numbers and results in metric units (the default)').conflicts('imperial'))
    .addOption(new Option('--imperial', 'bare numbers and results in US units').conflicts('metric'))
    .addOption(new Option('--json', 'print one line of JSON at full precision'));
  if (linkHelp !== undefined) command.addOption(new Option('--link', `print ${linkHelp}`).conflicts('json'));
  return command;
}

/** The unit system the options ask for: imperial with `--imperial`, else metric. */
export function unitSystemOf(options: ToolOutputOptions): UnitSystem {
  return options.imperial ? 'imperial' : 'metric';
}

/** What a tool subcommand's run prints, or one line for stderr (exit 2). */
export type ToolOutcome = { status: 'success'; output: string } | { status: 'error'; message: string };

/** The usage error of a subcommand's run: exit 2 with one line (see exitCodeFor). */
export const USAGE_ERROR = { exitCode: 2, code: 'duct-calc.usage' } as const;
