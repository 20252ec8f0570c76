/**
 * The pressure loss of a straight round duct: the checked entry point of
 * the page's "Pressure loss" section and `duct-calc friction`.
 */
import { figureRangeIssue, measureInputTexts } from '../report/figure-check.ts';
import { checkMeasureValues, type MeasureIssue, type MeasureSpec } from '../report/measure.ts';
import { DUCT_LENGTH_RANGE } from '../report/ranges.ts';
import type { ToolWarning } from '../report/warning.ts';
import {
  AIRFLOW_MEASURE,
  CONDITION_MEASURES,
  DIAMETER_MEASURE,
  resolveConditions,
  type ConditionsInput,
  type FrictionConditions,
} from './conditions.ts';
import { colebrookRangeIssue } from './colebrook-range.ts';
import { ductFriction, type DuctFriction } from './duct-friction.ts';
import { pressureLossFigures } from './report.ts';
import { frictionWarnings } from './warnings.ts';

/** Duct length L: m or ft. */
export const LENGTH_MEASURE: MeasureSpec = {
  key: 'length',
  label: 'Length',
  quantity: 'length',
  units: { metric: 'm', imperial: 'ft' },
  range: DUCT_LENGTH_RANGE,
};

/** Every numeric input of the pressure loss, in the order of `duct-calc friction --help`. */
export const PRESSURE_LOSS_MEASURES: readonly MeasureSpec[] = [AIRFLOW_MEASURE, DIAMETER_MEASURE, LENGTH_MEASURE, ...CONDITION_MEASURES];

/** The length a front end uses when none is given: 100 ft, or 30 m in metric, a typical run. */
export const DEFAULT_LENGTH_TEXT = { imperial: '100', metric: '30' } as const;

/** The inputs in SI, keyed by the CLI's long option names (and the link's). */
export interface PressureLossInput extends ConditionsInput {
  /** Airflow Q, m³/s. */
  readonly q: number;
  /** Inside diameter D, m. */
  readonly d: number;
  /** Duct length L, m. */
  readonly length: number;
}

/** A pressure loss with everything it rests on. */
export interface PressureLoss {
  readonly conditions: FrictionConditions;
  readonly friction: DuctFriction;
  readonly lengthM: number;
  /** Δp = (Δp/L)·L, Pa. */
  readonly pressureLossPa: number;
}

/** The result of the friction tools' checked entry points: never throws, never NaN. */
export type ToolResult<T> =
  | { readonly status: 'success'; readonly data: T; readonly warnings: readonly ToolWarning[] }
  | { readonly status: 'error'; readonly issues: readonly MeasureIssue[] };

/**
 * Pressure loss of a straight round duct.
 *
 * @param input `q` m³/s, `d` m and `length` m, each above 0; optional
 *   `temperature` K (−100 °C to 1000 °C, default 20 °C), `altitude` m (ISA,
 *   −1000 to 11 000 m, default 0), `material` (default galvanized) or
 *   `roughness` m (≥ 0), `method` (default colebrook).
 * @returns `success` with the conditions, the friction and the loss over the
 *   length, and the warnings (laminar, transitional, very rough, ACGIH
 *   outside its ground); or `error` with an issue per unusable input, keyed
 *   by option name, or one issue when Colebrook has no root (ε/D ≥ 3.7,
 *   colebrookRangeIssue) or a figure is out of range (figureRangeIssue, field
 *   `result`). Never throws.
 *
 * Source: Darcy–Weisbach with the chosen friction factor (ASHRAE Fundamentals
 * ch. 21); air properties from the ISA, the ideal gas law and Sutherland's law.
 *
 * @example 1000 CFM in a 14 in galvanized duct at 20 °C, sea level → 0.0885 inH₂O/100 ft (Colebrook).
 */
export function pressureLoss(input: PressureLossInput): ToolResult<PressureLoss> {
  const { q, d, length, temperature, altitude, roughness } = input;
  const issues = checkMeasureValues(PRESSURE_LOSS_MEASURES, { q, d, length, temperature, altitude, roughness }, ['q', 'd', 'length']);
  if (issues.length > 0) return { status: 'error', issues };
  const conditions = resolveConditions(input);
  const rough = colebrookRangeIssue(conditions, d);
  if (rough !== undefined) return { status: 'error', issues: [rough] };
  const friction = ductFriction(conditions, q, d);
  const data: PressureLoss = { conditions, friction, lengthM: length, pressureLossPa: friction.frictionRatePaPerM * length };
  const outOfRange = figureRangeIssue(pressureLossFigures(data), measureInputTexts(PRESSURE_LOSS_MEASURES, { q, d, length, temperature, altitude, roughness }));
  if (outOfRange !== undefined) return { status: 'error', issues: [outOfRange] };
  return { status: 'success', data, warnings: frictionWarnings(conditions, friction) };
}
