/**
 * A fan's curve as the catalogue gives it: points of flow and pressure, with
 * the efficiency or the shaft power at each when known, read at the
 * operating density and speed. Between its points it is a monotone cubic; it
 * is never extrapolated beyond its first and last flow.
 */
import * as v from 'valibot';
import { evaluateMonotoneCubic, monotoneCubic, type MonotoneCubic } from './monotone-cubic.ts';

/** One catalogue point: flow in m³/s, pressure in Pa, efficiency in %, shaft power in W. */
export interface FanCurvePoint {
  readonly flow: number;
  readonly pressure: number;
  readonly efficiency?: number;
  readonly power?: number;
}

const finite = (label: string) => v.pipe(v.number(`${label} must be a number`), v.finite(`${label} must be a finite number`));

/** One point: flow and pressure at least 0, efficiency above 0 and at most 100 %, power above 0. */
const FanCurvePointSchema = v.object({
  flow: v.pipe(finite('Flow'), v.minValue(0, 'Flow must not be negative')),
  pressure: v.pipe(finite('Pressure'), v.minValue(0, 'Pressure must not be negative')),
  efficiency: v.optional(
    v.pipe(
      finite('Efficiency'),
      v.gtValue(0, (issue) => `Efficiency must be above 0 % and at most 100 %, got ${issue.input} %`),
      v.maxValue(100, (issue) => `Efficiency must be above 0 % and at most 100 %, got ${issue.input} %`),
    ),
  ),
  power: v.optional(v.pipe(finite('Power'), v.gtValue(0, 'Power must be above 0'))),
});

const sameColumns = (points: readonly FanCurvePoint[], key: 'efficiency' | 'power') =>
  points.every((point) => point[key] === undefined) || points.every((point) => point[key] !== undefined);

/**
 * A fan curve: at least 2 points, flows strictly increasing, and the
 * efficiency and power columns each given on every point or on none.
 */
export const FanCurveSchema = v.pipe(
  v.array(FanCurvePointSchema),
  v.minLength(2, 'A fan curve needs at least 2 points'),
  v.check(
    (points) => points.every((point, k) => k === 0 || point.flow > points[k - 1]!.flow),
    'The fan curve\u2019s flows must increase from one point to the next',
  ),
  v.check((points) => sameColumns(points, 'efficiency'), 'Give an efficiency on every point of the fan curve or on none'),
  v.check((points) => sameColumns(points, 'power'), 'Give a power on every point of the fan curve or on none'),
);

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
 * @param points A curve that passed {@link FanCurveSchema}.
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
