/**
 * Designs an exhaust system by the ACGIH velocity-pressure method: each
 * segment from the hoods to the fan, every junction balanced, the fan's duty.
 */
import { diameterFromAirflowM } from '../duct/solve.ts';
import { TRANSPORT_TABLE_SHORT } from '../duct/transport-velocity.ts';
import { STANDARD_SERIES, defaultSeriesFor, nextSizeDown } from '../duct-size/standard-sizes.ts';
import type { ToolWarning } from '../report/warning.ts';
import type { JunctionDesign, SegmentDesign, SystemDesign } from './design.ts';
import type { SegmentInput, SystemInput } from './input.ts';
import { DIAMETER, VELOCITY, quantityText } from './report.ts';
import { segmentLosses } from './segment-losses.ts';
import { buildTree, upstreamFirst, type SystemTree } from './tree.ts';

/** Ratio up to which a junction is balanced as it is (ACGIH). */
export const BALANCED_RATIO = 1.05;
/** Ratio up to which the lower stream's flow is raised; above it, redesign (ACGIH). */
export const INCREASE_FLOW_RATIO = 1.2;

/**
 * The velocity above which a segment is warned about: 6000 ft/min (30.48 m/s).
 * Too fast a duct costs static pressure, noise and wear: the pressure goes
 * with VP (V²), and dust erodes the duct (Aerodyne, "Air velocity" in
 * dustcollectorhq.com's blog: high velocity raises the static pressure, the
 * fan speed and noise, and erodes the ductwork). The figure sits above the
 * design ranges of Nordfab's table of duct design velocities (heavy dust
 * 20–24 m/s, about 3900–4700 ft/min; only heavy or moist dust reaches 25–32
 * m/s) and of ACGIH's transport classes (4500 ft/min and up at most). ○: a
 * judgement from these guides, not a limit any of them states; a heavy or
 * moist dust may justify more.
 */
export const VELOCITY_CEILING_MPS = 30.48;

/** A relative tolerance, so a standard size read back from a sheet counts as itself. */
const SAME_SIZE = 1e-9;

interface DesignState {
  readonly input: SystemInput;
  readonly tree: SystemTree;
  readonly isHood: readonly boolean[];
  /** Diameters forced by applied redesigns, m. */
  readonly forced: ReadonlyMap<number, number>;
  /** Hood flow multipliers from junction corrections. */
  readonly scale: number[];
  readonly diameterM: (number | undefined)[];
  readonly autoSized: boolean[];
  readonly results: SegmentDesign[];
}

const velocityText = (velocityMps: number, input: SystemInput) => quantityText(velocityMps, VELOCITY, input.units);
const diameterText = (diameterM: number, input: SystemInput) => quantityText(diameterM, DIAMETER, input.units);

/** The diameter of a segment: forced, given, or the largest standard size at or above its minimum velocity. */
function diameterOf(state: DesignState, index: number, flowM3s: number): number {
  const known = state.diameterM[index];
  if (known !== undefined) return known;
  const segment = state.input.segments[index]!;
  const series = STANDARD_SERIES[defaultSeriesFor(state.input.units)];
  let diameterM = state.forced.get(index) ?? segment.diameterM;
  const auto = diameterM === undefined;
  if (diameterM === undefined) {
    const largest = diameterFromAirflowM(flowM3s, segment.minVelocityMps!);
    diameterM = nextSizeDown(series, largest) ?? series.diametersM[0]!;
  }
  state.diameterM[index] = diameterM;
  state.autoSized[index] = auto;
  return diameterM;
}

/** Designs one segment from its inflows' current results. */
function evaluate(state: DesignState, index: number): void {
  const { input, tree, isHood } = state;
  const segment = input.segments[index]!;
  const inflows = tree.inflows[index]!;
  const flowM3s = isHood[index] ? segment.flowM3s! * state.scale[index]! : inflows.reduce((sum, from) => sum + state.results[from]!.flowM3s, 0);
  const diameterM = diameterOf(state, index, flowM3s);
  const losses = segmentLosses(segment, isHood[index]!, flowM3s, diameterM, input.friction);
  let startPa = losses.hoodStaticPressurePa;
  let accelerationLossPa = 0;
  if (!isHood[index]) {
    // The resultant VP of the merging streams, VPr = Σ(Qᵢ/Q)·VPᵢ; a faster main pays VP − VPr (ACGIH).
    const resultantPa = inflows.reduce((sum, from) => sum + (state.results[from]!.flowM3s / flowM3s) * state.results[from]!.velocityPressurePa, 0);
    accelerationLossPa = Math.max(0, losses.velocityPressurePa - resultantPa);
    startPa = Math.max(...inflows.map((from) => state.results[from]!.staticPressurePa)) + accelerationLossPa;
  }
  state.results[index] = {
    segment: segment.segment,
    to: segment.to,
    side: 'suction',
    flowM3s,
    diameterM,
    autoSized: state.autoSized[index]!,
    velocityMps: losses.velocityMps,
    velocityPressurePa: losses.velocityPressurePa,
    ...(isHood[index] ? { hoodStaticPressurePa: losses.hoodStaticPressurePa } : {}),
    ...(losses.slot === undefined ? {} : { slot: losses.slot }),
    frictionLossPa: losses.frictionLossPa,
    fittingLossPa: losses.fittingLossPa,
    otherLossPa: segment.otherLossPa,
    accelerationLossPa,
    staticPressurePa: startPa + losses.frictionLossPa + losses.fittingLossPa + segment.otherLossPa,
  };
}

/**
 * Designs the discharge run at the fan's flow, from the outlet back to the
 * fan: each segment's |SP| at its fan end is the given outlet pressure plus
 * the losses from there to the outlet (no regain or acceleration between
 * discharge segments is counted).
 *
 * @returns SP_out, the static pressure at the fan outlet, Pa.
 */
function evaluateDischarge(state: DesignState): number {
  const { input, tree } = state;
  const flowM3s = state.results[tree.fanInlet]!.flowM3s;
  let staticPressurePa = input.outletPressurePa;
  for (const index of [...tree.discharge].reverse()) {
    const segment = input.segments[index]!;
    const diameterM = diameterOf(state, index, flowM3s);
    const losses = segmentLosses(segment, false, flowM3s, diameterM, input.friction);
    staticPressurePa += losses.frictionLossPa + losses.fittingLossPa + segment.otherLossPa;
    state.results[index] = {
      segment: segment.segment,
      to: segment.to,
      side: 'discharge',
      flowM3s,
      diameterM,
      autoSized: state.autoSized[index]!,
      velocityMps: losses.velocityMps,
      velocityPressurePa: losses.velocityPressurePa,
      frictionLossPa: losses.frictionLossPa,
      fittingLossPa: losses.fittingLossPa,
      otherLossPa: segment.otherLossPa,
      accelerationLossPa: 0,
      staticPressurePa,
    };
  }
  return staticPressurePa;
}

/** Raises a stream's flow by a factor: every hood in it, then its segments again in flow order. */
function raiseStream(state: DesignState, index: number, factor: number): void {
  const members = upstreamFirst(state.tree.inflows, index);
  for (const member of members) if (state.isHood[member]) state.scale[member]! *= factor;
  for (const member of members) evaluate(state, member);
}

/** Balances the streams meeting at a main (ACGIH), before the main is designed. */
function balanceJunction(state: DesignState, main: number): JunctionDesign {
  const inflows = state.tree.inflows[main]!;
  const pressures = inflows.map((from) => state.results[from]!.staticPressurePa);
  const governingPa = Math.max(...pressures);
  const governing = inflows[pressures.indexOf(governingPa)]!;
  const corrected: { segment: string; flowM3s: number }[] = [];
  let ratio = 1;
  let redesign: { index: number; ratio: number } | undefined;
  inflows.forEach((from, position) => {
    if (from === governing) return;
    const streamRatio = governingPa / pressures[position]!;
    ratio = Math.max(ratio, streamRatio);
    if (streamRatio > INCREASE_FLOW_RATIO) {
      if (redesign === undefined || streamRatio > redesign.ratio) redesign = { index: from, ratio: streamRatio };
    } else if (streamRatio > BALANCED_RATIO) {
      raiseStream(state, from, Math.sqrt(streamRatio));
      corrected.push({ segment: state.results[from]!.segment, flowM3s: state.results[from]!.flowM3s });
    }
  });
  const at = state.input.segments[main]!.segment;
  const base = { at, governing: state.results[governing]!.segment, ratio, corrected };
  if (redesign === undefined) return { ...base, action: corrected.length > 0 ? 'increase-flow' : 'none' };
  const stream = state.results[redesign.index]!;
  const series = STANDARD_SERIES[defaultSeriesFor(state.input.units)];
  const suggestedDiameterM = series.diametersM.findLast((size) => size < stream.diameterM * (1 - SAME_SIZE));
  return { ...base, action: 'redesign', redesign: { segment: stream.segment, suggestedDiameterM } };
}

/**
 * A junction the redesign loop found no standard size for: its next smaller
 * size turns it the other way, so that size is not suggested again.
 */
function ruleOut(junction: JunctionDesign, overshoot: { segment: string; diameterM: number } | undefined): JunctionDesign {
  if (overshoot === undefined || junction.redesign?.segment !== overshoot.segment) return junction;
  return { ...junction, redesign: { segment: overshoot.segment, overshootDiameterM: overshoot.diameterM } };
}

/** One pass over the system with the given forced diameters. */
function designPass(input: SystemInput, tree: SystemTree, forced: ReadonlyMap<number, number>) {
  const isHood = tree.inflows.map((list) => list.length === 0);
  const state: DesignState = {
    input,
    tree,
    isHood,
    forced,
    scale: input.segments.map(() => 1),
    diameterM: input.segments.map(() => undefined),
    autoSized: input.segments.map(() => false),
    results: [],
  };
  const junctions: { main: number; junction: JunctionDesign }[] = [];
  for (const index of tree.order) {
    if (tree.inflows[index]!.length > 1) junctions.push({ main: index, junction: balanceJunction(state, index) });
    evaluate(state, index);
  }
  return { state, junctions, outletStaticPressurePa: evaluateDischarge(state) };
}

/** A warning for each segment faster than the ceiling: noise, wear and static pressure. */
function ceilingWarnings(state: DesignState, segments: readonly SegmentDesign[]): ToolWarning[] {
  return segments
    .filter((segment) => segment.velocityMps > VELOCITY_CEILING_MPS * (1 + SAME_SIZE))
    .map((segment) => ({
      code: 'velocity-above-ceiling',
      text: `Segment ${segment.segment}: velocity ${velocityText(segment.velocityMps, state.input)} is above ${velocityText(VELOCITY_CEILING_MPS, state.input)}, where a duct gets noisy and wears fast and its losses grow with V² (duct design velocity guides of Nordfab and Aerodyne); a larger size, or balancing another way, may be better`,
    }));
}

function transportWarnings(state: DesignState): ToolWarning[] {
  const warnings: ToolWarning[] = [];
  state.input.segments.forEach((segment: SegmentInput, index) => {
    const result = state.results[index]!;
    const minimum = segment.minVelocityMps;
    if (minimum === undefined || result.velocityMps >= minimum * (1 - SAME_SIZE)) return;
    const why = result.autoSized ? `even the smallest standard size, ${diameterText(result.diameterM, state.input)}, is too slow for its flow` : 'at its given diameter';
    warnings.push({
      code: 'velocity-below-transport',
      text: `Segment ${segment.segment}: velocity ${velocityText(result.velocityMps, state.input)} is below its minimum transport velocity ${velocityText(minimum, state.input)} (${why}); dust may settle (${TRANSPORT_TABLE_SHORT})`,
    });
  });
  return warnings;
}

/**
 * Designs and balances a system.
 *
 * @param input A system read by `readSystem` (SI; tree checked).
 * @param options `applyRedesign`: when a junction needs a redesign, take the
 *   next smaller standard size in the lower stream's segment and design
 *   again, until every junction holds or no smaller size is left.
 * @returns Per segment (hoods to fan, then the discharge run to the
 *   outlet at the fan's flow): flow after corrections, diameter,
 *   V, VP, SPh, friction, fittings, fixed and acceleration losses and |SP|
 *   at the downstream end; per junction the governing stream, the ratio
 *   SP_gov/SP_low and the action (≤ 1.05 none; ≤ 1.20 the lower streams'
 *   flows × √ratio; above, redesign with the next smaller size); the fan's
 *   flow, SP_out (the given outlet pressure + the discharge segments'
 *   friction, fitting and fixed losses), FSP = SP_out − SP_in − VP_in
 *   (SP_in = −|SP| of the fan inlet segment) and FTP = FSP + VP_out (VP_out
 *   the first discharge segment's VP, or VP_in without one); warnings. Never throws for a system
 *   from `readSystem`.
 *
 * Source: ACGIH Industrial Ventilation, ch. 9 (design procedure, balance by
 * design at junctions, resultant velocity pressure, fan static pressure).
 *
 * @example One hood, 390 CFM, 4 in, Fh 0.65, 15 ft: VP 1.2452, SPh 2.0545 inH₂O.
 */
export function designSystem(input: SystemInput, options: { applyRedesign?: boolean } = {}): SystemDesign {
  const built = buildTree(input.segments);
  if (built.status === 'error') throw new Error(built.issues.map(({ message }) => message).join('; '));
  const tree = built.data;
  const forced = new Map<number, number>();
  let pass = designPass(input, tree, forced);
  const applied: ToolWarning[] = [];
  const steps: { at: string; index: number; previous: number | undefined }[] = [];
  /** Junctions no standard size balances, with the size that turned them the other way. */
  const stuck = new Map<string, { segment: string; diameterM: number }>();
  while (options.applyRedesign) {
    const next = pass.junctions.find(({ junction }) => junction.action === 'redesign' && junction.redesign?.suggestedDiameterM !== undefined && !stuck.has(junction.at));
    if (next === undefined) break;
    const { at, governing, redesign } = next.junction;
    const index = input.segments.findIndex((candidate) => candidate.segment === redesign!.segment);
    const overshot = steps.findLast((step) => step.at === at && input.segments[step.index]!.segment === governing);
    if (overshot !== undefined) {
      // The other stream's smaller size turned the junction the other way: no standard size balances it; go back one size.
      stuck.set(at, { segment: input.segments[overshot.index]!.segment, diameterM: forced.get(overshot.index)! });
      if (overshot.previous === undefined) forced.delete(overshot.index);
      else forced.set(overshot.index, overshot.previous);
      applied.pop();
      applied.push({ code: 'redesign-overshoots', text: `At ${at}: no standard size balances the junction; the next smaller size of ${input.segments[overshot.index]!.segment} turns it the other way (add resistance another way, or open up the governing stream)` });
    } else {
      steps.push({ at, index, previous: forced.get(index) });
      forced.set(index, redesign!.suggestedDiameterM!);
      applied.push({ code: 'redesign-applied', text: `Segment ${redesign!.segment} redesigned to ${diameterText(redesign!.suggestedDiameterM!, input)} to balance the junction at ${at}` });
    }
    pass = designPass(input, tree, forced);
  }
  const { state, outletStaticPressurePa } = pass;
  const junctions = pass.junctions.map(({ main, junction }) => ({ main, junction: ruleOut(junction, stuck.get(junction.at)) }));
  const unsolved = junctions.filter(({ junction }) => junction.action === 'redesign');
  const noSmaller: ToolWarning[] = unsolved
    .filter(({ junction }) => junction.redesign!.suggestedDiameterM === undefined && junction.redesign!.overshootDiameterM === undefined)
    .map(({ junction }) => ({ code: 'redesign-no-smaller-size', text: `Junction at ${junction.at}: segment ${junction.redesign!.segment} needs more resistance, but it is already the smallest standard size; add resistance another way (a longer run, a fitting) or raise the governing branch's size` }));
  const inlet = state.results[tree.fanInlet]!;
  const staticPressurePa = outletStaticPressurePa + inlet.staticPressurePa - inlet.velocityPressurePa;
  const outletVelocityPressurePa = tree.discharge.length > 0 ? state.results[tree.discharge[0]!]!.velocityPressurePa : inlet.velocityPressurePa;
  const segments = [...tree.order, ...tree.discharge].map((index) => state.results[index]!);
  return {
    segments,
    junctions: junctions.map(({ junction }) => junction),
    fan: {
      flowM3s: inlet.flowM3s,
      staticPressurePa,
      outletStaticPressurePa,
      inletVelocityPressurePa: inlet.velocityPressurePa,
      outletVelocityPressurePa,
      totalPressurePa: staticPressurePa + outletVelocityPressurePa,
    },
    balanced: unsolved.length === 0,
    warnings: [...applied, ...transportWarnings(state), ...ceilingWarnings(state, segments), ...noSmaller],
  };
}
