/**
 * Dynamic viscosity of air from its temperature, by Sutherland's law.
 */

/** Sutherland's constants for air in the U.S. Standard Atmosphere: β in kg/(m·s·K^½), S in K. */
export const AIR_SUTHERLAND = { betaKgPerMSK05: 1.458e-6, sutherlandConstantK: 110.4 } as const;

/** The law as a page shows it. */
export const SUTHERLAND_FORMULA = 'μ = β·T^1.5/(T + S), β = 1.458×10⁻⁶ kg/(m·s·K^½), S = 110.4 K';

/** Where the law and its constants come from. */
export const SUTHERLAND_SOURCE = "Sutherland's law, U.S. Standard Atmosphere (1976): 1.8134×10⁻⁵ Pa·s at 20 °C";

/**
 * Dynamic viscosity of dry air.
 *
 * @param temperatureK Absolute temperature in K, above 0 (the law holds
 *   within a few per cent from about 170 K to 1900 K).
 * @returns μ in Pa·s: 1.8134×10⁻⁵ at 293.15 K. Pure arithmetic: it does not
 *   validate its input (the callers' schemas do).
 *
 * Source: Sutherland's law, μ = β·T^1.5/(T + S) with β = 1.458×10⁻⁶ and
 * S = 110.4 K (U.S. Standard Atmosphere 1976); the same law written
 * as 1.716×10⁻⁵ · (T/273.15)^1.5 · (273.15 + 110.4)/(T + 110.4) agrees to 0.01 %.
 */
export function airViscosityPaS(temperatureK: number): number {
  const { betaKgPerMSK05, sutherlandConstantK } = AIR_SUTHERLAND;
  return (betaKgPerMSK05 * temperatureK ** 1.5) / (temperatureK + sutherlandConstantK);
}
