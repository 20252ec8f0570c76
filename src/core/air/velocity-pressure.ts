/**
 * Velocity pressure, the kinetic energy of the air per unit volume, and the
 * US shortcut that assumes standard air.
 */
import { unitById } from '../units/catalogue.ts';
import { unitFromSi, unitToSi } from '../units/unit.ts';

/** The shortcut's divisor: VP = (V/4005)² inH₂O with V in ft/min. */
export const US_SHORTCUT_DIVISOR_FPM = 4005;

export const VELOCITY_PRESSURE_FORMULA = 'VP = ρV²/2';
export const VELOCITY_PRESSURE_SOURCE = 'ASHRAE Handbook—Fundamentals (2021), ch. 21: p_v = ρV²/2';
export const US_SHORTCUT_FORMULA = 'VP = (V/4005)² inH₂O, V in ft/min';
export const US_SHORTCUT_SOURCE =
  'ACGIH Industrial Ventilation, velocity pressure at standard air: at 0.075 lb/ft³ it overstates ρV²/2 by 0.18 % (0.08 % in inches of water at 60 °F); elsewhere it is off by the density ratio';

/**
 * Velocity pressure.
 *
 * @param densityKgPerM3 Air density ρ in kg/m³.
 * @param velocityMps Mean velocity V in m/s.
 * @returns VP in Pa. Pure arithmetic: no validation.
 *
 * Source: VP = ρV²/2 (ASHRAE Fundamentals ch. 21).
 */
export function velocityPressurePa(densityKgPerM3: number, velocityMps: number): number {
  return (densityKgPerM3 * velocityMps * velocityMps) / 2;
}

/**
 * Velocity pressure by the US shortcut, which takes the density as standard
 * air's whatever the conditions; shown only beside ρV²/2, with its error.
 *
 * @param velocityMps Mean velocity in m/s.
 * @returns (V/4005)² inH₂O, in Pa (the conventional inch of water, 249.08891 Pa).
 *
 * Source: ACGIH Industrial Ventilation: VP = (V/4005)², V in ft/min, VP in inH₂O.
 */
export function usShortcutVelocityPressurePa(velocityMps: number): number {
  const ratio = unitFromSi(unitById('ft/min'), velocityMps) / US_SHORTCUT_DIVISOR_FPM;
  return unitToSi(unitById('inH2O'), ratio * ratio);
}
