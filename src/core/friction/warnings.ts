/**
 * When a friction figure is computed but should not be trusted silently.
 */
import { formatNumber } from '../format/number.ts';
import type { ToolWarning } from '../report/warning.ts';
import { unitById } from '../units/catalogue.ts';
import { unitToSi } from '../units/unit.ts';
import { acgihCoefficientsOf } from './acgih.ts';
import type { FrictionConditions } from './conditions.ts';
import type { DuctFriction } from './duct-friction.ts';
import { LAMINAR_RE_MAX, TURBULENT_RE_MIN } from './reynolds.ts';

/** The Moody diagram, and Colebrook's fit to it, stop at ε/D = 0.05. */
export const MAX_RELATIVE_ROUGHNESS = 0.05;

/** ACGIH standard air, 0.075 lb/ft³, in kg/m³. */
const ACGIH_STANDARD_DENSITY_KGPM3 = unitToSi(unitById('lb/ft3'), 0.075);

/** ACGIH asks for a density correction outside 0.95–1.05 of standard air. */
const ACGIH_DENSITY_TOLERANCE = 0.05;

const shown = (value: number, decimals: number) => formatNumber(value, 'table', { decimals });

/**
 * The warnings of one friction result.
 *
 * @param conditions The conditions it was computed at.
 * @param friction The result.
 * @returns `laminar-flow` (f = 64/Re replaces the method), `transitional-flow`
 *   (2300 ≤ Re < 4000: no equation holds), `rough-beyond-moody` (ε/D > 0.05),
 *   and for the ACGIH method `acgih-no-coefficients` (a given roughness or
 *   a material ACGIH gives no coefficients for, concrete: the galvanized
 *   ones are used; every other material has its own) and `acgih-not-standard-air` (density
 *   more than 5 % from 0.075 lb/ft³); empty when none applies.
 */
export function frictionWarnings(conditions: FrictionConditions, friction: DuctFriction): ToolWarning[] {
  const warnings: ToolWarning[] = [];
  const re = Math.round(friction.reynoldsNumber);
  if (friction.regime === 'laminar') {
    warnings.push({
      code: 'laminar-flow',
      text: `Laminar flow (Re ${re} < ${LAMINAR_RE_MAX}): the friction factor is 64/Re, not the chosen method's`,
    });
  } else if (friction.regime === 'transitional') {
    warnings.push({
      code: 'transitional-flow',
      text: `Transitional flow (Re ${re}, between ${LAMINAR_RE_MAX} and ${TURBULENT_RE_MIN}): no friction equation holds here; the figure uses the turbulent equation and may be well off`,
    });
  }
  if (friction.relativeRoughness > MAX_RELATIVE_ROUGHNESS) {
    warnings.push({
      code: 'rough-beyond-moody',
      text: `Relative roughness ε/D ${shown(friction.relativeRoughness, 3)} is beyond the Moody diagram's 0.05: the friction factor is an extrapolation`,
    });
  }
  if (conditions.method === 'acgih') {
    if (conditions.material === undefined || acgihCoefficientsOf(conditions.material) === undefined) {
      const what = conditions.material === undefined ? 'a given roughness' : conditions.roughnessLabel.toLowerCase();
      warnings.push({
        code: 'acgih-no-coefficients',
        text: `The ACGIH friction equation has coefficients for galvanized, black iron, aluminium, PVC, stainless steel and flexible duct, not for ${what}: the galvanized ones are used, and the roughness is not`,
      });
    }
    const ratio = conditions.densityKgPerM3 / ACGIH_STANDARD_DENSITY_KGPM3;
    if (Math.abs(ratio - 1) > ACGIH_DENSITY_TOLERANCE) {
      warnings.push({
        code: 'acgih-not-standard-air',
        text: `The ACGIH friction equation is for standard air (0.075 lb/ft³); this air is ${shown(ratio, 3)} times as dense, beyond the 0.95–1.05 ACGIH ignores`,
      });
    }
  }
  return warnings;
}
