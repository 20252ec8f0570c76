/**
 * The ACGIH friction equation: the friction loss of galvanized duct at
 * standard air, in velocity pressures per foot of duct. The velocity-pressure
 * method of exhaust design (ACGIH ch. 9) multiplies it by the length and the
 * segment's VP.
 */
import { unitById } from '../units/catalogue.ts';
import { unitFromSi } from '../units/unit.ts';

export const ACGIH_FRICTION_FORMULA = 'H_f = 0.0307·V^0.533/Q^0.612 VP per ft (V in ft/min, Q in CFM); f = H_f·D (D in ft)';
export const ACGIH_FRICTION_SOURCE =
  'ACGIH Industrial Ventilation, ch. 9, friction equation for galvanized duct at standard air (Loeffler 1980); 4000 ft/min in 4 in gives 0.0709';

/**
 * Friction loss per foot of galvanized duct, in velocity pressures.
 *
 * @param velocityFpm Mean velocity V in ft/min.
 * @param airflowCfm Airflow Q in CFM.
 * @returns H_f in VP per ft (1/ft): 0.0709 at 4000 ft/min in a 4 in duct
 *   (349 CFM). Pure arithmetic: no validation. Standard air only: the
 *   equation does not follow density or viscosity.
 *
 * Source: ACGIH Industrial Ventilation, ch. 9 (Loeffler's fit for galvanized duct).
 */
export function acgihFrictionVpPerFoot(velocityFpm: number, airflowCfm: number): number {
  return (0.0307 * velocityFpm ** 0.533) / airflowCfm ** 0.612;
}

/**
 * The Darcy friction factor that gives the ACGIH loss: Δp/L = H_f·VP and
 * Δp/L = (f/D)·VP, so f = H_f·D.
 *
 * @param velocityMps Mean velocity in m/s.
 * @param airflowM3s Airflow in m³/s.
 * @param diameterM Inside diameter in m.
 * @returns f, dimensionless. Pure arithmetic: no validation.
 *
 * Source: ACGIH ch. 9 friction equation, with Darcy–Weisbach.
 */
export function acgihFrictionFactor(velocityMps: number, airflowM3s: number, diameterM: number): number {
  const perFoot = acgihFrictionVpPerFoot(unitFromSi(unitById('ft/min'), velocityMps), unitFromSi(unitById('CFM'), airflowM3s));
  return perFoot * unitFromSi(unitById('ft'), diameterM);
}
