/**
 * The fan selection's input in SI, its defaults and the rules across fields,
 * shared by the page, its link and `duct-calc fan` (which read texts with
 * read.ts) and by a script calling the core with numbers (readFanInput). The
 * keys are the CLI's long option names in camelCase (`motorEfficiency` ↔
 * `--motor-efficiency` ↔ `?motor-efficiency=`), so an issue's field names its
 * option and its field.
 */
import { checkMeasureValues, inRange } from '../report/measure.ts';
import { checkCurvePoints } from './curve-rows.ts';
import type { FanCurvePoint } from './fan-curve.ts';
import { FAN_MEASURES, FAN_PERCENTS, REQUIRED_FAN_FIELDS, type FanField } from './fields.ts';
import { plainRangeText } from './plain-number.ts';

/** Defaults of the optional fields, in SI (K, m) and %. */
export const FAN_DEFAULTS = {
  /** % — a premium-efficiency (IE3) motor of 10–100 kW is 92–95 %. */
  motorEfficiency: 95,
  /** % — a V-belt drive; 100 % for a direct drive. */
  driveEfficiency: 97,
  /** % — the service margin on the shaft power: AMCA 201 and ACGIH advise 10–15 %. */
  margin: 15,
  /** K — 20 °C, the temperature of ASHRAE standard air. */
  temperature: 293.15,
  /** K — a cold start at 20 °C unless told otherwise. */
  coldTemperature: 293.15,
  /** Pa — no filter in the design pressure. */
  filterPressure: 0,
  /** Pa — no part independent of flow. */
  fixedPressure: 0,
} as const satisfies Partial<Record<FanField, number>>;

/** The selection's input as numbers: SI (m³/s, Pa, K, m), efficiencies and margin in %. */
export interface FanSelectionInput {
  /** Design flow Q_d at the fan, actual m³/s. */
  flow: number;
  /** Design fan pressure Δp_d in Pa (static or total, matching the efficiency). */
  pressure: number;
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
  /** Gas temperature at a cold start, K. */
  coldTemperature?: number;
  /** The filter's part of the design pressure, Pa (at the design, so a loaded filter). */
  filterPressure?: number;
  /** A clean filter's drag at the design flow, Pa; gives the clean-filter curve. */
  cleanFilterPressure?: number;
  /** The part of the design pressure that does not change with flow, Pa. */
  fixedPressure?: number;
  /** The fan's curve at the operating density and speed. */
  fanCurve?: readonly FanCurvePoint[];
}

/**
 * The usable inputs a selection is made from: the design flow and pressure,
 * and every other field that can be used, defaults applied to the empty
 * optional ones. A field that cannot be used is absent, and so is every
 * figure that needs it.
 */
export type FanValues = { readonly flow: number; readonly pressure: number } & Readonly<Partial<Record<Exclude<FanField, 'flow' | 'pressure'>, number>>>;

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
 *   above the design pressure; a clean filter above the loaded one.
 */
export function crossFieldIssues(values: Readonly<Partial<Record<FanField, number>>>): FanIssue[] {
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
  return issues;
}

/**
 * The usable values with the defaults of the empty optional fields.
 *
 * @param values The fields given and usable.
 * @param unusable The fields given that cannot be used: they take no default.
 */
export function withDefaults(values: FanValues, unusable: ReadonlySet<string> = new Set()): FanValues {
  const defaults = Object.fromEntries(Object.entries(FAN_DEFAULTS).filter(([key]) => !unusable.has(key) && values[key as FanField] === undefined));
  return { ...defaults, ...values };
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
  for (const spec of FAN_PERCENTS) {
    const value = given[spec.key];
    if (value === undefined) {
      if (REQUIRED_FAN_FIELDS.includes(spec.key)) issues.push({ field: spec.key, message: `${spec.label} is required` });
    } else if (!inRange(spec.range, value)) issues.push({ field: spec.key, message: `${spec.label} ${plainRangeText(spec)}, got ${value}` });
  }
  if (issues.length === 0) issues.push(...crossFieldIssues(given));
  if (input.fanCurve !== undefined) issues.push(...checkCurvePoints(input.fanCurve));
  if (issues.length > 0) return { status: 'error', issues: issues.map(({ field, message }) => ({ field, message })) };
  const { fanCurve, ...fields } = input;
  return { status: 'success', data: { values: withDefaults(fields), ...(fanCurve && { fanCurve }) } };
}
