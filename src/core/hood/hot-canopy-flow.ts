/**
 * A canopy over a hot source: the flow that takes the whole rising column
 * of hot air, by ACGIH's hot-source method (Hemeon's plume). A low canopy
 * (no higher above the source than its diameter, or its width, and 3 ft)
 * takes the column before it spreads; a high canopy takes the column as it
 * has grown from a virtual point source below the surface, plus an indraft
 * through the rest of the hood's face.
 *
 * Source: ACGIH Industrial Ventilation: A Manual of Recommended Practice for
 * Design, 24th ed. (2001), ch. 3 (ch. 6 from the 25th ed.), hot processes, canopy hoods,
 * after Hemeon, *Plant and Process Ventilation* (1963), in US units (ft,
 * ft², °F difference, fpm, cfm):
 * - low canopy, hood 1 ft larger than the source (6 in each side):
 *   round Qt = 4.7·Df^2.33·Δt^0.42, Df the hood's diameter;
 *   rectangular Qt/L = 6.2·b^1.33·Δt^0.42, b the hood's width, L its length;
 * - high canopy: z = (2Ds)^1.138 (the virtual source below the surface),
 *   Xc = Y + z, the column's diameter at the hood Dc = 0.5·Xc^0.88, the hood's
 *   diameter Df = Dc + 0.8·Y, the column's velocity at the hood
 *   Vf = 8·As^0.33·Δt^0.42 / Xc^0.25, and Qt = Vf·Af + Vr·(At − Af) with
 *   Vr = 100 fpm through the rest of the hood's face.
 * ○: no public text found by this project's search reproduces the method's
 * figures; McKernan et al., Ann. Occup. Hyg. 51 (2007) 269–279 and 357–369,
 * compare the ACGIH and Hemeon plume equations. Check against the manual.
 * The manual writes the high canopy for a round source; a rectangular source
 * is taken here as the round source of the same area (a warning says so).
 */
import { FOOT_M } from '../units/definitions.ts';

/** 1 ft/min in m/s (exact). */
const FPM_MPS = FOOT_M / 60;
/** 1 ft³/min in m³/s (exact). */
const CFM_M3S = FOOT_M ** 3 / 60;
/** A kelvin difference in °F. */
const KELVIN_TO_FAHRENHEIT = 1.8;

/** A low canopy is at most 3 ft above the source (ACGIH). */
export const LOW_CANOPY_MAX_HEIGHT_M = 3 * FOOT_M;
/** A low canopy's hood is 1 ft larger than the source, 6 in on each side (ACGIH). */
export const LOW_CANOPY_ALLOWANCE_M = FOOT_M;
/** The indraft through the hood's face outside the hot column, Vr: 100 fpm (ACGIH). */
export const HIGH_CANOPY_INDRAFT_MPS = 100 * FPM_MPS;

/** The hot source under the canopy: a round source's diameter, or a rectangle's width ≤ length. */
export type HotSource = { readonly diameterM: number } | { readonly widthM: number; readonly lengthM: number };

/** A hot canopy's design. */
export interface HotCanopy {
  /** `low` at most the source's size and 3 ft above it, else `high`. */
  readonly kind: 'low' | 'high';
  /** Qt, m³/s at the ambient air drawn in. */
  readonly flowM3s: number;
  /** The hood's face: a round hood's diameter, or a rectangular hood's width and length, m. */
  readonly hood: { readonly diameterM: number } | { readonly widthM: number; readonly lengthM: number };
  readonly hoodAreaM2: number;
  /** High canopy: the hot column's diameter and velocity at the hood's face. */
  readonly column?: { readonly diameterM: number; readonly velocityMps: number };
  /** A rectangular source under a high canopy, taken as the round source of the same area. */
  readonly equivalentRound: boolean;
}

const circleArea = (diameter: number) => (Math.PI * diameter * diameter) / 4;

/**
 * The canopy over a hot source.
 *
 * @param source The source's diameter, or width and length, m (> 0).
 * @param heightM Y, the hood's height above the hot surface, m (> 0).
 * @param temperatureDifferenceK Δt, the source's surface less the ambient air's, K (> 0).
 * @returns The kind (low or high), Qt in m³/s, the hood's size and face
 *   area, and for a high canopy the hot column at the hood. Pure arithmetic;
 *   `designHood` checks the inputs first.
 *
 * Source: ACGIH Industrial Ventilation, 24th ed., ch. 3, hot-process canopy hoods (see the module comment).
 *
 * @example A round source 4 ft across, a hood 10 ft above it, Δt 500 °F:
 *   a high canopy, z = 8^1.138 = 10.66 ft, Xc 20.66 ft, Dc 7.18 ft,
 *   Df 15.18 ft, Vf 117.6 fpm, Qt = 117.6 × 40.5 + 100 × 140.5 ≈ 18 810 cfm.
 */
export function hotCanopy(source: HotSource, heightM: number, temperatureDifferenceK: number): HotCanopy {
  const dt = temperatureDifferenceK * KELVIN_TO_FAHRENHEIT;
  const y = heightM / FOOT_M;
  const smallerSideM = 'diameterM' in source ? source.diameterM : Math.min(source.widthM, source.lengthM);
  if (heightM <= LOW_CANOPY_MAX_HEIGHT_M && heightM <= smallerSideM) return lowCanopy(source, dt);
  const roundSource = 'diameterM' in source;
  const sourceAreaFt2 = (roundSource ? circleArea(source.diameterM) : source.widthM * source.lengthM) / FOOT_M ** 2;
  const ds = roundSource ? source.diameterM / FOOT_M : Math.sqrt((4 * sourceAreaFt2) / Math.PI);
  const xc = y + (2 * ds) ** 1.138;
  const dc = 0.5 * xc ** 0.88;
  const df = dc + 0.8 * y;
  const vf = (8 * sourceAreaFt2 ** 0.33 * dt ** 0.42) / xc ** 0.25;
  const columnAreaFt2 = circleArea(dc);
  const hoodAreaFt2 = circleArea(df);
  const cfm = vf * columnAreaFt2 + (HIGH_CANOPY_INDRAFT_MPS / FPM_MPS) * (hoodAreaFt2 - columnAreaFt2);
  return {
    kind: 'high',
    flowM3s: cfm * CFM_M3S,
    hood: { diameterM: df * FOOT_M },
    hoodAreaM2: hoodAreaFt2 * FOOT_M ** 2,
    column: { diameterM: dc * FOOT_M, velocityMps: vf * FPM_MPS },
    equivalentRound: !roundSource,
  };
}

/** The low canopy: Qt = 4.7·Df^2.33·Δt^0.42 round, 6.2·b^1.33·Δt^0.42·L rectangular (Δt in °F). */
function lowCanopy(source: HotSource, dtF: number): HotCanopy {
  if ('diameterM' in source) {
    const diameterM = source.diameterM + LOW_CANOPY_ALLOWANCE_M;
    const cfm = 4.7 * (diameterM / FOOT_M) ** 2.33 * dtF ** 0.42;
    return { kind: 'low', flowM3s: cfm * CFM_M3S, hood: { diameterM }, hoodAreaM2: circleArea(diameterM), equivalentRound: false };
  }
  const widthM = Math.min(source.widthM, source.lengthM) + LOW_CANOPY_ALLOWANCE_M;
  const lengthM = Math.max(source.widthM, source.lengthM) + LOW_CANOPY_ALLOWANCE_M;
  const cfm = 6.2 * (widthM / FOOT_M) ** 1.33 * dtF ** 0.42 * (lengthM / FOOT_M);
  return { kind: 'low', flowM3s: cfm * CFM_M3S, hood: { widthM, lengthM }, hoodAreaM2: widthM * lengthM, equivalentRound: false };
}
