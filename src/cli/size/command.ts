/**
 * `duct-calc size`: the standard round duct for an airflow, by equal
 * friction or by a transport velocity. Only the definition lives here; the
 * run is imported inside the action.
 */
import { Option, type Command } from 'commander';
import { SERIES_IDS } from '../../core/duct-size/standard-sizes.ts';
import { SIZE_MEASURES } from '../../core/duct-size/size.ts';
import { TRANSPORT_CLASS_IDS } from '../../core/duct/transport-velocity.ts';
import type { CliIo } from '../shared/io.ts';
import { addMeasureOptions } from '../shared/measure-options.ts';
import { toolAction } from '../shared/tool-action.ts';
import { addToolOutputOptions } from '../shared/tool-options.ts';
import { addFrictionChoiceOptions, type ConditionOptions } from '../friction/command.ts';

/** The options as commander parses them: texts as typed. */
export interface SizeCommandOptions extends ConditionOptions {
  q?: string;
  frictionRate?: string;
  minVelocity?: string;
  transport?: string;
  series?: string;
}

const HELP_AFTER = `
Equal friction (--friction-rate) finds the diameter with that friction rate
and takes the next standard size up; a warning says when its velocity is
below the ACGIH minimum transport velocity of the class given with
--transport, or without one, of the dust classes it would not carry.
Transport velocity (--min-velocity, or --transport alone) takes the largest
standard size whose velocity stays at or above the minimum: the next size
down. Sizes come from the US spiral series (3–20 in by 1, 22–60 in by 2) in
imperial and the EN 1506 series (63–1250 mm) in metric unless --series names
one. Friction at 20 °C, sea level, galvanized steel and Colebrook unless given.

Examples:
  $ duct-calc size --q 1000 --friction-rate 0.1 --imperial
  $ duct-calc size --q 1000 --min-velocity 4000 --imperial
  $ duct-calc size --q 1000 --transport heavy-dusts --imperial
  $ duct-calc size --q 0.5 --friction-rate 1 --transport heavy-dusts --json

Exit codes: 0 sized (warnings included), 2 a missing or unusable option, or
no standard size meets the target (the airflow needs more than the largest
size, or, by transport velocity, less than the smallest or more than one
step beyond the largest).
`;

/**
 * Defines the `size` subcommand's options, help and action (see addLazyCommand in program.ts).
 *
 * @param command The subcommand, named and described by the program.
 * @param io Streams: the result goes to `io.stdout`.
 * @returns The command; its action calls `this.error` (exit 2, one line) for unusable input.
 */
export function defineSizeCommand(command: Command, io: CliIo): Command {
  addMeasureOptions(command, SIZE_MEASURES);
  command
    .addOption(
      new Option('--transport <class>', 'an ACGIH contaminant class: the minimum velocity to size for, or with --friction-rate the one its size is checked against')
        .choices(TRANSPORT_CLASS_IDS)
        .conflicts('minVelocity'),
    )
    .addOption(new Option('--series <series>', 'standard sizes (default: us-spiral with --imperial, else en-1506)').choices(SERIES_IDS));
  addFrictionChoiceOptions(command);
  return addToolOutputOptions(command, 'the link of the ducting calculator page that shows this sizing')
    .addHelpText('after', HELP_AFTER)
    .action(toolAction(io, async () => (await import('./run.ts')).runSize));
}
