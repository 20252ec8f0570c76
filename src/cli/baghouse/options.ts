/**
 * The options of `duct-calc baghouse`, each named as the page's field and the
 * link's query key (`--bag-length` ↔ `bag-length`).
 */
import { Option } from 'commander';
import { DUST_IDS } from '../../core/baghouse/air-to-cloth.ts';
import { CLEANING_TYPES } from '../../core/baghouse/cleaning.ts';
import { BAGHOUSE_MEASURES } from '../../core/baghouse/measures.ts';
import { measureFlags } from '../shared/measure-options.ts';
import { unitById } from '../../core/units/catalogue.ts';

/** The options as commander parses them: text as typed, flags as booleans. */
export interface BaghouseCommandOptions {
  readonly [key: string]: string | boolean | undefined;
  readonly imperial?: boolean;
  readonly json?: boolean;
  readonly link?: boolean;
  readonly bagBottom?: boolean;
}

/** The flags of every plain-number and choice option, by field key. */
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

function measureOption(key: string): Option {
  const spec = BAGHOUSE_MEASURES.find((measure) => measure.key === key)!;
  const { metric, imperial } = spec.units;
  const units = metric === imperial ? unitById(metric).symbol : `${unitById(metric).symbol} (--imperial: ${unitById(imperial).symbol})`;
  return new Option(measureFlags(spec), `${spec.label.toLowerCase()}: a bare number in ${units}, or with a unit`);
}

/** Every design option, grouped as the page groups its fields: gas, dust, cleaning, bags, housing. */
export const BAGHOUSE_OPTIONS: readonly Option[] = [
  measureOption('flow'),
  measureOption('temperature'),
  measureOption('loading'),
  measureOption('mmd'),
  new Option(PLAIN_FLAGS.dust, 'dust of EPA Table 1.1, for its A/C ratio').choices(DUST_IDS),
  new Option(PLAIN_FLAGS.materialFactor, 'EPA material factor A (15, 12, 10, 9 or 6)'),
  new Option(PLAIN_FLAGS.applicationFactor, 'EPA application factor B (1.0, 0.9 or 0.8)'),
  new Option(PLAIN_FLAGS.cleaning, 'cleaning type').choices(CLEANING_TYPES).default('pulse-jet'),
  measureOption('airToCloth'),
  new Option(PLAIN_FLAGS.compartments, 'number of compartments (default 1)'),
  measureOption('pulsePressure'),
  measureOption('pulseSpacing'),
  new Option(PLAIN_FLAGS.k1, 'clean-cloth drag K1 (inH2O·min/ft; metric Pa·min/m)'),
  new Option(PLAIN_FLAGS.k2, 'specific cake resistance K2 (inH2O·min·ft/lb; metric N·min/(kg·m))'),
  measureOption('cleaningInterval'),
  measureOption('maxPressureDrop'),
  measureOption('bagDiameter'),
  measureOption('bagLength'),
  new Option('--bag-bottom', 'count the bag bottom (π·D²/4) as cloth'),
  measureOption('bagPitch'),
  new Option(PLAIN_FLAGS.rows, 'rows of bags per compartment (with --columns; else worked out)'),
  new Option(PLAIN_FLAGS.columns, 'columns of bags per compartment'),
];
