/**
 * A fan selection from one set of inputs: the air's density hot and cold,
 * the powers at the design point, the motor, the cold start, the system
 * curves and where the fan's curve meets them. Numbers only, in SI; report.ts
 * words them as figures and warnings.
 */
import { checkedAltitudePressurePa } from '../air/barometric.ts';
import { gasConditions, STANDARD_AIR, type GasConditions } from '../air/gas-conditions.ts';
import { compressibilityAtEfficiency, compressibilityAtPower } from './compressibility.ts';
import { applyFanLaws, type FanLawResult } from './fan-laws.ts';
import { evaluateMonotoneCubic } from './monotone-cubic.ts';
import { fanCurveModel, type FanCurveModel, type FanCurvePoint } from './fan-curve.ts';
import type { FanNumberField } from './fields.ts';
import { readFanInput, type FanIssue, type FanSelectionInput, type FanValues } from './input.ts';
import { coldStartShaftPowerW, motorOutputW, motorRatingW } from './motor.ts';
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
   * At the point: the fan's efficiency (fraction), Kp and shaft power (W) at
   * the operating density, from the curve's efficiency or power column, else
   * at the design efficiency (`fromCurve` false).
   */
  readonly shaft?: { readonly efficiency: number; readonly compressibility: number; readonly powerW: number; readonly fromCurve: boolean };
}

/**
 * Everything the selection found, in SI, from the inputs that can be used:
 * a figure whose input is missing or unusable is absent (a curve with a bad
 * cell leaves out the operating points, never the power and the motor).
 * Pressures and powers are at the operating density unless named `standard`
 * or `catalogue` (standard air, 0.075 lb/ft³).
 */
export interface FanSelection {
  /** The usable inputs, defaults applied. */
  readonly input: FanValues;
  /** Absolute pressure at the fan, Pa: given, from the altitude by the ISA, or standard air's 29.92 inHg. */
  readonly barometricPressurePa?: number;
  /** The operating gas: its density factor df and density. */
  readonly gas?: GasConditions;
  /** Dry air at the cold-start temperature and the same pressure. */
  readonly coldGas?: GasConditions;
  /** The design pressure at the operating density (what the fan makes in the plant), Pa. */
  readonly actualPressurePa?: number;
  /** The design pressure at standard air (what the catalogue lists), Pa: actual / df. */
  readonly standardPressurePa?: number;
  /** The compressibility coefficient Kp at the design point. */
  readonly compressibility?: number;
  /**
   * Powers at the design point, at the operating density: the air power
   * Q·Δp·Kp, the shaft power with the efficiency, the electrical input with
   * the motor's and drive's; and the shaft power the catalogue lists at
   * standard air (shaft / df).
   */
  readonly design: { readonly airPowerW?: number; readonly shaftPowerW?: number; readonly catalogueShaftPowerW?: number; readonly electricalPowerW?: number };
  /** The largest shaft power of the design point and the operating points found, W: what the motor must carry. */
  readonly maxShaftPowerW?: number;
  /** maxShaftPowerW / η_drive × (1 + margin), W. */
  readonly motorRequiredW?: number;
  /** The IEC and NEMA ratings that cover it, W; absent above the largest rating. */
  readonly motorRatingW: { readonly iec?: number; readonly nema?: number };
  /** maxShaftPowerW at the cold density, W. */
  readonly coldStartShaftPowerW?: number;
  /** What the motor gives at a cold start: coldStartShaftPowerW / η_drive, W. */
  readonly coldStartMotorOutputW?: number;
  /** The design curve, and the clean one when its pressure is given, at the operating density; none while the split of the pressure cannot be used. */
  readonly systemCurves: ReadonlyArray<{ readonly id: SystemCurveId; readonly curve: SystemCurve }>;
  /** The fan curve's interpolants at the operating density, when a usable curve was given. */
  readonly fanCurve?: FanCurveModel;
  /** One per system curve, when a usable fan curve was given. */
  readonly operatingPoints: readonly CurveOperatingPoint[];
  /**
   * The speed that puts the fan curve on the design point: where the curve
   * meets the fan-law parabola Δp = Δp_d·(Q/Q_d)² through the design point,
   * the speed ratio n₂/n₁ = Q_d/Q₁, and the speed when the fan speed is given.
   */
  readonly designSpeed?: { readonly flowM3s: number; readonly pressurePa: number; readonly ratio: number; readonly speedRpm?: number };
  /** The design point (flow, actual pressure, shaft power) scaled by the fan laws to a new speed, diameter or density. */
  readonly fanLaws?: FanLawResult;
}

/**
 * The efficiency, Kp and shaft power at a point of the fan curve: from the
 * curve's power or efficiency column, else at the design efficiency, else
 * (no efficiency usable) unknown.
 */
function shaftAt(model: FanCurveModel, flowM3s: number, pressurePa: number, inletPressurePa: number, designEfficiency: number | undefined): CurveOperatingPoint['shaft'] {
  const state = { pressurePa, inletPressurePa };
  if (model.power) {
    const powerW = evaluateMonotoneCubic(model.power, flowM3s)!;
    const compressibility = compressibilityAtPower(state, flowM3s, powerW);
    const efficiency = model.efficiency ? evaluateMonotoneCubic(model.efficiency, flowM3s)! / 100 : airPowerW(flowM3s, pressurePa, compressibility) / powerW;
    return { efficiency, compressibility, powerW, fromCurve: true };
  }
  const fromCurve = model.efficiency !== undefined;
  const efficiency = model.efficiency ? evaluateMonotoneCubic(model.efficiency, flowM3s)! / 100 : designEfficiency;
  if (efficiency === undefined) return undefined;
  const compressibility = compressibilityAtEfficiency(state, efficiency);
  return { efficiency, compressibility, powerW: shaftPowerW(airPowerW(flowM3s, pressurePa, compressibility), efficiency), fromCurve };
}

/** The design curve through the design point, and the clean one, at the operating density; none while a part of the split cannot be used. */
function systemCurves(input: FanValues, toActual: number, usable: (...fields: FanNumberField[]) => boolean): FanSelection['systemCurves'] {
  const { flow, pressure, filterPressure, fixedPressure, cleanFilterPressure } = input;
  if (!usable('filterPressure', 'fixedPressure', 'cleanFilterPressure') || filterPressure === undefined || fixedPressure === undefined) return [];
  const ductsPa = (pressure - filterPressure - fixedPressure) * toActual;
  const split = { fixedPa: fixedPressure * toActual, ductsPa };
  const design = { id: 'design' as const, curve: systemCurveThrough(flow, { ...split, filterPa: filterPressure * toActual }) };
  if (cleanFilterPressure === undefined) return [design];
  return [design, { id: 'clean', curve: systemCurveThrough(flow, { ...split, filterPa: cleanFilterPressure * toActual }) }];
}

/** The gas at the fan and, dry, at a cold start; each absent while an input it needs cannot be used. */
function gases(input: FanValues, barometricPa: number | undefined, usable: (...fields: FanNumberField[]) => boolean) {
  if (barometricPa === undefined) return {};
  // No altitude and no barometric pressure: standard air's own pressure, so dfe is 1 exactly.
  const pressurePa = input.altitude === undefined && input.barometricPressure === undefined ? undefined : barometricPa;
  const gas =
    usable('temperature', 'moisture') && input.temperature !== undefined
      ? gasConditions({ temperatureK: input.temperature, pressurePa, moisture: { volumePercent: input.moisture ?? 0 } })
      : undefined;
  const coldGas = usable('coldTemperature') && input.coldTemperature !== undefined ? gasConditions({ temperatureK: input.coldTemperature, pressurePa }) : undefined;
  return { ...(gas && { gas }), ...(coldGas && { coldGas }) };
}

/**
 * A selection from the inputs that can be used: each figure whose inputs
 * are all usable, and none of the others.
 *
 * @param input The usable values with defaults applied (see withDefaults);
 *   the design flow and pressure, at least, in range and in SI. The design
 *   pressure, its split and the fan curve are at the `basis` density.
 * @param unusable The fields given that cannot be used (and the required
 *   ones missing): every figure that needs one is left out.
 * @param curve A checked fan curve (checkCurvePoints or readCurveRows) at the
 *   `basis` density, or none: no operating points, and the motor covers the
 *   design point alone.
 * @returns The {@link FanSelection}, at the operating density. Never throws.
 *
 * Sources: the density factor per ACGIH (core/air/gas-conditions.ts);
 * standard air ↔ operating density at constant speed by the fan laws,
 * Δp ∝ ρ and P ∝ ρ (AMCA Publication 201); Kp per ISO 5801 / AMCA 210;
 * motor steps per IEC 60072-1 and NEMA MG 1.
 */
export function partialFanSelection(input: FanValues, unusable: ReadonlySet<string>, curve?: readonly FanCurvePoint[]): FanSelection {
  const usable = (...fields: FanNumberField[]) => fields.every((field) => !unusable.has(field));
  const barometric = usable('altitude', 'barometricPressure')
    ? (input.barometricPressure ?? (input.altitude === undefined ? STANDARD_AIR.pressurePa : checkedAltitudePressurePa(input.altitude)))
    : undefined;
  const { gas, coldGas } = gases(input, barometric, usable);
  const df = gas?.densityFactor.total;
  // The factor from the pressures as given to the operating density: 1, or df for standard air (Δp ∝ ρ at constant speed).
  const toActual = input.basis === 'operating' ? 1 : input.basis === 'standard' ? df : undefined;
  const actualPa = toActual === undefined ? undefined : input.pressure * toActual;
  const standardPa = actualPa === undefined || df === undefined ? undefined : actualPa / df;
  const fanEfficiency = input.efficiency === undefined ? undefined : input.efficiency / 100;
  const compressibility =
    actualPa === undefined || barometric === undefined || fanEfficiency === undefined
      ? undefined
      : compressibilityAtEfficiency({ pressurePa: actualPa, inletPressurePa: barometric }, fanEfficiency);
  const airW = actualPa === undefined || compressibility === undefined ? undefined : airPowerW(input.flow, actualPa, compressibility);
  const designShaftW = airW === undefined || fanEfficiency === undefined ? undefined : shaftPowerW(airW, fanEfficiency);
  const catalogueShaftW = designShaftW === undefined || df === undefined ? undefined : designShaftW / df;
  const electricalW =
    designShaftW === undefined || input.motorEfficiency === undefined || input.driveEfficiency === undefined
      ? undefined
      : electricalPowerW(designShaftW, input.motorEfficiency / 100, input.driveEfficiency / 100);

  const curves = toActual === undefined ? [] : systemCurves(input, toActual, usable);
  const actualCurve = toActual === undefined ? undefined : curve?.map((point) => scaledCurvePoint(point, toActual));
  const fanCurve = actualCurve && actualCurve.length >= 2 ? fanCurveModel(actualCurve) : undefined;
  const operatingPoints: CurveOperatingPoint[] =
    fanCurve && barometric !== undefined
      ? curves.map(({ id, curve: system }) => {
          const intersection = operatingPoint(fanCurve, system);
          if (intersection.status === 'misses') return { curve: id, intersection };
          const shaft = shaftAt(fanCurve, intersection.flowM3s, intersection.pressurePa, barometric, fanEfficiency);
          return { curve: id, intersection, ...(shaft && { shaft }) };
        })
      : [];
  const maxShaftPowerW = designShaftW === undefined ? undefined : Math.max(designShaftW, ...operatingPoints.map((point) => point.shaft?.powerW ?? 0));
  const motorRequiredW =
    maxShaftPowerW === undefined || input.margin === undefined || input.driveEfficiency === undefined
      ? undefined
      : motorOutputW(maxShaftPowerW, input.driveEfficiency / 100) * (1 + input.margin / 100);
  const iec = motorRequiredW === undefined ? undefined : motorRatingW(motorRequiredW, 'iec');
  const nema = motorRequiredW === undefined ? undefined : motorRatingW(motorRequiredW, 'nema');
  const coldStart =
    maxShaftPowerW === undefined || gas === undefined || coldGas === undefined ? undefined : coldStartShaftPowerW(maxShaftPowerW, gas.densityKgPerM3, coldGas.densityKgPerM3);
  const coldOutput = coldStart === undefined || input.driveEfficiency === undefined ? undefined : motorOutputW(coldStart, input.driveEfficiency / 100);
  const designSpeed = fanCurve && actualPa !== undefined ? speedForDesignPoint(fanCurve, input.flow, actualPa, usable('speed') ? input.speed : undefined) : undefined;
  const fanLaws = actualPa === undefined ? undefined : scaledDesignPoint(input, actualPa, designShaftW, gas?.densityKgPerM3, usable);
  return {
    input,
    ...(barometric !== undefined && { barometricPressurePa: barometric }),
    ...(gas && { gas }),
    ...(coldGas && { coldGas }),
    ...(actualPa !== undefined && { actualPressurePa: actualPa }),
    ...(standardPa !== undefined && { standardPressurePa: standardPa }),
    ...(compressibility !== undefined && { compressibility }),
    design: {
      ...(airW !== undefined && { airPowerW: airW }),
      ...(designShaftW !== undefined && { shaftPowerW: designShaftW }),
      ...(catalogueShaftW !== undefined && { catalogueShaftPowerW: catalogueShaftW }),
      ...(electricalW !== undefined && { electricalPowerW: electricalW }),
    },
    ...(maxShaftPowerW !== undefined && { maxShaftPowerW }),
    ...(motorRequiredW !== undefined && { motorRequiredW }),
    motorRatingW: { ...(iec !== undefined && { iec }), ...(nema !== undefined && { nema }) },
    ...(coldStart !== undefined && { coldStartShaftPowerW: coldStart }),
    ...(coldOutput !== undefined && { coldStartMotorOutputW: coldOutput }),
    systemCurves: curves,
    ...(fanCurve && { fanCurve }),
    operatingPoints,
    ...(designSpeed && { designSpeed }),
    ...(fanLaws && { fanLaws }),
  };
}

/**
 * The speed at which a fan curve passes through the design point. At
 * another speed every point of the curve moves along Δp ∝ Q² (Q ∝ n,
 * Δp ∝ n²), so the point that lands on the design point is where the curve
 * meets the parabola through the origin and the design point; the speed
 * ratio is Q_d/Q₁. Exact by the fan laws, whatever the system curve.
 *
 * @returns The meeting point, n₂/n₁ and, with the fan speed, n₂ in rpm; or
 *   nothing when the curve does not meet the parabola within its flows.
 *
 * Source: AMCA Publication 201, fan laws (Q ∝ n, Δp ∝ n²).
 */
function speedForDesignPoint(fanCurve: FanCurveModel, flowM3s: number, pressurePa: number, speedRpm: number | undefined): FanSelection['designSpeed'] {
  const parabola = systemCurveThrough(flowM3s, { fixedPa: 0, filterPa: 0, ductsPa: pressurePa });
  const meeting = operatingPoint(fanCurve, parabola);
  if (meeting.status === 'misses' || meeting.flowM3s === 0) return undefined;
  const ratio = flowM3s / meeting.flowM3s;
  return { flowM3s: meeting.flowM3s, pressurePa: meeting.pressurePa, ratio, ...(speedRpm !== undefined && { speedRpm: speedRpm * ratio }) };
}

/** The design point through the fan laws, when a change (speed, diameter or density) is given and usable. */
function scaledDesignPoint(
  input: FanValues,
  actualPa: number,
  shaftW: number | undefined,
  densityKgM3: number | undefined,
  usable: (...fields: FanNumberField[]) => boolean,
): FanLawResult | undefined {
  if (!usable('speed', 'newSpeed', 'diameter', 'newDiameter', 'newDensity')) return undefined;
  const { speed, newSpeed, diameter, newDiameter, newDensity } = input;
  if (newDensity !== undefined && densityKgM3 === undefined) return undefined;
  const law = applyFanLaws({
    flow: input.flow,
    pressure: actualPa,
    ...(shaftW !== undefined && { power: shaftW }),
    ...(newSpeed !== undefined && { speed, newSpeed }),
    ...(newDiameter !== undefined && { diameter, newDiameter }),
    ...(newDensity !== undefined && { density: densityKgM3, newDensity }),
  });
  return law.status === 'success' ? law.data : undefined;
}

/** A fan curve's point at the operating density: pressure and power × the factor; flow (actual volume) and efficiency as they are. */
function scaledCurvePoint(point: FanCurvePoint, toActual: number): FanCurvePoint {
  if (toActual === 1) return point;
  return { ...point, pressure: point.pressure * toActual, ...(point.power !== undefined && { power: point.power * toActual }) };
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
