/**
 * A canopy over a cold source: the flow that draws a velocity V in through
 * the open sides between the source and a canopy D above it, and its
 * inverse. The canopy overhangs the source by 0.4·D on each side.
 *
 * Source: ACGIH Industrial Ventilation: A Manual of Recommended Practice for
 * Design, 24th ed. (2001), ch. 3 (ch. 6 from the 25th ed.), figure "Hood types": canopy
 * Q = 1.4PDV, P the perimeter of the work, D its height above the work,
 * V 50–500 fpm; the canopy's overhang 0.4·D (○ in REFERENCE.md). The
 * Engineering ToolBox ("Exhaust Hoods") keeps an efficient canopy at most
 * 1.2 m (4 ft) above the work. Dimensionally consistent, so it holds in SI.
 */

/** ACGIH's coefficient of P·D·V. */
export const CANOPY_COEFFICIENT = 1.4;

/** The overhang on each side of the source, as a share of the height D (ACGIH, "Hood types"). */
export const CANOPY_OVERHANG = 0.4;

/** The largest height above the work at which a canopy is efficient, m (Engineering ToolBox, "Exhaust Hoods": 1.2 m, 4 ft). */
export const CANOPY_MAX_HEIGHT_M = 1.2;

/**
 * The flow a cold canopy needs.
 *
 * @param perimeterM P, the source's perimeter, m (> 0).
 * @param heightM D, the canopy's height above the source, m (> 0).
 * @param velocityMps V through the open sides, m/s (> 0).
 * @returns Q in m³/s: 1.4·P·D·V.
 *
 * Source: ACGIH Industrial Ventilation, 24th ed., ch. 3, "Hood types" (canopy).
 *
 * @example A 1 m × 2 m tank (P 6 m), canopy 1 m above, 0.5 m/s: Q = 1.4 × 6 × 1 × 0.5 = 4.2 m³/s.
 */
export function canopyFlowM3s(perimeterM: number, heightM: number, velocityMps: number): number {
  return CANOPY_COEFFICIENT * perimeterM * heightM * velocityMps;
}

/**
 * The velocity a flow draws in through a cold canopy's open sides: the inverse of {@link canopyFlowM3s}.
 *
 * @param flowM3s Q, m³/s (> 0).
 * @param perimeterM P, m (> 0).
 * @param heightM D, m (> 0).
 * @returns V, m/s: Q/(1.4·P·D).
 *
 * Source: as {@link canopyFlowM3s}.
 */
export function canopyVelocityMps(flowM3s: number, perimeterM: number, heightM: number): number {
  return flowM3s / (CANOPY_COEFFICIENT * perimeterM * heightM);
}
