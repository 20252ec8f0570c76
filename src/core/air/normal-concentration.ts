/**
 * Dust concentration, actual → normal (or standard), dry, at a reference O₂:
 * C_ref = C_act · (T_act/T_ref) · (p_ref/p_act) · 1/(1 − H₂O) · (21 − O₂,ref)/(21 − O₂,meas).
 * Each step is optional, and each one applied is returned with its formula.
 */
import * as v from 'valibot';
import { applyFactors, type AppliedFactor } from './applied-factor.ts';
import { AIR_PARSE_CONFIG, toAirIssues, type AirResult } from './issue.ts';
import { absolutePressurePaSchema, nonNegativeSchema, percentSchema, temperatureKSchema } from './inputs.ts';
import {
  REFERENCE_CONDITIONS,
  ReferenceConditionIdSchema,
  type ReferenceCondition,
} from './reference-conditions.ts';

/** O₂ in dry air, % by volume: the 21 of the O₂ correction. */
const AIR_OXYGEN_PERCENT = 21;

const EU_STANDARDISATION =
  'EU Industrial Emissions Directive 2010/75/EU, Annex VI Part 2: emissions standardised to 273.15 K, 101.3 kPa, dry gas';

/** A measured concentration and the conditions it was measured at; every condition is optional. */
export const ConcentrationConditionsSchema = v.pipe(
  v.object({
    /** The concentration as measured, kg/m³ (actual, wet). */
    concentrationKgPerM3: nonNegativeSchema('Dust concentration', 'kg/m³'),
    /** Absolute temperature of the gas, K: corrects to the reference temperature. */
    actualTemperatureK: v.optional(temperatureKSchema('Actual temperature')),
    /** Absolute pressure of the gas, Pa: corrects to the reference pressure. */
    actualPressurePa: v.optional(absolutePressurePaSchema('Actual absolute pressure')),
    /** Water vapour, % by volume: corrects to dry gas. */
    moisturePercent: v.optional(percentSchema('Moisture (H₂O)', 100)),
    /** O₂ measured, % by volume on a dry basis; needs `referenceOxygenPercent`. */
    measuredOxygenPercent: v.optional(percentSchema('Measured O₂ (dry)', AIR_OXYGEN_PERCENT)),
    /** O₂ the limit is quoted at, % by volume (e.g. 6 % for solid fuels); needs `measuredOxygenPercent`. */
    referenceOxygenPercent: v.optional(percentSchema('Reference O₂', AIR_OXYGEN_PERCENT)),
    /** The reference temperature and pressure; `normal` (0 °C, 101.325 kPa) by default. */
    reference: v.optional(ReferenceConditionIdSchema, 'normal'),
  }),
  v.forward(
    v.check(
      (input) => input.referenceOxygenPercent === undefined || input.measuredOxygenPercent !== undefined,
      'Measured O₂ (dry) is needed to correct to a reference O₂',
    ),
    ['measuredOxygenPercent'],
  ),
  v.forward(
    v.check(
      (input) => input.measuredOxygenPercent === undefined || input.referenceOxygenPercent !== undefined,
      'Reference O₂ is needed to correct a measured O₂',
    ),
    ['referenceOxygenPercent'],
  ),
);
/** The input of normaliseConcentration. */
export type ConcentrationConditions = v.InferInput<typeof ConcentrationConditionsSchema>;

/** A normalised concentration with the reference used and every factor applied. */
export interface ConcentrationNormalisation {
  readonly concentrationKgPerM3: number;
  readonly reference: ReferenceCondition;
  /** True when a moisture was given, so the result is on a dry basis. */
  readonly dryBasis: boolean;
  /** The O₂ the result is quoted at, %, or `undefined` when not corrected. */
  readonly referenceOxygenPercent: number | undefined;
  readonly factors: readonly AppliedFactor[];
}

/** The Know-How entry of every factor below. */
const ENTRY = 'normal-concentration';

function concentrationFactors(
  input: v.InferOutput<typeof ConcentrationConditionsSchema>,
  reference: ReferenceCondition,
): AppliedFactor[] {
  const factors: AppliedFactor[] = [];
  if (input.actualTemperatureK !== undefined) {
    const factor = input.actualTemperatureK / reference.temperatureK;
    factors.push({ name: 'Temperature', factor, formula: 'T_act / T_ref', source: EU_STANDARDISATION, entry: ENTRY });
  }
  if (input.actualPressurePa !== undefined) {
    const factor = reference.pressurePa / input.actualPressurePa;
    factors.push({ name: 'Pressure', factor, formula: 'p_ref / p_act', source: EU_STANDARDISATION, entry: ENTRY });
  }
  if (input.moisturePercent !== undefined) {
    const factor = 1 / (1 - input.moisturePercent / 100);
    factors.push({ name: 'Moisture (to dry gas)', factor, formula: '1 / (1 − H₂O)', source: EU_STANDARDISATION, entry: ENTRY });
  }
  if (input.measuredOxygenPercent !== undefined && input.referenceOxygenPercent !== undefined) {
    factors.push({
      name: 'Oxygen reference',
      factor: (AIR_OXYGEN_PERCENT - input.referenceOxygenPercent) / (AIR_OXYGEN_PERCENT - input.measuredOxygenPercent),
      formula: '(21 − O₂,ref) / (21 − O₂,meas)',
      source: 'EU Industrial Emissions Directive 2010/75/EU, Annex VI Part 2: E_S = (21 − O_S)/(21 − O_M) · E_M',
      entry: ENTRY,
    });
  }
  return factors;
}

/**
 * Normalises a measured dust concentration.
 *
 * @param conditions.concentrationKgPerM3 As measured, kg/m³ (50 mg/m³ = 5e-5 kg/m³).
 * @param conditions.actualTemperatureK Optional gas temperature, K.
 * @param conditions.actualPressurePa Optional absolute gas pressure, Pa.
 * @param conditions.moisturePercent Optional water vapour, % by volume, 0 to below 100.
 * @param conditions.measuredOxygenPercent Optional measured O₂, % dry, 0 to below 21.
 * @param conditions.referenceOxygenPercent Optional reference O₂, %, 0 to below 21; given together with the measured O₂.
 * @param conditions.reference `normal` (default), `epa` or `acgih`.
 * @returns `success` with the concentration in kg/m³ at the reference, the
 *   reference, whether it is dry, the O₂ it is quoted at and the factors
 *   applied in order; or `error` with an issue per unusable field (including
 *   an O₂ given without its partner). Never throws.
 *
 * Source: EU Industrial Emissions Directive 2010/75/EU, Annex VI Part 2
 * (standardisation and O₂ correction).
 *
 * @example 50 mg/m³ at 150 °C, 98 kPa, 8 % H₂O, 11 % O₂ → 130.57 mg/Nm³ dry at 6 % O₂.
 */
export function normaliseConcentration(conditions: ConcentrationConditions): AirResult<ConcentrationNormalisation> {
  const parsed = v.safeParse(ConcentrationConditionsSchema, conditions, AIR_PARSE_CONFIG);
  if (!parsed.success) return { status: 'error', issues: toAirIssues(parsed.issues) };
  const reference = REFERENCE_CONDITIONS[parsed.output.reference];
  const factors = concentrationFactors(parsed.output, reference);
  return {
    status: 'success',
    data: {
      concentrationKgPerM3: applyFactors(parsed.output.concentrationKgPerM3, factors),
      reference,
      dryBasis: parsed.output.moisturePercent !== undefined,
      referenceOxygenPercent: parsed.output.referenceOxygenPercent,
      factors,
    },
  };
}
