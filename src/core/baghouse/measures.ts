/**
 * The baghouse's numeric inputs with a unit, as the page, the link and the CLI
 * read them: a bare number is in the unit system's unit, or it carries its own.
 */
import type { MeasureSpec } from '../report/measure.ts';
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
];

/** The inputs that are plain numbers (factors, counts, and K₁, K₂ in the system's unit, see DRAG_COEFFICIENT_UNITS). */
export const BAGHOUSE_NUMBERS = ['materialFactor', 'applicationFactor', 'k1', 'k2', 'compartments', 'rows', 'columns'] as const;
/** One plain-number input. */
export type BaghouseNumberKey = (typeof BAGHOUSE_NUMBERS)[number];
