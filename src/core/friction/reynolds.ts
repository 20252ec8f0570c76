/**
 * Reynolds number of duct flow, and the flow regime it puts the duct in.
 */

/** Below this Reynolds number the flow is laminar: f = 64/Re. */
export const LAMINAR_RE_MAX = 2300;

/** From this Reynolds number up the flow is fully turbulent, where the friction equations hold. */
export const TURBULENT_RE_MIN = 4000;

/** `laminar` below 2300, `transitional` from 2300 to below 4000, `turbulent` from 4000. */
export type FlowRegime = 'laminar' | 'transitional' | 'turbulent';

export const REYNOLDS_FORMULA = 'Re = ρVD/μ';
export const REYNOLDS_SOURCE = 'ASHRAE Handbook—Fundamentals (2021), ch. 21; laminar below 2300, turbulent from 4000 (Moody diagram)';

/**
 * Reynolds number.
 *
 * @param densityKgPerM3 Air density ρ in kg/m³.
 * @param velocityMps Mean velocity V in m/s.
 * @param diameterM Inside (or hydraulic) diameter D in m.
 * @param viscosityPaS Dynamic viscosity μ in Pa·s.
 * @returns Re, dimensionless. Pure arithmetic: no validation.
 *
 * Source: Re = ρVD/μ (ASHRAE Fundamentals ch. 21).
 */
export function reynoldsNumber(densityKgPerM3: number, velocityMps: number, diameterM: number, viscosityPaS: number): number {
  return (densityKgPerM3 * velocityMps * diameterM) / viscosityPaS;
}

/**
 * The flow regime of a Reynolds number.
 *
 * @param re Reynolds number.
 * @returns `laminar` (Re < 2300), `transitional` (2300 ≤ Re < 4000) or `turbulent`.
 */
export function flowRegime(re: number): FlowRegime {
  if (re < LAMINAR_RE_MAX) return 'laminar';
  return re < TURBULENT_RE_MIN ? 'transitional' : 'turbulent';
}
