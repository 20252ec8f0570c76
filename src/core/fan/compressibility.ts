/**
 * The compressibility coefficient Kp of a fan: the gas is squeezed a little
 * on its way through, so the air power is slightly less than Q₁·Δp, with Q₁
 * the inlet flow. Below about 2.5 kPa (10 inH₂O) it stays within 1 % of 1.
 */

/** κ = c_p/c_v of air, taken as 1.4 (dry air near room temperature: 1.400; at 300 °C: 1.39). */
export const AIR_HEAT_CAPACITY_RATIO = 1.4;

export const COMPRESSIBILITY_FORMULA = 'Kp = [ln(1 + x)/x] · [z/ln(1 + z)], x = Δp/p₁, z = ((κ − 1)/κ) · P_shaft/(Q₁ · p₁), κ = 1.4 (air)';
export const COMPRESSIBILITY_SOURCE = 'ISO 5801:2017 and ANSI/AMCA 210, compressibility coefficient (as in the US DOE Fan System Assessment Tool); p₁ = the barometric pressure';

/** ln(1 + u)/u, which is 1 at u = 0 (a point of zero pressure at the end of a curve). */
function logRatio(u: number): number {
  return u === 0 ? 1 : Math.log1p(u) / u;
}

/**
 * Kp from the fan's pressure ratio and its power ratio.
 *
 * @param x Δp/p₁: the fan pressure over the absolute inlet pressure, ≥ 0.
 * @param z ((κ − 1)/κ) · P_shaft/(Q₁ · p₁), ≥ 0.
 * @returns Kp = [ln(1 + x)/x] · [z/ln(1 + z)], 1 at x = z = 0; about
 *   1 − x/2 + z/2 for small x and z.
 *
 * Source: ISO 5801:2017 and ANSI/AMCA 210, compressibility coefficient.
 */
export function compressibilityCoefficient(x: number, z: number): number {
  return logRatio(x) / logRatio(z);
}

/** The inputs Kp needs, in SI. */
export interface CompressibilityInput {
  /** Fan pressure Δp, Pa, at the operating density. */
  readonly pressurePa: number;
  /** Absolute pressure at the fan inlet p₁, Pa. */
  readonly inletPressurePa: number;
}

/**
 * Kp of a fan whose shaft power is known (a fan curve's power column).
 *
 * @param input Δp and p₁ in Pa.
 * @param flowM3s Inlet flow Q₁, m³/s, > 0.
 * @param shaftPowerW P_shaft, W, > 0.
 * @returns Kp, see {@link compressibilityCoefficient}.
 */
export function compressibilityAtPower(input: CompressibilityInput, flowM3s: number, shaftPowerW: number): number {
  const x = input.pressurePa / input.inletPressurePa;
  const z = ((AIR_HEAT_CAPACITY_RATIO - 1) / AIR_HEAT_CAPACITY_RATIO) * (shaftPowerW / (flowM3s * input.inletPressurePa));
  return compressibilityCoefficient(x, z);
}

/**
 * Kp of a fan of known efficiency, whose shaft power P = Q₁·Δp·Kp/η itself
 * needs Kp. With z = c·Kp, c = ((κ − 1)/κ)·x/η, the definition gives
 * ln(1 + z) = c·ln(1 + x)/x, so Kp = [(1 + x)^((κ − 1)/(κ·η)) − 1]/c in
 * closed form.
 *
 * @param input Δp and p₁ in Pa.
 * @param efficiency η as a fraction, from 0.01 to 1.
 * @returns Kp: 0.9945 for 7.55 inH₂O at 29.92 inHg and 70 %.
 *
 * Source: ISO 5801:2017 and ANSI/AMCA 210: η = Q₁·Δp·Kp/P_shaft, with Kp as
 * in {@link compressibilityCoefficient}.
 */
export function compressibilityAtEfficiency(input: CompressibilityInput, efficiency: number): number {
  const x = input.pressurePa / input.inletPressurePa;
  if (x === 0) return 1;
  const exponent = (AIR_HEAT_CAPACITY_RATIO - 1) / (AIR_HEAT_CAPACITY_RATIO * efficiency);
  return Math.expm1(exponent * Math.log1p(x)) / (exponent * x);
}
