/**
 * The capture equations by hood type: the flow that reaches a capture
 * velocity V at a distance X, and the velocity a flow reaches at X, for
 * the types that have one (plain and flanged openings, plain and flanged
 * slots, a canopy over a cold source, whose X is its height D above the
 * source and whose V is drawn in through its open sides).
 */
import { canopyFlowM3s, canopyVelocityMps, CANOPY_OVERHANG } from './canopy-flow.ts';
import type { HoodDesignTypeId } from './fields.ts';
import { sizeAreaM2, sizePerimeterM, sizeSides, type PlanSize } from './hood-size.ts';
import { openingCaptureVelocityMps, openingFlowM3s } from './opening-flow.ts';
import { slotCaptureVelocityMps, slotFlowM3s } from './slot-flow.ts';

/** The types with a capture equation. */
export const CAPTURE_TYPE_IDS = ['plain-opening', 'flanged-opening', 'plain-slot', 'flanged-slot', 'canopy'] as const;
export type CaptureTypeId = (typeof CAPTURE_TYPE_IDS)[number];

/** Whether a type has a capture equation (the others take a face velocity or a flow). */
export const hasCaptureEquation = (type: HoodDesignTypeId): type is CaptureTypeId => (CAPTURE_TYPE_IDS as readonly string[]).includes(type);

const isFlanged = (type: CaptureTypeId) => type === 'flanged-opening' || type === 'flanged-slot';
const isSlot = (type: CaptureTypeId) => type === 'plain-slot' || type === 'flanged-slot';

/** A slot's length: the longer side of its width × length. */
const slotLengthM = (size: PlanSize) => sizeSides(size)!.long;

/**
 * The flow a hood needs for a capture velocity at X.
 *
 * @param type A type with a capture equation.
 * @param size The opening, the slot (width × length), or the canopy's source, m.
 * @param captureVelocityMps V at X, m/s (> 0).
 * @param distanceM X, m (> 0): a canopy's height D above the source.
 * @returns Q in m³/s: V(10X² + A) (× 0.75 flanged), 3.7·L·V·X or 2.6·L·V·X, 1.4·P·D·V.
 *
 * Source: ACGIH Industrial Ventilation, 24th ed., ch. 3, "Hood types" (see opening-flow.ts, slot-flow.ts, canopy-flow.ts).
 */
export function captureFlowM3s(type: CaptureTypeId, size: PlanSize, captureVelocityMps: number, distanceM: number): number {
  if (type === 'canopy') return canopyFlowM3s(sizePerimeterM(size), distanceM, captureVelocityMps);
  if (isSlot(type)) return slotFlowM3s(captureVelocityMps, slotLengthM(size), distanceM, isFlanged(type));
  return openingFlowM3s(captureVelocityMps, distanceM, sizeAreaM2(size), isFlanged(type));
}

/**
 * The capture velocity a flow reaches at X: the inverse of {@link captureFlowM3s}.
 *
 * @param type A type with a capture equation.
 * @param size As {@link captureFlowM3s}.
 * @param flowM3s Q, m³/s (> 0).
 * @param distanceM X, m (> 0).
 * @returns V at X, m/s.
 *
 * Source: as {@link captureFlowM3s}.
 */
export function captureVelocityAtMps(type: CaptureTypeId, size: PlanSize, flowM3s: number, distanceM: number): number {
  if (type === 'canopy') return canopyVelocityMps(flowM3s, sizePerimeterM(size), distanceM);
  if (isSlot(type)) return slotCaptureVelocityMps(flowM3s, slotLengthM(size), distanceM, isFlanged(type));
  return openingCaptureVelocityMps(flowM3s, distanceM, sizeAreaM2(size), isFlanged(type));
}

/**
 * A cold canopy's face: the source grown by the 0.4·D overhang on each side.
 *
 * @param source The source, round or rectangular, m.
 * @param heightM D, the canopy's height above the source, m.
 * @returns The face area, m²: π(Ds + 0.8D)²/4 or (W + 0.8D)(L + 0.8D).
 *
 * Source: ACGIH Industrial Ventilation, 24th ed., ch. 3, "Hood types" (canopy: overhang 0.4·D).
 */
export function canopyFaceAreaM2(source: PlanSize, heightM: number): number {
  const grow = 2 * CANOPY_OVERHANG * heightM;
  return source.shape === 'round'
    ? sizeAreaM2({ shape: 'round', diameterM: source.diameterM + grow })
    : sizeAreaM2({ shape: 'rectangular', widthM: source.widthM + grow, lengthM: source.lengthM + grow });
}
