/**
 * Friction in a straight round duct at given conditions: velocity, velocity
 * pressure, Reynolds number, friction factor and the friction rate, by
 * Darcy–Weisbach. The shared step of the pressure loss and of sizing.
 */
import { usShortcutVelocityPressurePa, velocityPressurePa } from '../air/velocity-pressure.ts';
import { velocityFromAirflowMps } from '../duct/solve.ts';
import { acgihCoefficientsOf } from './acgih.ts';
import type { FrictionConditions } from './conditions.ts';
import { frictionFactor } from './method.ts';
import { reynoldsNumber, type FlowRegime } from './reynolds.ts';

/** The friction of one duct, in SI. */
export interface DuctFriction {
  readonly airflowM3s: number;
  readonly diameterM: number;
  readonly velocityMps: number;
  readonly velocityPressurePa: number;
  /** VP by the US shortcut (V/4005)² inH₂O, in Pa, for comparison only. */
  readonly shortcutVelocityPressurePa: number;
  readonly reynoldsNumber: number;
  readonly regime: FlowRegime;
  /** ε/D. */
  readonly relativeRoughness: number;
  /** Darcy f. */
  readonly frictionFactor: number;
  /** Δp/L in Pa/m. */
  readonly frictionRatePaPerM: number;
}

export const DARCY_FORMULA = 'Δp/L = (f/D)·ρV²/2';
export const DARCY_SOURCE = 'Darcy–Weisbach; ASHRAE Handbook—Fundamentals (2021), ch. 21';

/**
 * Friction in a round duct.
 *
 * @param conditions Density, viscosity, roughness and method (resolveConditions).
 * @param airflowM3s Airflow Q in m³/s, above 0.
 * @param diameterM Inside diameter D in m, above 0.
 * @returns The figures in SI. Pure arithmetic: no validation (see pressureLoss).
 *
 * Source: V = 4Q/(πD²); VP = ρV²/2; Re = ρVD/μ; f by the method (the ACGIH
 * equation with the material's coefficients, galvanized for a given roughness); Δp/L = (f/D)·VP
 * (ASHRAE Fundamentals ch. 21).
 */
export function ductFriction(conditions: FrictionConditions, airflowM3s: number, diameterM: number): DuctFriction {
  const { densityKgPerM3, viscosityPaS, roughnessM, method, material } = conditions;
  const velocityMps = velocityFromAirflowMps(airflowM3s, diameterM);
  const re = reynoldsNumber(densityKgPerM3, velocityMps, diameterM, viscosityPaS);
  const relativeRoughness = roughnessM / diameterM;
  const acgih = material === undefined ? undefined : acgihCoefficientsOf(material);
  const factor = frictionFactor(method, { re, relativeRoughness, velocityMps, airflowM3s, diameterM, acgih });
  const vp = velocityPressurePa(densityKgPerM3, velocityMps);
  return {
    airflowM3s,
    diameterM,
    velocityMps,
    velocityPressurePa: vp,
    shortcutVelocityPressurePa: usShortcutVelocityPressurePa(velocityMps),
    reynoldsNumber: re,
    regime: factor.regime,
    relativeRoughness,
    frictionFactor: factor.frictionFactor,
    frictionRatePaPerM: (factor.frictionFactor / diameterM) * vp,
  };
}
