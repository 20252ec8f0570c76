/**
 * The fan selection's input in SI, its defaults and the rules across fields,
 * shared by the page, its link and `duct-calc fan` (which read texts with
 * read.ts) and by a script calling the core with numbers (readFanInput). The
 * keys are the CLI's long option names in camelCase (`motorEfficiency` ↔
 * `--motor-efficiency` ↔ `?motor-efficiency=`), so an issue's field names its
 * option and its field.
 */
import { STANDARD_AIR } from '../air/gas-conditions.ts';
import { checkMeasureValues, inRange } from '../report/measure.ts';
import { checkCurvePoints } from './curve-rows.ts';
import type { FanCurvePoint } from './fan-curve.ts';
import { BASIS_FIELD, FAN_BASES, FAN_MEASURES, FAN_PLAIN_NUMBERS, REQUIRED_FAN_FIELDS, type FanBasis, type FanField, type FanNumberField } from './fields.ts';
import { plainRangeText } from '../report/plain-number.ts';

/**
 * Defaults of the optional fields, in SI (K, m) and %. An empty temperature
 * and cold-start temperature are standard air's 70 °F, and an empty altitude
 * and barometric pressure its 29.92 inHg, so that with no gas given the
 * density factor is 1 exactly and the catalogue pressure is the design pressure.
 */
export const FAN_DEFAULTS = {
  /** % — a premium-efficiency (IE3) motor of 10–100 kW is 92–95 %. */
  motorEfficiency: 95,
  /** % — a V-belt drive; 100 % for a direct drive. */
  driveEfficiency: 97,
  /** % — the service margin on the shaft power: AMCA 201 and ACGIH advise 10–15 %. */
  margin: 15,
  /** K — 70 °F, standard air. */
  temperature: STANDARD_AIR.temperatureK,
  /** K — a cold start at standard air's 70 °F unless told otherwise. */
  coldTemperature: STANDARD_AIR.temperatureK,
  /** % H₂O by volume — dry gas. */
  moisture: 0,
  /** Pa — no filter in the design pressure. */
  filterPressure: 0,
  /** Pa — no part independent of flow. */
  fixedPressure: 0,
} as const satisfies Partial<Record<FanField, number>>;

/** What an empty basis means: the pressures are at the operating density. */
export const DEFAULT_FAN_BASIS: FanBasis = 'operating';

/**
 * Reads the basis as typed (any case, spaces around).
 *
 * @returns The basis, or one line naming the text and the choices.
 */
export function readFanBasis(text: string): FanBasis | string {
  const typed = text.trim().toLowerCase();
  const basis = FAN_BASES.find((choice) => choice === typed);
  return basis ?? `${BASIS_FIELD.label} must be ${FAN_BASES.join(' or ')}, got ${text.trim()}`;
}

/** The selection's input as numbers: SI (m³/s, Pa, K, m), efficiencies and margin in %. */
export interface FanSelectionInput {
  /** Design flow Q_d at the fan, actual m³/s. */
  flow: number;
  /** Design fan pressure Δp_d in Pa (static or total, matching the efficiency), at the `basis` density. */
  pressure: number;
  /** The density the pressures (design, split, fan curve) are given at; `operating` by default. */
  basis?: FanBasis;
  /** Fan efficiency at the design point, %. */
  efficiency: number;
  motorEfficiency?: number;
  driveEfficiency?: number;
  /** Service margin on the shaft power, %. */
  margin?: number;
  /** Operating gas temperature, K. */
  temperature?: number;
  /** Site altitude, m (ISA); leave out when the barometric pressure is given. */
  altitude?: number;
  /** Absolute barometric pressure at the fan, Pa; instead of the altitude. */
  barometricPressure?: number;
  /** Water vapour in the gas, % by volume (0 to 90). */
  moisture?: number;
  /** Gas temperature at a cold start, K (dry air). */
  coldTemperature?: number;
  /** The filter's part of the design pressure, Pa (at the design, so a loaded filter). */
  filterPressure?: number;
  /** A clean filter's drag at the design flow, Pa; gives the clean-filter curve. */
  cleanFilterPressure?: number;
  /** The part of the design pressure that does not change with flow, Pa. */
  fixedPressure?: number;
  /** The fan's speed, rpm: the curve's, and the design's for the fan laws. */
  speed?: number;
  /** A new speed for the fan laws, rpm; needs `speed`. */
  newSpeed?: number;
  /** The impeller diameter, m, and a new one for the fan laws; given together. */
  diameter?: number;
  newDiameter?: number;
  /** A new gas density for the fan laws, kg/m³ (the present one is the operating density). */
  newDensity?: number;
  /** The fan's curve at the `basis` density and the running speed. */
  fanCurve?: readonly FanCurvePoint[];
}

/**
 * The usable inputs a selection is made from: the design flow and pressure,
 * and every other field that can be used, defaults applied to the empty
 * optional ones. A field that cannot be used is absent, and so is every
 * figure that needs it.
 */
export type FanValues = { readonly flow: number; readonly pressure: number; readonly basis?: FanBasis } & Readonly<
  Partial<Record<Exclude<FanNumberField, 'flow' | 'pressure'>, number>>
>;

/** One unusable field: its key (`fanCurve` for the curve) and one line naming the value. */
export interface FanIssue {
  readonly field: string;
  readonly message: string;
}

/**
 * The rules across fields, on the fields that can be used (the split's
 * parts taking their default 0 when empty).
 *
 * @param values Each usable field's value, SI.
 * @returns One issue per broken rule, on the field to correct: the altitude
 *   and the barometric pressure both given; the filter and fixed pressures
 *   above the design pressure; a clean filter above the loaded one; a new
 *   speed without the fan speed; one impeller diameter without the other.
 */
export function crossFieldIssues(values: Readonly<Partial<Record<FanNumberField, number>>>): FanIssue[] {
  const issues: FanIssue[] = [];
  if (values.altitude !== undefined && values.barometricPressure !== undefined) {
    issues.push({ field: 'barometricPressure', message: 'Give the altitude or the barometric pressure, not both' });
  }
  const filter = values.filterPressure ?? FAN_DEFAULTS.filterPressure;
  const fixed = values.fixedPressure ?? FAN_DEFAULTS.fixedPressure;
  if (values.pressure !== undefined && filter + fixed > values.pressure) {
    issues.push({ field: 'filterPressure', message: 'Filter pressure and fixed pressure add up to more than the design pressure' });
  }
  if (values.cleanFilterPressure !== undefined && values.cleanFilterPressure > filter) {
    issues.push({ field: 'cleanFilterPressure', message: 'Clean filter pressure must not exceed the filter pressure at the design (the loaded filter)' });
  }
  if (values.newSpeed !== undefined && values.speed === undefined) issues.push({ field: 'newSpeed', message: 'Give the fan speed with the new speed' });
  if ((values.diameter === undefined) !== (values.newDiameter === undefined)) {
    issues.push({ field: values.diameter === undefined ? 'newDiameter' : 'diameter', message: 'Give the impeller diameter and the new impeller diameter together' });
  }
  return issues;
}

/**
 * The usable values with the defaults of the empty optional fields.
 *
 * @param values The fields given and usable.
 * @param unusable The fields given that cannot be used: they take no default.
 */
export function withDefaults(values: FanValues, unusable: ReadonlySet<string> = new Set()): FanValues {
  const defaults = Object.fromEntries(Object.entries(FAN_DEFAULTS).filter(([key]) => !unusable.has(key) && values[key as FanNumberField] === undefined));
  const basis = values.basis ?? (unusable.has(BASIS_FIELD.key) ? undefined : DEFAULT_FAN_BASIS);
  return { ...defaults, ...values, ...(basis !== undefined && { basis }) };
}

/**
 * Checks an input given as numbers, by the same ranges and rules as the page
 * and the CLI.
 *
 * @returns The values with defaults applied and the curve, or one issue per
 *   unusable field (a range stated in SI) and per problem of the curve. Never throws.
 */
export function readFanInput(
  input: FanSelectionInput,
): { status: 'success'; data: { values: FanValues; fanCurve?: readonly FanCurvePoint[] } } | { status: 'error'; issues: FanIssue[] } {
  const given = input as unknown as Readonly<Record<string, number | undefined>>;
  const issues: FanIssue[] = checkMeasureValues(FAN_MEASURES, given, REQUIRED_FAN_FIELDS);
  for (const spec of FAN_PLAIN_NUMBERS) {
    const value = given[spec.key];
    if (value === undefined) {
      if (REQUIRED_FAN_FIELDS.includes(spec.key)) issues.push({ field: spec.key, message: `${spec.label} is required` });
    } else if (!inRange(spec.range, value)) issues.push({ field: spec.key, message: `${spec.label} ${plainRangeText(spec)}, got ${value}` });
  }
  if (input.basis !== undefined && !FAN_BASES.includes(input.basis)) issues.push({ field: BASIS_FIELD.key, message: readFanBasis(String(input.basis)) as string });
  if (issues.length === 0) issues.push(...crossFieldIssues(given));
  if (input.fanCurve !== undefined) issues.push(...checkCurvePoints(input.fanCurve));
  if (issues.length > 0) return { status: 'error', issues: issues.map(({ field, message }) => ({ field, message })) };
  const { fanCurve, ...fields } = input;
  return { status: 'success', data: { values: withDefaults(fields), ...(fanCurve && { fanCurve }) } };
}
