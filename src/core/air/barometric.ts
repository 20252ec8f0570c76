/**
 * Barometric pressure from altitude in the International Standard Atmosphere.
 */
import * as v from 'valibot';
import { AIR_PARSE_CONFIG, toAirIssues, type AirResult } from './issue.ts';
import { rangeSchema } from './inputs.ts';

/** ISA sea-level pressure in Pa. */
export const ISA_SEA_LEVEL_PRESSURE_PA = 101_325;

/**
 * The altitudes the troposphere formula covers, in m. The top is the ISA
 * tropopause (11 000 m), above which the formula no longer holds. The bottom,
 * -1000 m, reaches below the lowest dry land (the Dead Sea shore, about
 * -430 m) with room for deep pits; the formula is smooth there.
 */
export const ISA_ALTITUDE_RANGE_M = { min: -1000, max: 11_000 } as const;

/** The input of barometricPressurePa: the altitude in m above mean sea level, within ISA_ALTITUDE_RANGE_M. */
export const AltitudeSchema = v.object({
  altitudeM: rangeSchema('Altitude', ISA_ALTITUDE_RANGE_M.min, ISA_ALTITUDE_RANGE_M.max, 'm', 'ISA troposphere'),
});

/**
 * Barometric pressure at an altitude: p = 101 325 · (1 − 2.25577×10⁻⁵ · h)^5.25588 Pa.
 *
 * @param input.altitudeM Altitude h in m above mean sea level, from -1000 to 11 000 m.
 * @returns `success` with `pressurePa`, the absolute pressure in Pa (84 556 Pa
 *   at 1500 m); or `error` naming the altitude. Never throws.
 *
 * Source: International Standard Atmosphere (ISO 2533), troposphere, in the
 * closed form with a standard lapse rate of 0.0065 K/m from 288.15 K.
 */
export function barometricPressurePa(input: { altitudeM: number }): AirResult<{ pressurePa: number }> {
  const parsed = v.safeParse(AltitudeSchema, input, AIR_PARSE_CONFIG);
  if (!parsed.success) return { status: 'error', issues: toAirIssues(parsed.issues) };
  const pressurePa = ISA_SEA_LEVEL_PRESSURE_PA * (1 - 2.25577e-5 * parsed.output.altitudeM) ** 5.25588;
  return { status: 'success', data: { pressurePa } };
}

/**
 * The ISA pressure at an altitude a tool has already held to
 * {@link ISA_ALTITUDE_RANGE_M} by its input range, so the formula always
 * applies.
 *
 * @param altitudeM Altitude in m, within the ISA troposphere.
 * @returns The absolute pressure in Pa, as {@link barometricPressurePa};
 *   NaN for an unchecked altitude, which the figure check then refuses (a
 *   programming error, never an input error). Never throws.
 */
export function checkedAltitudePressurePa(altitudeM: number): number {
  const result = barometricPressurePa({ altitudeM });
  return result.status === 'success' ? result.data.pressurePa : Number.NaN;
}
