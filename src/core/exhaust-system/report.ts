/**
 * The designed system as the figures a page and `duct-calc system` show:
 * per segment the rows of the ACGIH calculation sheet, the fan's duty, and
 * each junction's decision in words.
 */
import { US_SHORTCUT_FORMULA } from '../air/velocity-pressure.ts';
import { formatNumber } from '../format/number.ts';
import type { Figure, FigureUnit, UnitSystem } from '../report/figure.ts';
import { unitById } from '../units/catalogue.ts';
import { unitFromSi } from '../units/unit.ts';
import type { FanDuty, JunctionDesign, RedesignReport, SegmentDesign } from './design.ts';
import { ACGIH_FRICTION_SOURCE } from '../friction/acgih.ts';
import { HOOD_TYPE_SOURCE } from '../hood/hood-types.ts';
import { FITTING_SOURCE } from './fittings.ts';

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

/**
 * The rows of one segment's column on the ACGIH sheet.
 *
 * @param segment A designed segment.
 * @returns Figures with keys `flow`, `diameter`, `velocity`,
 *   `velocityPressure`, `slotVelocity` and `slotLoss` (slot hoods only),
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
      formula: segment.side === 'discharge' ? 'Q of the fan (discharge side)' : 'Q: the hood\'s design flow (× √ratio when raised at a junction); a main carries Σ Qᵢ',
      source: SHEET,
    },
    {
      key: 'diameter',
      label: 'Diameter D',
      valueSi: segment.diameterM,
      units: DIAMETER,
      formula: segment.autoSized ? 'largest standard size with V ≥ minimum transport velocity' : 'given',
      source: segment.autoSized ? 'ACGIH Industrial Ventilation ch. 5 (transport velocity); US spiral or EN 1506 series' : 'the sheet',
    },
    { key: 'velocity', label: 'Velocity V', valueSi: segment.velocityMps, units: VELOCITY, formula: 'V = 4Q/(πD²)', source: 'Continuity, Q = V·A' },
    { key: 'velocityPressure', label: 'Velocity pressure VP', valueSi: segment.velocityPressurePa, units: PRESSURE, formula: US_SHORTCUT_FORMULA, source: `${SHEET}: standard air` },
  ];
  if (segment.slot !== undefined) {
    figures.push(
      { key: 'slotVelocity', label: 'Slot velocity Vs', valueSi: segment.slot.velocityMps, units: VELOCITY, formula: 'Vs = Q/As (As given, or the design flow over the given slot velocity)', source: SLOT_SOURCE },
      { key: 'slotLoss', label: 'Slot loss Fs·VPs', valueSi: segment.slot.lossPa, units: PRESSURE, formula: 'Fs·VPs, VPs = (Vs/4005)² inH₂O; Fs 1.78 unless given', source: SLOT_SOURCE },
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
    });
  }
  figures.push(
    { key: 'frictionLoss', label: 'Friction loss', valueSi: segment.frictionLossPa, units: PRESSURE, formula: 'H_f·L·VP (H_f = a·V^b/Q^c per ft, a, b, c of the material; or f/D by Colebrook, ε of the material)', source: `${ACGIH_FRICTION_SOURCE}; Colebrook (1939) with ASHRAE Fundamentals (2021) ch. 21 roughness` },
    { key: 'fittingLoss', label: 'Fitting loss', valueSi: segment.fittingLossPa, units: PRESSURE, formula: '(elbows × elbow loss + entry loss + named fittings)·VP; elbows in 90° equivalents (60° 2/3, 45° 1/2, 30° 1/3)', source: FITTING_SOURCE },
    { key: 'otherLoss', label: 'Other loss', valueSi: segment.otherLossPa, units: PRESSURE, formula: 'given (e.g. a collector ΔP)', source: 'the sheet' },
  );
  if (segment.hoodStaticPressurePa === undefined && segment.side === 'suction') {
    figures.push({ key: 'accelerationLoss', label: 'Acceleration loss', valueSi: segment.accelerationLossPa, units: PRESSURE, formula: 'VP − VPr when positive, VPr = Σ(Qᵢ/Q)·VPᵢ', source: `${SHEET}: resultant velocity pressure` });
  }
  figures.push(
    segment.side === 'discharge'
      ? { key: 'staticPressure', label: 'Static pressure |SP|', valueSi: segment.staticPressurePa, units: PRESSURE, formula: 'SP at its fan end: outlet pressure + friction, fittings and other losses from here to the outlet', source: FAN_SOURCE }
      : { key: 'staticPressure', label: 'Static pressure |SP|', valueSi: segment.staticPressurePa, units: PRESSURE, formula: 'SPh (or SP of the junction + acceleration) + friction + fittings + other', source: SHEET },
  );
  return figures;
}

/**
 * The fan's duty.
 *
 * @returns Figures `flow`, `staticPressure` (FSP), `outletStaticPressure`
 *   (SP_out), `inletVelocityPressure`, `outletVelocityPressure`, `totalPressure` (FTP).
 */
export function fanFigures(fan: FanDuty): Figure[] {
  const source = FAN_SOURCE;
  return [
    { key: 'flow', label: 'Fan flow Q', valueSi: fan.flowM3s, units: FLOW, formula: 'Q of the fan inlet segment (actual flow at standard air)', source },
    { key: 'staticPressure', label: 'Fan static pressure FSP', valueSi: fan.staticPressurePa, units: PRESSURE, formula: 'FSP = SP_out − SP_in − VP_in', source },
    { key: 'outletStaticPressure', label: 'Outlet static pressure SP_out', valueSi: fan.outletStaticPressurePa, units: PRESSURE, formula: 'SP_out = outlet pressure + the discharge segments\' losses', source },
    { key: 'inletVelocityPressure', label: 'Inlet velocity pressure VP_in', valueSi: fan.inletVelocityPressurePa, units: PRESSURE, formula: US_SHORTCUT_FORMULA, source },
    { key: 'outletVelocityPressure', label: 'Outlet velocity pressure VP_out', valueSi: fan.outletVelocityPressurePa, units: PRESSURE, formula: 'VP of the first discharge segment; VP_in without one', source },
    { key: 'totalPressure', label: 'Fan total pressure FTP', valueSi: fan.totalPressurePa, units: PRESSURE, formula: 'FTP = (SP_out + VP_out) − (SP_in + VP_in) = FSP + VP_out', source },
  ];
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
