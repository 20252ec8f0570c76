/**
 * A fan selection as figures (value in SI, display units, formula, source)
 * and warnings, for the page and `duct-calc fan` alike.
 */
import { figureText, type Figure, type FigureUnit, type UnitSystem } from '../report/figure.ts';
import { figureRangeIssue, measureInputTexts } from '../report/figure-check.ts';
import type { MeasureIssue } from '../report/measure.ts';
import type { ToolWarning } from '../report/warning.ts';
import { formatNumber } from '../format/number.ts';
import { unitById } from '../units/catalogue.ts';
import { unitFromSi } from '../units/unit.ts';
import { DENSITY_FACTOR_FORMULA, METRIC_STANDARD_AIR, STANDARD_AIR } from '../air/gas-conditions.ts';
import { COMPRESSIBILITY_FORMULA, COMPRESSIBILITY_SOURCE } from './compressibility.ts';
import { FAN_MEASURES } from './fields.ts';
import { MOTOR_RATINGS } from './motor.ts';
import { EXACT_BHP_CONSTANT, US_BHP_CONSTANT, usRuleBrakeHorsepower } from './power.ts';
import type { FanLawResult } from './fan-laws.ts';
import type { FanSelection, SystemCurveId } from './selection.ts';

const AMCA_201 = 'AMCA Publication 201 Fans and Systems';
const units = (metric: FigureUnit, imperial: FigureUnit) => ({ metric, imperial });
const POWER = units({ unit: 'kW', decimals: 2 }, { unit: 'hp', decimals: 2 });
const DENSITY = units({ unit: 'kg/m3', decimals: 3 }, { unit: 'lb/ft3', decimals: 4 });
const FLOW = units({ unit: 'm3/h', decimals: 0 }, { unit: 'CFM', decimals: 0 });
const PRESSURE = units({ unit: 'Pa', decimals: 0 }, { unit: 'inH2O', decimals: 2 });
const MOTOR = units({ unit: 'kW', decimals: 2 }, { unit: 'hp', decimals: 1 });
const TEMPERATURE = units({ unit: 'degC', decimals: 1 }, { unit: 'degF', decimals: 1 });

/** How each system curve is named on the page, in the CLI and in warnings. */
export const CURVE_LABELS: Readonly<Record<SystemCurveId, string>> = {
  design: 'Design (loaded filter)',
  clean: 'Clean filter',
};

/** One operating point: the curve it is on and its figures (none when the curves miss). */
export interface OperatingPointReport {
  readonly curve: SystemCurveId;
  readonly label: string;
  readonly meets: boolean;
  readonly figures: readonly Figure[];
}

/** The whole report. */
export interface FanReport {
  readonly figures: readonly Figure[];
  readonly operatingPoints: readonly OperatingPointReport[];
  /** The speed that puts the fan curve on the design point, and the design point scaled by the fan laws; empty without them. */
  readonly fanLaws: readonly Figure[];
  readonly warnings: readonly ToolWarning[];
}

/** A value in SI as a person reads it in a system: `35.61 hp`. */
function shown(valueSi: number, figureUnits: Figure['units'], system: UnitSystem): string {
  const { value, unit } = figureText({ key: '', label: '', valueSi, units: figureUnits, formula: '', source: '' }, system);
  return unit === '' ? value : `${value} ${unit}`;
}

/** A power's label with its value in the other system's unit, so every power reads in kW and hp: `Shaft power P_shaft (16.79 kW)`. */
function powerLabel(label: string, valueW: number, system: UnitSystem): string {
  return `${label} (${shown(valueW, POWER, system === 'metric' ? 'imperial' : 'metric')})`;
}

function motorFigure(selection: FanSelection, system: UnitSystem): Figure | undefined {
  const standard = system === 'metric' ? 'iec' : 'nema';
  const ratingW = selection.motorRatingW[standard];
  if (ratingW === undefined) return undefined;
  return {
    key: 'motorRating',
    label: standard === 'iec' ? 'Motor rating (IEC step)' : 'Motor rating (NEMA step)',
    valueSi: ratingW,
    units: MOTOR,
    formula: 'smallest standard rating ≥ P_shaft,max / η_drive · (1 + margin)',
    source: standard === 'iec' ? 'IEC 60072-1 output ratings (kW)' : 'NEMA MG 1 horsepower ratings',
    entry: 'fan-motor-sizing',
  };
}

/** A figure when its value was found, else nothing. */
function figureOf(valueSi: number | undefined, figure: Omit<Figure, 'valueSi'>): Figure[] {
  return valueSi === undefined ? [] : [{ ...figure, valueSi }];
}

const ratio = (value: number) => formatNumber(value, 'table', { decimals: 4 });
const ACGIH_DENSITY = 'ACGIH Industrial Ventilation, ch. 5 (non-standard air)';
const KP_SHORT_SOURCE = 'ISO 5801:2017; ANSI/AMCA 210';

function airFigures(selection: FanSelection): Figure[] {
  const { input, gas, coldGas } = selection;
  const standardPressure = input.altitude === undefined && input.barometricPressure === undefined;
  const df = gas?.densityFactor;
  return [
    ...figureOf(selection.barometricPressurePa, {
      key: 'barometricPressure',
      label: 'Barometric pressure p',
      units: units({ unit: 'kPa', decimals: 3 }, { unit: 'inHg', decimals: 2 }),
      formula: standardPressure ? 'standard air: 29.92 inHg' : input.barometricPressure === undefined ? 'p = 101 325 · (1 − 2.25577×10⁻⁵ · h)^5.25588 Pa' : 'p as given',
      source: standardPressure ? STANDARD_AIR.source : input.barometricPressure === undefined ? 'International Standard Atmosphere (ISO 2533), troposphere' : 'as given',
      entry: standardPressure ? 'standard-air' : 'isa-pressure',
    }),
    ...figureOf(df?.total, {
      key: 'densityFactor',
      label: 'Density factor df',
      units: null,
      decimals: 4,
      formula: df === undefined ? DENSITY_FACTOR_FORMULA : `${DENSITY_FACTOR_FORMULA} = ${ratio(df.temperature)} × ${ratio(df.elevation)} × ${ratio(df.moisture)}`,
      source: ACGIH_DENSITY,
      entry: 'density-factor',
    }),
    ...figureOf(gas?.densityKgPerM3, {
      key: 'density',
      label: 'Gas density ρ (actual)',
      units: DENSITY,
      formula: `ρ = df · 0.075 lb/ft³; standard air ${STANDARD_AIR.statedAs} = 1.2014 kg/m³ (metric: ${formatNumber(METRIC_STANDARD_AIR.densityKgPerM3, 'table', { decimals: 1 })} kg/m³)`,
      source: `${ACGIH_DENSITY}; metric standard air: ${KP_SHORT_SOURCE}`,
      entry: 'density-factor',
    }),
    ...figureOf(coldGas?.densityKgPerM3, {
      key: 'coldDensity',
      label: 'Gas density at a cold start ρ_cold',
      units: DENSITY,
      formula: 'ρ_cold = 0.075 lb/ft³ · dft · dfe (dry air)',
      source: ACGIH_DENSITY,
      entry: 'density-factor',
    }),
  ];
}

function pressureFigures(selection: FanSelection): Figure[] {
  const basis = selection.input.basis;
  const fanLaw = `${AMCA_201}, fan laws: at constant speed and flow Δp ∝ ρ`;
  return [
    ...figureOf(selection.actualPressurePa, {
      key: 'actualPressure',
      label: 'Fan pressure Δp at ρ (actual)',
      units: PRESSURE,
      formula: basis === 'standard' ? 'Δp = Δp_std · df' : 'Δp as given (basis: operating)',
      source: basis === 'standard' ? fanLaw : 'as given',
      entry: 'fan-laws',
    }),
    ...figureOf(selection.standardPressurePa, {
      key: 'standardPressure',
      label: 'Fan pressure Δp_std at standard air (catalogue)',
      units: PRESSURE,
      formula: basis === 'standard' ? 'Δp_std as given (basis: standard)' : 'Δp_std = Δp / df',
      source: basis === 'standard' ? 'as given' : fanLaw,
      entry: 'fan-laws',
    }),
    ...figureOf(selection.compressibility, {
      key: 'compressibility',
      label: 'Compressibility coefficient Kp',
      units: null,
      decimals: 4,
      formula: COMPRESSIBILITY_FORMULA,
      source: COMPRESSIBILITY_SOURCE,
      entry: 'fan-compressibility',
    }),
  ];
}

function powerFigures(selection: FanSelection, system: UnitSystem): Figure[] {
  const { input, design } = selection;
  const actualPa = selection.actualPressurePa;
  const usRuleW =
    input.efficiency === undefined || actualPa === undefined
      ? undefined
      : usRuleBrakeHorsepower(unitFromSi(unitById('CFM'), input.flow), unitFromSi(unitById('inH2O'), actualPa), input.efficiency / 100) * unitById('hp').siPerUnit;
  const power = (key: string, label: string, valueW: number | undefined, formula: string, source: string) =>
    figureOf(valueW, { key, label: valueW === undefined ? label : powerLabel(label, valueW, system), units: POWER, formula, source, entry: 'fan-power' });
  return [
    ...power('airPower', 'Air power P_air', design.airPowerW, 'P_air = Q · Δp · Kp', `${KP_SHORT_SOURCE}; ${AMCA_201}`),
    ...power('shaftPower', 'Shaft power P_shaft (actual)', design.shaftPowerW, 'P_shaft = Q · Δp · Kp / η_fan', `${AMCA_201}, fan power`),
    ...power(
      'catalogueShaftPower',
      'Shaft power at standard air (catalogue)',
      design.catalogueShaftPowerW,
      'P_std = P_shaft / df',
      `${AMCA_201}, fan laws: at constant speed P ∝ ρ`,
    ),
    ...figureOf(usRuleW, {
      key: 'usRuleShaftPower',
      label: 'Shaft power by the US rule BHP',
      units: POWER,
      formula: `BHP = CFM · inH₂O / (${US_BHP_CONSTANT} · η), without Kp: ${US_BHP_CONSTANT} takes 1 inH₂O = 5.192 lbf/ft²; the conventional inch (249.089 Pa = 5.202 lbf/ft²) gives ${formatNumber(EXACT_BHP_CONSTANT, 'table', { decimals: 1 })}, so the rule reads ${formatNumber((1 - EXACT_BHP_CONSTANT / US_BHP_CONSTANT) * 100, 'table', { decimals: 1 })} % low`,
      source: 'US fan-engineering rule (ACGIH Industrial Ventilation, AMCA 201); inch of water per NIST SP 811, App. B.8',
      entry: 'fan-power',
    }),
    ...power('electricalPower', 'Electrical input P_el', design.electricalPowerW, 'P_el = P_shaft / (η_motor · η_drive)', `${AMCA_201}; motor and drive losses in series`),
  ];
}

function mainFigures(selection: FanSelection, system: UnitSystem): Figure[] {
  const motor = motorFigure(selection, system);
  return [
    ...airFigures(selection),
    ...pressureFigures(selection),
    ...powerFigures(selection, system),
    ...figureOf(selection.motorRequiredW, {
      key: 'motorPowerNeeded',
      label: 'Motor power needed',
      units: POWER,
      formula: 'P_shaft,max / η_drive · (1 + margin), P_shaft,max the largest of the design and operating points',
      source: 'Service margin 10–15 %: AMCA Publication 201; ACGIH Industrial Ventilation; drive loss: AMCA Publication 203',
      entry: 'fan-motor-sizing',
    }),
    ...(motor ? [motor] : []),
    ...figureOf(selection.coldStartShaftPowerW, {
      key: 'coldStartShaftPower',
      label: 'Shaft power at a cold start P_cold',
      units: POWER,
      formula: 'P_cold = P_shaft,max · ρ_cold / ρ',
      source: `${AMCA_201}, fan laws: at constant speed P ∝ ρ`,
      entry: 'fan-motor-sizing',
    }),
    ...figureOf(selection.coldStartMotorOutputW, {
      key: 'coldStartMotorOutput',
      label: 'Motor output at a cold start',
      units: POWER,
      formula: 'P_cold / η_drive, against the motor rating',
      source: `${AMCA_201}; drive loss: AMCA Publication 203`,
      entry: 'fan-motor-sizing',
    }),
  ];
}

function pointReport(selection: FanSelection, index: number): OperatingPointReport {
  const point = selection.operatingPoints[index]!;
  const label = CURVE_LABELS[point.curve];
  const { intersection, shaft } = point;
  if (intersection.status === 'misses') return { curve: point.curve, label, meets: false, figures: [] };
  const source = `${AMCA_201}: the point of operation is where the fan and system curves meet`;
  const figures: Figure[] = [
    { key: 'flow', label: 'Flow Q', valueSi: intersection.flowM3s, units: FLOW, formula: 'fan Δp(Q) = system Δp(Q), by bisection', source, entry: 'fan-operating-point' },
    { key: 'pressure', label: 'Pressure Δp (actual)', valueSi: intersection.pressurePa, units: PRESSURE, formula: 'Δp = Δp₀ + a·Q + b·Q²', source, entry: 'fan-operating-point' },
    ...figureOf(selection.gas && intersection.pressurePa / selection.gas.densityFactor.total, {
      key: 'standardPressure',
      label: 'Pressure at standard air (catalogue)',
      units: PRESSURE,
      formula: 'Δp_std = Δp / df',
      source: `${AMCA_201}, fan laws: Δp ∝ ρ`,
      entry: 'fan-laws',
    }),
    ...figureOf(shaft?.efficiency, {
      key: 'efficiency',
      label: 'Fan efficiency η',
      units: null,
      decimals: 3,
      formula: shaft?.fromCurve ? 'η from the fan curve (monotone cubic)' : 'η = design efficiency (the curve has none)',
      source: 'Fritsch & Carlson, SIAM J. Numer. Anal. 17 (1980): monotone cubic interpolation',
      entry: 'fan-operating-point',
    }),
    ...figureOf(shaft?.compressibility, {
      key: 'compressibility',
      label: 'Compressibility coefficient Kp',
      units: null,
      decimals: 4,
      formula: "Kp as at the design point, at this point's Δp and P_shaft",
      source: KP_SHORT_SOURCE,
      entry: 'fan-compressibility',
    }),
    ...figureOf(shaft?.powerW, { key: 'shaftPower', label: 'Shaft power P_shaft', units: POWER, formula: 'P_shaft = Q · Δp · Kp / η, or from the curve', source, entry: 'fan-power' }),
  ];
  return { curve: point.curve, label, meets: true, figures };
}

function warnings(selection: FanSelection, system: UnitSystem): ToolWarning[] {
  const list: ToolWarning[] = [];
  const standard = system === 'metric' ? 'iec' : 'nema';
  const ratingW = selection.motorRatingW[standard];
  if (selection.motorRequiredW !== undefined && ratingW === undefined) {
    const { unit, ratings } = MOTOR_RATINGS[standard];
    list.push({
      code: 'motor-above-ratings',
      text: `The motor power needed, ${shown(selection.motorRequiredW, POWER, system)}, is above the largest ${standard.toUpperCase()} rating listed (${ratings.at(-1)} ${unit}): select a motor from the maker's range.`,
    });
  }
  const { coldStartShaftPowerW: coldW, coldStartMotorOutputW: coldOutputW, input } = selection;
  if (ratingW !== undefined && coldW !== undefined && coldOutputW !== undefined && input.coldTemperature !== undefined && coldOutputW > ratingW) {
    list.push({
      code: 'cold-start-overload',
      text: `At a cold start (${shown(input.coldTemperature, TEMPERATURE, system)}) the fan needs ${shown(coldW, POWER, system)} at the shaft, ${shown(coldOutputW, POWER, system)} from the motor with the drive's loss, more than the ${shown(ratingW, MOTOR, system)} motor: start with the inlet damper closed or on a variable-speed drive, or size the motor for the cold start.`,
    });
  }
  for (const point of selection.operatingPoints) {
    const label = CURVE_LABELS[point.curve].toLowerCase();
    const { intersection } = point;
    if (intersection.status === 'misses') {
      const why =
        intersection.fanSide === 'above'
          ? 'the fan gives more pressure than the system needs up to its last point, so it would run beyond the curve'
          : 'the fan gives less pressure than the system needs at every flow of its curve';
      list.push({ code: `${point.curve}-curve-misses`, text: `The fan curve does not meet the ${label} system curve within its flows: ${why}.` });
      continue;
    }
    if (intersection.inStall) {
      list.push({
        code: `${point.curve}-point-in-stall`,
        text: `The ${label} operating point (${shown(intersection.flowM3s, FLOW, system)}) lies left of the curve's peak pressure, in the rising part where the fan may stall and surge: choose a larger fan or another speed.`,
      });
    }
    if (intersection.crossings > 1) {
      list.push({
        code: `${point.curve}-several-crossings`,
        text: `The fan curve crosses the ${label} system curve ${intersection.crossings} times; the point at the highest flow is shown, but the fan may hunt between them.`,
      });
    }
  }
  const assumed = selection.operatingPoints.some((point) => point.shaft && !point.shaft.fromCurve);
  if (assumed) {
    list.push({
      code: 'efficiency-assumed',
      text: `The fan curve has no efficiency or power column: the operating points' power assumes the design efficiency of ${input.efficiency} %.`,
    });
  }
  return list;
}

/**
 * The report of a selection in a unit system.
 *
 * @param selection From selectFan or readFanSelection.
 * @param system Picks the motor standard (metric: IEC kW steps, imperial:
 *   NEMA hp steps) and the units of the numbers in warnings.
 * @returns The design figures (density, powers, motor, cold start), one
 *   entry per system curve with its operating point's figures when a fan
 *   curve was given, and the warnings.
 */
export function fanReport(selection: FanSelection, system: UnitSystem): FanReport {
  return {
    figures: mainFigures(selection, system),
    operatingPoints: selection.operatingPoints.map((_, index) => pointReport(selection, index)),
    fanLaws: fanLawsOf(selection),
    warnings: warnings(selection, system),
  };
}

/**
 * Refuses a selection with a figure that cannot be shown in either unit
 * system (a flow of 1e308 m³/s makes every power infinite).
 *
 * @param selection From selectFan.
 * @returns `undefined`, or one issue (field `result`) naming the figure and
 *   the inputs (figureRangeIssue); the design figures of both motor
 *   standards and every operating point's are checked.
 */
export function fanRangeIssue(selection: FanSelection): MeasureIssue | undefined {
  const inputs = measureInputTexts(FAN_MEASURES, selection.input as unknown as Readonly<Record<string, number | undefined>>);
  for (const system of ['metric', 'imperial'] as const) {
    const report = fanReport(selection, system);
    const issue = figureRangeIssue([...report.figures, ...report.operatingPoints.flatMap((point) => point.figures), ...report.fanLaws], inputs);
    if (issue !== undefined) return issue;
  }
  return undefined;
}

/** The design point's speed from the fan curve, and the design point through the fan laws. */
function fanLawsOf(selection: FanSelection): Figure[] {
  const { designSpeed, fanLaws } = selection;
  const source = `${AMCA_201}, fan laws: Q ∝ n, Δp ∝ n²`;
  const formula = "n₂/n₁ = Q_d/Q₁, (Q₁, Δp₁) where the fan curve meets Δp = Δp_d · (Q/Q_d)², the fan law's path through the design point";
  return [
    ...figureOf(designSpeed?.ratio, { key: 'designSpeedRatio', label: 'Speed ratio to the design point n₂/n₁', units: null, decimals: 4, formula, source, entry: 'fan-laws' }),
    ...figureOf(designSpeed?.speedRpm, { key: 'designSpeed', label: 'Speed for the design point n₂ (rpm)', units: null, decimals: 0, formula: 'n₂ = n₁ · Q_d/Q₁', source, entry: 'fan-laws' }),
    ...(fanLaws ? fanLawFigures(fanLaws) : []),
  ];
}

/**
 * The fan laws' results as figures: the new flow, pressure and power, each
 * only when its old value was given.
 *
 * @param result From applyFanLaws over SI values (m³/s, Pa, W).
 */
export function fanLawFigures(result: FanLawResult): Figure[] {
  const source = `${AMCA_201}, fan laws`;
  const figures: Array<Figure | undefined> = [
    result.flow === undefined
      ? undefined
      : { key: 'flow', label: 'New flow Q₂', valueSi: result.flow, units: FLOW, formula: 'Q₂ = Q₁ · (N₂/N₁) · (D₂/D₁)³', source, entry: 'fan-laws' },
    result.pressure === undefined
      ? undefined
      : { key: 'pressure', label: 'New pressure Δp₂', valueSi: result.pressure, units: PRESSURE, formula: 'Δp₂ = Δp₁ · (N₂/N₁)² · (D₂/D₁)² · (ρ₂/ρ₁)', source, entry: 'fan-laws' },
    result.power === undefined
      ? undefined
      : { key: 'power', label: 'New power P₂', valueSi: result.power, units: POWER, formula: 'P₂ = P₁ · (N₂/N₁)³ · (D₂/D₁)⁵ · (ρ₂/ρ₁)', source, entry: 'fan-laws' },
  ];
  return figures.filter((figure) => figure !== undefined);
}
