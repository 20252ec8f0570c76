/**
 * The ACGIH friction equation: the friction loss of a duct at standard air,
 * in velocity pressures per foot of duct, H_f = a·V^b/Q^c with a, b, c by
 * duct material. The velocity-pressure method of exhaust design (ACGIH
 * ch. 9) multiplies it by the length and the segment's VP.
 */
import { unitById } from '../units/catalogue.ts';
import { unitFromSi } from '../units/unit.ts';
import type { MaterialId } from './roughness.ts';

/** The coefficients of H_f = a·V^b/Q^c for one class of duct material. */
export interface AcgihFrictionCoefficients {
  readonly a: number;
  readonly b: number;
  readonly c: number;
  /** The class as ACGIH names it. */
  readonly label: string;
}

/**
 * Loeffler's fits as ACGIH gives them (Industrial Ventilation, ch. 9,
 * friction equation): galvanized duct; black iron, aluminium, PVC and
 * stainless steel (smooth); flexible duct, fabric over a wire helix.
 * Check status (REFERENCE.md): galvanized ✔ (4000 ft/min in a 4 in duct
 * gives 0.0709, as the ACGIH sheet's table); the smooth and flexible rows
 * ○ (REFERENCE.md, two recollections of the manual's table agree; no public
 * text with the table was found: confirm in the manual).
 */
export const ACGIH_FRICTION_COEFFICIENTS = {
  galvanized: { a: 0.0307, b: 0.533, c: 0.612, label: 'galvanized' },
  smooth: { a: 0.0425, b: 0.465, c: 0.602, label: 'black iron, aluminium, PVC, stainless steel' },
  flexible: { a: 0.0311, b: 0.604, c: 0.639, label: 'flexible duct, fabric wire-covered' },
} as const satisfies Record<string, AcgihFrictionCoefficients>;

/** The ACGIH class of each material of the roughness table; none for concrete (ACGIH gives it no coefficients). */
const ACGIH_CLASS_OF: Readonly<Record<MaterialId, keyof typeof ACGIH_FRICTION_COEFFICIENTS | undefined>> = {
  galvanized: 'galvanized',
  'galvanized-acgih': 'galvanized',
  'black-iron': 'smooth',
  'stainless-steel': 'smooth',
  aluminium: 'smooth',
  pvc: 'smooth',
  concrete: undefined,
  flexible: 'flexible',
};

/**
 * The ACGIH friction coefficients of a duct material.
 *
 * @param material A material of the roughness table.
 * @returns a, b, c and the class's label; `undefined` for a material ACGIH
 *   gives no coefficients for (concrete).
 */
export function acgihCoefficientsOf(material: MaterialId): AcgihFrictionCoefficients | undefined {
  const id = ACGIH_CLASS_OF[material];
  return id === undefined ? undefined : ACGIH_FRICTION_COEFFICIENTS[id];
}

/**
 * The ACGIH friction equation with a material's coefficients, as a page shows it.
 *
 * @param coefficients The material's a, b, c and label.
 * @returns e.g. `H_f = 0.0307·V^0.533/Q^0.612 VP per ft (V in ft/min, Q in CFM; galvanized); f = H_f·D (D in ft)`.
 */
export function acgihFrictionFormula({ a, b, c, label }: AcgihFrictionCoefficients): string {
  return `H_f = ${a}·V^${b}/Q^${c} VP per ft (V in ft/min, Q in CFM; ${label}); f = H_f·D (D in ft)`;
}

/** The equation for galvanized duct, the default. */
export const ACGIH_FRICTION_FORMULA = acgihFrictionFormula(ACGIH_FRICTION_COEFFICIENTS.galvanized);
export const ACGIH_FRICTION_SOURCE =
  'ACGIH Industrial Ventilation, ch. 9, friction equation at standard air (Loeffler 1980), coefficients by material: galvanized 0.0307, 0.533, 0.612 (4000 ft/min in 4 in gives 0.0709); black iron, aluminium, PVC, stainless 0.0425, 0.465, 0.602; flexible fabric wire-covered 0.0311, 0.604, 0.639 (the last two rows not yet confirmed by a second text)';

/**
 * Friction loss per foot of duct, in velocity pressures.
 *
 * @param velocityFpm Mean velocity V in ft/min.
 * @param airflowCfm Airflow Q in CFM.
 * @param coefficients The material's a, b, c; galvanized by default.
 * @returns H_f in VP per ft (1/ft): 0.0709 for galvanized at 4000 ft/min in
 *   a 4 in duct (349 CFM), 0.1105 for flexible duct (+56 %). Pure
 *   arithmetic: no validation. Standard air only: the equation does not
 *   follow density or viscosity.
 *
 * Source: ACGIH Industrial Ventilation, ch. 9 (Loeffler's fits by material).
 */
export function acgihFrictionVpPerFoot(velocityFpm: number, airflowCfm: number, coefficients: AcgihFrictionCoefficients = ACGIH_FRICTION_COEFFICIENTS.galvanized): number {
  return (coefficients.a * velocityFpm ** coefficients.b) / airflowCfm ** coefficients.c;
}

/**
 * The Darcy friction factor that gives the ACGIH loss: Δp/L = H_f·VP and
 * Δp/L = (f/D)·VP, so f = H_f·D.
 *
 * @param velocityMps Mean velocity in m/s.
 * @param airflowM3s Airflow in m³/s.
 * @param diameterM Inside diameter in m.
 * @param coefficients The material's a, b, c; galvanized by default.
 * @returns f, dimensionless. Pure arithmetic: no validation.
 *
 * Source: ACGIH ch. 9 friction equation, with Darcy–Weisbach.
 */
export function acgihFrictionFactor(velocityMps: number, airflowM3s: number, diameterM: number, coefficients?: AcgihFrictionCoefficients): number {
  const perFoot = acgihFrictionVpPerFoot(unitFromSi(unitById('ft/min'), velocityMps), unitFromSi(unitById('CFM'), airflowM3s), coefficients);
  return perFoot * unitFromSi(unitById('ft'), diameterM);
}
