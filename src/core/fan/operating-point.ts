/**
 * The operating point: where the fan's curve meets a system's curve, found
 * by bisection inside brackets where the pressure difference changes sign.
 */
import { fanPressurePa, type FanCurveModel } from './fan-curve.ts';
import { systemPressurePa, type SystemCurve } from './system-curve.ts';

/** Steps each interval between two curve points is scanned in for a sign change. */
const SCAN_STEPS = 16;

/** Where the curves meet, or on which side the fan stays when they do not. */
export type Intersection =
  | {
      readonly status: 'meets';
      readonly flowM3s: number;
      readonly pressurePa: number;
      /** True when the point lies left of the curve's peak pressure, where the curve rises with flow (stall). */
      readonly inStall: boolean;
      /** How many times the curves cross within the fan curve's range; above 1 the fan may hunt between them. */
      readonly crossings: number;
    }
  | {
      readonly status: 'misses';
      /** `above`: the fan gives more pressure than the system needs over its whole range (it would run past its last point); `below`: less. */
      readonly fanSide: 'above' | 'below';
    };

/**
 * Bisection on a bracket [low, high] where `difference` changes sign.
 *
 * @returns The flow where the difference is zero, to the last representable digit.
 */
function bisect(difference: (flow: number) => number, low: number, high: number): number {
  let lowSign = Math.sign(difference(low));
  for (let step = 0; step < 200; step += 1) {
    const middle = (low + high) / 2;
    if (middle <= low || middle >= high) break;
    const sign = Math.sign(difference(middle));
    if (sign === 0) return middle;
    if (sign === lowSign) {
      low = middle;
      lowSign = sign;
    } else {
      high = middle;
    }
  }
  return (low + high) / 2;
}

/**
 * Finds where the fan curve meets a system curve.
 *
 * @param fan The fan curve's interpolants.
 * @param system The system curve.
 * @returns `meets` with the flow (m³/s) and pressure (Pa) of the crossing at
 *   the highest flow (the stable one when there are several), whether it is
 *   in the stall region, and how many crossings there are; or `misses` with
 *   the side the fan stays on, when the curves do not meet within the fan
 *   curve's flows (the fan curve is never extrapolated).
 *
 * Cost: each of the curve's n intervals is scanned at SCAN_STEPS points,
 * each evaluated in O(log n) (binary search for the curve's piece), so
 * O(n log n) for the whole curve.
 *
 * Source: AMCA Publication 201 *Fans and Systems*: the point of operation is
 * the intersection of the fan and system curves; a point left of the peak of
 * the pressure curve is in the unstable (stall) region.
 */
export function operatingPoint(fan: FanCurveModel, system: SystemCurve): Intersection {
  const difference = (flow: number) => fanPressurePa(fan, flow)! - systemPressurePa(system, flow);
  const flows = fan.points.map((point) => point.flow);
  const roots: number[] = [];
  // Each scan point is evaluated once: a step's high end is the next step's low end.
  let atLow = difference(flows[0]!);
  flows.slice(1).forEach((end, k) => {
    const start = flows[k]!;
    for (let step = 0; step < SCAN_STEPS; step += 1) {
      const low = start + ((end - start) * step) / SCAN_STEPS;
      const high = step === SCAN_STEPS - 1 ? end : start + ((end - start) * (step + 1)) / SCAN_STEPS;
      const atHigh = difference(high);
      if (atLow === 0) roots.push(low);
      else if (atLow * atHigh < 0) roots.push(bisect(difference, low, high));
      atLow = atHigh;
    }
  });
  const last = flows[flows.length - 1]!;
  if (difference(last) === 0) roots.push(last);
  const flowM3s = roots.at(-1);
  if (flowM3s === undefined) return { status: 'misses', fanSide: difference(last) > 0 ? 'above' : 'below' };
  return {
    status: 'meets',
    flowM3s,
    pressurePa: systemPressurePa(system, flowM3s),
    inStall: flowM3s < fan.peakFlow,
    crossings: roots.length,
  };
}
