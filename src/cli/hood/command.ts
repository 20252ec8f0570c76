/**
 * `duct-calc hood`: a hood's design flow from its capture velocity, its
 * entry loss and hood static pressure, and the commissioning check from a
 * measured SPh. Only the definition lives here; the run (the hood core, the
 * report) is imported inside the action.
 */
import { Option, type Command } from 'commander';
import { TRANSPORT_CLASS_IDS } from '../../core/duct/transport-velocity.ts';
import { HOOD_COEFFICIENTS, HOOD_DESIGN_TYPE_IDS, HOOD_MEASURES, HOOD_MOISTURE, type HoodField } from '../../core/hood/fields.ts';
import { HOOD_DESIGN_TYPES } from '../../core/hood/design-types.ts';
import { HOOD_TYPE_IDS } from '../../core/hood/hood-types.ts';
import { optionName } from '../../core/report/measure.ts';
import type { CliIo } from '../shared/io.ts';
import { addMeasureOptions, measureFlags } from '../shared/measure-options.ts';
import { toolAction } from '../shared/tool-action.ts';
import { addToolOutputOptions, type ToolOutputOptions } from '../shared/tool-options.ts';

/** The options as commander parses them: each field's text as typed (its camelCase key), flags as booleans. */
export interface HoodCommandOptions extends ToolOutputOptions {
  readonly [key: string]: string | boolean | undefined;
}

/** The options that are not measures, as `--help` shows them. */
const OTHER_FLAGS = {
  type: '--type <type>',
  name: '--name <name>',
  takeOff: '--take-off <take-off>',
  transport: '--transport <class>',
  entryLoss: '--entry-loss <number>',
  coefficientOfEntry: '--coefficient-of-entry <number>',
  slotLoss: '--slot-loss <number>',
  moisture: '--moisture <percent>',
} as const satisfies Partial<Record<HoodField, string>>;

/** Each field's option as `--help` shows it, for the error lines. */
export const HOOD_FLAGS: Readonly<Partial<Record<HoodField, string>>> = {
  ...Object.fromEntries(HOOD_MEASURES.map((spec) => [spec.key, measureFlags(spec)])),
  ...OTHER_FLAGS,
};

/** One line per hood type: its name, the sizes it takes and its flow bases, from the design types' table. */
function typeLines(): string {
  const option = (field: string) => `--${optionName(field)}`;
  const basis = { capture: '--capture-velocity', face: '--face-velocity', flow: '--flow' } as const;
  const width = Math.max(...HOOD_DESIGN_TYPE_IDS.map((id) => id.length));
  return HOOD_DESIGN_TYPE_IDS.map((id) => {
    const { name, geometry, flowBases } = HOOD_DESIGN_TYPES[id];
    const sizes = geometry.map((shape) => shape.fields.map(option).join(' and ')).join(', or ');
    const flows = flowBases.length === 0 ? 'the source and ambient temperatures' : flowBases.map((by) => basis[by]).join(', ');
    return `  ${id.padEnd(width)}  ${name}: ${sizes}; ${flows}`;
  }).join('\n');
}

const HELP_AFTER = `
Hood types (--type), the sizes each takes and how its flow is set:
${typeLines()}

The flow comes from one basis: --capture-velocity with --distance (the
design method: the velocity wanted at the source, X from the hood face), or
--face-velocity, or --flow (a hood already built; with --distance the report
gives the capture velocity it reaches at X). A hot canopy's flow comes from
--source-temperature, --ambient-temperature and --distance (its height above
the source). The hood's size by its type: --diameter, or --width and
--length (a booth: --width and --height; an enclosure or a custom hood:
--open-area).

The entry loss is --entry-loss (Fh, in VP of the duct) or
--coefficient-of-entry (Ce), not both; else the --take-off's Fh, else the
type's own take-off. The branch duct is --duct-diameter, or the largest
standard size (EN 1506 in metric, US spiral with --imperial) whose velocity
stays at or above --min-velocity or the --transport class's minimum.
The gas is --temperature, --altitude or --barometric-pressure, and
--moisture (% H₂O by volume); standard air (70 °F, 29.92 inHg, dry) where
not given. Every flow and pressure is actual (at the gas's density), and the
flow at standard air (Q·df) is given beside it.

--measured-static-pressure (the hood static pressure read on the branch,
3 diameters from a plain or flanged hood, 1 from a tapered one) gives the
flow by the hood equation Q = 4005·A·Ce·√(SPh/df) and its % of the design.

Examples:
  $ duct-calc hood --type plain-opening --diameter 250 --face-velocity 3 --distance 250
  $ duct-calc hood --type flanged-opening --diameter 8 --capture-velocity 150 --distance 8 --transport average-industrial-dust --imperial
  $ duct-calc hood --type custom --open-area 0.5 --flow 800 --coefficient-of-entry 0.78 --duct-diameter 6 --temperature 97.89 --measured-static-pressure 1.69 --imperial

Exit codes: 0 designed (warnings and a measured flow below the design do
not change it), 2 unusable input or usage.
`;

/**
 * Defines `duct-calc hood` (see addLazyCommand in program.ts).
 *
 * @param command The subcommand, named and described by the program.
 * @param io Streams: the report goes to `io.stdout`.
 * @returns The command; its action calls `this.error` (exit 2, one line) for unusable input.
 */
export function defineHoodCommand(command: Command, io: CliIo): Command {
  command
    .addOption(new Option(OTHER_FLAGS.type, 'the hood type').choices(HOOD_DESIGN_TYPE_IDS))
    .addOption(new Option(OTHER_FLAGS.name, "a custom hood's name, for the report and the link"));
  addMeasureOptions(command, HOOD_MEASURES);
  command
    .addOption(new Option(OTHER_FLAGS.takeOff, 'the take-off whose entry loss Fh the hood uses (default: the type\'s own)').choices(HOOD_TYPE_IDS))
    .addOption(new Option(OTHER_FLAGS.transport, "the dust's ACGIH class: the branch's minimum transport velocity").choices(TRANSPORT_CLASS_IDS));
  for (const spec of HOOD_COEFFICIENTS) command.addOption(new Option(OTHER_FLAGS[spec.key], `${spec.label}, a plain number`));
  command.addOption(new Option(OTHER_FLAGS.moisture, `${HOOD_MOISTURE.label}, %`));
  return addToolOutputOptions(command, 'the link of the Hood Design page that shows this design')
    .addHelpText('after', HELP_AFTER)
    .action(toolAction(io, async () => (await import('./run.ts')).runHood));
}
