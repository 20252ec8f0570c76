/**
 * `duct-calc baghouse`: sizes a fabric filter by the EPA Cost Manual method.
 * Only the definition lives here; the run (core design, report) is imported
 * inside the action.
 */
import { Option, type Command } from 'commander';
import { CLEANING_TYPES } from '../../core/baghouse/cleaning.ts';
import { DUST_IDS } from '../../core/baghouse/dusts.ts';
import { FABRIC_IDS } from '../../core/baghouse/fabrics.ts';
import { BAGHOUSE_MEASURES, type BaghouseNumberKey } from '../../core/baghouse/measures.ts';
import { BAGHOUSE_FIELDS } from '../../core/baghouse/texts.ts';
import type { CliIo } from '../shared/io.ts';
import { addMeasureOptions } from '../shared/measure-options.ts';
import { toolAction } from '../shared/tool-action.ts';
import { addToolOutputOptions, type ToolOutputOptions } from '../shared/tool-options.ts';

/** The options as commander parses them: texts as typed, flags as booleans. */
export interface BaghouseCommandOptions extends ToolOutputOptions {
  readonly [key: string]: string | boolean | undefined;
  readonly bagBottom?: boolean;
}

/** The fields that are not measures: plain numbers, choices and a flag. */
type PlainField = BaghouseNumberKey | 'dust' | 'cleaning' | 'fabric' | 'bagBottom';

/** The options of the fields that are not measures (the measures' come from BAGHOUSE_MEASURES). */
export const PLAIN_OPTIONS: Readonly<Record<PlainField, Option>> = {
  dust: new Option('--dust <dust>', 'dust of EPA Table 1.1, for its A/C ratio').choices(DUST_IDS),
  materialFactor: new Option('--material-factor <A>', 'EPA material factor A (15, 12, 10, 9 or 6)'),
  applicationFactor: new Option('--application-factor <B>', 'EPA application factor B (1.0, 0.9 or 0.8)'),
  cleaning: new Option('--cleaning <type>', 'cleaning type').choices(CLEANING_TYPES).default('pulse-jet'),
  compartments: new Option('--compartments <n>', 'number of compartments (default 1)'),
  k1: new Option('--k1 <K1>', 'clean-cloth drag K1 (inH2O·min/ft; metric Pa·min/m)'),
  k2: new Option('--k2 <K2>', 'specific cake resistance K2 (inH2O·min·ft/lb; metric N·min/(kg·m))'),
  fabric: new Option('--fabric <fabric>', 'filter fabric, for its temperature limits').choices(FABRIC_IDS),
  bagBottom: new Option('--bag-bottom', 'count the bag bottom (π·D²/4) as cloth'),
  rows: new Option('--rows <n>', 'rows of bags per compartment (with --columns; else worked out)'),
  columns: new Option('--columns <n>', 'columns of bags per compartment'),
};

const HELP_AFTER = `
The A/C ratio comes from --air-to-cloth when given, else from --dust (EPA
Table 1.1), else (pulse-jet) from the EPA factor method: --material-factor A
(15 flour, grain, sawdust; 12 gypsum, salt, lime; 10 cement, coal, limestone;
9 fly ash, coke, metal oxides; 6 carbon, detergents, metal fumes),
--application-factor B (1.0 nuisance venting, 0.9 product collection, 0.8
process gas), --temperature, --loading and --mmd. The pressure drop uses the
EPA pulse-jet equation, or K1·V + K2·W·V when --k1 is given (needed for shaker
and reverse-air). Pulse pressure, K2 and the interval default to the EPA
worked example's 100 psig, 15 and 10 min, with a warning. Give --bag-pitch
for the can velocity between the bags, Q / (section − bag sections), checked
against the re-entrainment limit (pulse-jet 1.5 m/s, reverse-air 1.0 m/s),
and the gross section velocity beside it; --pulse-spacing checks the pulse
sequence. --fabric (EPA APTI SI:412A Lesson 4, Table 4-1) checks the gas
temperature against the fabric's maximum continuous and surge temperatures,
and a warning names the fabrics that would take a hotter gas. With
--bag-pitch and --bag-length, the dirty side's volume (housing below the tube
sheet plus hoppers of --hopper-height, or with walls at 60°; an estimate) and
its effective L/D (NFPA 68 6.4.2)
are given with the explosion protection page's link; a combustible --dust
(sawdust, flour, sugar, coal) is a warning (NFPA 660), and --loading is
compared with the dust's typical minimum explosible concentration.

K1 is in inH2O·min/ft (metric Pa·min/m), K2 in inH2O·min·ft/lb (metric
N·min/(kg·m)). Pulse pressure is gauge. Sources: EPA Air Pollution Control
Cost Manual, Section 6 Chapter 1 (EPA/452/B-02-001).

--flow is the actual gas flow (ACFM, Am3/h: at the gas temperature and
pressure), not a standard flow; it takes any flow unit (1200Am3/min). --pulse-spacing is the time between valve pulses; --bag-pitch
is centre to centre.

Examples:
  $ duct-calc baghouse --flow 10000 --imperial --cleaning pulse-jet --material-factor 9 --application-factor 0.8 --temperature 275 --loading 4 --mmd 7 --bag-diameter 5.125 --bag-length 10ft --pulse-pressure 100 --k2 15 --cleaning-interval 10
  $ duct-calc baghouse --flow 17000 --cleaning reverse-air --dust cement --loading 9 --bag-diameter 300 --bag-length 9 --compartments 4 --k1 300 --k2 1500 --json

Exit codes: 0 designed (warnings do not change it), 2 an unusable value or option.
`;

/**
 * Defines the `baghouse` subcommand's options, help and action (see addLazyCommand in program.ts),
 * the options in the order the page groups its fields: gas, dust, cleaning, bags, housing.
 *
 * @param command The subcommand, named and described by the program.
 * @param io Streams: the result goes to `io.stdout`.
 * @returns The command; its action calls `this.error` (exit 2, one line) for unusable input.
 */
export function defineBaghouseCommand(command: Command, io: CliIo): Command {
  for (const field of BAGHOUSE_FIELDS) {
    const measure = BAGHOUSE_MEASURES.find(({ key }) => key === field);
    if (measure === undefined) command.addOption(PLAIN_OPTIONS[field as PlainField]);
    else addMeasureOptions(command, [measure]);
  }
  return addToolOutputOptions(command, 'the link of the Baghouse Design page that shows this design')
    .addHelpText('after', HELP_AFTER)
    .action(toolAction(io, async () => (await import('./run.ts')).runBaghouse));
}
