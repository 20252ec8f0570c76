/**
 * A hood's design: its flow from its type's equation (a capture velocity at
 * a distance, a face velocity, a hot source's heat, or a flow given), its
 * face and slot velocities, the capture velocity it reaches at X, its entry
 * loss, its branch duct and hood static pressure, and the flow a measured
 * hood static pressure gives.
 */
import { gasConditions, standardAirFlowM3s } from '../air/gas-conditions.ts';
import { crossSectionAreaM2 } from '../duct/solve.ts';
import { formatSignificant } from '../format/significant.ts';
import type { ToolResult } from '../friction/pressure-loss.ts';
import { FLOW_RANGE } from '../report/ranges.ts';
import { inRange, rangeText, type MeasureIssue } from '../report/measure.ts';
import type { ToolWarning } from '../report/warning.ts';
import { hoodBranch } from './branch.ts';
import { canopyFaceAreaM2, captureFlowM3s, captureVelocityAtMps, hasCaptureEquation } from './capture-flow.ts';
import type { BranchDesign, EntryLossBasis, HoodDesign, HoodDesignInput, MeasuredHood } from './design-input.ts';
import { FLOW_BASIS_FIELD, hoodDesignIssues } from './design-issues.ts';
import { compressibleWarnings, hoodDesignWarnings } from './design-warnings.ts';
import { hoodCoefficientOfEntry, measuredFlowM3s, percentOfDesign } from './hood-equation.ts';
import { isPlanSize, readHoodSize, sizeAreaM2, type HoodSize } from './hood-size.ts';
import { coefficientOfEntry, DEFAULT_SLOT_LOSS, HOOD_TYPES } from './hood-types.ts';
import { hotCanopy, type HotCanopy } from './hot-canopy-flow.ts';

/** Fh from the take-off's table, as given, or from Ce: Fh = 1/Ce² − 1. */
function entryLossOf(basis: EntryLossBasis): number {
  if (basis.by === 'take-off') return HOOD_TYPES[basis.takeOff].entryLoss;
  return basis.by === 'entry-loss' ? basis.entryLoss : 1 / basis.coefficientOfEntry ** 2 - 1;
}

const isSlotType = (input: HoodDesignInput) => input.type === 'plain-slot' || input.type === 'flanged-slot';

/** A cold canopy's face area (its source grown by the overhang), or the size's own face. */
function faceAreaOf(input: HoodDesignInput, size: HoodSize): number | undefined {
  if (input.type !== 'canopy') return sizeAreaM2(size);
  const heightM = input.flowBasis?.distanceM;
  return isPlanSize(size) && heightM !== undefined ? canopyFaceAreaM2(size, heightM) : undefined;
}

/**
 * The flow and face area, by the type's equation and the flow basis;
 * `undefined` where the inputs do not fit the type (no hot source, no flow
 * basis, a capture velocity on a type without a capture equation), which
 * `hoodDesignIssues` has refused already.
 */
function designFlow(input: HoodDesignInput, size: HoodSize): { flowM3s: number; faceAreaM2: number; hot?: HotCanopy } | undefined {
  if (input.type === 'hot-canopy') {
    const source = input.hotSource;
    if (source === undefined || !isPlanSize(size)) return undefined;
    const hot = hotCanopy(size, source.heightM, source.sourceTemperatureK - source.ambientTemperatureK);
    return { flowM3s: hot.flowM3s, faceAreaM2: hot.hoodAreaM2, hot };
  }
  const basis = input.flowBasis;
  const faceAreaM2 = faceAreaOf(input, size);
  if (basis === undefined || faceAreaM2 === undefined) return undefined;
  if (basis.by === 'flow') return { flowM3s: basis.flowM3s, faceAreaM2 };
  if (basis.by === 'face') return { flowM3s: basis.faceVelocityMps * faceAreaM2, faceAreaM2 };
  if (!hasCaptureEquation(input.type) || !isPlanSize(size)) return undefined;
  return { flowM3s: captureFlowM3s(input.type, size, basis.captureVelocityMps, basis.distanceM), faceAreaM2 };
}

/** A computed flow outside the flows a plant has, keyed by the input that set it. */
function flowRangeIssue(input: HoodDesignInput, flowM3s: number): MeasureIssue | undefined {
  if (inRange(FLOW_RANGE, flowM3s)) return undefined;
  const field = input.flowBasis === undefined ? 'distance' : FLOW_BASIS_FIELD[input.flowBasis.by];
  const text = `${formatSignificant(flowM3s, 6)} m³/s`;
  return { field, text, message: `The design flow these inputs give, ${text}, ${rangeText(FLOW_RANGE, 'm3/s')}; check the hood's size and velocities` };
}

/** The commissioning check: Q = Ce·A·√(2·SPh/ρ), Ce of the hood as designed (√(VPd/SPh)). */
function measuredCheck(input: HoodDesignInput, branch: BranchDesign | undefined, densityKgPerM3: number, flowM3s: number): { measured?: MeasuredHood; warnings: ToolWarning[] } {
  const spPa = input.measuredStaticPressurePa;
  if (spPa === undefined) return { warnings: [] };
  if (branch === undefined) {
    return { warnings: [{ code: 'measured-needs-branch', text: 'The measured hood static pressure needs the branch duct: give its diameter, a minimum transport velocity or the dust\'s class' }] };
  }
  const ce = hoodCoefficientOfEntry(branch.velocityPressurePa, branch.hoodStaticPressurePa);
  const measuredM3s = measuredFlowM3s(ce, crossSectionAreaM2(branch.diameterM), spPa, densityKgPerM3);
  return {
    measured: { measuredStaticPressurePa: spPa, coefficientOfEntry: ce, flowM3s: measuredM3s, percentOfDesign: percentOfDesign(measuredM3s, flowM3s) },
    warnings: [],
  };
}

/**
 * Designs a hood.
 *
 * @param input The hood: its type, size (m, m²), flow basis (a capture
 *   velocity V m/s at X m, a face velocity m/s, or a flow m³/s; none for a
 *   hot canopy, whose source temperatures K and height m set it), entry loss
 *   (a take-off's Fh, an Fh or a Ce), a slot's Fs (1.78 when absent), a room
 *   cross-draft m/s, the branch (a diameter m, or a minimum velocity m/s or
 *   a transport class, and a series), the gas (K, Pa absolute, moisture;
 *   standard air's where absent) and a measured SPh Pa.
 * @returns `success` with the design: Q actual (the flow the equation gives,
 *   at the gas's conditions) and at standard air (Q·df), df and ρ, the face
 *   area and velocity (Q/area; a slot's velocity for a slot), the capture
 *   velocity reached at X (types with a capture equation, X known), Fh and
 *   Ce = 1/√(1 + Fh), the branch (absent when neither a diameter nor a
 *   minimum velocity is known) with its SPh, the measured check (Q from the
 *   measured SPh with the hood's Ce = √(VPd/SPh), which is 1/√(1 + Fh) for
 *   a simple hood, and its % of design), and warnings; or `error` with one
 *   issue per unusable input, keyed by its `HoodField`, naming the value.
 *   Never throws; never NaN or Infinity.
 *
 * Sources: the type's equation (HOOD_DESIGN_TYPES, opening-flow.ts,
 * slot-flow.ts, canopy-flow.ts, hot-canopy-flow.ts); df and ρ, ACGIH ch. 5
 * (core/air/gas-conditions.ts); SPh and the hood equation, hood-equation.ts;
 * the branch, branch.ts.
 */
export function designHood(input: HoodDesignInput): ToolResult<HoodDesign> {
  const issues = hoodDesignIssues(input);
  if (issues.length > 0) return { status: 'error', issues };
  const read = readHoodSize(input.type, input.geometry);
  const designed = 'size' in read ? designFlow(input, read.size) : undefined;
  if (!('size' in read) || designed === undefined) {
    return { status: 'error', issues: [{ field: 'type', text: input.type, message: `Hood type ${input.type} cannot be designed from these inputs` }] };
  }
  const size = read.size;
  const { flowM3s, faceAreaM2, hot } = designed;
  const outOfRange = flowRangeIssue(input, flowM3s);
  if (outOfRange !== undefined) return { status: 'error', issues: [outOfRange] };
  const gas = gasConditions(input.gas);
  const df = gas.densityFactor.total;
  const entryLoss = entryLossOf(input.entryLoss);
  const faceVelocityMps = flowM3s / faceAreaM2;
  const distanceM = input.flowBasis?.distanceM;
  const captureVelocityAtDistanceMps =
    hasCaptureEquation(input.type) && isPlanSize(size) && distanceM !== undefined ? captureVelocityAtMps(input.type, size, flowM3s, distanceM) : undefined;
  const slot = isSlotType(input) ? { slotLoss: input.slotLoss ?? DEFAULT_SLOT_LOSS, slotVelocityMps: faceVelocityMps } : undefined;
  const { branch, warnings: branchWarnings } = hoodBranch(
    { flowM3s, densityKgPerM3: gas.densityKgPerM3, entryLoss, ...(slot === undefined ? {} : { slot }) },
    input.branch,
  );
  const { measured, warnings: measuredWarnings } = measuredCheck(input, branch, gas.densityKgPerM3, flowM3s);
  const warnings = [
    ...hoodDesignWarnings(input, size, { faceVelocityMps, ...(captureVelocityAtDistanceMps === undefined ? {} : { captureVelocityAtDistanceMps }) }, hot),
    ...compressibleWarnings(faceVelocityMps, branch),
    ...branchWarnings,
    ...measuredWarnings,
  ];
  const data: HoodDesign = {
    input,
    flowM3s,
    standardFlowM3s: standardAirFlowM3s(flowM3s, df),
    densityFactor: df,
    densityKgPerM3: gas.densityKgPerM3,
    faceAreaM2,
    faceVelocityMps,
    ...(slot === undefined ? {} : { slotVelocityMps: slot.slotVelocityMps }),
    ...(captureVelocityAtDistanceMps === undefined ? {} : { captureVelocityAtDistanceMps }),
    entryLoss,
    coefficientOfEntry: coefficientOfEntry(entryLoss),
    ...(branch === undefined ? {} : { branch }),
    ...(measured === undefined ? {} : { measured }),
    warnings,
  };
  return { status: 'success', data, warnings };
}
