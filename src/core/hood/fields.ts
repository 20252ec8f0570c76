/**
 * The hood design's inputs as typed, on the page, in its link and on the
 * command line: each field's key (camelCase; in kebab-case the CLI option
 * and the link's query key: `captureVelocity` ↔ `--capture-velocity` ↔
 * `?capture-velocity=`), its label and the unit of a bare number per unit
 * system. Hood and duct sizes are in mm or in, as the field writes them.
 */
import { BAROMETRIC_PRESSURE_MEASURE, GAS_TEMPERATURE_MEASURE, SITE_ALTITUDE_MEASURE } from '../air/condition-measures.ts';
import type { MeasureRange, MeasureSpec, TypedIn } from '../report/measure.ts';
import { ZERO_CELSIUS_K } from '../units/definitions.ts';
import {
  DUCT_DIAMETER_RANGE,
  DUCT_VELOCITY_RANGE,
  FLOW_RANGE,
  GAS_TEMPERATURE_RANGE,
  MOISTURE_VOLUME_PERCENT_RANGE,
  OPENING_AREA_RANGE,
  SYSTEM_PRESSURE_RANGE,
} from '../report/ranges.ts';

/**
 * The hood shapes the tool designs, each with its own flow equation
 * (`design-types.ts` gives each its name, equation, validity and default take-off):
 * - `plain-opening`, `flanged-opening`: round or rectangular, DallaValle, Q = V(10X² + A), ×0.75 flanged;
 * - `plain-slot`, `flanged-slot`: Q = 3.7·L·V·X and 2.6·L·V·X;
 * - `booth`: face velocity × face (width × height); `enclosure`: opening velocity × open area;
 * - `canopy`: over a cold source, Q = 1.4·P·D·V;
 * - `hot-canopy`: over a hot source, ACGIH's hot-source method (low or high canopy by its height);
 * - `downdraft`: a downdraft table or bench, velocity × table area, as ACGIH gives it;
 * - `custom`: a hood named by the user, with its Fh, its face area and face velocity (or its flow).
 */
export const HOOD_DESIGN_TYPE_IDS = [
  'plain-opening',
  'flanged-opening',
  'plain-slot',
  'flanged-slot',
  'booth',
  'enclosure',
  'canopy',
  'hot-canopy',
  'downdraft',
  'custom',
] as const;
export type HoodDesignTypeId = (typeof HOOD_DESIGN_TYPE_IDS)[number];

/** A hood's length (a face, a slot, a source, the distance X): 1 mm to 20 m. */
export const HOOD_LENGTH_RANGE: MeasureRange = { min: 1e-3, max: 20 };

/**
 * A capture, face or room air velocity: from 0.05 m/s (10 fpm, still air)
 * to 50 m/s (10 000 fpm, past any capture velocity ACGIH lists).
 */
export const HOOD_VELOCITY_RANGE: MeasureRange = { min: 0.05, max: 50 };

/** A room cross-draft: 0 (still air) to 50 m/s. */
export const CROSS_DRAFT_RANGE: MeasureRange = { min: 0, max: 50 };

/**
 * A hot source's surface temperature: up to 1800 °C, molten steel at the
 * pour, the hottest source a canopy is hung over. It is no gas temperature:
 * the hot-source method takes only its difference from the ambient air.
 */
export const HOT_SOURCE_TEMPERATURE_RANGE: MeasureRange = { min: GAS_TEMPERATURE_RANGE.min, max: ZERO_CELSIUS_K + 1800, why: 'up to molten steel' };

/** The dimensional inputs, read by core/report's readMeasures. */
export const HOOD_MEASURES = [
  { key: 'captureVelocity', label: 'Capture velocity', quantity: 'velocity', units: { metric: 'm/s', imperial: 'ft/min' }, range: HOOD_VELOCITY_RANGE },
  { key: 'distance', label: 'Distance X', quantity: 'length', units: { metric: 'mm', imperial: 'in' }, range: HOOD_LENGTH_RANGE },
  { key: 'faceVelocity', label: 'Face velocity', quantity: 'velocity', units: { metric: 'm/s', imperial: 'ft/min' }, range: HOOD_VELOCITY_RANGE },
  { key: 'flow', label: 'Design flow', quantity: 'airflow', units: { metric: 'm3/h', imperial: 'CFM' }, range: FLOW_RANGE },
  { key: 'diameter', label: 'Diameter', quantity: 'length', units: { metric: 'mm', imperial: 'in' }, range: HOOD_LENGTH_RANGE },
  { key: 'width', label: 'Width', quantity: 'length', units: { metric: 'mm', imperial: 'in' }, range: HOOD_LENGTH_RANGE },
  { key: 'length', label: 'Length', quantity: 'length', units: { metric: 'mm', imperial: 'in' }, range: HOOD_LENGTH_RANGE },
  { key: 'height', label: 'Height', quantity: 'length', units: { metric: 'mm', imperial: 'in' }, range: HOOD_LENGTH_RANGE },
  { key: 'openArea', label: 'Open area', quantity: 'area', units: { metric: 'm2', imperial: 'ft2' }, range: OPENING_AREA_RANGE },
  { key: 'sourceTemperature', label: 'Source temperature', quantity: 'temperature', units: { metric: 'degC', imperial: 'degF' }, range: HOT_SOURCE_TEMPERATURE_RANGE },
  { key: 'ambientTemperature', label: 'Ambient temperature', quantity: 'temperature', units: { metric: 'degC', imperial: 'degF' }, range: GAS_TEMPERATURE_RANGE },
  { key: 'crossDraft', label: 'Room cross-draft', quantity: 'velocity', units: { metric: 'm/s', imperial: 'ft/min' }, range: CROSS_DRAFT_RANGE },
  { key: 'ductDiameter', label: 'Branch duct diameter', quantity: 'length', units: { metric: 'mm', imperial: 'in' }, range: DUCT_DIAMETER_RANGE },
  { key: 'minVelocity', label: 'Minimum transport velocity', quantity: 'velocity', units: { metric: 'm/s', imperial: 'ft/min' }, range: DUCT_VELOCITY_RANGE },
  GAS_TEMPERATURE_MEASURE,
  SITE_ALTITUDE_MEASURE,
  BAROMETRIC_PRESSURE_MEASURE,
  { key: 'measuredStaticPressure', label: 'Measured hood static pressure SPh', quantity: 'pressure', units: { metric: 'Pa', imperial: 'inH2O' }, range: SYSTEM_PRESSURE_RANGE },
] as const satisfies readonly MeasureSpec[];

/** Moisture, % H₂O by volume, as every tool reads it. */
export const HOOD_MOISTURE = { key: 'moisture', label: 'Moisture (H₂O by volume)', unit: '%', range: MOISTURE_VOLUME_PERCENT_RANGE } as const;

/** Hood entry loss Fh in VP of the duct: 0 (an ideal bell mouth) to 10, far past any hood ACGIH lists (a plain slot plenum is near 1.78). */
export const ENTRY_LOSS_RANGE: MeasureRange = { min: 0, max: 10 };

/** Coefficient of entry Ce: above 0.3 (Fh 10) up to 1 (no loss). */
export const COEFFICIENT_OF_ENTRY_RANGE: MeasureRange = { min: 0.3, max: 1 };

/** The dimensionless inputs: loss coefficients in VP and Ce. */
export const HOOD_COEFFICIENTS = [
  { key: 'entryLoss', label: 'Hood entry loss Fh', range: ENTRY_LOSS_RANGE },
  { key: 'coefficientOfEntry', label: 'Coefficient of entry Ce', range: COEFFICIENT_OF_ENTRY_RANGE },
  { key: 'slotLoss', label: 'Slot loss Fs', range: ENTRY_LOSS_RANGE },
] as const;

/**
 * The fields that are not numbers: the hood type (`type`, a design type id),
 * the take-off whose Fh the hood uses (`takeOff`, a `hood-types.ts` id), the
 * dust's ACGIH transport class (`transport`, a `transport-velocity.ts` id),
 * and a custom hood's name (`name`).
 */
export const HOOD_TEXT_FIELDS = ['type', 'takeOff', 'transport', 'name'] as const;

export type HoodMeasureField = (typeof HOOD_MEASURES)[number]['key'];
export type HoodCoefficientField = (typeof HOOD_COEFFICIENTS)[number]['key'];
export type HoodField = HoodMeasureField | HoodCoefficientField | typeof HOOD_MOISTURE.key | (typeof HOOD_TEXT_FIELDS)[number];

/** Every field in the order of the page and the link. */
export const HOOD_FIELDS: readonly HoodField[] = [
  'type',
  'name',
  'captureVelocity',
  'distance',
  'faceVelocity',
  'flow',
  'diameter',
  'width',
  'length',
  'height',
  'openArea',
  'sourceTemperature',
  'ambientTemperature',
  'crossDraft',
  'takeOff',
  'entryLoss',
  'coefficientOfEntry',
  'slotLoss',
  'transport',
  'minVelocity',
  'ductDiameter',
  'temperature',
  'altitude',
  'barometricPressure',
  'moisture',
  'measuredStaticPressure',
];

/** What the user typed in each field, exactly; an absent field is not given. */
export type HoodTexts = Partial<Record<HoodField, string>>;

/** The unit system each measure was typed in; absent ones are in the system read with. */
export type HoodTypedIn = TypedIn;
