/**
 * Actual ↔ standard (or normal) volume flow: ACFM ↔ SCFM, Am³/h ↔ Nm³/h.
 * The same mass of gas fills a volume proportional to T/p, so
 * Q_std = Q_act · (T_ref/T_act) · (p_act/p_ref), absolute units throughout.
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

/** A flow and the actual conditions it flows at. */
export const FlowConditionsSchema = v.object({
  /** The flow to convert, in m³/s (actual or standard, by direction). */
  flowM3s: nonNegativeSchema('Airflow', 'm³/s'),
  /** Absolute temperature of the flowing gas, K. */
  actualTemperatureK: temperatureKSchema('Actual temperature'),
  /** Absolute pressure of the flowing gas, Pa (see barometricPressurePa for an altitude). */
  actualPressurePa: absolutePressurePaSchema('Actual absolute pressure'),
  /** Water vapour in the gas, % by volume; when given the standard flow is on a dry basis (dscfm). */
  moisturePercent: v.optional(percentSchema('Moisture (H₂O)', 100)),
  /** The reference the standard flow is quoted at; see defaultReferenceFor. */
  reference: ReferenceConditionIdSchema,
});
/** The input of actualToStandardFlow and standardToActualFlow. */
export type FlowConditions = v.InferInput<typeof FlowConditionsSchema>;

/** A converted flow with the reference it is quoted at and every factor applied. */
export interface FlowConversion {
  readonly flowM3s: number;
  readonly reference: ReferenceCondition;
  /** True when a moisture was given, so the standard flow is a dry one. */
  readonly dryBasis: boolean;
  readonly factors: readonly AppliedFactor[];
}

/** One step: its multiplier from actual to standard, and its formula in each direction. */
interface FlowStep {
  readonly name: string;
  readonly toStandard: number;
  readonly toStandardFormula: string;
  readonly toActualFormula: string;
  readonly source: string;
}

const IDEAL_GAS = 'Ideal gas law, absolute units (ACGIH Industrial Ventilation)';

function flowSteps(input: v.InferOutput<typeof FlowConditionsSchema>, reference: ReferenceCondition): FlowStep[] {
  const steps: FlowStep[] = [
    {
      name: 'Temperature',
      toStandard: reference.temperatureK / input.actualTemperatureK,
      toStandardFormula: 'T_ref / T_act',
      toActualFormula: 'T_act / T_ref',
      source: IDEAL_GAS,
    },
    {
      name: 'Pressure',
      toStandard: input.actualPressurePa / reference.pressurePa,
      toStandardFormula: 'p_act / p_ref',
      toActualFormula: 'p_ref / p_act',
      source: IDEAL_GAS,
    },
  ];
  if (input.moisturePercent !== undefined) {
    steps.push({
      name: 'Moisture (dry basis)',
      toStandard: 1 - input.moisturePercent / 100,
      toStandardFormula: '1 − H₂O',
      toActualFormula: '1 / (1 − H₂O)',
      source: 'US EPA Method 2 (40 CFR 60 App. A-1), Eq. 2-10: Q_sd = (1 − B_ws) · Q_s · (T_std/T_s) · (P_s/P_std)',
    });
  }
  return steps;
}

function convertFlow(conditions: FlowConditions, toStandard: boolean): AirResult<FlowConversion> {
  const parsed = v.safeParse(FlowConditionsSchema, conditions, AIR_PARSE_CONFIG);
  if (!parsed.success) return { status: 'error', issues: toAirIssues(parsed.issues) };
  const reference = REFERENCE_CONDITIONS[parsed.output.reference];
  const factors = flowSteps(parsed.output, reference).map(
    ({ name, toStandard: factor, toStandardFormula, toActualFormula, source }): AppliedFactor =>
      toStandard
        ? { name, factor, formula: toStandardFormula, source, entry: 'standard-flow' }
        : { name, factor: 1 / factor, formula: toActualFormula, source, entry: 'standard-flow' },
  );
  const flowM3s = applyFactors(parsed.output.flowM3s, factors);
  return { status: 'success', data: { flowM3s, reference, dryBasis: parsed.output.moisturePercent !== undefined, factors } };
}

/**
 * Converts an actual flow to a standard or normal one (ACFM → SCFM, Am³/h → Nm³/h).
 *
 * @param conditions.flowM3s The actual flow, m³/s (any volume flow unit
 *   works, since the factors are ratios; the name says SI).
 * @param conditions.actualTemperatureK Absolute temperature of the gas, K.
 * @param conditions.actualPressurePa Absolute pressure of the gas, Pa.
 * @param conditions.moisturePercent Optional water vapour, % by volume; gives a dry standard flow.
 * @param conditions.reference `acgih`, `epa` or `normal`.
 * @returns `success` with the standard flow in m³/s, the reference used and
 *   the factors applied (temperature, pressure, and moisture if given); or
 *   `error` with an issue per unusable field. Never throws.
 *
 * Source: Q_std = Q_act · (T_std/T_act) · (p_act/p_std), ideal gas (ACGIH
 * Industrial Ventilation); dry basis per US EPA Method 2, Eq. 2-10.
 *
 * @example 10 000 ACFM at 300 °F and 1500 m (84 556 Pa), ACGIH → 5818.7 SCFM.
 */
export function actualToStandardFlow(conditions: FlowConditions): AirResult<FlowConversion> {
  return convertFlow(conditions, true);
}

/**
 * Converts a standard or normal flow to the actual one (SCFM → ACFM, Nm³/h → Am³/h).
 *
 * @param conditions As for {@link actualToStandardFlow}, with `flowM3s` the
 *   standard flow (dry when `moisturePercent` is given).
 * @returns `success` with the actual flow in m³/s, the reference and the
 *   inverse factors (T_act/T_ref, p_ref/p_act, 1/(1 − H₂O)); or `error`.
 *   Never throws.
 *
 * Source: as {@link actualToStandardFlow}, solved for the actual flow.
 */
export function standardToActualFlow(conditions: FlowConditions): AirResult<FlowConversion> {
  return convertFlow(conditions, false);
}
