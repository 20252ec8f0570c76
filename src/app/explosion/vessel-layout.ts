/**
 * The vessel, its vent and the hazard zone in front of the vent, laid out
 * in metres for the sketch: a cylinder standing on its axis (its length L
 * up, its diameter D across) with the vent on its side, and NFPA 68's
 * fireball length and the distance of the external overpressure along the
 * vent's axis. Pure; the sketch scales it.
 */
import type { VesselSizes } from '../../machines/explosion/selectors.ts';

/** The drawing, m. Absent parts are not known yet. */
export interface VesselDrawing {
  /** The cylinder's length L and diameter D. */
  readonly lengthM: number;
  readonly diameterM: number;
  /** The vent's side, m, drawn as a square of the governing area on the vessel's right-hand wall, centred on its height. */
  readonly ventSideM?: number;
  /** The fireball length from the vent along its axis, and where Pmax,a occurs. */
  readonly fireballLengthM?: number;
  readonly externalPressureDistanceM?: number;
}

/**
 * The vessel's length and diameter from what is given: both typed; the
 * effective length with the volume (D = √(4V/(πL))); or the volume with
 * L/D (D = ∛(4V/(π·L/D)), L/D 1 when not given, as the standards' compact vessel).
 *
 * @param sizes The sizes as typed so far, SI, and the design's vent and hazard zone.
 * @returns The drawing in metres, or `undefined` while the volume and the
 *   effective length with the diameter are both missing.
 */
export function vesselDrawing(sizes: VesselSizes): VesselDrawing | undefined {
  const { volumeM3, lengthM, diameterM } = sizes;
  let vessel: { lengthM: number; diameterM: number } | undefined;
  if (lengthM !== undefined && diameterM !== undefined) vessel = { lengthM, diameterM };
  else if (volumeM3 !== undefined && lengthM !== undefined) vessel = { lengthM, diameterM: Math.sqrt((4 * volumeM3) / (Math.PI * lengthM)) };
  else if (volumeM3 !== undefined) {
    const ld = sizes.lengthToDiameter ?? 1;
    const diameter = Math.cbrt((4 * volumeM3) / (Math.PI * ld));
    vessel = { lengthM: ld * diameter, diameterM: diameter };
  }
  if (vessel === undefined) return undefined;
  const { ventAreaM2, fireballLengthM, externalPressureDistanceM } = sizes;
  return {
    ...vessel,
    // A vent larger than the wall still shows, as tall as the vessel: the figures say its size.
    ...(ventAreaM2 !== undefined && { ventSideM: Math.min(Math.sqrt(ventAreaM2), vessel.lengthM) }),
    ...(fireballLengthM !== undefined && { fireballLengthM }),
    ...(externalPressureDistanceM !== undefined && { externalPressureDistanceM }),
  };
}
