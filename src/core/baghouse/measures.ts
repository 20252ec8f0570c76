/**
 * The baghouse's numeric inputs with a unit, as the page, the link and the CLI
 * read them: a bare number is in the unit system's unit, or it carries its own.
 */
import { mustBePositive, type MeasureSpec } from '../report/measure.ts';

/** Whether a temperature (K) can be used: above absolute zero. */
const aboveAbsoluteZero = (valueK: number): string | undefined => (valueK > 0 ? undefined : 'must be above absolute zero');
/** Whether a loading can be used: zero or more. */
const notNegative = (valueSi: number): string | undefined => (valueSi >= 0 ? undefined : 'must not be negative');

/** Every measured input, in the order the form and `--help` list them. */
export const BAGHOUSE_MEASURES: readonly MeasureSpec[] = [
  { key: 'flow', label: 'Gas flow', quantity: 'airflow', units: { imperial: 'CFM', metric: 'm3/h' }, check: mustBePositive },
  { key: 'temperature', label: 'Gas temperature', quantity: 'temperature', units: { imperial: 'degF', metric: 'degC' }, check: aboveAbsoluteZero },
  { key: 'loading', label: 'Inlet dust loading', quantity: 'concentration', units: { imperial: 'gr/ft3', metric: 'g/m3' }, check: notNegative },
  { key: 'mmd', label: 'Mass median diameter', quantity: 'length', units: { imperial: 'um', metric: 'um' }, check: mustBePositive },
  { key: 'airToCloth', label: 'Air-to-cloth ratio', quantity: 'velocity', units: { imperial: 'ft/min', metric: 'm/min' }, check: mustBePositive },
  { key: 'pulsePressure', label: 'Pulse pressure (gauge)', quantity: 'pressure', units: { imperial: 'psi', metric: 'bar' }, check: mustBePositive },
  { key: 'pulseSpacing', label: 'Pulse spacing', quantity: 'time', units: { imperial: 's', metric: 's' }, check: mustBePositive },
  { key: 'cleaningInterval', label: 'Cleaning interval', quantity: 'time', units: { imperial: 'min', metric: 'min' }, check: mustBePositive },
  { key: 'maxPressureDrop', label: 'Maximum pressure drop', quantity: 'pressure', units: { imperial: 'inH2O', metric: 'Pa' }, check: mustBePositive },
  { key: 'bagDiameter', label: 'Bag diameter', quantity: 'length', units: { imperial: 'in', metric: 'mm' }, check: mustBePositive },
  { key: 'bagLength', label: 'Bag length', quantity: 'length', units: { imperial: 'ft', metric: 'm' }, check: mustBePositive },
  { key: 'bagPitch', label: 'Bag pitch', quantity: 'length', units: { imperial: 'in', metric: 'mm' }, check: mustBePositive },
];

/** The inputs that are plain numbers (factors, counts, and K₁, K₂ in the system's unit, see DRAG_COEFFICIENT_UNITS). */
export const BAGHOUSE_NUMBERS = ['materialFactor', 'applicationFactor', 'k1', 'k2', 'compartments', 'rows', 'columns'] as const;
/** One plain-number input. */
export type BaghouseNumberKey = (typeof BAGHOUSE_NUMBERS)[number];
