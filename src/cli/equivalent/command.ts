/**
 * `duct-calc equivalent`: the round duct a rectangular or flat oval duct is
 * worth. Only the definition lives here; the run is imported inside the action.
 */
import { Option, type Command } from 'commander';
import { AIRFLOW_MEASURE } from '../../core/friction/conditions.ts';
import type { CliIo } from '../shared/io.ts';
import { addMeasureOptions } from '../shared/measure-options.ts';
import { toolAction } from '../shared/tool-action.ts';
import { addToolOutputOptions, type ToolOutputOptions } from '../shared/tool-options.ts';

/** The options as commander parses them: texts as typed. */
export interface EquivalentCommandOptions extends ToolOutputOptions {
  rect?: string;
  oval?: string;
  q?: string;
}

const HELP_AFTER = `
A section is two lengths joined by x: 600x300, 24x12, 0.6mx0.3m, 20in x 10in.
A bare number is in millimetres (metric, the default) or inches (--imperial),
or takes the other side's unit (600x300mm). A side below 25 mm or above 5 m,
or an aspect ratio beyond 4:1, gets a warning. The equivalent diameter is the
round duct with the same friction rate at the same airflow (Huebscher for
rectangles, Heyt and Diaz for flat oval); the velocity, with --q, is the one
in the real section.

Examples:
  $ duct-calc equivalent --rect 12x24 --imperial
  $ duct-calc equivalent --oval 20x10 --q 2000 --imperial
  $ duct-calc equivalent --rect 600x300 --q 0.9 --json

Exit codes: 0 computed (warnings included), 2 a missing or unusable option,
or a result out of range.
`;

/**
 * Defines the `equivalent` subcommand's options, help and action (see addLazyCommand in program.ts).
 *
 * @param command The subcommand, named and described by the program.
 * @param io Streams: the result goes to `io.stdout`.
 * @returns The command; its action calls `this.error` (exit 2, one line) for unusable input.
 */
export function defineEquivalentCommand(command: Command, io: CliIo): Command {
  command
    .addOption(new Option('--rect <a x b>', 'a rectangular duct, sides a x b in mm (--imperial: in), e.g. 600x300').conflicts('oval'))
    .addOption(new Option('--oval <major x minor>', 'a flat oval duct, major x minor axis in mm (--imperial: in), e.g. 500x250'));
  addMeasureOptions(command, [AIRFLOW_MEASURE]);
  return addToolOutputOptions(command, 'the link of the ducting calculator page that shows this equivalent duct')
    .addHelpText('after', HELP_AFTER)
    .action(toolAction(io, async () => (await import('./run.ts')).runEquivalent));
}
