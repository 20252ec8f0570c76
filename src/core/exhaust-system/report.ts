/**
 * The designed system as the figures a page and `duct-calc system` show:
 * per segment the rows of the ACGIH calculation sheet, the fan's duty, and
 * each junction's decision in words.
 */
import { DENSITY_FACTOR_FORMULA, DENSITY_FACTOR_SOURCE, STANDARD_AIR, gasConditions, volumePercentFromHumidityRatio, type GasConditionsInput } from '../air/gas-conditions.ts';
import { MIXING_FORMULA, MIXING_SOURCE } from '../air/mixing.ts';
import { formatNumber } from '../format/number.ts';
import type { Figure, FigureUnit, UnitSystem } from '../report/figure.ts';
import { unitById } from '../units/catalogue.ts';
import { unitFromSi } from '../units/unit.ts';
import type { FanDuty, JunctionDesign, RedesignReport, SegmentDesign } from './design.ts';
import { ACGIH_FRICTION_SOURCE } from '../friction/acgih.ts';
import { HOOD_TYPE_SOURCE } from '../hood/hood-types.ts';
import { FITTING_SOURCE } from './fittings.ts';
import type { SegmentGas } from './gas.ts';

const SHEET = 'ACGIH Industrial Ventilation, ch. 9, velocity-pressure method calculation sheet';
/** The fan's pressures. */
const FAN_SOURCE = 'ACGIH Industrial Ventilation, ch. 9, fan static pressure and fan total pressure';
/** The slot hood rows of the sheet; Fs 1.78 as Nordfab's integral-hood help gives it when unknown (◐). */
const SLOT_SOURCE = `${SHEET}: slot hood (slot static pressure Fs·VPs, duct entry (1 + Fh)·VPd); Fs 1.78 per Nordfab, "Help with integral hoods"`;

/** How flows are shown: CFM or m³/h. */
export const FLOW: Readonly<Record<UnitSystem, FigureUnit>> = { imperial: { unit: 'CFM', decimals: 0 }, metric: { unit: 'm3/h', decimals: 0 } };
/** How diameters are shown: in or mm. */
export const DIAMETER: Readonly<Record<UnitSystem, FigureUnit>> = { imperial: { unit: 'in', decimals: 1 }, metric: { unit: 'mm', decimals: 0 } };
/** How velocities are shown: ft/min or m/s. */
export const VELOCITY: Readonly<Record<UnitSystem, FigureUnit>> = { imperial: { unit: 'ft/min', decimals: 0 }, metric: { unit: 'm/s', decimals: 2 } };
/** How pressures are shown: inH₂O or Pa. */
export const PRESSURE: Readonly<Record<UnitSystem, FigureUnit>> = { imperial: { unit: 'inH2O', decimals: 3 }, metric: { unit: 'Pa', decimals: 1 } };
/** How gas temperatures are shown: °F or °C. */
export const TEMPERATURE: Readonly<Record<UnitSystem, FigureUnit>> = { imperial: { unit: 'degF', decimals: 1 }, metric: { unit: 'degC', decimals: 1 } };
/** How barometric pressures are shown: inHg or kPa. */
export const BAROMETRIC: Readonly<Record<UnitSystem, FigureUnit>> = { imperial: { unit: 'inHg', decimals: 2 }, metric: { unit: 'kPa', decimals: 2 } };
/** How gas densities are shown: lb/ft³ or kg/m³. */
export const DENSITY: Readonly<Record<UnitSystem, FigureUnit>> = { imperial: { unit: 'lb/ft3', decimals: 4 }, metric: { unit: 'kg/m3', decimals: 4 } };

/** VP of the segment's gas, as the ACGIH sheet writes it at non-standard air. */
const VP_FORMULA = 'VP = df·(V/4005)² inH₂O, V in ft/min (df = 1 at standard air)';
const VP_SOURCE = `${SHEET}; ACGIH Industrial Ventilation, ch. 5 (non-standard air: VP and every VP-based loss × df)`;
/** What a standard-air figure is read at. */
const AT_STANDARD_AIR = `standard air (${STANDARD_AIR.statedAs})`;

/**
 * A segment's gas temperature and density factor, for a system where some
 * condition is given (none at standard air, so an old sheet reads as before).
 */
function gasFigures(gas: SegmentGas, isHood: boolean): Figure[] {
  if (gas.standard) return [];
  return [
    {
      key: 'temperature',
      label: 'Gas temperature T',
      valueSi: gas.conditions.temperatureK,
      units: TEMPERATURE,
      formula: isHood ? "the hood's own temperature, or the system's" : `the mixture of the streams that join it: ${MIXING_FORMULA}`,
      source: isHood ? 'the sheet' : MIXING_SOURCE,
      entry: isHood ? 'method-exhaust-system' : 'gas-mixing',
    },
    { key: 'densityFactor', label: 'Density factor df', valueSi: gas.conditions.densityFactor.total, units: null, decimals: 4, formula: DENSITY_FACTOR_FORMULA, source: DENSITY_FACTOR_SOURCE, entry: 'density-factor' },
  ];
}

/**
 * The rows of one segment's column on the ACGIH sheet.
 *
 * @param segment A designed segment.
 * @returns Figures with keys `flow` (actual, at the segment's gas),
 *   `temperature` and `densityFactor` (only when some gas condition is
 *   given), `diameter`, `velocity`, `velocityPressure` (× df), `slotVelocity` and `slotLoss` (slot hoods only),
 *   `hoodStaticPressure` (hoods only), `frictionLoss`,
 *   `fittingLoss`, `otherLoss`, `accelerationLoss` (suction mains only) and
 *   `staticPressure` (|SP| at the end nearest the fan), each with its formula and source.
 */
export function segmentFigures(segment: SegmentDesign): Figure[] {
  const figures: Figure[] = [
    {
      key: 'flow',
      label: 'Flow Q',
      valueSi: segment.flowM3s,
      units: FLOW,
      formula:
        segment.side === 'discharge'
          ? 'Q of the fan (discharge side), actual'
          : "Q, actual at the segment's gas: the hood's design flow (× √ratio when raised at a junction); a main carries Σṁᵢ/ρ_mix (Σ Qᵢ at one temperature)",
      source: SHEET,
      entry: segment.side === 'discharge' ? 'method-exhaust-system' : 'junction-balance',
    },
    ...gasFigures(segment.gas, segment.hoodStaticPressurePa !== undefined),
    {
      key: 'diameter',
      label: 'Diameter D',
      valueSi: segment.diameterM,
      units: DIAMETER,
      formula: segment.autoSized ? 'largest standard size with V ≥ minimum transport velocity' : 'given',
      source: segment.autoSized ? 'ACGIH Industrial Ventilation ch. 5 (transport velocity); US spiral or EN 1506 series' : 'the sheet',
      entry: segment.autoSized ? 'transport-velocities' : 'standard-duct-sizes',
    },
    { key: 'velocity', label: 'Velocity V', valueSi: segment.velocityMps, units: VELOCITY, formula: 'V = 4Q/(πD²)', source: 'Continuity, Q = V·A', entry: 'continuity' },
    { key: 'velocityPressure', label: 'Velocity pressure VP', valueSi: segment.velocityPressurePa, units: PRESSURE, formula: VP_FORMULA, source: VP_SOURCE, entry: 'velocity-pressure-shortcut' },
  ];
  if (segment.slot !== undefined) {
    figures.push(
      { key: 'slotVelocity', label: 'Slot velocity Vs', valueSi: segment.slot.velocityMps, units: VELOCITY, formula: 'Vs = Q/As (As given, or the design flow over the given slot velocity)', source: SLOT_SOURCE, entry: 'hood-static-pressure' },
      { key: 'slotLoss', label: 'Slot loss Fs·VPs', valueSi: segment.slot.lossPa, units: PRESSURE, formula: 'Fs·VPs, VPs = df·(Vs/4005)² inH₂O; Fs 1.78 unless given', source: SLOT_SOURCE, entry: 'hood-static-pressure' },
    );
  }
  if (segment.hoodStaticPressurePa !== undefined) {
    const slotted = segment.slot !== undefined;
    figures.push({
      key: 'hoodStaticPressure',
      label: 'Hood static pressure SPh',
      valueSi: segment.hoodStaticPressurePa,
      units: PRESSURE,
      formula: `${slotted ? 'SPh = Fs·VPs + (1 + Fh)·VPd' : 'SPh = (1 + Fh)·VP'}; Fh as given, else the hood type's`,
      source: `${slotted ? SLOT_SOURCE : `${SHEET}: simple hood`}; hood types: ${HOOD_TYPE_SOURCE}`,
      entry: 'hood-static-pressure',
    });
  }
  figures.push(
    { key: 'frictionLoss', label: 'Friction loss', valueSi: segment.frictionLossPa, units: PRESSURE, formula: 'H_f·L·VP (H_f = a·V^b/Q^c per ft, a, b, c of the material; or f/D by Colebrook at the actual density and Sutherland viscosity, ε of the material)', source: `${ACGIH_FRICTION_SOURCE}; Colebrook (1939) with ASHRAE Fundamentals (2021) ch. 21 roughness`, entry: 'segment-loss' },
    { key: 'fittingLoss', label: 'Fitting loss', valueSi: segment.fittingLossPa, units: PRESSURE, formula: '(elbows × elbow loss + entry loss + named fittings)·VP; elbows in 90° equivalents (60° 2/3, 45° 1/2, 30° 1/3)', source: FITTING_SOURCE, entry: 'segment-loss' },
    { key: 'otherLoss', label: 'Other loss', valueSi: segment.otherLossPa, units: PRESSURE, formula: 'given (e.g. a collector ΔP)', source: 'the sheet', entry: 'segment-loss' },
  );
  if (segment.hoodStaticPressurePa === undefined && segment.side === 'suction') {
    figures.push({ key: 'accelerationLoss', label: 'Acceleration loss', valueSi: segment.accelerationLossPa, units: PRESSURE, formula: 'VP − VPr when positive, VPr = Σ(Qᵢ/Q)·VPᵢ', source: `${SHEET}: resultant velocity pressure`, entry: 'resultant-velocity-pressure' });
  }
  figures.push(
    segment.side === 'discharge'
      ? { key: 'staticPressure', label: 'Static pressure |SP|', valueSi: segment.staticPressurePa, units: PRESSURE, formula: 'SP at its fan end: outlet pressure + friction, fittings and other losses from here to the outlet', source: FAN_SOURCE, entry: 'segment-loss' }
      : { key: 'staticPressure', label: 'Static pressure |SP|', valueSi: segment.staticPressurePa, units: PRESSURE, formula: 'SPh (or SP of the junction + acceleration) + friction + fittings + other', source: SHEET, entry: 'segment-loss' },
  );
  return figures;
}

/**
 * The fan's duty, each figure named for the conditions it is at.
 *
 * @returns Figures `flow` (actual, ACFM), `standardFlow` (Q·df, SCFM),
 *   `staticPressure` (FSP, actual), `standardStaticPressure` (FSP/df, the
 *   catalogue figure at standard air), `outletStaticPressure` (SP_out),
 *   `inletVelocityPressure`, `outletVelocityPressure`, `totalPressure` (FTP,
 *   actual), `inletTemperature`, `inletDensity` and `densityFactor` (the gas
 *   at the fan inlet: the mixture of every stream).
 */
export function fanFigures(fan: FanDuty): Figure[] {
  const source = FAN_SOURCE;
  const { conditions } = fan.inletGas;
  const df = conditions.densityFactor.total;
  const catalogue = `ACGIH Industrial Ventilation, ch. 5 (non-standard air): fan tables are at ${AT_STANDARD_AIR}, so a fan is read at FSP/df; AMCA 201 fan laws at constant speed`;
  return [
    { key: 'flow', label: 'Fan flow Q, actual', valueSi: fan.flowM3s, units: FLOW, formula: 'Q of the fan inlet segment, at the fan inlet\'s gas (ACFM)', source, entry: 'acfm' },
    { key: 'standardFlow', label: 'Fan flow at standard air', valueSi: fan.standardFlowM3s, units: FLOW, formula: `Q_std = Q·df (SCFM = ACFM·df), at ${AT_STANDARD_AIR}`, source: 'ACGIH Industrial Ventilation, ch. 5: scfm = acfm × df', entry: 'standard-flow' },
    { key: 'staticPressure', label: 'Fan static pressure FSP, actual', valueSi: fan.staticPressurePa, units: PRESSURE, formula: 'FSP = SP_out − SP_in − VP_in, at the fan inlet\'s gas', source, entry: 'fan-static-pressure' },
    {
      key: 'standardStaticPressure',
      label: 'Catalogue FSP at standard air',
      valueSi: fan.standardStaticPressurePa,
      units: PRESSURE,
      formula: `FSP_std = FSP/df (df of the fan inlet), at ${AT_STANDARD_AIR}: the figure to read a fan table at`,
      source: catalogue,
      entry: 'density-factor',
    },
    { key: 'outletStaticPressure', label: 'Outlet static pressure SP_out', valueSi: fan.outletStaticPressurePa, units: PRESSURE, formula: 'SP_out = outlet pressure + the discharge segments\' losses', source, entry: 'segment-loss' },
    { key: 'inletVelocityPressure', label: 'Inlet velocity pressure VP_in', valueSi: fan.inletVelocityPressurePa, units: PRESSURE, formula: VP_FORMULA, source, entry: 'velocity-pressure-shortcut' },
    { key: 'outletVelocityPressure', label: 'Outlet velocity pressure VP_out', valueSi: fan.outletVelocityPressurePa, units: PRESSURE, formula: 'VP of the first discharge segment; VP_in without one', source, entry: 'fan-total-pressure' },
    { key: 'totalPressure', label: 'Fan total pressure FTP, actual', valueSi: fan.totalPressurePa, units: PRESSURE, formula: 'FTP = (SP_out + VP_out) − (SP_in + VP_in) = FSP + VP_out', source, entry: 'fan-total-pressure' },
    {
      key: 'inletTemperature',
      label: 'Fan inlet temperature',
      valueSi: conditions.temperatureK,
      units: TEMPERATURE,
      formula: fan.inletGas.standard ? 'standard air (no condition given)' : `the mixture of every stream: ${MIXING_FORMULA}`,
      source: MIXING_SOURCE,
      entry: fan.inletGas.standard ? 'standard-air' : 'gas-mixing',
    },
    { key: 'inletDensity', label: 'Fan inlet density ρ', valueSi: conditions.densityKgPerM3, units: DENSITY, formula: 'ρ = 0.075 lb/ft³ · df', source: DENSITY_FACTOR_SOURCE, entry: 'density-factor' },
    { key: 'densityFactor', label: 'Density factor df at the fan inlet', valueSi: df, units: null, decimals: 4, formula: DENSITY_FACTOR_FORMULA, source: DENSITY_FACTOR_SOURCE, entry: 'density-factor' },
  ];
}

/**
 * The system's gas conditions in words, for a report's heading.
 *
 * @param conditions The system's conditions in SI (absent: none given).
 * @param system The unit system.
 * @returns e.g. `standard air (70 °F, 29.92 inHg, dry; 0.075 lb/ft³)`, or
 *   `300.0 °F, 29.92 inHg, 5.0 % H₂O by volume (df 0.6972); a hood's own temperature where given`.
 */
export function conditionsText(conditions: GasConditionsInput | undefined, system: UnitSystem): string {
  if (conditions === undefined) return `${AT_STANDARD_AIR}; a hood's own temperature where given`;
  const gas = gasConditions(conditions);
  const moisture = gas.humidityRatio === 0 ? 'dry' : `${formatNumber(volumePercentFromHumidityRatio(gas.humidityRatio), 'table', { decimals: 1 })} % H₂O by volume`;
  const parts = [quantityText(gas.temperatureK, TEMPERATURE, system), quantityText(gas.pressurePa, BAROMETRIC, system), moisture];
  return `${parts.join(', ')} (df ${formatNumber(gas.densityFactor.total, 'table', { decimals: 4 })}); a hood's own temperature where given`;
}

/**
 * A value with its unit symbol as a message writes it, through core/format.
 *
 * @param valueSi The value in SI (m³/s, m, m/s, Pa).
 * @param units One of FLOW, DIAMETER, VELOCITY, PRESSURE.
 * @param system The unit system.
 * @returns e.g. `403 CFM`, `4.0 in`, `20.32 m/s`.
 */
export function quantityText(valueSi: number, units: Readonly<Record<UnitSystem, FigureUnit>>, system: UnitSystem): string {
  const { unit, decimals } = units[system];
  return `${formatNumber(unitFromSi(unitById(unit), valueSi), 'table', { decimals })} ${unitById(unit).symbol}`;
}

/**
 * A junction's decision in one line, as an engineer reads it.
 *
 * @param junction The junction.
 * @param system The unit system of the flows and sizes.
 * @returns e.g. `At C: A governs, ratio 1.120 ≤ 1.20: raise B to 412 CFM (Q × √(SP_gov/SP))`;
 *   a redesign suggests the next smaller size, or says none is left, or
 *   (after the redesign loop) that the next size turns the junction the other way.
 */
export function junctionText(junction: JunctionDesign, system: UnitSystem): string {
  const head = `At ${junction.at}: ${junction.governing} governs, ratio ${formatNumber(junction.ratio, 'table', { decimals: 3 })}`;
  if (junction.action === 'none') return `${head} ≤ 1.05: no correction`;
  if (junction.action === 'increase-flow') {
    const raised = junction.corrected.map(({ segment, flowM3s }) => `${segment} to ${quantityText(flowM3s, FLOW, system)}`).join(', ');
    return `${head} ≤ 1.20: raise ${raised} (Q × √(SP_gov/SP))`;
  }
  const { segment, suggestedDiameterM, overshootDiameterM } = junction.redesign!;
  const size =
    overshootDiameterM !== undefined
      ? `no standard size balances it: ${quantityText(overshootDiameterM, DIAMETER, system)} turns the junction the other way; add resistance another way`
      : suggestedDiameterM === undefined
        ? 'no smaller standard size is left'
        : `try ${quantityText(suggestedDiameterM, DIAMETER, system)}`;
  return `${head} > 1.20: redesign ${segment} (${size})`;
}

/**
 * What the redesign loop did, in lines an engineer reads (the CLI prints
 * them after `--apply-redesign`; the page shows them after *Apply suggested sizes*).
 *
 * @param report The design's `redesign`.
 * @param system The unit system of the sizes.
 * @returns One line per size changed (`saw: 5.0 in → 4.0 in, to balance the
 *   junction at main-2`), then one per junction left out of balance with
 *   why the loop stopped there; `Nothing to change: …` when neither.
 */
export function redesignLines(report: RedesignReport, system: UnitSystem): string[] {
  const size = (diameterM: number) => quantityText(diameterM, DIAMETER, system);
  const changes = report.changes.map(({ segment, junction, fromDiameterM, toDiameterM }) => `${segment}: ${size(fromDiameterM)} → ${size(toDiameterM)}, to balance the junction at ${junction}`);
  const stops = report.stops.map(({ junction, segment, reason, diameterM }) =>
    reason === 'overshoot'
      ? `Stopped at ${junction}: no standard size balances it; ${segment}'s next smaller size, ${size(diameterM)}, turns the junction the other way (add resistance another way, or open up the governing stream)`
      : `Stopped at ${junction}: ${segment} needs more resistance, but ${size(diameterM)} is already the smallest standard size (add resistance another way: a longer run, a fitting; or raise the governing branch's size)`,
  );
  const lines = [...changes, ...stops];
  return lines.length > 0 ? lines : ['Nothing to change: every junction holds as designed.'];
}
