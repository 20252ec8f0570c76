/**
 * A fan's power: the power given to the air, at the shaft and drawn from the
 * supply, in SI; and the US rule of thumb for brake horsepower, to show how
 * far it is from the exact figure.
 */
import { unitById } from '../units/catalogue.ts';

/**
 * The power given to the air.
 *
 * @param flowM3s Volume flow Q₁ at the fan's inlet conditions, in m³/s.
 * @param pressurePa Fan pressure Δp in Pa (static or total, matching the efficiency).
 * @param compressibility The compressibility coefficient Kp (core/fan/compressibility.ts), 1 for an incompressible gas.
 * @returns P_air = Q₁·Δp·Kp in W.
 *
 * Source: ISO 5801:2017 and ANSI/AMCA 210 (fan air power with Kp); AMCA Publication 201 *Fans and Systems*.
 */
export function airPowerW(flowM3s: number, pressurePa: number, compressibility: number): number {
  return flowM3s * pressurePa * compressibility;
}

/**
 * The power at the fan's shaft (brake power).
 *
 * @param airW The air power in W.
 * @param fanEfficiency The fan's efficiency as a fraction (0.7 for 70 %), above 0.
 * @returns P_shaft = P_air / η_fan in W.
 *
 * Source: AMCA Publication 201 *Fans and Systems*, fan power P = Q·Δp / η.
 */
export function shaftPowerW(airW: number, fanEfficiency: number): number {
  return airW / fanEfficiency;
}

/**
 * The power drawn from the supply.
 *
 * @param shaftW The shaft power in W.
 * @param motorEfficiency The motor's efficiency as a fraction, above 0.
 * @param driveEfficiency The drive's efficiency as a fraction, above 0.
 * @returns P_el = P_shaft / (η_motor · η_drive) in W: the losses divide in series.
 *
 * Source: AMCA Publication 201 *Fans and Systems*.
 */
export function electricalPowerW(shaftW: number, motorEfficiency: number, driveEfficiency: number): number {
  return shaftW / (motorEfficiency * driveEfficiency);
}

/** The constant of the US rule BHP = CFM · inH₂O / (6356 · η). */
export const US_BHP_CONSTANT = 6356;

/**
 * The constant the US rule would need with the conventional inch of water,
 * 1 hp / (1 CFM · 1 inH₂O) = 745.6999 W / (4.719474e-4 m³/s · 249.08891 Pa)
 * = 6343.3: that is 33 000 ft·lbf/min per hp over 5.2023 lbf/ft² per inH₂O.
 * The rule's 6356 takes 1 inH₂O = 5.192 lbf/ft² (water at about 68 °F,
 * 62.3 lb/ft³, over 12 in), so it gives 6343.3/6356 − 1 = 0.2 % less power.
 */
export const EXACT_BHP_CONSTANT = unitById('hp').siPerUnit / (unitById('CFM').siPerUnit * unitById('inH2O').siPerUnit);

/**
 * Brake horsepower by the US rule of thumb.
 *
 * @param flowCfm Flow in CFM.
 * @param pressureInH2O Fan pressure in inH₂O.
 * @param fanEfficiency Fan efficiency as a fraction, above 0.
 * @returns BHP in hp: 22.48 hp for 10 000 CFM at 10 inH₂O and 70 %, 0.2 % under the exact 22.52 hp.
 *
 * Source: the fan-engineering form BHP = CFM · inH₂O / (6356 · η), e.g.
 * ACGIH *Industrial Ventilation* ch. 7 and AMCA 201.
 */
export function usRuleBrakeHorsepower(flowCfm: number, pressureInH2O: number, fanEfficiency: number): number {
  return (flowCfm * pressureInH2O) / (US_BHP_CONSTANT * fanEfficiency);
}
