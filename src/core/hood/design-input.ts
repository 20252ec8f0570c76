/**
 * A hood design in numbers: what `read.ts` makes of the texts (SI: m, m²,
 * m/s, m³/s, K, Pa) and what `designHood` (design.ts) returns. The page, its
 * link, `duct-calc hood` and the exhaust system's `hood` column share them.
 */
import type { Moisture } from '../air/gas-conditions.ts';
import type { TransportClassId } from '../duct/transport-velocity.ts';
import type { SeriesId } from '../duct-size/standard-sizes.ts';
import type { ToolWarning } from '../report/warning.ts';
import type { HoodTypeId } from './hood-types.ts';
import type { HoodDesignTypeId } from './fields.ts';

/**
 * How the design sets its flow, one of three:
 * - `capture`: the capture velocity V wanted at the distance X (the design method);
 * - `face`: a face (or opening, or table) velocity over the hood's face area;
 * - `flow`: a flow given, as for a hood already built; its capture velocity at X is reported.
 */
export type FlowBasis =
  | { readonly by: 'capture'; readonly captureVelocityMps: number; readonly distanceM: number }
  | { readonly by: 'face'; readonly faceVelocityMps: number; readonly distanceM?: number }
  | { readonly by: 'flow'; readonly flowM3s: number; readonly distanceM?: number };

/**
 * The hood's own size, by its type: an opening's diameter or width × length;
 * a slot's width × length; a booth's width × height; an enclosure's or a
 * custom hood's open area; a canopy's source (diameter, or width × length)
 * with the distance X as its height above the source; a downdraft table's
 * width × length.
 */
export interface HoodGeometry {
  readonly diameterM?: number;
  readonly widthM?: number;
  readonly lengthM?: number;
  readonly heightM?: number;
  readonly openAreaM2?: number;
}

/** Where the hood's entry loss comes from: its take-off's (a `hood-types.ts` id), or an Fh or a Ce given. */
export type EntryLossBasis =
  | { readonly by: 'take-off'; readonly takeOff: HoodTypeId }
  | { readonly by: 'entry-loss'; readonly entryLoss: number }
  | { readonly by: 'coefficient-of-entry'; readonly coefficientOfEntry: number };

/** The branch duct: a diameter given, or one sized from the minimum transport velocity (given, or from the dust's class). */
export interface BranchInput {
  readonly ductDiameterM?: number;
  readonly minVelocityMps?: number;
  readonly transport?: TransportClassId;
  /**
   * The standard sizes to size from, and the column of the ACGIH transport
   * table a class is read in (the series' unit system). `en-1506` when
   * absent; a reader passes `defaultSeriesFor(system)`.
   */
  readonly series?: SeriesId;
}

/** One hood to design or check. */
export interface HoodDesignInput {
  readonly type: HoodDesignTypeId;
  /** A custom hood's name, as the user gave it. */
  readonly name?: string;
  readonly geometry: HoodGeometry;
  /** Absent for `hot-canopy`, whose flow comes from the source's heat. */
  readonly flowBasis?: FlowBasis;
  /** `hot-canopy` only: the source's surface temperature and the ambient air's, K. */
  readonly hotSource?: { readonly sourceTemperatureK: number; readonly ambientTemperatureK: number; readonly heightM: number };
  readonly entryLoss: EntryLossBasis;
  /** A slot's loss coefficient Fs, in VP at the slot (1.78 when absent). */
  readonly slotLoss?: number;
  /** Room cross-draft, m/s: a warning when it reaches the capture velocity. */
  readonly crossDraftMps?: number;
  readonly branch: BranchInput;
  /** The exhausted gas (the hood's flow is actual at these): absent parts are standard air's. */
  readonly gas: { readonly temperatureK?: number; readonly pressurePa?: number; readonly moisture?: Moisture };
  /** A measured hood static pressure SPh, Pa (positive, the suction's size), for the commissioning check. */
  readonly measuredStaticPressurePa?: number;
}

/** The commissioning check: the flow a measured SPh gives, and its share of the design flow. */
export interface MeasuredHood {
  readonly measuredStaticPressurePa: number;
  /**
   * The Ce the flow is read with: √(VPd/SPh) of the hood as designed, which
   * is 1/√(1 + Fh) for a simple hood and lower for a slot hood (its slot loss).
   */
  readonly coefficientOfEntry: number;
  /** Actual m³/s, from Q = Ce·A·√(2·SPh/ρ) (ACGIH: Q = 4005·A·Ce·√(SPh/df)). */
  readonly flowM3s: number;
  /** 100·Q_measured/Q_design, %. */
  readonly percentOfDesign: number;
}

/** The branch duct and the pressures in it. */
export interface BranchDesign {
  readonly diameterM: number;
  /** Whether the diameter was sized from the standard series (true) or given (false). */
  readonly sized: boolean;
  /** The series a sized diameter comes from: its largest size that keeps the minimum transport velocity. */
  readonly series?: SeriesId;
  readonly velocityMps: number;
  /** At the gas's actual density, Pa. */
  readonly velocityPressurePa: number;
  /** The minimum transport velocity the branch was held to, m/s, when one was given or named. */
  readonly minVelocityMps?: number;
  /** SPh = VPd·(1 + Fh) (+ Fs·VPs of a slot, + VPs − VPd where the slot's VP exceeds the duct's: one acceleration, to the faster), Pa, positive. */
  readonly hoodStaticPressurePa: number;
  /** The slot's velocity pressure, Pa, for a slot hood. */
  readonly slotVelocityPressurePa?: number;
}

/** A designed hood. */
export interface HoodDesign {
  readonly input: HoodDesignInput;
  /** Q, actual m³/s at the gas conditions. */
  readonly flowM3s: number;
  /** Q at standard air (ACGIH: SCFM = ACFM·df), m³/s. */
  readonly standardFlowM3s: number;
  /** The gas's density factor df and density, kg/m³. */
  readonly densityFactor: number;
  readonly densityKgPerM3: number;
  /** The hood's face (or open, or table) area, m². */
  readonly faceAreaM2: number;
  /** Q/face area, m/s. */
  readonly faceVelocityMps: number;
  /** A slot's velocity Q/(L·W), m/s. */
  readonly slotVelocityMps?: number;
  /** The capture velocity the flow reaches at X, m/s (types with a capture equation, when X is known). */
  readonly captureVelocityAtDistanceMps?: number;
  readonly entryLoss: number;
  readonly coefficientOfEntry: number;
  /** Absent when neither a duct diameter nor a minimum velocity is known: the report says what one would add. */
  readonly branch?: BranchDesign;
  readonly measured?: MeasuredHood;
  /** Validity range left, cross-draft at or above the capture velocity, branch below transport velocity, …. */
  readonly warnings: readonly ToolWarning[];
}
