/**
 * The baghouse's numeric inputs with a unit, as the page, the link and the CLI
 * read them: a bare number is in the unit system's unit, or it carries its own.
 */
import type { MeasureRange, MeasureSpec } from '../report/measure.ts';
import {
  AIR_TO_CLOTH_RANGE,
  BAG_DIAMETER_RANGE,
  BAG_LENGTH_RANGE,
  BAG_PITCH_RANGE,
  CLEANING_INTERVAL_RANGE,
  DUST_LOADING_RANGE,
  FILTER_PRESSURE_DROP_RANGE,
  FLOW_RANGE,
  GAS_TEMPERATURE_RANGE,
  PARTICLE_SIZE_RANGE,
  PULSE_PRESSURE_RANGE,
  PULSE_SPACING_RANGE,
} from '../report/ranges.ts';

/**
 * A hopper's height below the housing: 0 (a flat bottom, no hopper) to 20 m,
 * beyond any collector built; our judgement (○).
 */
const HOPPER_HEIGHT_RANGE: MeasureRange = { min: 0, max: 20 };

/** Every measured input, in the order the form and `--help` list them. */
export const BAGHOUSE_MEASURES: readonly MeasureSpec[] = [
  { key: 'flow', label: 'Gas flow', quantity: 'airflow', units: { imperial: 'CFM', metric: 'm3/h' }, range: FLOW_RANGE },
  { key: 'temperature', label: 'Gas temperature', quantity: 'temperature', units: { imperial: 'degF', metric: 'degC' }, range: GAS_TEMPERATURE_RANGE },
  { key: 'loading', label: 'Inlet dust loading', quantity: 'concentration', units: { imperial: 'gr/ft3', metric: 'g/m3' }, range: DUST_LOADING_RANGE },
  { key: 'mmd', label: 'Mass median diameter', quantity: 'length', units: { imperial: 'um', metric: 'um' }, range: PARTICLE_SIZE_RANGE },
  { key: 'airToCloth', label: 'Air-to-cloth ratio', quantity: 'velocity', units: { imperial: 'ft/min', metric: 'm/min' }, range: AIR_TO_CLOTH_RANGE },
  { key: 'pulsePressure', label: 'Pulse pressure (gauge)', quantity: 'pressure', units: { imperial: 'psi', metric: 'bar' }, range: PULSE_PRESSURE_RANGE },
  { key: 'pulseSpacing', label: 'Pulse spacing', quantity: 'time', units: { imperial: 's', metric: 's' }, range: PULSE_SPACING_RANGE },
  { key: 'cleaningInterval', label: 'Cleaning interval', quantity: 'time', units: { imperial: 'min', metric: 'min' }, range: CLEANING_INTERVAL_RANGE },
  { key: 'maxPressureDrop', label: 'Maximum pressure drop', quantity: 'pressure', units: { imperial: 'inH2O', metric: 'Pa' }, range: FILTER_PRESSURE_DROP_RANGE },
  { key: 'bagDiameter', label: 'Bag diameter', quantity: 'length', units: { imperial: 'in', metric: 'mm' }, range: BAG_DIAMETER_RANGE },
  { key: 'bagLength', label: 'Bag length', quantity: 'length', units: { imperial: 'ft', metric: 'm' }, range: BAG_LENGTH_RANGE },
  { key: 'bagPitch', label: 'Bag pitch', quantity: 'length', units: { imperial: 'in', metric: 'mm' }, range: BAG_PITCH_RANGE },
  { key: 'hopperHeight', label: 'Hopper height', quantity: 'length', units: { imperial: 'ft', metric: 'm' }, range: HOPPER_HEIGHT_RANGE },
];

/** The inputs that are plain numbers (factors, counts, and K₁, K₂ in the system's unit, see DRAG_COEFFICIENT_UNITS). */
export const BAGHOUSE_NUMBERS = ['materialFactor', 'applicationFactor', 'k1', 'k2', 'compartments', 'rows', 'columns'] as const;
/** One plain-number input. */
export type BaghouseNumberKey = (typeof BAGHOUSE_NUMBERS)[number];

/** A plain-number input: how it is named, its range (SI for K₁ and K₂), and whether it counts things. */
export interface BaghouseNumberSpec {
  readonly label: string;
  readonly range: MeasureRange;
  readonly whole: boolean;
}

/**
 * The plain numbers' ranges, our judgement (○) unless a table sets them:
 * - A and B scale the factor method's A/C ratio; its lists span 6–15 and
 *   0.8–1.0, so 1–20 and 0.5–1.2 keep a factor from a supplier while
 *   refusing a typing slip (each value off the list is also a warning).
 * - K₁ up to 6·10⁶ Pa·s/m (about 122 inH₂O·min/ft): a clean-cloth drop of
 *   10 kPa at the slowest filtering velocity. K₂ above zero (a cake always
 *   resists) up to 6·10⁷ s⁻¹ (about 6,000 inH₂O·min·ft/lb, 400 times the EPA
 *   example's 15).
 * - Up to 100 compartments, and up to 1,000 rows or columns of bags in one,
 *   well beyond any built; the design warns long before (see COMPARTMENT_BAG_LIMIT).
 */
export const BAGHOUSE_NUMBER_SPECS: Readonly<Record<BaghouseNumberKey, BaghouseNumberSpec>> = {
  materialFactor: { label: 'Material factor A', range: { min: 1, max: 20 }, whole: false },
  applicationFactor: { label: 'Application factor B', range: { min: 0.5, max: 1.2 }, whole: false },
  k1: { label: 'K₁', range: { min: 0, max: 6e6 }, whole: false },
  k2: { label: 'K₂', range: { min: 0, max: 6e7, minExclusive: true }, whole: false },
  compartments: { label: 'Compartments', range: { min: 1, max: 100 }, whole: true },
  rows: { label: 'Rows', range: { min: 1, max: 1000 }, whole: true },
  columns: { label: 'Columns', range: { min: 1, max: 1000 }, whole: true },
};
