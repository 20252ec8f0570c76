/**
 * The Colebrook equation for the Darcy friction factor of turbulent flow,
 * solved to machine precision.
 */

export const COLEBROOK_FORMULA = '1/√f = −2 log₁₀(ε/(3.7D) + 2.51/(Re√f))';
export const COLEBROOK_SOURCE = 'Colebrook (1939); ASHRAE Handbook—Fundamentals (2021), ch. 21';

/**
 * Colebrook has a real root only for ε/D below 3.7. From there up the
 * logarithm's argument ε/(3.7D) + 2.51/(Re√f) is above 1 for every f, so the
 * right side −2 log₁₀(…) is negative while the left side 1/√f is positive:
 * no friction factor solves it (Newton's method would wander to a wrong root).
 */
export const COLEBROOK_MAX_RELATIVE_ROUGHNESS = 3.7;

const LN10 = Math.LN10;
/** Newton's method doubles the correct digits each step; 8 steps from Swamee–Jain are far more than enough. */
const MAX_STEPS = 50;

/**
 * How far a friction factor is from satisfying Colebrook:
 * 1/√f + 2 log₁₀(ε/(3.7D) + 2.51/(Re√f)), zero at the solution.
 *
 * @param frictionFactor Darcy f.
 * @param re Reynolds number.
 * @param relativeRoughness ε/D.
 * @returns The residual, in units of 1/√f.
 */
export function colebrookResidual(frictionFactor: number, re: number, relativeRoughness: number): number {
  const x = 1 / Math.sqrt(frictionFactor);
  return x + 2 * Math.log10(relativeRoughness / 3.7 + (2.51 * x) / re);
}

/**
 * Darcy friction factor by Colebrook.
 *
 * @param re Reynolds number, from 4000 (turbulent) up; finite and positive.
 * @param relativeRoughness ε/D, from 0 (smooth) to about 0.05 (the Moody
 *   diagram's range); the equation has a root only below
 *   {@link COLEBROOK_MAX_RELATIVE_ROUGHNESS} (3.7).
 * @returns f, the Darcy factor (4× the Fanning factor): 0.018513866077 at
 *   Re = 1×10⁵, ε/D = 1×10⁻⁴. Solved by Newton's method on x = 1/√f from
 *   the Swamee–Jain estimate until a step no longer changes x, so the
 *   residual is at rounding level (below 1×10⁻¹²). NaN from ε/D = 3.7 up,
 *   where there is no root, so no caller can print a wrong one; the checked
 *   entry points refuse such a duct first (colebrook-range.ts).
 *
 * Source: Colebrook (1939), as ASHRAE Fundamentals ch. 21 gives it;
 * start value Swamee & Jain (1976).
 */
export function colebrookFrictionFactor(re: number, relativeRoughness: number): number {
  if (!(relativeRoughness < COLEBROOK_MAX_RELATIVE_ROUGHNESS)) return Number.NaN;
  const a = relativeRoughness / 3.7;
  const b = 2.51 / re;
  const start = Math.log10(a + 5.74 / re ** 0.9);
  let x = -2 * start; // 1/√f of Swamee–Jain: f = 0.25 / log₁₀(…)²
  for (let step = 0; step < MAX_STEPS; step += 1) {
    const inner = a + b * x;
    const g = x + 2 * Math.log10(inner);
    const slope = 1 + (2 * b) / (LN10 * inner);
    const next = x - g / slope;
    if (Math.abs(next - x) <= 2 * Number.EPSILON * Math.abs(x)) {
      x = next;
      break;
    }
    x = next;
  }
  return 1 / (x * x);
}
