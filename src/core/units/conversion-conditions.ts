/**
 * Reads the gas conditions of a conversion as typed (CLI options, link
 * parameters, page fields): each with its unit, or a bare number in the
 * field's documented default unit.
 */
import { barometricPressurePa } from '../air/barometric.ts';
import { REFERENCE_CONDITION_IDS, type ReferenceConditionId } from '../air/reference-conditions.ts';
import type { UnitId } from './catalogue.ts';
import { quoteText } from './issue.ts';
import { DECIMAL_NUMBER_TEXT } from './number-text.ts';
import { parseQuantity } from './parse-quantity.ts';

/** The condition fields, named as the CLI's options and the link's parameters. */
export const CONDITION_FIELDS = ['temperature', 'pressure', 'altitude', 'moisture', 'o2', 'o2-ref', 'standard'] as const;
/** One condition field. */
export type ConditionField = (typeof CONDITION_FIELDS)[number];

/**
 * The unit of a bare number in each condition field: °C, kPa (absolute), m,
 * and % by volume. A typed unit always wins (`300F`, `29.5inHg`, `5000ft`).
 */
export const CONDITION_DEFAULT_UNITS: Readonly<Record<Exclude<ConditionField, 'standard'>, string>> = {
  temperature: '°C',
  pressure: 'kPa',
  altitude: 'm',
  moisture: '%',
  o2: '%',
  'o2-ref': '%',
};

/** The default unit ids of the fields read with parseQuantity. */
const DEFAULT_UNIT_IDS = { temperature: 'degC', pressure: 'kPa', altitude: 'm' } as const satisfies Record<string, UnitId>;

/** The conditions read, in SI and %; a field left empty is absent. */
export interface ReadConditions {
  /** Absolute gas temperature, K. */
  temperatureK?: number;
  /** Absolute gas pressure, Pa: as typed, or from the altitude (ISA). */
  pressurePa?: number;
  /** Altitude above mean sea level, m, when given instead of the pressure. */
  altitudeM?: number;
  /** Water vapour, % by volume. */
  moisturePercent?: number;
  /** Measured O₂, % by volume on a dry basis. */
  o2Percent?: number;
  /** The O₂ the result is quoted at, % by volume. */
  o2RefPercent?: number;
  /** The reference named by `standard`. */
  standard?: ReferenceConditionId;
}

/** A condition that cannot be used: the field and one line naming the value. */
export interface ConditionIssue {
  readonly field: ConditionField;
  readonly message: string;
}

const PERCENT_LABELS = { moisture: 'Moisture (H₂O)', o2: 'Measured O₂ (dry)', 'o2-ref': 'Reference O₂' } as const;

/** A percentage as typed: a number with an optional `%`. */
function readPercent(field: keyof typeof PERCENT_LABELS, text: string): number | ConditionIssue {
  const number = text.trim().replace(/\s*%$/, '');
  if (DECIMAL_NUMBER_TEXT.test(number) && Number.isFinite(Number(number))) return Number(number);
  return { field, message: `${PERCENT_LABELS[field]} must be a number in % by volume, e.g. 8, got ${quoteText(text.trim())}` };
}

/**
 * Reads the conditions typed for a conversion.
 *
 * @param texts The texts by field; absent or blank fields are left out.
 *   `temperature`, `pressure` and `altitude` take a unit (`300F`, `98kPa`,
 *   `1500m`), or a bare number in °C, kPa (absolute) and m; `moisture`, `o2`
 *   and `o2-ref` are % by volume, with or without `%`; `standard` is `acgih`,
 *   `epa` or `normal`, in any case.
 * @returns The values in K, Pa, m and %, the pressure also from the altitude
 *   by the ISA (barometricPressurePa), and an issue per unusable field: a
 *   value that is not a number, a unit of another quantity, a temperature
 *   below absolute zero, an altitude outside -1000 to 11 000 m, both a
 *   pressure and an altitude, an unknown reference. Ranges of the
 *   percentages and the pressure's sign are checked by the core/air function
 *   that uses them. Never throws.
 */
export function readConditions(texts: Partial<Record<ConditionField, string>>): {
  conditions: ReadConditions;
  issues: ConditionIssue[];
} {
  const conditions: ReadConditions = {};
  const issues: ConditionIssue[] = [];
  const given = (field: ConditionField) => {
    const text = texts[field];
    return text === undefined || text.trim() === '' ? undefined : text;
  };
  const quantity = (field: keyof typeof DEFAULT_UNIT_IDS): number | undefined => {
    const text = given(field);
    if (text === undefined) return undefined;
    const parsed = parseQuantity(text, { defaultUnit: DEFAULT_UNIT_IDS[field] });
    if (parsed.status === 'success') return parsed.data.valueSi;
    issues.push({ field, message: parsed.issues[0]!.message });
    return undefined;
  };

  conditions.temperatureK = quantity('temperature');
  conditions.pressurePa = quantity('pressure');
  conditions.altitudeM = quantity('altitude');
  if (conditions.altitudeM !== undefined) {
    if (given('pressure') !== undefined) {
      issues.push({ field: 'altitude', message: 'Give either the absolute pressure or the altitude, not both' });
    } else {
      const barometric = barometricPressurePa({ altitudeM: conditions.altitudeM });
      if (barometric.status === 'success') conditions.pressurePa = barometric.data.pressurePa;
      else issues.push({ field: 'altitude', message: barometric.issues[0]!.message });
    }
  }
  for (const field of ['moisture', 'o2', 'o2-ref'] as const) {
    const text = given(field);
    if (text === undefined) continue;
    const percent = readPercent(field, text);
    if (typeof percent !== 'number') issues.push(percent);
    else if (field === 'moisture') conditions.moisturePercent = percent;
    else if (field === 'o2') conditions.o2Percent = percent;
    else conditions.o2RefPercent = percent;
  }
  const standard = given('standard');
  if (standard !== undefined) {
    const id = standard.trim().toLowerCase();
    const known = REFERENCE_CONDITION_IDS.find((reference) => reference === id);
    if (known) conditions.standard = known;
    else issues.push({ field: 'standard', message: `Reference must be acgih, epa or normal, got ${quoteText(standard.trim())}` });
  }
  for (const key of Object.keys(conditions) as (keyof ReadConditions)[]) {
    if (conditions[key] === undefined) delete conditions[key];
  }
  return { conditions, issues };
}
