/**
 * `duct-calc maintenance`: the maintenance plan of a dust collector from its
 * configuration. Only the definition lives here; the run (core plan, text,
 * JSON, `.ics`) is imported inside the action.
 */
import { Option, type Command } from 'commander';
import { CLEANING_KINDS, DISCHARGE_KINDS } from '../../core/maintenance/config.ts';
import { CONFIG_MEASURES } from '../../core/maintenance/measures.ts';
import type { CliIo } from '../shared/io.ts';
import { addMeasureOptions } from '../shared/measure-options.ts';
import { toolAction } from '../shared/tool-action.ts';
import { addToolOutputOptions, type ToolOutputOptions } from '../shared/tool-options.ts';

/** The options as commander parses them: texts as typed, flags as booleans. */
export interface MaintenanceCommandOptions extends ToolOutputOptions {
  readonly [key: string]: string | boolean | undefined;
  readonly cleaning: string;
  readonly discharge: string;
  readonly compressedAir?: boolean;
  readonly dryer?: boolean;
  readonly beltDrive?: boolean;
  readonly explosionVents?: boolean;
  readonly flamelessVents?: boolean;
  readonly sparkArrestor?: boolean;
  readonly emissionMonitor?: boolean;
  readonly bagLife: string;
  readonly start?: string;
  readonly operatingDays: string;
  readonly hoursPerDay: string;
  readonly pressureDropAlarm?: string;
  readonly pressureDropBaseline?: string;
  readonly ics?: string;
}

/** The options of the configuration's fields other than its pressures, by the field each sets. */
export const CONFIG_OPTIONS = {
  cleaning: new Option('--cleaning <type>', 'how the bags are cleaned').choices(CLEANING_KINDS).default('pulse-jet'),
  discharge: new Option('--discharge <type>', 'how the hopper is emptied').choices(DISCHARGE_KINDS).default('rotary-airlock'),
  compressedAir: new Option('--compressed-air', 'the collector has compressed air (pulse cleaning, valves, header)'),
  dryer: new Option('--dryer', 'the compressed air has a dryer (needs --compressed-air)'),
  fanDrive: new Option('--belt-drive', 'the fan is belt-driven (else direct drive)'),
  explosionProtection: new Option('--explosion-vents', 'the collector has explosion vent panels (NFPA 68)').conflicts('flamelessVents'),
  flamelessVents: new Option('--flameless-vents', 'the collector has flameless venting (NFPA 68)'),
  sparkArrestor: new Option('--spark-arrestor', 'there is a spark arrestor in the inlet duct'),
  emissionMonitor: new Option('--emission-monitor', 'there is a continuous emission (broken-bag) monitor'),
  bagLifeMonths: new Option('--bag-life <months>', 'expected bag life in months').default('24'),
  start: new Option('--start <date>', 'first day of the plan, YYYY-MM-DD (default today)'),
  operatingDays: new Option('--operating-days <days>', 'days the collector runs, e.g. mo,tu,we,th,fr,sa').default('mo,tu,we,th,fr'),
  hoursPerDay: new Option('--hours-per-day <hours>', 'operating hours a day').default('16'),
} as const;

const HELP_AFTER = `
The plan has the routine checks of a baghouse for the components it has: no
airlock tasks without an airlock, no valve tasks without pulse-jet cleaning.
Tasks fall on operating days only: weekly ones on the plan's first operating
day's weekday, monthly, quarterly and annual ones on that weekday's first in
the month; a task every N operating hours recurs every N / (hours a day ×
days a week) weeks. Bags are forecast for replacement every --bag-life
months. The ΔP alarm defaults to 1500 Pa (about 6 inH2O).

Sources: Camfil Farr Gold Series manual §500.8, Donaldson Torit manuals, EPA
APTI baghouse inspection and maintenance (Lesson 6), NFPA 68 ch. 11 for vents.

--ics writes the plan as an iCalendar file (- for standard output): one
recurring all-day event per task, floating dates, a UID per task. --json
prints the tasks and the occurrences of the first 90 days.

Examples:
  $ duct-calc maintenance --cleaning pulse-jet --discharge rotary-airlock --compressed-air --dryer --belt-drive --explosion-vents --bag-life 24 --start 2027-01-04
  $ duct-calc maintenance --cleaning reverse-air --discharge screw-conveyor --start 2027-01-04 --operating-days mo,tu,we,th,fr,sa --json
  $ duct-calc maintenance --compressed-air --start 2027-01-04 --ics plan.ics

Exit codes: 0 planned, 2 an unusable value or option.
`;

/**
 * Defines the `maintenance` subcommand's options, help and action (see addLazyCommand in program.ts).
 *
 * @param command The subcommand, named and described by the program.
 * @param io Streams: the plan goes to `io.stdout`.
 * @returns The command; its action calls `this.error` (exit 2, one line) for unusable input.
 */
export function defineMaintenanceCommand(command: Command, io: CliIo): Command {
  for (const option of Object.values(CONFIG_OPTIONS)) command.addOption(option);
  addMeasureOptions(command, CONFIG_MEASURES);
  command.addOption(new Option('--ics <file>', 'write the plan as an iCalendar (.ics) file instead; - for standard output').conflicts('json'));
  return addToolOutputOptions(command).addHelpText('after', HELP_AFTER).action(toolAction(io, async () => (await import('./run.ts')).runMaintenance));
}
