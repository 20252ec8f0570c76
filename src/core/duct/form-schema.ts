/**
 * valibot schemas of the ducting calculator form (spec §3 and §5), shared by
 * the calculator machine and the CLI. Defined once; types are inferred.
 */
import * as v from 'valibot';
import { DECIMAL_NUMBER_TEXT } from '../units/number-text.ts';
import { QUANTITIES, UNIT_SYSTEMS } from './units.ts';

/** calculationType: velocity, diameter or airflow (spec §5). */
export const CalculationTypeSchema = v.picklist(QUANTITIES);

/** unitSystem: metric or imperial (spec §5). */
export const UnitSystemSchema = v.picklist(UNIT_SYSTEMS);

/**
 * The calculator form with the spec's defaults: airflow mode, velocity 20 m/s,
 * diameter 0.5 m, airflow empty, metric. Values are held in metric (spec §3).
 * The spec sets no bounds on the optional numbers; the core's `solveDuct`
 * decides what it can compute.
 */
export const DuctFormSchema = v.object({
  calculationType: v.optional(CalculationTypeSchema, 'airflow'),
  velocity: v.optional(v.number(), 20),
  diameter: v.optional(v.number(), 0.5),
  airflow: v.optional(v.number()),
  unitSystem: v.optional(UnitSystemSchema, 'metric'),
});
export type DuctForm = v.InferOutput<typeof DuctFormSchema>;

/** The form's initial values (spec §3), read from the schema's defaults. */
export const DUCT_FORM_DEFAULTS: DuctForm = v.parse(DuctFormSchema, {});

/** {@link DECIMAL_NUMBER_TEXT} as a schema: trims, checks, converts with `Number`. */
export const NumberTextSchema = v.pipe(
  v.string(),
  v.trim(),
  v.regex(DECIMAL_NUMBER_TEXT, 'Expected a number'),
  v.transform(Number),
);

/**
 * Reads a field's text as the spec asks: empty or non-numeric text clears the
 * field (spec §4 and §5).
 *
 * @param text What the user typed.
 * @returns The number, or `undefined` for empty or non-numeric text. A number
 *   too large for a double ("1e999") is returned as Infinity, so the caller
 *   can name it instead of silently clearing it.
 */
export function parseNumberText(text: string): number | undefined {
  const result = v.safeParse(NumberTextSchema, text);
  return result.success ? result.output : undefined;
}
