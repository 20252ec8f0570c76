/**
 * The pressure loss of a straight round duct: the validated entry point of
 * the page's "Pressure loss" section and `duct-calc friction`.
 */
import * as v from 'valibot';
import { AIR_PARSE_CONFIG, toAirIssues, type AirIssue } from '../air/issue.ts';
import type { ToolWarning } from '../report/warning.ts';
import { ConditionsSchema, positiveSchema, resolveConditions, type FrictionConditions } from './conditions.ts';
import { ductFriction, type DuctFriction } from './duct-friction.ts';
import { frictionWarnings } from './warnings.ts';

/** The inputs in SI, keyed by the CLI's long option names (and the link's). */
export const PressureLossInputSchema = v.object({
  ...ConditionsSchema.entries,
  /** Airflow Q, m³/s. */
  q: positiveSchema('Airflow'),
  /** Inside diameter D, m. */
  d: positiveSchema('Diameter'),
  /** Duct length L, m. */
  length: positiveSchema('Length'),
});
export type PressureLossInput = v.InferInput<typeof PressureLossInputSchema>;

/** A pressure loss with everything it rests on. */
export interface PressureLoss {
  readonly conditions: FrictionConditions;
  readonly friction: DuctFriction;
  readonly lengthM: number;
  /** Δp = (Δp/L)·L, Pa. */
  readonly pressureLossPa: number;
}

/** The result of every validated entry point of the friction tools: never throws, never NaN. */
export type ToolResult<T> =
  | { readonly status: 'success'; readonly data: T; readonly warnings: readonly ToolWarning[] }
  | { readonly status: 'error'; readonly issues: readonly AirIssue[] };

/**
 * Pressure loss of a straight round duct.
 *
 * @param input `q` m³/s, `d` m and `length` m, each above 0; optional
 *   `temperature` K (−100 °C to 1000 °C, default 20 °C), `altitude` m (ISA,
 *   −1000 to 11 000 m, default 0), `material` (default galvanized) or
 *   `roughness` m (≥ 0), `method` (default colebrook).
 * @returns `success` with the conditions, the friction and the loss over the
 *   length, and the warnings (laminar, transitional, very rough, ACGIH
 *   outside its ground); or `error` with an issue per unusable field, keyed
 *   by option name. Never throws.
 *
 * Source: Darcy–Weisbach with the chosen friction factor (ASHRAE Fundamentals
 * ch. 21); air properties from the ISA, the ideal gas law and Sutherland's law.
 *
 * @example 1000 CFM in a 14 in galvanized duct at 20 °C, sea level → 0.0885 inH₂O/100 ft (Colebrook).
 */
export function pressureLoss(input: PressureLossInput): ToolResult<PressureLoss> {
  const parsed = v.safeParse(PressureLossInputSchema, input, AIR_PARSE_CONFIG);
  if (!parsed.success) return { status: 'error', issues: toAirIssues(parsed.issues) };
  const conditions = resolveConditions(parsed.output);
  const friction = ductFriction(conditions, parsed.output.q, parsed.output.d);
  return {
    status: 'success',
    data: { conditions, friction, lengthM: parsed.output.length, pressureLossPa: friction.frictionRatePaPerM * parsed.output.length },
    warnings: frictionWarnings(conditions, friction),
  };
}
