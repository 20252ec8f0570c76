/**
 * The `duct-calc fan` and `duct-calc fan-laws` subcommands. Only their
 * definitions live here; each run (the fan core, the curve file, the report)
 * is imported inside the action, so it costs nothing when they are not used.
 */
import { Command, Option } from 'commander';
import { FAN_LAW_MEASURES, FAN_MEASURES, FAN_PERCENTS } from '../../core/fan/fields.ts';
import type { CliIo } from '../shared/io.ts';
import { EXIT_CODES } from '../shared/exit-codes.ts';
import { OWN_ERROR_PREFIX } from '../shared/exit-code-for.ts';
import { addFanMeasureOptions, percentFlags } from './options.ts';

const USAGE_ERROR = { exitCode: EXIT_CODES.usage, code: `${OWN_ERROR_PREFIX}usage` };

const FAN_HELP = `
The design point is --flow at --pressure (the fan's static or total pressure,
matching --efficiency). Split the pressure with --filter-pressure (the filter's
drag at the design, linear in flow) and --fixed-pressure (independent of flow);
the rest is ducts and fittings (quadratic). --clean-filter-pressure adds the
clean-filter system curve. --fan-curve reads a CSV file with the header
flow,pressure[,efficiency][,power] in the unit system's units (CFM, inH2O, %,
hp with --imperial; m3/h, Pa, %, kW by default), at the operating density and
speed; it is interpolated by a monotone cubic and never extrapolated.

Defaults: --motor-efficiency 95, --drive-efficiency 97, --margin 15,
--temperature 20 °C, --cold-temperature 20 °C, sea level (ISA).

Examples:
  $ duct-calc fan --flow 10000 --pressure 10 --imperial --efficiency 70
  $ duct-calc fan --flow 10000 --pressure 10 --imperial --efficiency 70 --temperature 300F --altitude 1500m --cold-temperature 20F
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

/** Options every fan subcommand has: the unit system and the output. */
function addOutputOptions(command: Command, withLink: boolean): Command {
  command
    .addOption(new Option('--metric', 'bare numbers and results in m³/h, Pa, kW, °C, m (the default)').conflicts('imperial'))
    .addOption(new Option('--imperial', 'bare numbers and results in CFM, inH₂O, hp, °F, ft').conflicts('metric'))
    .addOption(new Option('--json', 'print one line of JSON at full precision'));
  if (withLink) command.addOption(new Option('--link', 'print the link of the Fan Selection page that shows this selection').conflicts('json'));
  return command;
}

/**
 * Builds `duct-calc fan`.
 *
 * @param io Streams: the report goes to `io.stdout`.
 * @returns The command; its action returns for exit 0 and calls `this.error` (exit 2, one line) for unusable input.
 */
export function createFanCommand(io: CliIo): Command {
  const command = new Command('fan').description(
    'Selects a fan: gas density, air, shaft and electrical power, the motor, the cold start, and the operating points on a fan curve.',
  );
  addFanMeasureOptions(command, FAN_MEASURES);
  for (const { key, label } of FAN_PERCENTS) command.addOption(new Option(percentFlags(key), `${label}, %`));
  command.addOption(new Option('--fan-curve <file>', 'the fan curve: a CSV file flow,pressure[,efficiency][,power]'));
  return addOutputOptions(command, true)
    .addHelpText('after', FAN_HELP)
    .action(async function fanAction(this: Command, options: Record<string, string | boolean | undefined>) {
      const { runFan } = await import('./run.ts');
      const outcome = await runFan(options);
      if (outcome.status === 'error') this.error(outcome.message, USAGE_ERROR);
      io.stdout.write(outcome.output);
    });
}

/**
 * Builds `duct-calc fan-laws`.
 *
 * @param io Streams: the result goes to `io.stdout`.
 * @returns The command; exit 0, or `this.error` (exit 2, one line) for unusable input.
 */
export function createFanLawsCommand(io: CliIo): Command {
  const command = new Command('fan-laws').description('Scales flow, pressure and power by the fan laws for a new speed, diameter or density.');
  addFanMeasureOptions(command, FAN_LAW_MEASURES.slice(0, 3));
  command.addOption(new Option('--speed <rpm>', 'the speed now, rpm')).addOption(new Option('--new-speed <rpm>', 'the new speed, rpm'));
  addFanMeasureOptions(command, FAN_LAW_MEASURES.slice(3));
  return addOutputOptions(command, false)
    .addHelpText('after', LAWS_HELP)
    .action(async function fanLawsAction(this: Command, options: Record<string, string | boolean | undefined>) {
      const { runFanLaws } = await import('./laws.ts');
      const outcome = runFanLaws(options);
      if (outcome.status === 'error') this.error(outcome.message, USAGE_ERROR);
      io.stdout.write(outcome.output);
    });
}
