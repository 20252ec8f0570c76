/**
 * A fan selection from one set of inputs: the air's density hot and cold,
 * the powers at the design point, the motor, the cold start, the system
 * curves and where the fan's curve meets them. Numbers only, in SI; report.ts
 * words them as figures and warnings.
 */
import { airDensityKgPerM3 } from '../air/density.ts';
import { barometricPressurePa } from '../air/barometric.ts';
import { evaluateMonotoneCubic } from './monotone-cubic.ts';
import { fanCurveModel, type FanCurveModel, type FanCurvePoint } from './fan-curve.ts';
import type { FanField } from './fields.ts';
import { readFanInput, type FanIssue, type FanSelectionInput, type FanValues } from './input.ts';
import { coldStartShaftPowerW, motorRatingW } from './motor.ts';
import { operatingPoint, type Intersection } from './operating-point.ts';
import { airPowerW, electricalPowerW, shaftPowerW } from './power.ts';
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

/**
 * Everything the selection found, in SI, from the inputs that can be used:
 * a figure whose input is missing or unusable is absent (a curve with a bad
 * cell leaves out the operating points, never the power and the motor).
 */
export interface FanSelection {
  /** The usable inputs, defaults applied. */
  readonly input: FanValues;
  /** Absolute pressure at the fan, Pa (given, or from the altitude by the ISA). */
  readonly barometricPressurePa?: number;
  readonly densityKgM3?: number;
  readonly coldDensityKgM3?: number;
  /** Powers at the design point: the air power always, the shaft power with the efficiency, the electrical input with the motor's and drive's. */
  readonly design: { readonly airPowerW: number; readonly shaftPowerW?: number; readonly electricalPowerW?: number };
  /** The largest shaft power of the design point and the operating points found, W: what the motor must carry. */
  readonly maxShaftPowerW?: number;
  /** maxShaftPowerW × (1 + margin), W. */
  readonly motorRequiredW?: number;
  /** The IEC and NEMA ratings that cover it, W; absent above the largest rating. */
  readonly motorRatingW: { readonly iec?: number; readonly nema?: number };
  /** maxShaftPowerW at the cold density, W. */
  readonly coldStartShaftPowerW?: number;
  /** The design curve, and the clean one when its pressure is given; none while the split of the pressure cannot be used. */
  readonly systemCurves: ReadonlyArray<{ readonly id: SystemCurveId; readonly curve: SystemCurve }>;
  /** The fan curve's interpolants, when a usable curve was given. */
  readonly fanCurve?: FanCurveModel;
  /** One per system curve, when a usable fan curve was given. */
  readonly operatingPoints: readonly CurveOperatingPoint[];
}

/**
 * The shaft power and efficiency at a point of the fan curve: from the
 * curve's power or efficiency column, else at the design efficiency, else
 * (no efficiency usable) unknown.
 */
function shaftAt(model: FanCurveModel, flowM3s: number, pressurePa: number, designEfficiency: number | undefined): CurveOperatingPoint['shaft'] {
  const airW = airPowerW(flowM3s, pressurePa);
  if (model.power) {
    const powerW = evaluateMonotoneCubic(model.power, flowM3s)!;
    const efficiency = model.efficiency ? evaluateMonotoneCubic(model.efficiency, flowM3s)! / 100 : airW / powerW;
    return { efficiency, powerW, fromCurve: true };
  }
  if (model.efficiency) {
    const efficiency = evaluateMonotoneCubic(model.efficiency, flowM3s)! / 100;
    return { efficiency, powerW: shaftPowerW(airW, efficiency), fromCurve: true };
  }
  if (designEfficiency === undefined) return undefined;
  return { efficiency: designEfficiency, powerW: shaftPowerW(airW, designEfficiency), fromCurve: false };
}

/** The ISA pressure at an altitude already checked to be within the troposphere. */
function isaPressurePa(altitudeM: number): number {
  const result = barometricPressurePa({ altitudeM });
  return result.status === 'success' ? result.data.pressurePa : Number.NaN;
}

/** The design curve through the design point, and the clean one; none while a part of the split cannot be used. */
function systemCurves(input: FanValues, usable: (...fields: FanField[]) => boolean): FanSelection['systemCurves'] {
  const { flow, pressure, filterPressure, fixedPressure, cleanFilterPressure } = input;
  if (!usable('filterPressure', 'fixedPressure', 'cleanFilterPressure') || filterPressure === undefined || fixedPressure === undefined) return [];
  const ductsPa = pressure - filterPressure - fixedPressure;
  const design = { id: 'design' as const, curve: systemCurveThrough(flow, { fixedPa: fixedPressure, filterPa: filterPressure, ductsPa }) };
  if (cleanFilterPressure === undefined) return [design];
  return [design, { id: 'clean', curve: systemCurveThrough(flow, { fixedPa: fixedPressure, filterPa: cleanFilterPressure, ductsPa }) }];
}

/**
 * A selection from the inputs that can be used: each figure whose inputs
 * are all usable, and none of the others.
 *
 * @param input The usable values with defaults applied (see withDefaults);
 *   the design flow and pressure, at least, in range and in SI.
 * @param unusable The fields given that cannot be used (and the required
 *   ones missing): every figure that needs one is left out.
 * @param curve A checked fan curve (checkCurvePoints or readCurveRows), or
 *   none: no operating points, and the motor covers the design point alone.
 * @returns The {@link FanSelection}. Never throws.
 *
 * Sources: density by the ideal gas law and the ISA (core/air); powers,
 * fan laws and the operating point per AMCA Publication 201; motor steps
 * per IEC 60072-1 and NEMA MG 1.
 */
export function partialFanSelection(input: FanValues, unusable: ReadonlySet<string>, curve?: readonly FanCurvePoint[]): FanSelection {
  const usable = (...fields: FanField[]) => fields.every((field) => !unusable.has(field));
  const barometric = usable('altitude', 'barometricPressure') ? (input.barometricPressure ?? isaPressurePa(input.altitude ?? 0)) : undefined;
  const density = (temperatureK: number | undefined) => {
    if (barometric === undefined || temperatureK === undefined) return undefined;
    const result = airDensityKgPerM3({ temperatureK, pressurePa: barometric });
    return result.status === 'success' ? result.data.densityKgPerM3 : undefined;
  };
  const densityKgM3 = density(input.temperature);
  const coldDensityKgM3 = density(input.coldTemperature);
  const fanEfficiency = input.efficiency === undefined ? undefined : input.efficiency / 100;
  const airW = airPowerW(input.flow, input.pressure);
  const designShaftW = fanEfficiency === undefined ? undefined : shaftPowerW(airW, fanEfficiency);
  const electricalW =
    designShaftW === undefined || input.motorEfficiency === undefined || input.driveEfficiency === undefined
      ? undefined
      : electricalPowerW(designShaftW, input.motorEfficiency / 100, input.driveEfficiency / 100);

  const curves = systemCurves(input, usable);
  const fanCurve = curve && curve.length >= 2 ? fanCurveModel(curve) : undefined;
  const operatingPoints: CurveOperatingPoint[] = fanCurve
    ? curves.map(({ id, curve: system }) => {
        const intersection = operatingPoint(fanCurve, system);
        if (intersection.status === 'misses') return { curve: id, intersection };
        const shaft = shaftAt(fanCurve, intersection.flowM3s, intersection.pressurePa, fanEfficiency);
        return { curve: id, intersection, ...(shaft && { shaft }) };
      })
    : [];
  const maxShaftPowerW = designShaftW === undefined ? undefined : Math.max(designShaftW, ...operatingPoints.map((point) => point.shaft?.powerW ?? 0));
  const motorRequiredW = maxShaftPowerW === undefined || input.margin === undefined ? undefined : maxShaftPowerW * (1 + input.margin / 100);
  const iec = motorRequiredW === undefined ? undefined : motorRatingW(motorRequiredW, 'iec');
  const nema = motorRequiredW === undefined ? undefined : motorRatingW(motorRequiredW, 'nema');
  const coldStart =
    maxShaftPowerW === undefined || densityKgM3 === undefined || coldDensityKgM3 === undefined
      ? undefined
      : coldStartShaftPowerW(maxShaftPowerW, densityKgM3, coldDensityKgM3);
  return {
    input,
    ...(barometric !== undefined && { barometricPressurePa: barometric }),
    ...(densityKgM3 !== undefined && { densityKgM3 }),
    ...(coldDensityKgM3 !== undefined && { coldDensityKgM3 }),
    design: { airPowerW: airW, ...(designShaftW !== undefined && { shaftPowerW: designShaftW }), ...(electricalW !== undefined && { electricalPowerW: electricalW }) },
    ...(maxShaftPowerW !== undefined && { maxShaftPowerW }),
    ...(motorRequiredW !== undefined && { motorRequiredW }),
    motorRatingW: { ...(iec !== undefined && { iec }), ...(nema !== undefined && { nema }) },
    ...(coldStart !== undefined && { coldStartShaftPowerW: coldStart }),
    systemCurves: curves,
    ...(fanCurve && { fanCurve }),
    operatingPoints,
  };
}

/**
 * Selects a fan from numbers (a script calling the core).
 *
 * @param given The inputs in SI (see FanSelectionInput); missing optional
 *   ones take FAN_DEFAULTS.
 * @returns `success` with the whole {@link FanSelection}, or `error` with one
 *   issue per unusable field and per problem of the curve. Never throws.
 */
export function selectFan(given: FanSelectionInput): { status: 'success'; data: FanSelection } | { status: 'error'; issues: FanIssue[] } {
  const read = readFanInput(given);
  if (read.status === 'error') return read;
  return { status: 'success', data: partialFanSelection(read.data.values, new Set(), read.data.fanCurve) };
}
