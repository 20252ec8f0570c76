/**
 * `duct-calc friction`: the pressure loss of a straight round duct. Only the
 * definition lives here; the run is imported inside the action.
 */
import { Option, type Command } from 'commander';
import { FRICTION_METHOD_IDS } from '../../core/friction/method.ts';
import { PRESSURE_LOSS_MEASURES } from '../../core/friction/pressure-loss.ts';
import { MATERIAL_IDS } from '../../core/friction/roughness.ts';
import type { CliIo } from '../shared/io.ts';
import { addMeasureOptions } from '../shared/measure-options.ts';
import { toolAction } from '../shared/tool-action.ts';
import { addToolOutputOptions, type ToolOutputOptions } from '../shared/tool-options.ts';

/** The air and duct options friction and size share, as typed. */
export interface ConditionOptions extends ToolOutputOptions {
  temperature?: string;
  altitude?: string;
  roughness?: string;
  material?: string;
  method?: string;
}

/** The options as commander parses them: texts as typed. */
export interface FrictionCommandOptions extends ConditionOptions {
  q?: string;
  d?: string;
  length?: string;
}

/**
 * Adds `--material` and `--method`, the choices of the friction of a duct (friction and size).
 *
 * @param command The subcommand.
 * @returns The command, for chaining.
 */
export function addFrictionChoiceOptions(command: Command): Command {
  return command
    .addOption(new Option('--material <material>', 'duct material, for its roughness, or its coefficients under --method acgih (default galvanized)').choices(MATERIAL_IDS).conflicts('roughness'))
    .addOption(new Option('--method <method>', 'friction factor method (default colebrook)').choices(FRICTION_METHOD_IDS));
}

const HELP_AFTER = `
Defaults: length 100 ft (metric 30 m), 20 °C at sea level (ASHRAE standard
air, 1.204 kg/m³), galvanized steel (ε = 0.09 mm), Colebrook. Below Re 2300
the friction factor is 64/Re; between 2300 and 4000 a warning says the figure
is uncertain. The friction rate is per 100 ft in imperial and per m in metric.

Examples:
  $ duct-calc friction --q 1000 --d 14 --imperial
  $ duct-calc friction --q 1.2 --d 0.3 --length 25 --temperature 60 --altitude 1500
  $ duct-calc friction --q 1000 --d 14 --imperial --method acgih --json
  $ duct-calc friction --q 3400m3/h --d 315mm --roughness 0.15mm

Exit codes: 0 computed (warnings included), 2 a missing or unusable option.
`;

/**
 * Defines the `friction` subcommand's options, help and action (see addLazyCommand in program.ts).
 *
 * @param command The subcommand, named and described by the program.
 * @param io Streams: the result goes to `io.stdout`.
 * @returns The command; its action calls `this.error` (exit 2, one line) for unusable input.
 */
export function defineFrictionCommand(command: Command, io: CliIo): Command {
  addFrictionChoiceOptions(addMeasureOptions(command, PRESSURE_LOSS_MEASURES));
  return addToolOutputOptions(command, 'the link of the ducting calculator page that shows this pressure loss')
    .addHelpText('after', HELP_AFTER)
    .action(toolAction(io, async () => (await import('./run.ts')).runFriction));
}
