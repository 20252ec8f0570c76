/**
 * `duct-calc fan` and `duct-calc fan-laws`. Only their definitions live here;
 * each run (the fan core, the curve file, the report) is imported inside the
 * action.
 */
import { Option, type Command } from 'commander';
import { FAN_BASES, FAN_LAW_MEASURES, FAN_MEASURES, FAN_PLAIN_NUMBERS } from '../../core/fan/fields.ts';
import type { PlainNumberSpec } from '../../core/report/plain-number.ts';
import { optionName } from '../../core/report/measure.ts';
import type { CliIo } from '../shared/io.ts';
import { addMeasureOptions } from '../shared/measure-options.ts';
import { toolAction } from '../shared/tool-action.ts';
import { addToolOutputOptions, type ToolOutputOptions } from '../shared/tool-options.ts';

/** The options as commander parses them: texts as typed (a field's key, `fanCurve`), flags as booleans. */
export interface FanCommandOptions extends ToolOutputOptions {
  readonly [key: string]: string | boolean | undefined;
}

/** The option of a plain-number input: `--motor-efficiency <percent>`, `--new-speed <rpm>`. */
export const plainFlags = ({ key, unit }: PlainNumberSpec): string => `--${optionName(key)} <${unit === '%' ? 'percent' : unit}>`;

/** The option of the pressures' basis. */
export const BASIS_FLAGS = '--basis <basis>';

const FAN_HELP = `
The design point is --flow (actual, at the fan) at --pressure (the fan's static
or total pressure, matching --efficiency). --basis says at which density the
pressures (design, split and fan curve) are given: operating (the default: the
actual gas) or standard (standard air, 0.075 lb/ft³, as catalogues list them).
The gas is --temperature, --altitude or --barometric-pressure, and --moisture
(% H₂O by volume); the report gives the density factor df, the pressure at
both densities, Kp, and the shaft power at the operating density.

Split the pressure with --filter-pressure (the filter's drag at the design,
linear in flow) and --fixed-pressure (independent of flow); the rest is ducts
and fittings (quadratic). --clean-filter-pressure adds the clean-filter system
curve. --fan-curve reads a CSV file with the header
flow,pressure[,efficiency][,power] in the unit system's units (CFM, inH2O, %,
hp with --imperial; m3/h, Pa, %, kW by default), at the --basis density and the
running speed; it is interpolated by a monotone cubic and never extrapolated.

--speed is the fan curve's speed (rpm): with a curve the report gives the
speed that puts the fan on the design point. --new-speed, --diameter with
--new-diameter, and --new-density scale the design point by the fan laws.

Defaults: --basis operating, --motor-efficiency 95, --drive-efficiency 97,
--margin 15, --temperature and --cold-temperature 70 °F, 29.92 inHg, dry:
standard air (df = 1).

Examples:
  $ duct-calc fan --flow 10000 --pressure 10 --imperial --efficiency 70
  $ duct-calc fan --flow 7500 --pressure 1.5 --imperial --efficiency 78 --temperature 200F --altitude 6000ft
  $ duct-calc fan --flow 10000 --pressure 10 --imperial --efficiency 70 --filter-pressure 4 --clean-filter-pressure 1.5 --fan-curve curve.csv --json

Exit codes: 0 selected (warnings do not change it), 2 unusable input or usage.
`;

const LAWS_HELP = `
Scales a fan's flow, pressure and power by the fan laws (AMCA 201) for a new
speed, impeller diameter and gas density, in any combination: give each change
as a pair (--speed with --new-speed, …). Speeds are in rpm (any unit, the same
for both).

Example:
  $ duct-calc fan-laws --flow 10000 --pressure 10 --power 22.5 --speed 1000 --new-speed 1200 --imperial

Exit codes: 0 scaled, 2 unusable input or usage.
`;

/**
 * Defines `duct-calc fan` (see addLazyCommand in program.ts).
 *
 * @param command The subcommand, named and described by the program.
 * @param io Streams: the report goes to `io.stdout`.
 * @returns The command; its action calls `this.error` (exit 2, one line) for unusable input.
 */
export function defineFanCommand(command: Command, io: CliIo): Command {
  addMeasureOptions(command, FAN_MEASURES);
  command.addOption(new Option(BASIS_FLAGS, `the density the pressures and the fan curve are given at: ${FAN_BASES.join(' or ')}`));
  for (const spec of FAN_PLAIN_NUMBERS) command.addOption(new Option(plainFlags(spec), `${spec.label}, ${spec.unit}`));
  command.addOption(new Option('--fan-curve <file>', 'the fan curve: a CSV file flow,pressure[,efficiency][,power]'));
  return addToolOutputOptions(command, 'the link of the Fan Selection page that shows this selection')
    .addHelpText('after', FAN_HELP)
    .action(toolAction(io, async () => (await import('./run.ts')).runFan));
}

/**
 * Defines `duct-calc fan-laws` (see addLazyCommand in program.ts); no page shows it, so it has no `--link`.
 *
 * @param command The subcommand, named and described by the program.
 * @param io Streams: the result goes to `io.stdout`.
 * @returns The command; its action calls `this.error` (exit 2, one line) for unusable input.
 */
export function defineFanLawsCommand(command: Command, io: CliIo): Command {
  addMeasureOptions(command, FAN_LAW_MEASURES.slice(0, 3));
  command.addOption(new Option('--speed <rpm>', 'the speed now, rpm')).addOption(new Option('--new-speed <rpm>', 'the new speed, rpm'));
  addMeasureOptions(command, FAN_LAW_MEASURES.slice(3));
  return addToolOutputOptions(command)
    .addHelpText('after', LAWS_HELP)
    .action(toolAction(io, async () => (await import('./laws.ts')).runFanLaws));
}
