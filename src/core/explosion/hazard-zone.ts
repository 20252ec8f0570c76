/**
 * The hazard zone in front of a dust explosion vent: how far the flame is
 * thrown and the pressure outside. NFPA 68 (2018) 8.8 (fireball dimensions)
 * and 8.9 (external pressure), the same correlations as EN 14491:2012 9 and
 * VDI 3673 (2002). ○: equations as known to the author; check the clauses
 * and their ranges before shipping. Figures are for a vent discharging
 * freely to the open air, without a deflector.
 */
import { PA_PER_BAR, type VentHazard } from './vent-input.ts';

/** Fireball factor K: 8 for chemical and agricultural dusts, 10 for metal dusts (NFPA 68 (2018) 8.8). */
export const FIREBALL_FACTOR = { dust: 8, metal: 10 } as const;

/** The maximum external pressure stands at this share of the fireball length from the vent (NFPA 68 (2018) 8.9). */
export const EXTERNAL_PRESSURE_DISTANCE_SHARE = 0.25;

/**
 * Fireball length (maximum flame distance from the vent), NFPA 68 (2018) 8.8:
 * D = K · (V / n)^(1/3), with V in m³ and D in m.
 *
 * @param volumeM3 Enclosure volume V, m³.
 * @param ventCount n, evenly distributed vents (≥ 1).
 * @param metalDust Whether K = 10 (metal dust) rather than 8.
 * @returns D, m.
 * @example fireballLengthM(10, 1, false) // ≈ 17.2 m
 */
export function fireballLengthM(volumeM3: number, ventCount: number, metalDust: boolean): number {
  return (metalDust ? FIREBALL_FACTOR.metal : FIREBALL_FACTOR.dust) * (volumeM3 / ventCount) ** (1 / 3);
}

/**
 * Maximum external overpressure outside the vent, NFPA 68 (2018) 8.9:
 * Pmax,a = 0.2 · Pred · Av^0.1 · V^0.18, with pressures in bar(g), Av in m², V in m³.
 *
 * @param predPa Pred, Pa gauge.
 * @param ventAreaM2 Av, m².
 * @param volumeM3 V, m³.
 * @returns Pmax,a, Pa gauge.
 */
export function externalPressurePa(predPa: number, ventAreaM2: number, volumeM3: number): number {
  return 0.2 * (predPa / PA_PER_BAR) * ventAreaM2 ** 0.1 * volumeM3 ** 0.18 * PA_PER_BAR;
}

/**
 * The external pressure at a distance r beyond where it peaks, NFPA 68 (2018) 8.9:
 * P(r) = Pmax,a · (Rs / r)^1.5 with Rs = 0.25 · D; Pmax,a itself at r ≤ Rs.
 *
 * @param peakPa Pmax,a, Pa gauge. @param peakDistanceM Rs, m. @param distanceM r, m (> 0).
 * @returns P(r), Pa gauge.
 */
export function externalPressureAtPa(peakPa: number, peakDistanceM: number, distanceM: number): number {
  return distanceM <= peakDistanceM ? peakPa : peakPa * (peakDistanceM / distanceM) ** 1.5;
}

/**
 * The hazard zone of a vent: fireball length, the peak external pressure and where it stands.
 *
 * @param volumeM3 V, m³. @param predPa Pred, Pa gauge. @param ventAreaM2 Av, m².
 * @param ventCount n vents (≥ 1). @param metalDust K = 10 when true.
 */
export function ventHazard(volumeM3: number, predPa: number, ventAreaM2: number, ventCount: number, metalDust: boolean): VentHazard {
  const fireball = fireballLengthM(volumeM3, ventCount, metalDust);
  return {
    fireballLengthM: fireball,
    externalPressurePa: externalPressurePa(predPa, ventAreaM2, volumeM3),
    externalPressureDistanceM: EXTERNAL_PRESSURE_DISTANCE_SHARE * fireball,
    source: 'NFPA 68 (2018) 8.8 (fireball, D = K·(V/n)^(1/3)) and 8.9 (Pmax,a = 0.2·Pred·Av^0.1·V^0.18); EN 14491:2012 9',
  };
}
