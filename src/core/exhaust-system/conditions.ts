/**
 * The gas conditions of a whole exhaust system as typed (on the page, in a
 * saved sheet, as `duct-calc system` options): temperature, altitude or
 * barometric pressure, and moisture in % H₂O by volume. Read into the SI
 * `GasConditionsInput` of core/air; what is not given is standard air's.
 */
import { checkedAltitudePressurePa } from '../air/barometric.ts';
import { BAROMETRIC_PRESSURE_MEASURE, GAS_TEMPERATURE_MEASURE, SITE_ALTITUDE_MEASURE } from '../air/condition-measures.ts';
import type { GasConditionsInput } from '../air/gas-conditions.ts';
import { readPlainNumber, type PlainNumberSpec } from '../report/plain-number.ts';
import type { UnitSystem } from '../report/figure.ts';
import { readMeasure } from '../report/measure.ts';
import { MOISTURE_VOLUME_PERCENT_RANGE } from '../report/ranges.ts';

/** The dimensional conditions, in the order of the page and `--help`. */
export const CONDITION_MEASURES = [GAS_TEMPERATURE_MEASURE, SITE_ALTITUDE_MEASURE, BAROMETRIC_PRESSURE_MEASURE] as const;

/** Water vapour in the gas, % by volume (a plain number, with or without `%`). */
export const MOISTURE_SPEC = { key: 'moisture', label: 'Moisture', unit: '%', range: MOISTURE_VOLUME_PERCENT_RANGE } as const satisfies PlainNumberSpec;

/** A condition's key: `temperature`, `altitude`, `barometricPressure`, `moisture`. */
export type ConditionKey = (typeof CONDITION_MEASURES)[number]['key'] | typeof MOISTURE_SPEC.key;

/** Every condition key, in the order of the page, the sheet file and the CLI. */
export const CONDITION_KEYS: readonly ConditionKey[] = ['temperature', 'altitude', 'barometricPressure', 'moisture'];

/** The conditions as typed; an absent or blank one is standard air's. */
export type ConditionTexts = Readonly<Partial<Record<ConditionKey, string>>>;

/** The unit system each condition was typed in, where not the sheet's. */
export type ConditionSystems = Readonly<Partial<Record<ConditionKey, UnitSystem>>>;

/** Why a condition cannot be used: the key and one line naming it and the value. */
export interface ConditionIssue {
  readonly key: ConditionKey;
  readonly text: string;
  readonly message: string;
}

/**
 * Reads the system's conditions.
 *
 * @param texts The texts as typed: temperature (bare °C or °F), altitude
 *   (m or ft, ISA) or barometric pressure (absolute, kPa or inHg), moisture
 *   (% H₂O by volume); each may carry its unit except the moisture.
 * @param system The unit system of a bare number.
 * @param typedIn The system of each text typed in another one.
 * @returns `success` with the SI conditions (K, Pa from the altitude by
 *   the ISA or as given, moisture as a volume %), each part absent when not
 *   given; or `error` with one issue per unusable condition: not a number,
 *   out of its range, or both an altitude and a barometric pressure. Never throws.
 *
 * Source: ISA (ISO 2533) for the altitude, via `barometricPressurePa`.
 */
export function readConditions(
  texts: ConditionTexts,
  system: UnitSystem,
  typedIn: ConditionSystems = {},
): { status: 'success'; data: GasConditionsInput } | { status: 'error'; issues: ConditionIssue[] } {
  const issues: ConditionIssue[] = [];
  const values: Partial<Record<ConditionKey, number>> = {};
  for (const spec of CONDITION_MEASURES) {
    const text = texts[spec.key]?.trim() ?? '';
    if (text === '') continue;
    const read = readMeasure(spec, text, typedIn[spec.key] ?? system);
    if (read.status === 'success') values[spec.key] = read.valueSi;
    else issues.push({ key: spec.key, text, message: read.issue.message });
  }
  const moistureText = texts.moisture?.trim() ?? '';
  if (moistureText !== '') {
    const read = readPlainNumber(MOISTURE_SPEC, moistureText);
    if (typeof read === 'number') values.moisture = read;
    else issues.push({ key: 'moisture', text: moistureText, message: read });
  }
  if (values.altitude !== undefined && values.barometricPressure !== undefined) {
    const text = texts.barometricPressure!.trim();
    issues.push({ key: 'barometricPressure', text, message: `Give the altitude or the barometric pressure, not both (got ${texts.altitude!.trim()} and ${text})` });
  }
  if (issues.length > 0) return { status: 'error', issues };
  const pressurePa = values.altitude === undefined ? values.barometricPressure : checkedAltitudePressurePa(values.altitude);
  return {
    status: 'success',
    data: {
      ...(values.temperature === undefined ? {} : { temperatureK: values.temperature }),
      ...(pressurePa === undefined ? {} : { pressurePa }),
      ...(values.moisture === undefined ? {} : { moisture: { volumePercent: values.moisture } }),
    },
  };
}
