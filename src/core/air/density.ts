/**
 * Air density from its state, by the ideal gas law.
 */
import * as v from 'valibot';
import { AIR_PARSE_CONFIG, toAirIssues, type AirResult } from './issue.ts';
import { absolutePressurePaSchema, temperatureKSchema } from './inputs.ts';

/** Specific gas constant of dry air, R = 287.05 J/(kg·K) (ideal gas; as used by ACGIH and ASHRAE). */
export const DRY_AIR_GAS_CONSTANT_J_PER_KG_K = 287.05;

/** The state of the air: absolute temperature in K and absolute pressure in Pa. */
export const AirStateSchema = v.object({
  temperatureK: temperatureKSchema('Temperature'),
  pressurePa: absolutePressurePaSchema('Absolute pressure'),
});
/** Temperature in K and absolute pressure in Pa. */
export type AirState = v.InferOutput<typeof AirStateSchema>;

/**
 * Density of dry air: ρ = p / (R·T).
 *
 * @param state.temperatureK Absolute temperature in K, above 0.
 * @param state.pressurePa Absolute pressure in Pa, above 0.
 * @returns `success` with `densityKgPerM3` in kg/m³ (1.2041 kg/m³ at
 *   293.15 K and 101 325 Pa); or `error` with an issue per unusable field.
 *   Never throws.
 *
 * Source: ideal gas law with R = 287.05 J/(kg·K); ASHRAE Fundamentals ch. 21
 * gives 1.204 kg/m³ for standard air at 20 °C and 101.325 kPa.
 */
export function airDensityKgPerM3(state: AirState): AirResult<{ densityKgPerM3: number }> {
  const parsed = v.safeParse(AirStateSchema, state, AIR_PARSE_CONFIG);
  if (!parsed.success) return { status: 'error', issues: toAirIssues(parsed.issues) };
  const { temperatureK, pressurePa } = parsed.output;
  return { status: 'success', data: { densityKgPerM3: pressurePa / (DRY_AIR_GAS_CONSTANT_J_PER_KG_K * temperatureK) } };
}
