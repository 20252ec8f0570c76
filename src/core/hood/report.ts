/**
 * A hood design as figures (value in SI, display units, formula, source),
 * for the page, `duct-calc hood` and its JSON alike. Each flow, velocity
 * pressure and static pressure says whether it is actual (at the gas's
 * density) or at standard air.
 */
import { DENSITY_FACTOR_FORMULA, DENSITY_FACTOR_SOURCE } from '../air/gas-conditions.ts';
import { VELOCITY_PRESSURE_FORMULA, VELOCITY_PRESSURE_SOURCE } from '../air/velocity-pressure.ts';
import { TRANSPORT_CLASSES, TRANSPORT_TABLE_SOURCE } from '../duct/transport-velocity.ts';
import { nominalSize, STANDARD_SERIES } from '../duct-size/standard-sizes.ts';
import type { Figure, FigureUnit, UnitSystem } from '../report/figure.ts';
import type { HoodDesign, HoodDesignInput } from './design-input.ts';
import { HOOD_DESIGN_TYPES } from './design-types.ts';
import { HOOD_TYPES } from './hood-types.ts';

const units = (metric: FigureUnit, imperial: FigureUnit) => ({ metric, imperial });
const FLOW = units({ unit: 'm3/h', decimals: 0 }, { unit: 'CFM', decimals: 0 });
const VELOCITY = units({ unit: 'm/s', decimals: 2 }, { unit: 'ft/min', decimals: 0 });
const LENGTH = units({ unit: 'mm', decimals: 0 }, { unit: 'in', decimals: 2 });
const AREA = units({ unit: 'm2', decimals: 4 }, { unit: 'ft2', decimals: 3 });
const PRESSURE = units({ unit: 'Pa', decimals: 0 }, { unit: 'inH2O', decimals: 2 });
const DENSITY = units({ unit: 'kg/m3', decimals: 3 }, { unit: 'lb/ft3', decimals: 4 });

/** ACGIH's hood chapter: the hood static pressure, the entry loss and the coefficient of entry (as hood-equation.ts cites it). */
const HOOD_EQUATION_SOURCE = 'ACGIH Industrial Ventilation, 24th ed. (2001), ch. 3 (ch. 6 from the 25th ed.): SPh = VPd + he, he = Fh·VPd; Ce = √(VPd/SPh)';
const ACGIH_STANDARD_FLOW = 'ACGIH Industrial Ventilation, ch. 5 (non-standard air): scfm = acfm × df';

/** The report: the design's figures and the commissioning check's (empty without a measured SPh). */
export interface HoodReport {
  readonly figures: readonly Figure[];
  readonly measured: readonly Figure[];
}

/** A figure when its value is known, else nothing. */
function figureOf(valueSi: number | undefined, figure: Omit<Figure, 'valueSi'>): Figure[] {
  return valueSi === undefined ? [] : [{ ...figure, valueSi }];
}

/** The face area's formula, by the type and the geometry the design used; a canopy's face is larger than its source. */
function areaFormula({ type, geometry }: HoodDesignInput): string {
  if (type === 'canopy') return geometry.diameterM === undefined ? 'A = (W + 0.8D)(L + 0.8D), the source with a 0.4·D overhang each side' : 'A = π(Ds + 0.8D)²/4, the source with a 0.4·D overhang each side';
  if (type === 'hot-canopy') return 'A of the canopy: a low canopy 1 ft (0.3048 m) larger than the source; a high canopy Df = Dc + 0.8·Y';
  if (geometry.openAreaM2 !== undefined) return 'A as given (open area)';
  if (geometry.diameterM !== undefined) return 'A = πD²/4';
  if (geometry.heightM !== undefined && geometry.widthM !== undefined) return 'A = W·H';
  return 'A = W·L';
}

function flowFigures(design: HoodDesign): Figure[] {
  const { input } = design;
  const type = HOOD_DESIGN_TYPES[input.type];
  const basis = input.flowBasis;
  const [formula, source, entry] =
    basis?.by === 'face'
      ? ['Q = V_f·A', 'continuity: the face velocity over the face area', 'face-velocity']
      : basis?.by === 'flow'
        ? ['Q as given', 'as given', 'method-hood-design']
        : [type.equation, type.source, type.entry];
  // A canopy's face comes from its method; any other hood's is its own geometry.
  const areaSource = input.type === 'canopy' || input.type === 'hot-canopy' ? type.source : "the hood face's geometry";
  return [
    { key: 'faceArea', label: 'Face area A', valueSi: design.faceAreaM2, units: AREA, formula: areaFormula(input), source: areaSource, entry: type.entry },
    { key: 'flow', label: 'Flow Q (actual)', valueSi: design.flowM3s, units: FLOW, formula, source, entry },
    { key: 'standardFlow', label: 'Flow Q_std at standard air', valueSi: design.standardFlowM3s, units: FLOW, formula: 'Q_std = Q·df', source: ACGIH_STANDARD_FLOW, entry: 'standard-flow' },
    { key: 'faceVelocity', label: 'Face velocity V_f (actual)', valueSi: design.faceVelocityMps, units: VELOCITY, formula: 'V_f = Q/A', source: 'continuity', entry: 'face-velocity' },
    ...figureOf(design.slotVelocityMps, { key: 'slotVelocity', label: 'Slot velocity V_s (actual)', units: VELOCITY, formula: 'V_s = Q/(W·L)', source: type.source, entry: 'slot-hood-flow' }),
    ...figureOf(design.captureVelocityAtDistanceMps, {
      key: 'captureVelocityAtDistance',
      label: 'Capture velocity reached at X',
      units: VELOCITY,
      formula: `${type.equation}, solved for V at X`,
      source: type.source,
      entry: type.entry,
    }),
  ];
}

function gasFigures(design: HoodDesign): Figure[] {
  return [
    { key: 'densityFactor', label: 'Density factor df', valueSi: design.densityFactor, units: null, decimals: 4, formula: DENSITY_FACTOR_FORMULA, source: DENSITY_FACTOR_SOURCE, entry: 'density-factor' },
    {
      key: 'density',
      label: 'Gas density ρ (actual)',
      valueSi: design.densityKgPerM3,
      units: DENSITY,
      formula: 'ρ = df · 0.075 lb/ft³ (standard air, 1.2014 kg/m³)',
      source: DENSITY_FACTOR_SOURCE,
      entry: 'density-factor',
    },
  ];
}

/** Where the entry loss came from: the take-off's table row, or a figure given. */
function entryLossSource({ entryLoss }: HoodDesignInput): Pick<Figure, 'formula' | 'source' | 'entry'> {
  if (entryLoss.by === 'take-off') {
    const takeOff = HOOD_TYPES[entryLoss.takeOff];
    return { formula: `Fh of the take-off: ${takeOff.name} (${entryLoss.takeOff}, ${takeOff.check})`, source: takeOff.source, entry: 'hood-entry-losses' };
  }
  if (entryLoss.by === 'entry-loss') return { formula: 'Fh as given', source: 'as given', entry: 'hood-entry-loss' };
  return { formula: 'Fh = 1/Ce² − 1, Ce as given', source: HOOD_EQUATION_SOURCE, entry: 'coefficient-of-entry' };
}

function entryFigures(design: HoodDesign): Figure[] {
  const { input } = design;
  return [
    { key: 'entryLoss', label: 'Hood entry loss Fh (VP of the duct)', valueSi: design.entryLoss, units: null, decimals: 2, ...entryLossSource(input) },
    {
      key: 'coefficientOfEntry',
      label: 'Coefficient of entry Ce',
      valueSi: design.coefficientOfEntry,
      units: null,
      decimals: 3,
      formula: input.entryLoss.by === 'coefficient-of-entry' ? 'Ce as given' : 'Ce = 1/√(1 + Fh)',
      source: input.entryLoss.by === 'coefficient-of-entry' ? 'as given' : HOOD_EQUATION_SOURCE,
      entry: 'coefficient-of-entry',
    },
  ];
}

/**
 * A branch diameter that is a standard size, as its series defines it (6 in,
 * 160 mm), so the JSON reads 6, not 5.999999999999999 (a 6 in typed or sized
 * is the same double as the series' 6 in).
 */
function definedSize(diameterM: number): Figure['defined'] {
  for (const series of Object.values(STANDARD_SERIES)) {
    const size = nominalSize(series, diameterM);
    if (size !== undefined) return size;
  }
  return undefined;
}

function branchFigures(design: HoodDesign): Figure[] {
  const { branch, input } = design;
  if (branch === undefined) return [];
  const transport = input.branch.transport === undefined ? undefined : TRANSPORT_CLASSES[input.branch.transport];
  const defined = definedSize(branch.diameterM);
  const slot = branch.slotVelocityPressurePa === undefined ? '' : " + Fs·VPs, + VPs where the slot's VP exceeds the duct's";
  return [
    {
      key: 'ductDiameter',
      label: branch.sized ? 'Branch duct diameter D (standard size)' : 'Branch duct diameter D',
      valueSi: branch.diameterM,
      units: LENGTH,
      formula: branch.sized ? 'the largest standard size whose velocity Q/(πD²/4) is at or above the minimum transport velocity' : 'D as given',
      source: branch.series === undefined ? 'as given' : `${STANDARD_SERIES[branch.series].label}: ${STANDARD_SERIES[branch.series].source}`,
      entry: branch.sized ? 'transport-velocities' : 'standard-duct-sizes',
      ...(defined && { defined }),
    },
    ...figureOf(branch.minVelocityMps, {
      key: 'minVelocity',
      label: transport ? `Minimum transport velocity, ${transport.label}` : 'Minimum transport velocity',
      units: VELOCITY,
      formula: transport ? 'the lower bound of the class' : 'as given',
      source: transport ? TRANSPORT_TABLE_SOURCE : 'as given',
      entry: transport ? 'transport-velocities' : 'transport-velocity',
    }),
    { key: 'ductVelocity', label: 'Duct velocity V_d (actual)', valueSi: branch.velocityMps, units: VELOCITY, formula: 'V_d = Q/(πD²/4)', source: 'continuity', entry: 'continuity' },
    {
      key: 'ductVelocityPressure',
      label: 'Duct velocity pressure VPd (actual)',
      valueSi: branch.velocityPressurePa,
      units: PRESSURE,
      formula: `${VELOCITY_PRESSURE_FORMULA}, ρ actual`,
      source: VELOCITY_PRESSURE_SOURCE,
      entry: 'velocity-pressure',
    },
    ...figureOf(branch.slotVelocityPressurePa, {
      key: 'slotVelocityPressure',
      label: 'Slot velocity pressure VPs (actual)',
      units: PRESSURE,
      formula: `${VELOCITY_PRESSURE_FORMULA}, ρ actual`,
      source: VELOCITY_PRESSURE_SOURCE,
      entry: 'velocity-pressure',
    }),
    {
      key: 'hoodStaticPressure',
      label: 'Hood static pressure SPh (actual)',
      valueSi: branch.hoodStaticPressurePa,
      units: PRESSURE,
      formula: `SPh = (1 + Fh)·VPd${slot}`,
      source: HOOD_EQUATION_SOURCE,
      entry: 'hood-static-pressure',
    },
  ];
}

/** The hood equation as the source writes it: ACGIH's US form in imperial units, its SI form in metric. */
const MEASURED_FLOW_FORMULA: Readonly<Record<UnitSystem, string>> = {
  imperial: 'Q = 4005·A·Ce·√(SPh/df), Q acfm, A ft² of the duct, SPh inH₂O (computed in SI as Q = Ce·A·√(2·SPh/ρ), whose 4005 unrounded is 4008.55)',
  metric: 'Q = Ce·A·√(2·SPh/ρ), A m² of the duct, SPh Pa, ρ actual (ACGIH: Q = 4005·A·Ce·√(SPh/df) in US units)',
};

function measuredFigures(design: HoodDesign, system: UnitSystem): Figure[] {
  const { measured } = design;
  if (measured === undefined) return [];
  const source = 'ACGIH Industrial Ventilation, 24th ed. (2001), ch. 3: the hood static pressure method';
  return [
    { key: 'measuredStaticPressure', label: 'Measured hood static pressure SPh', valueSi: measured.measuredStaticPressurePa, units: PRESSURE, formula: 'as measured', source: 'as given', entry: 'hood-static-pressure' },
    { key: 'measuredFlow', label: 'Measured flow Q (actual)', valueSi: measured.flowM3s, units: FLOW, formula: MEASURED_FLOW_FORMULA[system], source, entry: 'hood-equation' },
    {
      key: 'measuredStandardFlow',
      label: 'Measured flow Q_std at standard air',
      valueSi: measured.flowM3s * design.densityFactor,
      units: FLOW,
      formula: 'Q_std = Q·df',
      source: ACGIH_STANDARD_FLOW,
      entry: 'standard-flow',
    },
    {
      key: 'percentOfDesign',
      label: 'Measured flow, share of design',
      valueSi: measured.percentOfDesign,
      units: null,
      percent: true,
      decimals: 1,
      formula: '100·Q_measured/Q_design (both actual)',
      source: 'ACGIH Industrial Ventilation, ch. 3',
      entry: 'hood-equation',
    },
  ];
}

/**
 * The design as figures.
 *
 * @param design From designHood (or readHoodDesign).
 * @param system The unit system of the figures' display units (values stay SI).
 * @returns `figures`: the face area, the flow actual and at standard air,
 *   the face and slot velocities, the capture velocity reached at X, Fh and
 *   Ce, the branch (diameter, minimum and duct velocity, VPd, VPs, SPh) when
 *   known, and the gas (df, ρ); `measured`: the commissioning check (SPh measured,
 *   the flow it gives actual and at standard air, % of design) when a
 *   measured SPh was given, else empty. Every figure has its formula and
 *   source; the hood equation is written as the source writes it for
 *   `system` (ACGIH's 4005 form in imperial).
 */
export function hoodReport(design: HoodDesign, system: UnitSystem): HoodReport {
  return {
    figures: [...flowFigures(design), ...entryFigures(design), ...branchFigures(design), ...gasFigures(design)],
    measured: measuredFigures(design, system),
  };
}
