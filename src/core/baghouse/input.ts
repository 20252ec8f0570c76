/**
 * The baghouse design's input, SI inside. Each key is the field's name
 * everywhere: the CLI's long option in kebab-case (`bagLength` ↔
 * `--bag-length`) and the link's query key (`?bag-length=`).
 */
import * as v from 'valibot';
import { DUST_IDS } from './dusts.ts';
import { CLEANING_TYPES } from './cleaning.ts';
import { FABRIC_IDS } from './fabrics.ts';
import { BAGHOUSE_NUMBER_SPECS, type BaghouseNumberKey } from './measures.ts';
import { inRange, shownRangeText } from '../report/measure.ts';

/** A finite number; messages name the field. */
function finite(label: string) {
  const message = `${label} must be a finite number.`;
  return v.pipe(v.number(message), v.finite(message));
}

/** A number greater than zero. */
function positive(label: string) {
  return v.pipe(finite(label), v.gtValue(0, `${label} must be greater than zero.`));
}

/** A number zero or more. */
function nonNegative(label: string) {
  return v.pipe(finite(label), v.minValue(0, `${label} must not be negative.`));
}

/** K₁ and K₂ in SI, as the core's messages state their range. */
const SI_UNITS: Partial<Record<BaghouseNumberKey, { symbol: string; si: number }>> = {
  k1: { symbol: 'Pa·s/m', si: 1 },
  k2: { symbol: 's⁻¹', si: 1 },
};

/**
 * A plain number's range in words, to follow its label.
 *
 * @param key The number.
 * @param unit The unit to state it in (K₁, K₂: a symbol and the SI value of one unit); none for a factor or a count.
 * @returns `must be from 1 to 100`, `must be from 0 to 122.4 inH₂O·min/ft`.
 */
export function numberRangeText(key: BaghouseNumberKey, unit?: { readonly symbol: string; readonly si: number }): string {
  return shownRangeText(BAGHOUSE_NUMBER_SPECS[key].range, (valueSi) => valueSi / (unit?.si ?? 1), unit?.symbol ?? '');
}

/** The check of a plain number's range (BAGHOUSE_NUMBER_SPECS). */
function inItsRange(key: BaghouseNumberKey) {
  const { label, range } = BAGHOUSE_NUMBER_SPECS[key];
  return v.check((value: number) => inRange(range, value), `${label} ${numberRangeText(key, SI_UNITS[key])}.`);
}

/** A plain number in its range. */
function plain(key: BaghouseNumberKey) {
  return v.pipe(finite(BAGHOUSE_NUMBER_SPECS[key].label), inItsRange(key));
}

/** A count in its range. */
function count(key: BaghouseNumberKey) {
  const { label } = BAGHOUSE_NUMBER_SPECS[key];
  return v.pipe(finite(label), v.integer(`${label} must be a whole number.`), inItsRange(key));
}

/**
 * The baghouse design's input. Every field may be left out: the design
 * computes what the given ones allow and names what each missing one would
 * add; optional fields fall back as {@link designBaghouse} says.
 */
export const BaghouseInputSchema = v.object({
  /** Actual gas flow Q, m³/s; without it, no cloth area, bags or dust collected. */
  flow: v.optional(positive('Gas flow')),
  /** Cleaning type. */
  cleaning: v.picklist(CLEANING_TYPES, 'Cleaning must be pulse-jet, shaker or reverse-air.'),
  /** A/C ratio given by the user, m/s; overrides the dust table and the factor method. */
  airToCloth: v.optional(positive('Air-to-cloth ratio')),
  /** Dust of EPA Table 1.1, for the A/C ratio by dust. */
  dust: v.optional(v.picklist(DUST_IDS, `Dust must be one of EPA Table 1.1: ${DUST_IDS.join(', ')}.`)),
  /** EPA material factor A (pulse-jet factor method). */
  materialFactor: v.optional(plain('materialFactor')),
  /** EPA application factor B (pulse-jet factor method). */
  applicationFactor: v.optional(plain('applicationFactor')),
  /** Gas temperature, K. */
  temperature: v.optional(v.pipe(finite('Temperature'), v.gtValue(0, 'Temperature must be above absolute zero.'))),
  /** Inlet dust loading C, kg/m³ (actual); without it, no cake, pressure drop or dust collected. */
  loading: v.optional(nonNegative('Dust loading')),
  /** Mass median diameter of the dust, m. */
  mmd: v.optional(positive('Mass median diameter')),
  /** Filter fabric, for its temperature limits (fabrics.ts). */
  fabric: v.optional(v.picklist(FABRIC_IDS, `Fabric must be one of ${FABRIC_IDS.join(', ')}.`)),
  /** Bag diameter D, m; without it (or the length), no bags. */
  bagDiameter: v.optional(positive('Bag diameter')),
  /** Bag length L, m. */
  bagLength: v.optional(positive('Bag length')),
  /** Count the bag bottom (π·D²/4) as cloth. */
  bagBottom: v.optional(v.boolean(), false),
  /** Number of compartments, all the same. */
  compartments: v.optional(count('compartments'), 1),
  /** Bag pitch (centre to centre, square grid), m; gives the housing cross-section. */
  bagPitch: v.optional(positive('Bag pitch')),
  /** Height of each compartment's hopper below the housing, m (0: flat bottom); without it, estimated with walls at 60° (dirty-side.ts). */
  hopperHeight: v.optional(nonNegative('Hopper height')),
  /** Rows of bags in each compartment (with `columns`); derived when not given. */
  rows: v.optional(count('rows')),
  /** Columns of bags in each compartment (with `rows`). */
  columns: v.optional(count('columns')),
  /** Pulse (tank) pressure, gauge, Pa; pulse-jet only. */
  pulsePressure: v.optional(positive('Pulse pressure')),
  /** Time between two valve pulses, s; one valve per row. */
  pulseSpacing: v.optional(positive('Pulse spacing')),
  /** Clean-cloth drag K₁, Pa·s/m (general filter-drag model). */
  k1: v.optional(plain('k1')),
  /** Specific cake resistance K₂, s⁻¹. */
  k2: v.optional(plain('k2')),
  /** Filtration time between cleanings θ, s. */
  cleaningInterval: v.optional(positive('Cleaning interval')),
  /** Pressure drop at which the bags are cleaned, Pa. */
  maxPressureDrop: v.optional(positive('Maximum pressure drop')),
});
/** What {@link designBaghouse} takes. */
export type BaghouseInput = v.InferInput<typeof BaghouseInputSchema>;
/** The input with its defaults applied. */
export type BaghouseInputParsed = v.InferOutput<typeof BaghouseInputSchema>;
/** A field of the input: `flow`, `bagLength`, … */
export type BaghouseField = keyof BaghouseInputParsed;

/** One unusable field: its key and one sentence naming it. */
export interface BaghouseIssue {
  readonly field: BaghouseField;
  readonly message: string;
}
