/**
 * A fan's power: the power given to the air, at the shaft and drawn from the
 * supply, in SI; and the US rule of thumb for brake horsepower, to show how
 * far it is from the exact figure.
 */
import { unitById } from '../units/catalogue.ts';

/** The three powers of a fan at one flow and pressure, in W. */
export interface FanPowers {
  /** P_air = Q·Δp. */
  readonly airPowerW: number;
  /** P_shaft = P_air / η_fan (brake power). */
  readonly shaftPowerW: number;
  /** P_el = P_shaft / (η_motor · η_drive). */
  readonly electricalPowerW: number;
}

/**
 * Air, shaft and electrical power.
 *
 * @param flowM3s Volume flow Q at the fan's inlet conditions, in m³/s.
 * @param pressurePa Fan pressure Δp in Pa (static or total, matching the efficiency).
 * @param efficiencies Fan, motor and drive efficiency as fractions (0.7 for 70 %), each above 0.
 * @returns The powers in W. 10 000 CFM at 10 inH₂O and 70 % gives 16.79 kW (22.52 hp) at the shaft.
 *
 * Source: AMCA Publication 201 *Fans and Systems*, fan power P = Q·Δp / η;
 * the motor and drive losses divide in series.
 */
export function fanPowers(
  flowM3s: number,
  pressurePa: number,
  efficiencies: { readonly fan: number; readonly motor: number; readonly drive: number },
): FanPowers {
  const airPowerW = flowM3s * pressurePa;
  const shaftPowerW = airPowerW / efficiencies.fan;
  return { airPowerW, shaftPowerW, electricalPowerW: shaftPowerW / (efficiencies.motor * efficiencies.drive) };
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
