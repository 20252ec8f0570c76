/**
 * The fan selection's inputs as typed, on the page, in its link and on the
 * command line: each field's key (camelCase; in kebab-case the CLI option and
 * the link's query key), its label and the unit of a bare number per unit
 * system.
 */
import { BAROMETRIC_PRESSURE_MEASURE, GAS_TEMPERATURE_MEASURE, SITE_ALTITUDE_MEASURE } from '../air/condition-measures.ts';
import type { MeasureRange, MeasureSpec, TypedIn } from '../report/measure.ts';
import type { PlainNumberSpec } from '../report/plain-number.ts';
import type { UnitId } from '../units/catalogue.ts';
import type { UnitSystem } from '../report/figure.ts';
import {
  DUCT_DIAMETER_RANGE,
  FLOW_RANGE,
  GAS_DENSITY_RANGE,
  GAS_TEMPERATURE_RANGE,
  MOISTURE_VOLUME_PERCENT_RANGE,
  POWER_RANGE,
  PRESSURE_OR_ZERO_RANGE,
  SYSTEM_PRESSURE_RANGE,
} from '../report/ranges.ts';

/** The dimensional inputs, read by core/report's readMeasures. */
export const FAN_MEASURES = [
  { key: 'flow', label: 'Design flow', quantity: 'airflow', units: { metric: 'm3/h', imperial: 'CFM' }, range: FLOW_RANGE },
  { key: 'pressure', label: 'Design pressure', quantity: 'pressure', units: { metric: 'Pa', imperial: 'inH2O' }, range: SYSTEM_PRESSURE_RANGE },
  GAS_TEMPERATURE_MEASURE,
  SITE_ALTITUDE_MEASURE,
  BAROMETRIC_PRESSURE_MEASURE,
  { key: 'coldTemperature', label: 'Cold-start temperature', quantity: 'temperature', units: { metric: 'degC', imperial: 'degF' }, range: GAS_TEMPERATURE_RANGE },
  { key: 'filterPressure', label: 'Filter pressure', quantity: 'pressure', units: { metric: 'Pa', imperial: 'inH2O' }, range: PRESSURE_OR_ZERO_RANGE },
  { key: 'cleanFilterPressure', label: 'Clean filter pressure', quantity: 'pressure', units: { metric: 'Pa', imperial: 'inH2O' }, range: PRESSURE_OR_ZERO_RANGE },
  { key: 'fixedPressure', label: 'Fixed pressure', quantity: 'pressure', units: { metric: 'Pa', imperial: 'inH2O' }, range: PRESSURE_OR_ZERO_RANGE },
  { key: 'diameter', label: 'Impeller diameter', quantity: 'length', units: { metric: 'mm', imperial: 'in' }, range: DUCT_DIAMETER_RANGE },
  { key: 'newDiameter', label: 'New impeller diameter', quantity: 'length', units: { metric: 'mm', imperial: 'in' }, range: DUCT_DIAMETER_RANGE },
  { key: 'newDensity', label: 'New gas density', quantity: 'density', units: { metric: 'kg/m3', imperial: 'lb/ft3' }, range: GAS_DENSITY_RANGE },
] as const satisfies readonly MeasureSpec[];

/**
 * An efficiency, in %: at most 100 % by the first law; from 1 %, because no
 * fan, motor or drive runs below it, and because dividing the largest air
 * power (10⁴ m³/s at 100 kPa) by a smaller one would leave the double's range.
 */
export const EFFICIENCY_PERCENT_RANGE: MeasureRange = { min: 1, max: 100 };

/**
 * A service margin on the shaft power, in %: AMCA 201 and ACGIH advise
 * 10–15 %; above 100 % the motor would be more than twice the load, which is
 * a choice of motor, not a margin.
 */
export const MARGIN_PERCENT_RANGE: MeasureRange = { min: 0, max: 100 };

/** The inputs in %. */
export const FAN_PERCENTS = [
  { key: 'efficiency', label: 'Fan efficiency', unit: '%', range: EFFICIENCY_PERCENT_RANGE },
  { key: 'motorEfficiency', label: 'Motor efficiency', unit: '%', range: EFFICIENCY_PERCENT_RANGE },
  { key: 'driveEfficiency', label: 'Drive efficiency', unit: '%', range: EFFICIENCY_PERCENT_RANGE },
  { key: 'margin', label: 'Service margin', unit: '%', range: MARGIN_PERCENT_RANGE },
  { key: 'moisture', label: 'Moisture (H₂O by volume)', unit: '%', range: MOISTURE_VOLUME_PERCENT_RANGE },
] as const satisfies readonly PlainNumberSpec[];

/**
 * The density the design pressure, its split and the fan curve are given at:
 * the operating (actual) density, or standard air (0.075 lb/ft³), as a fan
 * catalogue lists them.
 */
export const FAN_BASES = ['operating', 'standard'] as const;
export type FanBasis = (typeof FAN_BASES)[number];

/** The basis field: its key (`--basis`, `?basis=`) and label. */
export const BASIS_FIELD = { key: 'basis', label: 'Pressure basis' } as const;

/** A fan's speed, in rpm: from 1 rpm to 100 000 rpm (small high-speed blowers run near 20 000 rpm). */
export const SPEED_RPM_RANGE: MeasureRange = { min: 1, max: 1e5 };

/** The selection's speeds, in rpm: the fan curve's (and the design's), and a new one for the fan laws. */
export const FAN_SPEEDS = [
  { key: 'speed', label: 'Fan speed', unit: 'rpm', range: SPEED_RPM_RANGE },
  { key: 'newSpeed', label: 'New speed', unit: 'rpm', range: SPEED_RPM_RANGE },
] as const satisfies readonly PlainNumberSpec[];

/** Every plain-number input of the selection: the percentages and the speeds. */
export const FAN_PLAIN_NUMBERS: readonly (PlainNumberSpec & { key: (typeof FAN_PERCENTS)[number]['key'] | (typeof FAN_SPEEDS)[number]['key'] })[] = [...FAN_PERCENTS, ...FAN_SPEEDS];

/** The numeric fields: measures and plain numbers. */
export type FanNumberField = (typeof FAN_MEASURES)[number]['key'] | (typeof FAN_PERCENTS)[number]['key'] | (typeof FAN_SPEEDS)[number]['key'];

/** Every typed field of the selection except the fan curve. */
export type FanField = FanNumberField | typeof BASIS_FIELD.key;

/** Every field in the order of the page and the link. */
export const FAN_FIELDS: readonly FanField[] = [
  'flow',
  'pressure',
  'basis',
  'efficiency',
  'motorEfficiency',
  'driveEfficiency',
  'margin',
  'temperature',
  'altitude',
  'barometricPressure',
  'moisture',
  'coldTemperature',
  'filterPressure',
  'cleanFilterPressure',
  'fixedPressure',
  'speed',
  'newSpeed',
  'diameter',
  'newDiameter',
  'newDensity',
];

/** The fields a selection cannot do without. */
export const REQUIRED_FAN_FIELDS: readonly FanField[] = ['flow', 'pressure', 'efficiency'];

/** What the user typed in each field, exactly; an absent field is not given. */
export type FanTexts = Partial<Record<FanField, string>>;

/** The fan curve's columns and the unit of its numbers per unit system (efficiency in %). */
export const CURVE_COLUMNS = ['flow', 'pressure', 'efficiency', 'power'] as const;
export type CurveColumn = (typeof CURVE_COLUMNS)[number];

/** The units of the curve's flow, pressure and power columns: the design fields' units, and kW or hp. */
export const CURVE_UNITS: Readonly<Record<UnitSystem, Readonly<Record<Exclude<CurveColumn, 'efficiency'>, UnitId>>>> = {
  metric: { flow: 'm3/h', pressure: 'Pa', power: 'kW' },
  imperial: { flow: 'CFM', pressure: 'inH2O', power: 'hp' },
};

/** One row of the fan curve as typed: a text per column, '' when empty. */
export type CurveRow = Readonly<Record<CurveColumn, string>>;

/** An empty curve row. */
export const EMPTY_CURVE_ROW: CurveRow = { flow: '', pressure: '', efficiency: '', power: '' };

/**
 * The unit system each cell of a curve row was typed in (see measure.ts
 * `TypedIn`), so a unit switch re-displays the row without changing it.
 */
export type CurveRowTypedIn = Readonly<Partial<Record<CurveColumn, UnitSystem>>>;

/** The fields' and the curve rows' unit systems as typed; absent ones are in the system read with. */
export interface FanTypedIn {
  readonly fields?: TypedIn;
  /** One per curve row, in step with the rows. */
  readonly rows?: readonly CurveRowTypedIn[];
}

/** The fan laws' speeds, plain numbers in rpm. */
export const FAN_LAW_SPEEDS = [
  { key: 'speed', label: 'Speed', unit: 'rpm', range: SPEED_RPM_RANGE },
  { key: 'newSpeed', label: 'New speed', unit: 'rpm', range: SPEED_RPM_RANGE },
] as const satisfies readonly PlainNumberSpec[];

/** The dimensional inputs of the fan laws (`duct-calc fan-laws`); speeds are plain numbers in rpm. */
export const FAN_LAW_MEASURES = [
  { key: 'flow', label: 'Flow', quantity: 'airflow', units: { metric: 'm3/h', imperial: 'CFM' }, range: FLOW_RANGE },
  { key: 'pressure', label: 'Pressure', quantity: 'pressure', units: { metric: 'Pa', imperial: 'inH2O' }, range: SYSTEM_PRESSURE_RANGE },
  { key: 'power', label: 'Power', quantity: 'power', units: { metric: 'kW', imperial: 'hp' }, range: POWER_RANGE },
  { key: 'diameter', label: 'Diameter', quantity: 'length', units: { metric: 'mm', imperial: 'in' }, range: DUCT_DIAMETER_RANGE },
  { key: 'newDiameter', label: 'New diameter', quantity: 'length', units: { metric: 'mm', imperial: 'in' }, range: DUCT_DIAMETER_RANGE },
  { key: 'density', label: 'Density', quantity: 'density', units: { metric: 'kg/m3', imperial: 'lb/ft3' }, range: GAS_DENSITY_RANGE },
  { key: 'newDensity', label: 'New density', quantity: 'density', units: { metric: 'kg/m3', imperial: 'lb/ft3' }, range: GAS_DENSITY_RANGE },
] as const satisfies readonly MeasureSpec[];
