/**
 * `duct-calc vent`: the dust explosion vent area of an enclosure by NFPA 68
 * and EN 14491 side by side, the governing one, the St class and the hazard
 * zone in front of the vent. Only the definition lives here; the run (the
 * explosion core, the report) is imported inside the action.
 */
import { Option, type Command } from 'commander';
import { EXPLOSIBLE_DUST_IDS } from '../../core/explosion/dusts.ts';
import { VENT_DISCHARGES, VENT_MEASURES, VENT_NUMBERS, VENT_STANDARDS, type VentField } from '../../core/explosion/fields.ts';
import type { CliIo } from '../shared/io.ts';
import { addMeasureOptions, measureFlags } from '../shared/measure-options.ts';
import { toolAction } from '../shared/tool-action.ts';
import { addToolOutputOptions, type ToolOutputOptions } from '../shared/tool-options.ts';

/** The options as commander parses them: each field's text as typed (its camelCase key), flags as booleans. */
export interface VentCommandOptions extends ToolOutputOptions {
  readonly [key: string]: string | boolean | undefined;
}

/** The options that are not measures, as `--help` shows them. */
const OTHER_FLAGS = {
  standard: '--standard <standard>',
  dust: '--dust <dust>',
  ld: '--ld <number>',
  efficiency: '--efficiency <percent>',
  fill: '--fill <percent>',
  ventCount: '--vent-count <number>',
  discharge: '--discharge <where>',
  inletDuct: '--inlet-duct <name>',
  outletDuct: '--outlet-duct <name>',
} as const satisfies Partial<Record<VentField, string>>;

/** Each field's option as `--help` shows it, for the error lines. */
export const VENT_FLAGS: Readonly<Partial<Record<VentField, string>>> = {
  ...Object.fromEntries(VENT_MEASURES.map((spec) => [spec.key, measureFlags(spec)])),
  ...OTHER_FLAGS,
};

const HELP_AFTER = `
The enclosure (a collector's dirty side: housing below the tube sheet plus
hopper) is --volume with its shape: --ld (effective L/D), or --length (the
effective length Heff from the far end to the vent) with or without
--diameter (without it, NFPA 68's hydraulic diameter 2·√(V/(π·Heff)));
neither is a compact vessel, L/D 1. Pressures are gauge: bar (--imperial:
psi), or with a unit (0.5bar, 7psig, 50kPa). KSt is in bar·m/s in both
systems. --dust takes a dust's typical KSt and Pmax from the table where
--kst or --pmax is not given; a tested value of your own dust governs.

--strength checks Pred against the enclosure's strength (NFPA 68 6.3).
--efficiency (Ef of a flameless or obstructed vent, %) divides the area by
Ef; --fill (Xr, %) is NFPA 68's partial volume; --vent-duct-length is a
straight duct of the vent's section after it (NFPA 68 eq. 8.6.2; EN 14491
to 6 m). --vent-count (n vents sharing the area) and --discharge indoors
shape the hazard zone and its warnings. --inlet-duct and --outlet-duct name
the ducts that the isolation statement (NFPA 69) asks to isolate.

Each standard is sized within its own validity limits (no extrapolation):
with both, a standard that excludes the vessel is left out with a warning
naming the limit; when every standard asked excludes it, the run is refused
with the limit named (exit 2).

Examples:
  $ duct-calc vent --volume 10 --kst 200 --pmax 9 --pred 0.5 --ld 3
  $ duct-calc vent --volume 160ft3 --kst 150 --pmax 130 --pred 5.8 --imperial
  $ duct-calc vent --volume 4.5 --kst 150 --pmax 9 --pred 0.4 --standard en14491 --json

Exit codes: 0 sized (warnings do not change it), 2 unusable input, a value
outside a standard's limits, or usage.
`;

/**
 * Defines `duct-calc vent` (see addLazyCommand in program.ts).
 *
 * @param command The subcommand, named and described by the program.
 * @param io Streams: the report goes to `io.stdout`.
 * @returns The command; its action calls `this.error` (exit 2, one line) for unusable input.
 */
export function defineVentCommand(command: Command, io: CliIo): Command {
  command.addOption(new Option(OTHER_FLAGS.standard, 'the standard to size by (default: both, side by side)').choices(VENT_STANDARDS));
  command.addOption(new Option(OTHER_FLAGS.dust, "a dust of the table: its typical KSt and Pmax where --kst or --pmax is not given (your dust's tested values govern)").choices(EXPLOSIBLE_DUST_IDS));
  addMeasureOptions(command, VENT_MEASURES);
  for (const spec of VENT_NUMBERS) command.addOption(new Option(OTHER_FLAGS[spec.key], `${spec.label}${spec.unit === '%' ? ', %' : ', a plain number'}`));
  command
    .addOption(new Option(OTHER_FLAGS.inletDuct, "the collector's inlet duct, as the isolation statement names it"))
    .addOption(new Option(OTHER_FLAGS.outletDuct, "the collector's outlet (clean-air) duct, as the isolation statement names it"));
  command.addOption(new Option(OTHER_FLAGS.discharge, 'where the vent discharges (default: outdoors); indoors adds a warning naming the alternatives').choices(VENT_DISCHARGES));
  return addToolOutputOptions(command, 'the link of the Explosion protection page that shows this design')
    .addHelpText('after', HELP_AFTER)
    .action(toolAction(io, async () => (await import('./run.ts')).runVent));
}
