/**
 * A fan selection from one set of inputs: the air's density hot and cold,
 * the powers at the design point, the motor, the cold start, the system
 * curves and where the fan's curve meets them. Numbers only, in SI; report.ts
 * words them as figures and warnings.
 */
import { airDensityKgPerM3 } from '../air/density.ts';
import { barometricPressurePa } from '../air/barometric.ts';
import { evaluateMonotoneCubic } from './monotone-cubic.ts';
import { fanCurveModel, type FanCurveModel } from './fan-curve.ts';
import { readFanInput, type FanIssue, type FanSelectionInput, type FanSelectionValues } from './input.ts';
import { coldStartShaftPowerW, motorRatingW } from './motor.ts';
import { operatingPoint, type Intersection } from './operating-point.ts';
import { fanPowers, type FanPowers } from './power.ts';
import { systemCurveThrough, type SystemCurve } from './system-curve.ts';

/** The system curves: `design` with the filter as at the design (loaded), `clean` with a clean filter. */
export type SystemCurveId = 'design' | 'clean';

/** A system curve and where the fan meets it. */
export interface CurveOperatingPoint {
  readonly curve: SystemCurveId;
  readonly intersection: Intersection;
  /**
   * At the point: the fan's efficiency (fraction) and shaft power (W), from
   * the curve's efficiency or power column, else at the design efficiency
   * (`fromCurve` false).
   */
  readonly shaft?: { readonly efficiency: number; readonly powerW: number; readonly fromCurve: boolean };
}

/** Everything the selection found, in SI. */
export interface FanSelection {
  /** The input with defaults applied. */
  readonly input: FanSelectionValues;
  /** Absolute pressure at the fan, Pa (given, or from the altitude by the ISA). */
  readonly barometricPressurePa: number;
  readonly densityKgM3: number;
  readonly coldDensityKgM3: number;
  /** Powers at the design point. */
  readonly design: FanPowers;
  /** The largest shaft power of the design point and the operating points found, W: what the motor must carry. */
  readonly maxShaftPowerW: number;
  /** maxShaftPowerW × (1 + margin), W. */
  readonly motorRequiredW: number;
  /** The IEC and NEMA ratings that cover it, W; absent above the largest rating. */
  readonly motorRatingW: { readonly iec?: number; readonly nema?: number };
  /** maxShaftPowerW at the cold density, W. */
  readonly coldStartShaftPowerW: number;
  readonly systemCurves: ReadonlyArray<{ readonly id: SystemCurveId; readonly curve: SystemCurve }>;
  /** The fan curve's interpolants, when a curve was given. */
  readonly fanCurve?: FanCurveModel;
  /** One per system curve, when a fan curve was given. */
  readonly operatingPoints: readonly CurveOperatingPoint[];
}

/** The shaft power and efficiency at a point of the fan curve. */
function shaftAt(model: FanCurveModel, flowM3s: number, pressurePa: number, designEfficiency: number): CurveOperatingPoint['shaft'] {
  const airPowerW = flowM3s * pressurePa;
  if (model.power) {
    const powerW = evaluateMonotoneCubic(model.power, flowM3s)!;
    const efficiency = model.efficiency ? evaluateMonotoneCubic(model.efficiency, flowM3s)! / 100 : airPowerW / powerW;
    return { efficiency, powerW, fromCurve: true };
  }
  if (model.efficiency) {
    const efficiency = evaluateMonotoneCubic(model.efficiency, flowM3s)! / 100;
    return { efficiency, powerW: airPowerW / efficiency, fromCurve: true };
  }
  return { efficiency: designEfficiency, powerW: airPowerW / designEfficiency, fromCurve: false };
}

/** The ISA pressure at an altitude the schema has already checked to be within the troposphere. */
function isaPressurePa(altitudeM: number): number {
  const result = barometricPressurePa({ altitudeM });
  return result.status === 'success' ? result.data.pressurePa : Number.NaN;
}

function systemCurves(input: FanSelectionValues): FanSelection['systemCurves'] {
  const { flow, pressure, filterPressure, fixedPressure, cleanFilterPressure } = input;
  const ductsPa = pressure - filterPressure - fixedPressure;
  const design = { id: 'design' as const, curve: systemCurveThrough(flow, { fixedPa: fixedPressure, filterPa: filterPressure, ductsPa }) };
  if (cleanFilterPressure === undefined) return [design];
  return [design, { id: 'clean', curve: systemCurveThrough(flow, { fixedPa: fixedPressure, filterPa: cleanFilterPressure, ductsPa }) }];
}

/**
 * Selects a fan.
 *
 * @param given The inputs in SI (see FanSelectionInputSchema); missing
 *   optional ones take FAN_DEFAULTS.
 * @returns `success` with the {@link FanSelection}, or `error` with one issue
 *   per unusable field. Never throws.
 *
 * Sources: density by the ideal gas law and the ISA (core/air); powers,
 * fan laws and the operating point per AMCA Publication 201; motor steps
 * per IEC 60072-1 and NEMA MG 1.
 */
export function selectFan(given: FanSelectionInput): { status: 'success'; data: FanSelection } | { status: 'error'; issues: FanIssue[] } {
  const read = readFanInput(given);
  if (read.status === 'error') return read;
  const input = read.data;
  const barometric = input.barometricPressure ?? isaPressurePa(input.altitude ?? 0);
  const density = (temperatureK: number) => {
    const result = airDensityKgPerM3({ temperatureK, pressurePa: barometric });
    return result.status === 'success' ? result.data.densityKgPerM3 : Number.NaN;
  };
  const densityKgM3 = density(input.temperature);
  const coldDensityKgM3 = density(input.coldTemperature);
  const efficiencies = { fan: input.efficiency / 100, motor: input.motorEfficiency / 100, drive: input.driveEfficiency / 100 };
  const design = fanPowers(input.flow, input.pressure, efficiencies);

  const curves = systemCurves(input);
  const fanCurve = input.fanCurve ? fanCurveModel(input.fanCurve) : undefined;
  const operatingPoints: CurveOperatingPoint[] = fanCurve
    ? curves.map(({ id, curve }) => {
        const intersection = operatingPoint(fanCurve, curve);
        if (intersection.status === 'misses') return { curve: id, intersection };
        return { curve: id, intersection, shaft: shaftAt(fanCurve, intersection.flowM3s, intersection.pressurePa, efficiencies.fan) };
      })
    : [];
  const maxShaftPowerW = Math.max(design.shaftPowerW, ...operatingPoints.map((point) => point.shaft?.powerW ?? 0));
  const motorRequiredW = maxShaftPowerW * (1 + input.margin / 100);
  const iec = motorRatingW(motorRequiredW, 'iec');
  const nema = motorRatingW(motorRequiredW, 'nema');
  return {
    status: 'success',
    data: {
      input,
      barometricPressurePa: barometric,
      densityKgM3,
      coldDensityKgM3,
      design,
      maxShaftPowerW,
      motorRequiredW,
      motorRatingW: { ...(iec !== undefined && { iec }), ...(nema !== undefined && { nema }) },
      coldStartShaftPowerW: coldStartShaftPowerW(maxShaftPowerW, densityKgM3, coldDensityKgM3),
      systemCurves: curves,
      ...(fanCurve && { fanCurve }),
      operatingPoints,
    },
  };
}
