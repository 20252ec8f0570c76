/**
 * The options of `duct-calc baghouse`, each named as the page's field and the
 * link's query key (`--bag-length` ↔ `bag-length`). Light: the command's
 * definition imports it at start-up, so it names units by their catalogue ids
 * and loads neither the catalogue nor the core's design (run.ts does).
 */
import { Option } from 'commander';
import { CLEANING_TYPES } from '../../core/baghouse/cleaning.ts';
import { DUST_IDS } from '../../core/baghouse/dusts.ts';

/** The options as commander parses them: text as typed, flags as booleans. */
export interface BaghouseCommandOptions {
  readonly [key: string]: string | boolean | undefined;
  readonly imperial?: boolean;
  readonly json?: boolean;
  readonly link?: boolean;
  readonly bagBottom?: boolean;
}

/** The flags of every plain-number and choice option, by field key (measures: BAGHOUSE_MEASURES with measureFlags). */
export const PLAIN_FLAGS = {
  cleaning: '--cleaning <type>',
  dust: '--dust <dust>',
  materialFactor: '--material-factor <A>',
  applicationFactor: '--application-factor <B>',
  compartments: '--compartments <n>',
  rows: '--rows <n>',
  columns: '--columns <n>',
  k1: '--k1 <K1>',
  k2: '--k2 <K2>',
} as const;

/** A measure's option: flags as measureFlags writes them (a test checks), units of a bare number. */
function measure(flags: string, label: string, metric: string, imperial: string): Option {
  const units = metric === imperial ? metric : `${metric} (--imperial: ${imperial})`;
  return new Option(flags, `${label}: a bare number in ${units}, or with a unit`);
}

/** Every design option, grouped as the page groups its fields: gas, dust, cleaning, bags, housing. */
export const BAGHOUSE_OPTIONS: readonly Option[] = [
  measure('--flow <airflow>', 'actual gas flow', 'm3/h', 'CFM'),
  measure('--temperature <temperature>', 'gas temperature', 'degC', 'degF'),
  measure('--loading <concentration>', 'inlet dust loading', 'g/m3', 'gr/ft3'),
  measure('--mmd <length>', 'mass median diameter', 'um', 'um'),
  new Option(PLAIN_FLAGS.dust, 'dust of EPA Table 1.1, for its A/C ratio').choices(DUST_IDS),
  new Option(PLAIN_FLAGS.materialFactor, 'EPA material factor A (15, 12, 10, 9 or 6)'),
  new Option(PLAIN_FLAGS.applicationFactor, 'EPA application factor B (1.0, 0.9 or 0.8)'),
  new Option(PLAIN_FLAGS.cleaning, 'cleaning type').choices(CLEANING_TYPES).default('pulse-jet'),
  measure('--air-to-cloth <velocity>', 'air-to-cloth ratio', 'm/min', 'ft/min'),
  new Option(PLAIN_FLAGS.compartments, 'number of compartments (default 1)'),
  measure('--pulse-pressure <pressure>', 'pulse pressure, gauge', 'bar', 'psi'),
  measure('--pulse-spacing <time>', 'time between valve pulses', 's', 's'),
  new Option(PLAIN_FLAGS.k1, 'clean-cloth drag K1 (inH2O·min/ft; metric Pa·min/m)'),
  new Option(PLAIN_FLAGS.k2, 'specific cake resistance K2 (inH2O·min·ft/lb; metric N·min/(kg·m))'),
  measure('--cleaning-interval <time>', 'cleaning interval', 'min', 'min'),
  measure('--max-pressure-drop <pressure>', 'maximum pressure drop', 'Pa', 'inH2O'),
  measure('--bag-diameter <length>', 'bag diameter', 'mm', 'in'),
  measure('--bag-length <length>', 'bag length', 'm', 'ft'),
  new Option('--bag-bottom', 'count the bag bottom (π·D²/4) as cloth'),
  measure('--bag-pitch <length>', 'bag pitch, centre to centre', 'mm', 'in'),
  new Option(PLAIN_FLAGS.rows, 'rows of bags per compartment (with --columns; else worked out)'),
  new Option(PLAIN_FLAGS.columns, 'columns of bags per compartment'),
];
