/**
 * Motor sizing: the standard rating that covers the fan's shaft power with a
 * service margin, and the check of a cold start.
 */
import { unitById } from '../units/catalogue.ts';

/** The motor standards: IEC ratings in kW (metric), NEMA ratings in hp (imperial). */
export type MotorStandard = 'iec' | 'nema';

/**
 * Standard motor ratings, in the unit each standard states them in.
 *
 * Source: IEC 60072-1 output ratings in kW; NEMA MG 1 horsepower ratings.
 */
export const MOTOR_RATINGS: Readonly<Record<MotorStandard, { readonly unit: 'kW' | 'hp'; readonly ratings: readonly number[] }>> = {
  iec: {
    unit: 'kW',
    ratings: [0.75, 1.1, 1.5, 2.2, 3, 4, 5.5, 7.5, 11, 15, 18.5, 22, 30, 37, 45, 55, 75, 90, 110, 132, 160, 200, 250, 315],
  },
  nema: {
    unit: 'hp',
    ratings: [1, 1.5, 2, 3, 5, 7.5, 10, 15, 20, 25, 30, 40, 50, 60, 75, 100, 125, 150, 200, 250, 300],
  },
};

/**
 * What the motor must give at its shaft to drive the fan: the fan's shaft
 * power and the drive's loss (a V-belt drive takes about 3 %).
 *
 * @param fanShaftW The fan's shaft power, W.
 * @param driveEfficiency The drive's efficiency as a fraction, above 0 (1 for a direct drive).
 * @returns P_motor = P_shaft / η_drive, in W.
 *
 * Source: AMCA Publication 203 *Field Performance Measurement of Fan
 * Systems* (belt drive losses); motor output as in AMCA Publication 201.
 */
export function motorOutputW(fanShaftW: number, driveEfficiency: number): number {
  return fanShaftW / driveEfficiency;
}

/**
 * The smallest standard rating at or above the power needed.
 *
 * @param requiredW Motor output (shaft power / drive efficiency) × (1 + service margin), in W.
 * @param standard `iec` (kW steps) or `nema` (hp steps).
 * @returns The rating in W (a NEMA rating converted at 745.6999 W/hp), or
 *   `undefined` when the power is above the largest rating listed (315 kW, 300 hp).
 *
 * Source: IEC 60072-1 and NEMA MG 1 rating steps; motor selection as in
 * AMCA Publication 201 and ACGIH *Industrial Ventilation*: the next rating
 * above the motor's output (brake power and drive loss) × 1.10–1.15.
 */
export function motorRatingW(requiredW: number, standard: MotorStandard): number | undefined {
  const { unit, ratings } = MOTOR_RATINGS[standard];
  const perUnitW = unitById(unit).siPerUnit;
  const rating = ratings.find((value) => value * perUnitW >= requiredW);
  return rating === undefined ? undefined : rating * perUnitW;
}

/**
 * Shaft power at a cold start: at the same speed a fan moves the same volume,
 * so pressure and power rise with the density of the colder air.
 *
 * @param hotShaftPowerW Shaft power at the operating density, in W.
 * @param hotDensityKgM3 Operating density, kg/m³.
 * @param coldDensityKgM3 Density at the cold-start temperature, kg/m³.
 * @returns P_cold = P_hot · ρ_cold / ρ_hot, in W.
 *
 * Source: AMCA Publication 201, fan laws (density): P ∝ ρ at constant speed.
 */
export function coldStartShaftPowerW(hotShaftPowerW: number, hotDensityKgM3: number, coldDensityKgM3: number): number {
  return (hotShaftPowerW * coldDensityKgM3) / hotDensityKgM3;
}
