/**
 * What the ACGIH velocity-pressure method gives for a system: per segment,
 * per junction and at the fan. SI inside (m³/s, m, m/s, Pa). Static pressures
 * are magnitudes (suction side), as the ACGIH sheet writes them.
 */
import type { ToolWarning } from '../report/warning.ts';
import type { SegmentGas } from './gas.ts';

/** One segment after design and balancing. */
export interface SegmentDesign {
  readonly segment: string;
  /** The segment it flows into, `fan`, or `outlet`. */
  readonly to: string;
  /** `suction`: from the hoods to the fan; `discharge`: from the fan to the outlet, at the fan's flow. */
  readonly side: 'suction' | 'discharge';
  /** Actual airflow at the segment's own gas, after junction corrections (a hood's may rise to balance). */
  readonly flowM3s: number;
  /** The segment's gas: a hood's (its own temperature or the system's), a main's the mixture of its streams. */
  readonly gas: SegmentGas;
  readonly diameterM: number;
  /** Whether the diameter was chosen from the standard series (not given). */
  readonly autoSized: boolean;
  readonly velocityMps: number;
  readonly velocityPressurePa: number;
  /** Hood static pressure SPh = Fs·VPs + (1 + Fh)·VP (the slot term for a slot hood only), hoods only. */
  readonly hoodStaticPressurePa?: number;
  /** A slot hood's slot velocity Vs = Q/As, its velocity pressure VPs and its slot loss Fs·VPs. */
  readonly slot?: { readonly velocityMps: number; readonly velocityPressurePa: number; readonly lossPa: number };
  readonly frictionLossPa: number;
  /** Elbows and entries, Σ coefficients × VP. */
  readonly fittingLossPa: number;
  /** Fixed losses given in pressure units (a collector). */
  readonly otherLossPa: number;
  /** Main only: VP − VPr when the main's VP exceeds the resultant VP of the merging streams. */
  readonly accelerationLossPa: number;
  /**
   * |SP| at the segment's end nearest the fan: its downstream end on the
   * suction side (cumulative from the hood), its upstream end on the
   * discharge side (the outlet pressure plus every loss from there to the outlet).
   */
  readonly staticPressurePa: number;
}

/** What a junction needed. */
export type JunctionAction = 'none' | 'increase-flow' | 'redesign';

/** One junction: where two or more segments flow into one. */
export interface JunctionDesign {
  /** The downstream segment they flow into. */
  readonly at: string;
  /** The stream with the larger |SP|. */
  readonly governing: string;
  /** SP_gov / SP_low (the largest over the merging streams). */
  readonly ratio: number;
  readonly action: JunctionAction;
  /** Flows raised by Q·√(SP_gov/SP_low) (ratio ≤ 1.20). */
  readonly corrected: readonly { readonly segment: string; readonly flowM3s: number }[];
  /**
   * For `redesign`: the stream to redesign and the next smaller standard size,
   * if any is left and it helps. When the redesign loop found that this size
   * turns the junction the other way (the stream then governs by more than
   * 1.20), no size is suggested and `overshootDiameterM` names the one ruled out.
   */
  readonly redesign?: { readonly segment: string; readonly suggestedDiameterM?: number; readonly overshootDiameterM?: number };
}

/** The fan's duty: pressures and flow at actual conditions (the fan inlet's gas), and the standard-air figures a catalogue is read at. */
export interface FanDuty {
  /** Actual airflow at the fan inlet. */
  readonly flowM3s: number;
  /** The same mass flow at standard air: Q·df (SCFM = ACFM·df). */
  readonly standardFlowM3s: number;
  /** FSP = SP_out − SP_in − VP_in (ACGIH), at actual conditions. */
  readonly staticPressurePa: number;
  /** The catalogue's FSP at standard air (0.075 lb/ft³): FSP/df. */
  readonly standardStaticPressurePa: number;
  /** The gas at the fan inlet: temperature (mixed), density and df. */
  readonly inletGas: SegmentGas;
  /** SP_out: the given outlet pressure plus the discharge segments' losses. */
  readonly outletStaticPressurePa: number;
  readonly inletVelocityPressurePa: number;
  /** VP at the fan outlet: the first discharge segment's; VP_in when there is none. */
  readonly outletVelocityPressurePa: number;
  /** FTP = (SP_out + VP_out) − (SP_in + VP_in) = FSP + VP_out. */
  readonly totalPressurePa: number;
}

/** A size the redesign loop changed: a stream that needed more resistance at a junction. */
export interface RedesignChange {
  readonly segment: string;
  /** Its sheet row (the header is row 1). */
  readonly row: number;
  /** The junction (its main's id) the new size balances. */
  readonly junction: string;
  /** Its diameter before the loop, given or sized, m. */
  readonly fromDiameterM: number;
  /** The standard size the loop left it at, m. */
  readonly toDiameterM: number;
}

/** A junction the redesign loop left out of balance, and why it stopped there. */
export interface RedesignStop {
  /** The junction (its main's id). */
  readonly junction: string;
  /** The stream that still needs more resistance. */
  readonly segment: string;
  readonly row: number;
  /**
   * `smallest-size`: the segment already has the smallest standard size
   * (`diameterM`); `overshoot`: its next smaller size (`diameterM`) turns the
   * junction the other way (it then governs by more than 1.20), so no
   * standard size balances it.
   */
  readonly reason: 'smallest-size' | 'overshoot';
  readonly diameterM: number;
}

/** What `applyRedesign` did: every size it changed and every junction it could not balance. */
export interface RedesignReport {
  /** In the order the loop first changed them (from the hoods toward the fan). */
  readonly changes: readonly RedesignChange[];
  /** Empty when every junction holds. */
  readonly stops: readonly RedesignStop[];
}

/** The designed system. */
export interface SystemDesign {
  /** In order from the hoods to the fan (each segment after everything that flows into it), then the discharge side from the fan to the outlet. */
  readonly segments: readonly SegmentDesign[];
  readonly junctions: readonly JunctionDesign[];
  readonly fan: FanDuty;
  /** True when no junction still needs a redesign (the CLI exits 1 otherwise). */
  readonly balanced: boolean;
  /** Only when the redesign was applied: what it changed, and where and why it stopped. */
  readonly redesign?: RedesignReport;
  readonly warnings: readonly ToolWarning[];
}

/** Why a sheet cannot be designed: one line naming the segment (and column) and the value. */
export interface SystemIssue {
  /** The segment id as typed; absent when the row has none. */
  readonly segment?: string;
  /** The row as a spreadsheet shows the sheet or its file (the header is row 1), for messages. */
  readonly row?: number;
  /** The segment's position in the sheet (0-based), for a page that marks the cell. */
  readonly index?: number;
  readonly column?: string;
  readonly message: string;
}

/** A segment a partial design leaves out, and the cells it waits for. */
export interface WithheldSegment {
  readonly segment: string;
  readonly row: number;
  readonly side: 'suction' | 'discharge';
  /** Why, naming the first cell it waits for: `waits for the flow of hood A (row 2)` (`… and 2 other problems`). */
  readonly waitsFor: string;
}

/** A junction a partial design does not balance (a stream meeting there is withheld), and the cells it waits for. */
export interface WithheldJunction {
  /** The main the streams flow into. */
  readonly at: string;
  /** Why, as `WithheldSegment.waitsFor`. */
  readonly waitsFor: string;
}

/**
 * What a sheet with unusable cells allows (issue 18, partial results): every
 * segment whose cells and whose whole upstream can be used, designed by the
 * very steps of the full design; every junction whose streams are all
 * designed; never the fan's duty; and, for each problem, what it holds back.
 */
export interface PartialDesign {
  /** The segments designed, in the full design's order (hoods to fan, then the discharge run). */
  readonly segments: readonly SegmentDesign[];
  /** The junctions balanced (every stream meeting there designed), from the hoods to the fan. */
  readonly junctions: readonly JunctionDesign[];
  /**
   * The designed segments a withheld junction downstream may still change:
   * balancing it may raise their stream's flow (by up to √1.20, 9.5 %), and
   * every figure with it. `junction` is the first such junction on the way to the fan.
   */
  readonly provisional: readonly { readonly segment: string; readonly junction: string }[];
  /** One sentence per withheld junction that designed streams flow into: which, and by how much balancing it may raise them. */
  readonly provisionalNotes: readonly string[];
  /** The segments left out, in the full design's order. */
  readonly withheldSegments: readonly WithheldSegment[];
  /** The junctions left out, from the hoods to the fan. */
  readonly withheldJunctions: readonly WithheldJunction[];
  /** Why the fan's duty is left out (every problem holds it back): `waits for …`. */
  readonly fanWaitsFor: string;
  /**
   * One line per cell that cannot be used (at most 50, the rest counted):
   * what giving or correcting it would design (`Give the flow of hood A
   * (row 2) to design A, C and E, the junctions at C and E, and the fan duty.`).
   */
  readonly holdBack: readonly string[];
  /** The warnings of what is designed. */
  readonly warnings: readonly ToolWarning[];
}
