/**
 * The Altshul–Tsal friction factor, the explicit approximation ASHRAE gives
 * beside Colebrook for duct design.
 */

export const ALTSHUL_TSAL_FORMULA = "f′ = 0.11(ε/D + 68/Re)^0.25; f = f′ if f′ ≥ 0.018, else 0.85f′ + 0.0028";
export const ALTSHUL_TSAL_SOURCE =
  'ASHRAE Handbook—Fundamentals (2021), ch. 21 (Altshul and Kiselev 1975, Tsal 1989); written there as 12ε/D with ε in ft and D in in';

/** Below this f′ ASHRAE corrects it to 0.85 f′ + 0.0028. */
const CORRECTION_BELOW = 0.018;

/**
 * Darcy friction factor by Altshul–Tsal.
 *
 * @param re Reynolds number (turbulent, from 4000).
 * @param relativeRoughness ε/D, dimensionless (ASHRAE's 12ε/D is the same
 *   ratio with ε in ft and D in in).
 * @returns f: 0.018382998 at Re = 1×10⁵, ε/D = 1×10⁻⁴; 0.012165855 at
 *   Re = 1×10⁸ (the corrected branch). Pure arithmetic: no validation.
 *
 * Source: ASHRAE Fundamentals ch. 21.
 */
export function altshulTsalFrictionFactor(re: number, relativeRoughness: number): number {
  const estimate = 0.11 * (relativeRoughness + 68 / re) ** 0.25;
  return estimate >= CORRECTION_BELOW ? estimate : 0.85 * estimate + 0.0028;
}
