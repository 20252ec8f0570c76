/**
 * Designs an exhaust system by the ACGIH velocity-pressure method: each
 * segment from the hoods to the fan, every junction balanced, the fan's duty.
 *
 * One pass over the segments in flow order (each after everything that flows
 * into it). With `applyRedesign`, a junction that needs a redesign is settled
 * where the pass meets it: the lower stream takes the next smaller standard
 * size and is designed again, and the junction judged again, until it holds
 * or no size helps. Nothing upstream of a junction depends on what happens
 * at it, so this gives the same sizes as designing the whole system again
 * after every step, at the cost of one pass plus a few evaluations per step.
 */
import { standardAirFlowM3s } from '../air/gas-conditions.ts';
import { diameterFromAirflowM } from '../duct/solve.ts';
import { TRANSPORT_TABLE_SHORT } from '../duct/transport-velocity.ts';
import { STANDARD_SERIES, defaultSeriesFor, nextSizeDown } from '../duct-size/standard-sizes.ts';
import type { ToolWarning } from '../report/warning.ts';
import type { JunctionDesign, RedesignChange, RedesignStop, SegmentDesign, SystemDesign, SystemIssue } from './design.ts';
import type { SegmentInput, SystemInput } from './input.ts';
import { hoodGas, mainGas, type SegmentGas } from './gas.ts';
import { DIAMETER, FLOW, VELOCITY, quantityText } from './report.ts';
import { givenEntryLossWarnings } from './hood-entry.ts';
import { hoodDesignWarnings } from './hood-link.ts';
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
  /** Each hood's gas (its own temperature or the system's), by position; `undefined` for a main. */
  readonly hoodGas: readonly (SegmentGas | undefined)[];
  /** Diameters forced by applied redesigns, m. */
  readonly forced: Map<number, number>;
  /** Hood flow multipliers from junction corrections. */
  readonly scale: number[];
  readonly diameterM: (number | undefined)[];
  readonly autoSized: boolean[];
  readonly results: SegmentDesign[];
}

/** Which figure of a segment left the numbers a double holds (or, for VP, fell to zero). */
type Overflow = 'flow' | 'velocity' | 'slot' | 'friction' | 'pressure';

/**
 * Thrown inside the design when a segment's figures cannot be computed (an
 * overflow to Infinity, or a velocity so small that its VP is 0); caught by
 * `designSystem`, which turns it into an input issue naming the row.
 */
class BeyondComputation extends Error {
  constructor(
    readonly index: number,
    readonly overflow: Overflow,
    /** The segment's figures as far as they were computed. */
    readonly result: SegmentDesign,
  ) {
    super(`segment ${index}: ${overflow}`);
  }
}

const velocityText = (velocityMps: number, input: SystemInput) => quantityText(velocityMps, VELOCITY, input.units);
const diameterText = (diameterM: number, input: SystemInput) => quantityText(diameterM, DIAMETER, input.units);
const seriesOf = (input: SystemInput) => STANDARD_SERIES[input.series ?? defaultSeriesFor(input.units)];

/** The diameter of a segment: forced, given, or the largest standard size at or above its minimum velocity. */
function diameterOf(state: DesignState, index: number, flowM3s: number): number {
  const known = state.diameterM[index];
  if (known !== undefined) return known;
  const segment = state.input.segments[index]!;
  const series = seriesOf(state.input);
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

const finite = Number.isFinite;

/** The first figure of a designed segment that is not a finite number (VP must also stay above 0), if any. */
function overflowOf(result: SegmentDesign): Overflow | undefined {
  if (!finite(result.flowM3s)) return 'flow';
  if (!finite(result.velocityMps) || !finite(result.velocityPressurePa) || !(result.velocityPressurePa > 0)) return 'velocity';
  if (result.slot !== undefined && !(finite(result.slot.velocityMps) && finite(result.slot.lossPa))) return 'slot';
  // Hood, fitting and acceleration losses are VP times coefficients the sheet bounds: they overflow only with VP.
  if (![result.hoodStaticPressurePa ?? 0, result.fittingLossPa, result.accelerationLossPa].every(finite)) return 'velocity';
  if (!finite(result.frictionLossPa)) return 'friction';
  return finite(result.staticPressurePa) ? undefined : 'pressure';
}

/** Stores a segment's result, or stops the design when a figure cannot be computed. */
function store(state: DesignState, index: number, result: SegmentDesign): void {
  const overflow = overflowOf(result);
  if (overflow !== undefined) throw new BeyondComputation(index, overflow, result);
  state.results[index] = result;
}

/** Designs one segment from its inflows' current results. */
function evaluate(state: DesignState, index: number): void {
  const { input, tree, isHood } = state;
  const segment = input.segments[index]!;
  const inflows = tree.inflows[index]!;
  // A hood's flow is actual at its own gas; a main carries the mixture of its streams (mass and enthalpy).
  const { gas, flowM3s } = isHood[index]
    ? { gas: state.hoodGas[index]!, flowM3s: segment.flowM3s! * state.scale[index]! }
    : mainGas(input.conditions ?? {}, inflows.map((from) => state.results[from]!));
  const diameterM = diameterOf(state, index, flowM3s);
  const losses = segmentLosses(segment, isHood[index]!, flowM3s, diameterM, input.friction, gas);
  let startPa = losses.hoodStaticPressurePa;
  let accelerationLossPa = 0;
  if (!isHood[index]) {
    // The resultant VP of the merging streams, VPr = Σ(Qᵢ/Q)·VPᵢ; a faster main pays VP − VPr (ACGIH).
    let resultantPa = 0;
    let junctionPa = -Infinity;
    for (const from of inflows) {
      const stream = state.results[from]!;
      resultantPa += (stream.flowM3s / flowM3s) * stream.velocityPressurePa;
      junctionPa = Math.max(junctionPa, stream.staticPressurePa);
    }
    accelerationLossPa = Math.max(0, losses.velocityPressurePa - resultantPa);
    startPa = junctionPa + accelerationLossPa;
  }
  store(state, index, {
    segment: segment.segment,
    to: segment.to,
    side: 'suction',
    flowM3s,
    gas,
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
  });
}

/**
 * Designs the discharge run at the fan's flow, from the outlet back to the
 * fan: each segment's |SP| at its fan end is the given outlet pressure plus
 * the losses from there to the outlet (no regain or acceleration between
 * discharge segments is counted). A partial design stops at the first
 * segment it cannot design (every one nearer the fan adds its losses).
 *
 * @returns SP_out, the static pressure at the fan outlet, Pa (in a partial
 *   design, the |SP| of the last segment designed).
 */
function evaluateDischarge(state: DesignState, designable: Designable): number {
  const { input, tree } = state;
  const { flowM3s, gas } = state.results[tree.fanInlet]!;
  let staticPressurePa = input.outletPressurePa;
  for (let step = tree.discharge.length - 1; step >= 0; step -= 1) {
    const index = tree.discharge[step]!;
    if (!designable(index)) break;
    const segment = input.segments[index]!;
    const diameterM = diameterOf(state, index, flowM3s);
    const losses = segmentLosses(segment, false, flowM3s, diameterM, input.friction, gas);
    staticPressurePa += losses.frictionLossPa + losses.fittingLossPa + segment.otherLossPa;
    store(state, index, {
      segment: segment.segment,
      to: segment.to,
      side: 'discharge',
      flowM3s,
      gas,
      diameterM,
      autoSized: state.autoSized[index]!,
      velocityMps: losses.velocityMps,
      velocityPressurePa: losses.velocityPressurePa,
      frictionLossPa: losses.frictionLossPa,
      fittingLossPa: losses.fittingLossPa,
      otherLossPa: segment.otherLossPa,
      accelerationLossPa: 0,
      staticPressurePa,
    });
  }
  return staticPressurePa;
}

/**
 * Raises a stream's flow by a factor: every hood in it, then its segments
 * again in flow order. Every hood of the stream takes the same factor, so
 * the mass shares of each mixture inside it, and with them every
 * temperature and density, stay as they were: ACGIH's Q·√(SP_gov/SP)
 * (from SP ∝ ρ·Q² at a fixed size and density, ch. 9) raises the actual and
 * the mass flow alike, and the ratio it uses is of the actual |SP|s, the
 * pressures that must meet at the junction.
 */
function raiseStream(state: DesignState, index: number, factor: number): void {
  const members = upstreamFirst(state.tree.inflows, index);
  for (const member of members) if (state.isHood[member]) state.scale[member]! *= factor;
  for (const member of members) evaluate(state, member);
}

/** What a junction needs, judged from its streams' current |SP|, before anything is changed. */
interface Verdict {
  /** The stream with the largest |SP| (the first such in sheet order). */
  readonly governing: number;
  /** SP_gov/SP_low, the largest over the other streams (1 for equal streams). */
  readonly ratio: number;
  /** Streams within 1.05 < ratio ≤ 1.20, with their flow factor √ratio, in sheet order. */
  readonly raises: readonly { readonly from: number; readonly factor: number }[];
  /** The stream above 1.20 with the largest ratio: it needs more resistance. */
  readonly redesign?: number;
}

/** Judges the streams meeting at a main by their ratio to the governing one (ACGIH bands). Changes nothing. */
function judge(state: DesignState, main: number): Verdict {
  const inflows = state.tree.inflows[main]!;
  const pressureOf = (from: number) => state.results[from]!.staticPressurePa;
  let governing = inflows[0]!;
  for (const from of inflows) if (pressureOf(from) > pressureOf(governing)) governing = from;
  const governingPa = pressureOf(governing);
  let ratio = 1;
  let redesign: { from: number; ratio: number } | undefined;
  const raises: { from: number; factor: number }[] = [];
  for (const from of inflows) {
    if (from === governing) continue;
    const streamRatio = governingPa / pressureOf(from);
    if (!finite(streamRatio)) throw new BeyondComputation(from, 'velocity', state.results[from]!);
    ratio = Math.max(ratio, streamRatio);
    if (streamRatio > INCREASE_FLOW_RATIO) {
      if (redesign === undefined || streamRatio > redesign.ratio) redesign = { from, ratio: streamRatio };
    } else if (streamRatio > BALANCED_RATIO) {
      raises.push({ from, factor: Math.sqrt(streamRatio) });
    }
  }
  return { governing, ratio, raises, ...(redesign === undefined ? {} : { redesign: redesign.from }) };
}

/** The next standard size below a segment's current diameter, if the series has one. */
function nextSmallerSize(state: DesignState, index: number): number | undefined {
  const diameterM = state.results[index]!.diameterM;
  return seriesOf(state.input).diametersM.findLast((size) => size < diameterM * (1 - SAME_SIZE));
}

/** Balances the streams meeting at a main (ACGIH), before the main is designed: raises the lower streams' flows within 1.20. */
function balanceJunction(state: DesignState, main: number): JunctionDesign {
  const verdict = judge(state, main);
  const corrected: { segment: string; flowM3s: number }[] = [];
  for (const { from, factor } of verdict.raises) {
    raiseStream(state, from, factor);
    corrected.push({ segment: state.results[from]!.segment, flowM3s: state.results[from]!.flowM3s });
  }
  const at = state.input.segments[main]!.segment;
  const base = { at, governing: state.results[verdict.governing]!.segment, ratio: verdict.ratio, corrected };
  if (verdict.redesign === undefined) return { ...base, action: corrected.length > 0 ? 'increase-flow' : 'none' };
  return { ...base, action: 'redesign', redesign: { segment: state.results[verdict.redesign]!.segment, suggestedDiameterM: nextSmallerSize(state, verdict.redesign) } };
}

/** Forces a segment's diameter (or lifts the force with `undefined`) and designs the segment again. */
function force(state: DesignState, index: number, diameterM: number | undefined): void {
  if (diameterM === undefined) state.forced.delete(index);
  else state.forced.set(index, diameterM);
  state.diameterM[index] = undefined;
  evaluate(state, index);
}

/** What the redesign loop changed, by segment index: the diameter before its first change and the junction. */
type RedesignLog = Map<number, { readonly junction: number; readonly fromDiameterM: number }>;

/**
 * Settles a junction with the redesign applied: while a stream needs a
 * redesign and a smaller standard size is left, that stream takes it and the
 * junction is judged again. When a stream made smaller here comes to govern
 * (its smaller size turned the junction the other way), no standard size
 * balances the junction: that stream goes back one size and the loop stops.
 * Then the junction is balanced as usual.
 *
 * @returns The junction, and the stop when it still needs a redesign.
 */
function settleJunction(state: DesignState, main: number, log: RedesignLog): { junction: JunctionDesign; stop?: RedesignStop } {
  const steps: { index: number; previous: number | undefined }[] = [];
  let overshoot: { segment: string; diameterM: number } | undefined;
  for (;;) {
    const { governing, redesign } = judge(state, main);
    const size = redesign === undefined ? undefined : nextSmallerSize(state, redesign);
    if (redesign === undefined || size === undefined) break;
    const overshot = steps.findLast((step) => step.index === governing);
    if (overshot !== undefined) {
      overshoot = { segment: state.results[governing]!.segment, diameterM: state.forced.get(governing)! };
      force(state, governing, overshot.previous);
      break;
    }
    if (!log.has(redesign)) log.set(redesign, { junction: main, fromDiameterM: state.results[redesign]!.diameterM });
    steps.push({ index: redesign, previous: state.forced.get(redesign) });
    force(state, redesign, size);
  }
  const junction = ruleOut(balanceJunction(state, main), overshoot);
  if (junction.redesign === undefined) return { junction };
  const stream = state.tree.inflows[main]!.find((from) => state.results[from]!.segment === junction.redesign!.segment)!;
  const stop: RedesignStop = {
    junction: junction.at,
    segment: junction.redesign.segment,
    row: state.input.segments[stream]!.row,
    ...(overshoot === undefined ? { reason: 'smallest-size', diameterM: state.results[stream]!.diameterM } : { reason: 'overshoot', diameterM: overshoot.diameterM }),
  };
  return { junction, stop };
}

/**
 * A junction the redesign loop found no standard size for: its next smaller
 * size turns it the other way, so that size is not suggested again.
 */
function ruleOut(junction: JunctionDesign, overshoot: { segment: string; diameterM: number } | undefined): JunctionDesign {
  if (overshoot === undefined || junction.redesign?.segment !== overshoot.segment) return junction;
  return { ...junction, redesign: { segment: overshoot.segment, overshootDiameterM: overshoot.diameterM } };
}

/** A warning for each segment faster than the ceiling: noise, wear and static pressure. */
function ceilingWarnings(input: SystemInput, segments: readonly SegmentDesign[]): ToolWarning[] {
  return segments
    .filter((segment) => segment.velocityMps > VELOCITY_CEILING_MPS * (1 + SAME_SIZE))
    .map((segment) => ({
      code: 'velocity-above-ceiling',
      text: `Segment ${segment.segment}: velocity ${velocityText(segment.velocityMps, input)} is above ${velocityText(VELOCITY_CEILING_MPS, input)}, where a duct gets noisy and wears fast and its losses grow with V² (duct design velocity guides of Nordfab and Aerodyne); a larger size, or balancing another way, may be better`,
    }));
}

function transportWarnings(state: DesignState): ToolWarning[] {
  const warnings: ToolWarning[] = [];
  state.input.segments.forEach((segment: SegmentInput, index) => {
    const result = state.results[index];
    const minimum = segment.minVelocityMps;
    if (result === undefined || minimum === undefined || result.velocityMps >= minimum * (1 - SAME_SIZE)) return;
    const why = result.autoSized ? `even the smallest standard size, ${diameterText(result.diameterM, state.input)}, is too slow for its flow` : 'at its given diameter';
    warnings.push({
      code: 'velocity-below-transport',
      text: `Segment ${segment.segment}: velocity ${velocityText(result.velocityMps, state.input)} is below its minimum transport velocity ${velocityText(minimum, state.input)} (${why}); dust may settle (${TRANSPORT_TABLE_SHORT})`,
    });
  });
  return warnings;
}

/**
 * The issue for a segment whose figures cannot be computed: its row, the
 * cell most likely at fault and the values that led there.
 */
function overflowIssue(state: DesignState, { index, overflow, result }: BeyondComputation): SystemIssue {
  const { input } = state;
  const segment = input.segments[index]!;
  const hood = state.isHood[index]!;
  const where = { segment: segment.segment, row: segment.row, index };
  const name = `Segment ${segment.segment} (row ${segment.row})`;
  const outside = 'outside what the method can compute';
  if (overflow === 'flow') {
    const flow = hood ? 'its flow, raised at the junctions it passes, grows' : 'the flows that reach it add up to a flow';
    return { ...where, column: 'flow', message: `${name}, flow: ${flow} ${outside}; check the flows and sizes upstream` };
  }
  if (overflow === 'friction') return { ...where, column: 'length', message: `${name}, length: the friction loss over its length is ${outside}; check the length and the diameter` };
  if (overflow === 'pressure') return { ...where, column: 'other_loss', message: `${name}, other_loss: its static pressure adds up to a value ${outside}; check the other loss and the losses upstream` };
  if (overflow === 'slot') return { ...where, column: 'slot_area', message: `${name}, slot_area: the slot velocity is ${outside}; give the slot velocity or the slot area of a real slot` };
  // The velocity (or its VP) left the double range: name the flow and the duct that give it.
  const column = hood ? 'flow' : 'diameter';
  const velocity = finite(result.velocityMps) ? ` of ${velocityText(result.velocityMps, input)},` : '';
  return {
    ...where,
    column,
    message: `${name}, ${column}: a flow of ${quantityText(result.flowM3s, FLOW, input.units)} in a ${diameterText(result.diameterM, input)} duct gives a velocity${velocity} ${outside}; give the flow and diameter of a real duct`,
  };
}

/** Whether a segment can be designed: every one in a full design; in a partial one, those whose inputs (and everything upstream) can be used. */
type Designable = (index: number) => boolean;

const everySegment: Designable = () => true;

/** A design's state before its pass: no segment designed yet. */
function startState(input: SystemInput, tree: SystemTree): DesignState {
  return {
    input,
    tree,
    isHood: tree.inflows.map((list) => list.length === 0),
    hoodGas: tree.inflows.map((list, index) => (list.length === 0 ? hoodGas(input.conditions ?? {}, input.segments[index]!.temperatureK) : undefined)),
    forced: new Map(),
    scale: input.segments.map(() => 1),
    diameterM: input.segments.map(() => undefined),
    autoSized: input.segments.map(() => false),
    results: [],
  };
}

/** What the pass from the hoods to the fan decided at the junctions. */
interface SuctionPass {
  readonly junctions: JunctionDesign[];
  readonly stops: RedesignStop[];
  readonly log: RedesignLog;
}

/**
 * The pass from the hoods to the fan, in flow order: each junction whose
 * streams can all be designed is balanced (or settled, with the redesign
 * applied) before its main, then each segment that can be designed is.
 * Throws `BeyondComputation` when a figure leaves the numbers.
 */
function suctionPass(state: DesignState, applyRedesign: boolean, designable: Designable): SuctionPass {
  const { tree } = state;
  const pass: SuctionPass = { junctions: [], stops: [], log: new Map() };
  for (const index of tree.order) {
    const inflows = tree.inflows[index]!;
    if (inflows.length > 1 && inflows.every(designable)) {
      if (applyRedesign) {
        const { junction, stop } = settleJunction(state, index, pass.log);
        pass.junctions.push(junction);
        if (stop !== undefined) pass.stops.push(stop);
      } else {
        pass.junctions.push(balanceJunction(state, index));
      }
    }
    if (designable(index)) evaluate(state, index);
  }
  return pass;
}

/** The warning for each junction that needs a redesign and has no smaller size left (the redesign not applied). */
function noSmallerSizeWarnings(junctions: readonly JunctionDesign[]): ToolWarning[] {
  return junctions
    .filter(({ action, redesign }) => action === 'redesign' && redesign!.suggestedDiameterM === undefined)
    .map((junction) => ({ code: 'redesign-no-smaller-size', text: `Junction at ${junction.at}: segment ${junction.redesign!.segment} needs more resistance, but it is already the smallest standard size; add resistance another way (a longer run, a fitting) or raise the governing branch's size` }));
}

/**
 * Designs and balances a system.
 *
 * @param input A system read by `readSystem` (SI; tree checked).
 * @param options `applyRedesign`: when a junction needs a redesign, take the
 *   next smaller standard size in the lower stream's segment and design
 *   again, until every junction holds or no smaller size is left.
 * @returns `success` with, per segment (hoods to fan, then the discharge run to the
 *   outlet at the fan's flow): flow after corrections, diameter,
 *   V, VP, SPh, friction, fittings, fixed and acceleration losses and |SP|
 *   at the downstream end; per junction the governing stream, the ratio
 *   SP_gov/SP_low and the action (≤ 1.05 none; ≤ 1.20 the lower streams'
 *   flows × √ratio; above, redesign with the next smaller size); the fan's
 *   flow, SP_out (the given outlet pressure + the discharge segments'
 *   friction, fitting and fixed losses), FSP = SP_out − SP_in − VP_in
 *   (SP_in = −|SP| of the fan inlet segment) and FTP = FSP + VP_out (VP_out
 *   the first discharge segment's VP, or VP_in without one); with
 *   `applyRedesign`, `redesign`: the sizes changed (from → to) and each
 *   junction left out of balance with why; warnings. Or `error` with one
 *   issue naming the row and the cell: a figure the values drive beyond the
 *   numbers a double holds (a flow of 1e200 in a 6 in duct, a velocity whose
 *   VP is 0), or the tree's problems for an input `readSystem` did not make.
 *   Never throws. Near-linear: one pass, each junction's raised streams
 *   designed again, and a few evaluations per redesign step.
 *
 * Source: ACGIH Industrial Ventilation, ch. 9 (design procedure, balance by
 * design at junctions, resultant velocity pressure, fan static pressure).
 *
 * @example One hood, 390 CFM, 4 in, Fh 0.65, 15 ft: VP 1.2452, SPh 2.0545 inH₂O.
 */
export function designSystem(
  input: SystemInput,
  options: { applyRedesign?: boolean } = {},
): { status: 'success'; data: SystemDesign } | { status: 'error'; issues: SystemIssue[] } {
  const built = buildTree(input.segments.map((segment, index) => ({ segment: segment.segment, to: segment.to, row: segment.row, index })));
  if (built.status === 'error') return built;
  const tree = built.data;
  const state = startState(input, tree);
  let pass: SuctionPass;
  let outletStaticPressurePa: number;
  try {
    pass = suctionPass(state, options.applyRedesign === true, everySegment);
    outletStaticPressurePa = evaluateDischarge(state, everySegment);
  } catch (error) {
    if (error instanceof BeyondComputation) return { status: 'error', issues: [overflowIssue(state, error)] };
    throw error;
  }
  const { junctions, stops, log } = pass;
  const inlet = state.results[tree.fanInlet]!;
  const staticPressurePa = outletStaticPressurePa + inlet.staticPressurePa - inlet.velocityPressurePa;
  const outletVelocityPressurePa = tree.discharge.length > 0 ? state.results[tree.discharge[0]!]!.velocityPressurePa : inlet.velocityPressurePa;
  if (!finite(staticPressurePa + outletVelocityPressurePa)) return { status: 'error', issues: [overflowIssue(state, new BeyondComputation(tree.fanInlet, 'pressure', inlet))] };
  const segments = [...tree.order, ...tree.discharge].map((index) => state.results[index]!);
  const df = inlet.gas.conditions.densityFactor.total;
  const unsolved = junctions.filter(({ action }) => action === 'redesign');
  const noSmaller = options.applyRedesign ? [] : noSmallerSizeWarnings(junctions);
  const changes: RedesignChange[] = [...log].flatMap(([index, { junction, fromDiameterM }]) => {
    const toDiameterM = state.results[index]!.diameterM;
    if (toDiameterM === fromDiameterM) return [];
    const segment = input.segments[index]!;
    return [{ segment: segment.segment, row: segment.row, junction: input.segments[junction]!.segment, fromDiameterM, toDiameterM }];
  });
  return {
    status: 'success',
    data: {
      segments,
      junctions,
      fan: {
        flowM3s: inlet.flowM3s,
        standardFlowM3s: standardAirFlowM3s(inlet.flowM3s, df),
        staticPressurePa,
        standardStaticPressurePa: staticPressurePa / df,
        inletGas: inlet.gas,
        outletStaticPressurePa,
        inletVelocityPressurePa: inlet.velocityPressurePa,
        outletVelocityPressurePa,
        totalPressurePa: staticPressurePa + outletVelocityPressurePa,
      },
      balanced: unsolved.length === 0,
      ...(options.applyRedesign ? { redesign: { changes, stops } } : {}),
      warnings: [...givenEntryLossWarnings(input), ...hoodDesignWarnings(input), ...transportWarnings(state), ...ceilingWarnings(input, segments), ...noSmaller],
    },
  };
}

/** What the segments a partial sheet allows give: each one's design by position, the junctions balanced, the warnings. */
export interface UsableDesign {
  /** By segment position in the sheet; `undefined` for a segment not designed. */
  readonly results: readonly (SegmentDesign | undefined)[];
  /** The junctions whose streams could all be designed, from the hoods to the fan. */
  readonly junctions: readonly JunctionDesign[];
  /** The warnings of the segments and junctions designed. */
  readonly warnings: readonly ToolWarning[];
}

/**
 * Designs what a sheet with unusable cells allows, by the same pass as
 * `designSystem`: the segments `designable` names (the caller decides, see
 * `designSystemPartly`), each junction whose streams are all among them,
 * and no fan duty. Each segment and junction is computed by the very steps
 * the full design takes up to the first junction downstream of it that is
 * not balanced here; a junction further down may still raise its flow.
 *
 * @param input The sheet's rows read into SI (rows not designable are never read here).
 * @param tree Its checked tree.
 * @param designable By segment position: a suction segment only with every
 *   segment upstream of it; a discharge segment only with the whole
 *   suction side and every segment from it to the outlet.
 * @returns `success` with the results by position, the junctions and the
 *   warnings; or `error` with one issue, as `designSystem`, for a figure
 *   beyond the numbers a double holds. Never throws; near-linear.
 *
 * Source: ACGIH Industrial Ventilation, ch. 9 (as `designSystem`).
 */
export function designUsable(
  input: SystemInput,
  tree: SystemTree,
  designable: readonly boolean[],
): { status: 'success'; data: UsableDesign } | { status: 'error'; issues: SystemIssue[] } {
  const state = startState(input, tree);
  const isDesignable: Designable = (index) => designable[index] === true;
  let pass: SuctionPass;
  try {
    pass = suctionPass(state, false, isDesignable);
    if (isDesignable(tree.fanInlet)) evaluateDischarge(state, isDesignable);
  } catch (error) {
    if (error instanceof BeyondComputation) return { status: 'error', issues: [overflowIssue(state, error)] };
    throw error;
  }
  const results = input.segments.map((_, index) => state.results[index]);
  const segments = [...tree.order, ...tree.discharge].flatMap((index) => state.results[index] ?? []);
  return {
    status: 'success',
    data: { results, junctions: pass.junctions, warnings: [...givenEntryLossWarnings(input), ...hoodDesignWarnings(input), ...transportWarnings(state), ...ceilingWarnings(input, segments), ...noSmallerSizeWarnings(pass.junctions)] },
  };
}
