/**
 * The collector's dirty side as a vessel to vent (NFPA 68, EN 14491): its
 * volume (housing below the tube sheet plus hopper) and its effective L/D,
 * estimated from the bag layout. The housing and hopper are not drawn by
 * this tool, so both figures are estimates and say so.
 */
import { effectiveLengthToDiameter } from '../explosion/vent-design.ts';

/**
 * Hopper wall angle from the horizontal, degrees: 60° is the usual valley
 * angle of collector hoppers so that the dust slides (○: common practice,
 * e.g. EPA Cost Manual Section 6 Chapter 1 describes pyramidal hoppers
 * without an angle; no table checked).
 */
export const HOPPER_WALL_ANGLE_DEG = 60;

/** The dirty side, SI (m, m³); every figure an estimate. */
export interface DirtySide {
  /** Height of the housing below the tube sheet: the bag length (no clearance below the bags counted), m. */
  readonly housingHeightM: number;
  /** All compartments' housing below the tube sheet: section × bag length × compartments, m³. */
  readonly housingVolumeM3: number;
  /** Height of one hopper: given, or with walls at {@link HOPPER_WALL_ANGLE_DEG} to a point or ridge, (short side / 2)·tan 60°, m. */
  readonly hopperHeightM: number;
  /** Whether the hopper height was given (else estimated). */
  readonly hopperHeightGiven: boolean;
  /** All compartments' hoppers, m³. */
  readonly hopperVolumeM3: number;
  /** Housing plus hoppers, m³: the vessel volume V to vent. */
  readonly volumeM3: number;
  /** Housing height plus hopper height: Heff from the hopper outlet to the tube sheet, m. */
  readonly heightM: number;
  /** Effective L/D, NFPA 68 (2018) 6.4.2: Heff / Dhe, Dhe = 2·√(V / (Heff·π)). */
  readonly lengthToDiameter: number;
}

/**
 * The volume of a hopper whose four walls slope at the same angle down to a
 * point (square section) or a ridge (oblong section): a hip-roof solid.
 *
 * @param shortM The section's short side a, m.
 * @param longM The section's long side b ≥ a, m.
 * @param heightM The hopper's height h, m.
 * @returns h·a·(3b − a)/6, m³ (a²h/3 for a square pyramid; a·h/2·b for a long trough).
 */
export function hopperVolume(shortM: number, longM: number, heightM: number): number {
  return (heightM * shortM * (3 * longM - shortM)) / 6;
}

/**
 * Estimates the dirty side from the bag layout: each compartment's housing
 * section (rows·pitch × columns·pitch) times the bag length, plus a hopper
 * under each compartment with walls at {@link HOPPER_WALL_ANGLE_DEG}. Every
 * compartment counts: they share the dirty-air inlet, so a deflagration
 * reaches them all (the larger volume gives the larger vent).
 *
 * @param section One compartment's section: rows·pitch and columns·pitch, m.
 * @param bagLengthM Bag length, m (the housing below the tube sheet).
 * @param compartments Number of compartments, ≥ 1.
 * @param givenHopperHeightM The hopper's height when given, m (0: a flat
 *   bottom); the walls still slope equally to a point or ridge.
 * @returns The dirty side, SI. Inputs are the design's, already checked positive.
 */
export function dirtySide(
  section: { readonly widthM: number; readonly depthM: number },
  bagLengthM: number,
  compartments: number,
  givenHopperHeightM?: number,
): DirtySide {
  const shortM = Math.min(section.widthM, section.depthM);
  const longM = Math.max(section.widthM, section.depthM);
  const hopperHeightM = givenHopperHeightM ?? (shortM / 2) * Math.tan((HOPPER_WALL_ANGLE_DEG * Math.PI) / 180);
  const housingVolumeM3 = compartments * shortM * longM * bagLengthM;
  const hopperVolumeM3 = compartments * hopperVolume(shortM, longM, hopperHeightM);
  const volumeM3 = housingVolumeM3 + hopperVolumeM3;
  const heightM = bagLengthM + hopperHeightM;
  return {
    housingHeightM: bagLengthM,
    housingVolumeM3,
    hopperHeightM,
    hopperHeightGiven: givenHopperHeightM !== undefined,
    hopperVolumeM3,
    volumeM3,
    heightM,
    lengthToDiameter: effectiveLengthToDiameter({ volumeM3, lengthM: heightM }),
  };
}
