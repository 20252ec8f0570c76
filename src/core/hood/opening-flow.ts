/**
 * Plain and flanged openings (round or rectangular, aspect ratio W/L of 0.2
 * or more): DallaValle's centre-line equation, the flow that draws a capture
 * velocity V at a distance X in front of the opening, and its inverse.
 *
 * Source: DallaValle, *Exhaust Hoods* (1952); ACGIH Industrial Ventilation:
 * A Manual of Recommended Practice for Design, 24th ed. (2001), ch. 3 (ch. 6
 * from the 25th ed.), figure "Hood types": plain opening Q = V(10X² + A), flanged opening
 * Q = 0.75V(10X² + A). The Engineering ToolBox ("Exhaust Outlets - Capturing
 * Air Velocities", eq. 2 and 3) writes the same law as vc = q/(A + 10x²) and
 * 1.33 q/(A + 10x²) for a flange (◐). The equation holds for X up to 1.5 D.
 * It is dimensionally consistent (10X² and A are areas), so it holds in SI
 * as written.
 */

/** A flange as wide as the opening's size cuts the flow to 0.75 of the plain opening's (ACGIH, "Hood types"). */
export const FLANGE_FACTOR = 0.75;

/** DallaValle's coefficient of X², dimensionless. */
const DALLAVALLE_X2 = 10;

/** 10X² + A, m²: the area the flow crosses at V on the centre line at X. */
function dallaValleAreaM2(distanceM: number, openingAreaM2: number): number {
  return DALLAVALLE_X2 * distanceM * distanceM + openingAreaM2;
}

/**
 * The flow a plain or flanged opening needs for a capture velocity at X.
 *
 * @param captureVelocityMps V wanted at the source, m/s (> 0).
 * @param distanceM X, from the opening's face to the source on its axis, m (> 0).
 * @param openingAreaM2 A, the opening's face area, m² (> 0).
 * @param flanged Whether the opening has a flange (× 0.75).
 * @returns Q in m³/s: V(10X² + A), × 0.75 flanged. Pure arithmetic; inputs
 *   are checked by `designHood` first.
 *
 * Source: DallaValle (1952); ACGIH Industrial Ventilation, 24th ed., ch. 3, "Hood types".
 *
 * @example A 250 mm round opening, V 0.2185 m/s at X 250 mm: Q = 0.2185 × (10 × 0.0625 + 0.0491) = 0.1473 m³/s.
 */
export function openingFlowM3s(captureVelocityMps: number, distanceM: number, openingAreaM2: number, flanged: boolean): number {
  return (flanged ? FLANGE_FACTOR : 1) * captureVelocityMps * dallaValleAreaM2(distanceM, openingAreaM2);
}

/**
 * The capture velocity a flow reaches at X in front of a plain or flanged
 * opening: the inverse of {@link openingFlowM3s}.
 *
 * @param flowM3s Q, m³/s (> 0).
 * @param distanceM X, m (> 0).
 * @param openingAreaM2 A, m² (> 0).
 * @param flanged Whether the opening has a flange.
 * @returns V at X, m/s: Q/(10X² + A), ÷ 0.75 flanged.
 *
 * Source: as {@link openingFlowM3s}.
 *
 * @example A 250 mm round opening drawing 3 m/s at its face (Q 0.1473 m³/s)
 *   reaches 0.2185 m/s at 250 mm; the Engineering ToolBox's worked figure,
 *   by its small-outlet equation vc = vo·πd²/(48x²), is 0.2 m/s.
 */
export function openingCaptureVelocityMps(flowM3s: number, distanceM: number, openingAreaM2: number, flanged: boolean): number {
  return flowM3s / ((flanged ? FLANGE_FACTOR : 1) * dallaValleAreaM2(distanceM, openingAreaM2));
}
