/**
 * Where two or more gas streams join (a branch into a main), the main carries
 * their mixture: mass is conserved, and so is enthalpy at a constant specific
 * heat, so the mixed temperature is the mass-weighted mean.
 */

/** One stream into a junction. */
export interface GasStream {
  /** Mass flow of the moist gas, kg/s, ≥ 0. */
  readonly massFlowKgPerS: number;
  readonly temperatureK: number;
  /** ω, kg water per kg dry air. */
  readonly humidityRatio: number;
}

export const MIXING_FORMULA = 'ṁ = Σṁᵢ; T = Σṁᵢ·Tᵢ / Σṁᵢ; ω = Σṁ_da,ᵢ·ωᵢ / Σṁ_da,ᵢ';
export const MIXING_SOURCE =
  'ACGIH Industrial Ventilation, ch. 5 (mixing of air streams at different temperatures): mass and enthalpy balance with a constant specific heat';

/**
 * The stream leaving a junction.
 *
 * @param streams The streams in, at least one, with a total mass flow above 0.
 * @returns Mass flow Σṁᵢ kg/s; temperature Σṁᵢ·Tᵢ/Σṁᵢ in K (enthalpy at
 *   constant cp); humidity ratio by the dry-air mass of each stream,
 *   ṁ_da = ṁ/(1 + ω). Pure arithmetic: no validation.
 *
 * Source: mass and energy balance of an adiabatic junction, cp constant, as
 * ACGIH treats mixed streams.
 */
export function mixStreams(streams: readonly GasStream[]): GasStream {
  let mass = 0;
  let enthalpy = 0;
  let dryAir = 0;
  let water = 0;
  for (const stream of streams) {
    mass += stream.massFlowKgPerS;
    enthalpy += stream.massFlowKgPerS * stream.temperatureK;
    const dry = stream.massFlowKgPerS / (1 + stream.humidityRatio);
    dryAir += dry;
    water += dry * stream.humidityRatio;
  }
  return { massFlowKgPerS: mass, temperatureK: enthalpy / mass, humidityRatio: water / dryAir };
}
