/**
 * Plain and flanged slots (aspect ratio W/L of 0.2 or less): the flow that
 * draws a capture velocity V at a distance X from a slot of length L, and
 * its inverse. A line sink's flow grows with X, not X² as an opening's.
 *
 * Source: ACGIH Industrial Ventilation: A Manual of Recommended Practice for
 * Design, 24th ed. (2001), ch. 3 (ch. 6 from the 25th ed.), figure "Hood
 * types": slot Q = 3.7LVX, flanged slot Q = 2.6LVX, for an aspect ratio W/L
 * of 0.2 or less. ○ as REFERENCE.md marks it: one secondary text; the 0.2
 * that parts a slot from an opening is also in Processing Magazine, "Best
 * practices for effective dust collection hood design" (2022). Check the
 * coefficients against the manual. Dimensionally consistent (L·X is an
 * area), so it holds in SI as written.
 */

/** The coefficients of L·V·X: plain slot 3.7, flanged slot 2.6 (ACGIH, "Hood types"). */
export const SLOT_COEFFICIENT = { plain: 3.7, flanged: 2.6 } as const;

/**
 * The flow a slot needs for a capture velocity at X.
 *
 * @param captureVelocityMps V wanted at the source, m/s (> 0).
 * @param slotLengthM L, the slot's length, m (> 0).
 * @param distanceM X, from the slot to the source, m (> 0).
 * @param flanged Whether the slot has a flange.
 * @returns Q in m³/s: 3.7·L·V·X plain, 2.6·L·V·X flanged.
 *
 * Source: ACGIH Industrial Ventilation, 24th ed., ch. 3, "Hood types".
 *
 * @example A 1 m flanged slot, 0.5 m/s at 0.3 m: Q = 2.6 × 1 × 0.5 × 0.3 = 0.39 m³/s.
 */
export function slotFlowM3s(captureVelocityMps: number, slotLengthM: number, distanceM: number, flanged: boolean): number {
  return SLOT_COEFFICIENT[flanged ? 'flanged' : 'plain'] * slotLengthM * captureVelocityMps * distanceM;
}

/**
 * The capture velocity a flow reaches at X from a slot: the inverse of {@link slotFlowM3s}.
 *
 * @param flowM3s Q, m³/s (> 0).
 * @param slotLengthM L, m (> 0).
 * @param distanceM X, m (> 0).
 * @param flanged Whether the slot has a flange.
 * @returns V at X, m/s: Q/(3.7·L·X) plain, Q/(2.6·L·X) flanged.
 *
 * Source: as {@link slotFlowM3s}.
 */
export function slotCaptureVelocityMps(flowM3s: number, slotLengthM: number, distanceM: number, flanged: boolean): number {
  return flowM3s / (SLOT_COEFFICIENT[flanged ? 'flanged' : 'plain'] * slotLengthM * distanceM);
}
