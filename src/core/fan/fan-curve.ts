/**
 * A fan's curve as the catalogue gives it: points of flow and pressure, with
 * the efficiency or the shaft power at each when known, read at the
 * operating density and speed. Between its points it is a monotone cubic; it
 * is never extrapolated beyond its first and last flow.
 */
import { evaluateMonotoneCubic, monotoneCubic, type MonotoneCubic } from './monotone-cubic.ts';

/** One catalogue point: flow in m³/s, pressure in Pa, efficiency in %, shaft power in W. */
export interface FanCurvePoint {
  readonly flow: number;
  readonly pressure: number;
  readonly efficiency?: number;
  readonly power?: number;
}

/** The interpolants of a fan curve, built once. */
export interface FanCurveModel {
  readonly points: readonly FanCurvePoint[];
  readonly pressure: MonotoneCubic;
  readonly efficiency?: MonotoneCubic;
  readonly power?: MonotoneCubic;
  /** The flow of the curve's highest pressure: left of it the curve rises with flow (the stall region). */
  readonly peakFlow: number;
}

/**
 * Builds the interpolants of a checked curve.
 *
 * @param points A checked curve (core/fan/curve-rows.ts): at least 2 points, flows increasing.
 * @returns Pressure (and efficiency and power, when given) as monotone cubics of flow.
 */
export function fanCurveModel(points: readonly FanCurvePoint[]): FanCurveModel {
  const flows = points.map((point) => point.flow);
  const column = (key: 'efficiency' | 'power') =>
    points[0]![key] === undefined ? undefined : monotoneCubic(flows, points.map((point) => point[key]!));
  const peak = points.reduce((best, point) => (point.pressure > best.pressure ? point : best));
  const efficiency = column('efficiency');
  const power = column('power');
  return {
    points,
    pressure: monotoneCubic(flows, points.map((point) => point.pressure)),
    ...(efficiency && { efficiency }),
    ...(power && { power }),
    peakFlow: peak.flow,
  };
}

/**
 * The fan's pressure at a flow.
 *
 * @param model From {@link fanCurveModel}.
 * @param flowM3s Q in m³/s.
 * @returns Δp in Pa, or `undefined` outside the curve's flows.
 */
export function fanPressurePa(model: FanCurveModel, flowM3s: number): number | undefined {
  return evaluateMonotoneCubic(model.pressure, flowM3s);
}
