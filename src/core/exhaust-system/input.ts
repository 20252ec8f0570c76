/**
 * A system read from its sheet: numbers in SI, the tree checked (one fan,
 * every `to` known, no cycle, every hood with a flow). What `designSystem`
 * takes; `readSystem` makes it from a `SystemSheet`.
 */
import type { GasConditionsInput } from '../air/gas-conditions.ts';
import type { SeriesId } from '../duct-size/standard-sizes.ts';
import type { MaterialId } from '../friction/roughness.ts';
import type { HoodTypeId } from '../hood/hood-types.ts';
import type { UnitSystem } from '../report/figure.ts';
import type { ToolWarning } from '../report/warning.ts';
import type { SystemFrictionMethod } from './sheet.ts';

/** What a row takes from its hood design, SI (m³/s, K, m/s; Fh and Fs in VP). */
export interface HoodDesignCells {
  /** The design's link as the page opens it: `/hood-design?…&units=…`. */
  readonly path: string;
  /** Q, actual at the design's gas. */
  readonly flowM3s: number;
  /** The design's gas temperature, when it gives one (else it is standard air's). */
  readonly temperatureK?: number;
  /** The branch's minimum transport velocity, when the design has one (given or from the dust's class). */
  readonly minVelocityMps?: number;
  /** Fh, VP of the duct. */
  readonly entryLoss: number;
  /** The take-off whose Fh the design uses, when it uses one. */
  readonly hoodType?: HoodTypeId;
  /** A slot hood's slot velocity and slot loss Fs. */
  readonly slot?: { readonly velocityMps: number; readonly loss: number };
  /** The design's gas (absent parts: standard air). */
  readonly gas: GasConditionsInput;
  /** The design's own warnings, and the parts of the link it ignored. */
  readonly warnings: readonly ToolWarning[];
}

/** The columns a hood design fills, and the `hood_type` whose Fh a given type sets. */
export type HoodFilledColumn = 'flow' | 'temperature' | 'min_velocity' | 'hood_entry_loss' | 'hood_type' | 'slot_loss' | 'slot_velocity' | 'slot_area';

/** A cell given that differs from its hood design's value (beyond `differsFromDesign`'s tolerance), SI. */
export interface HoodOverride {
  readonly column: HoodFilledColumn;
  readonly givenSi: number;
  readonly designSi: number;
}

/** A hood row's design, as `readSystem` keeps it for the system's warnings. */
export interface HoodDesignUse {
  readonly cells: HoodDesignCells;
  /** The cells given that differ from the design, in the sheet's column order. */
  readonly overrides: readonly HoodOverride[];
}

/** One segment in SI. */
export interface SegmentInput {
  readonly segment: string;
  /** The segment it flows into, or `fan`. */
  readonly to: string;
  /** The sheet row (1-based), for messages. */
  readonly row: number;
  /** A hood's design airflow, m³/s; absent for a main (something flows into it). */
  readonly flowM3s?: number;
  /** The minimum transport velocity, m/s; absent when the diameter is given and no minimum is. */
  readonly minVelocityMps?: number;
  /** The diameter as given, m; absent to size it from the standard series. */
  readonly diameterM?: number;
  /** Straight duct, m. */
  readonly lengthM: number;
  /** The duct's material: its ACGIH friction coefficients and its Colebrook roughness (galvanized when blank). */
  readonly material: MaterialId;
  /** Hood entry loss coefficient Fh, VP: given, or the hood type's (hoods only; 0 for a main). */
  readonly hoodEntryLoss: number;
  /** The hood type named, when the sheet gives one (its Fh is `hoodEntryLoss` unless that was given). */
  readonly hoodType?: HoodTypeId;
  /**
   * A slot hood's slot: its open area (m², given, or the design flow over the
   * given slot velocity, so the slot velocity follows the flow when a
   * junction raises it) and its slot loss coefficient Fs (VP at the slot).
   * Absent for a hood without a slot.
   */
  readonly slot?: { readonly areaM2: number; readonly loss: number };
  /** Elbows in 90° equivalents: 90° counts 1, 60° 2/3, 45° 1/2, 30° 1/3 (ACGIH). */
  readonly elbows: number;
  /** Loss of one 90° elbow, VP (given, or from R/D). */
  readonly elbowLoss: number;
  /** Loss where the segment joins its `to`, VP (given, or from the entry angle). */
  readonly entryLoss: number;
  /** The sum of the `fittings` cell's losses (blast gates, weather cap, …), VP of the segment. */
  readonly fittingsLoss: number;
  /** Fixed losses (a collector's ΔP), Pa. */
  readonly otherLossPa: number;
  /** A hood's own gas temperature, K (its flow is actual at it); absent: the system's. */
  readonly temperatureK?: number;
  /** The hood design its `hood` cell names (hoods only), for the system's warnings. */
  readonly hoodDesign?: HoodDesignUse;
}

/** A validated system. */
export interface SystemInput {
  /** The units of the design's messages; picks the standard series when `series` is absent (US spiral for imperial, EN 1506 for metric). */
  readonly units: UnitSystem;
  /** The standard series of auto-sized and redesigned diameters, when not the units' (a page showing a sheet in the other system). */
  readonly series?: SeriesId;
  readonly friction: SystemFrictionMethod;
  /**
   * The gas conditions of the whole system (temperature K of every hood
   * without its own, barometric pressure Pa, moisture); absent parts are
   * standard air's, and with none df = 1 exactly.
   */
  readonly conditions?: GasConditionsInput;
  /**
   * The given part of SP_out, Pa: the static pressure at the outlet end of the
   * discharge run (e.g. a stack cap's loss), or all of SP_out when the sheet
   * has no discharge segments.
   */
  readonly outletPressurePa: number;
  /** In sheet order. */
  readonly segments: readonly SegmentInput[];
}

/** A cell of the sheet that cannot be used: blank where a value is needed, or typed and refused. */
export interface CellProblem {
  /** The segment's position in the sheet (0-based); absent for the outlet pressure. */
  readonly index?: number;
  /** The column (`flow`, `length`, …), or `outletPressure`. */
  readonly column: string;
  /** Whether the cell is blank (a value is needed), rather than typed and refused. */
  readonly blank: boolean;
}

/**
 * A sheet whose tree holds (every segment reaches the fan, each id once) but
 * some of whose cells cannot be used: what `designSystemPartly` designs from.
 */
export interface PartialInput {
  /**
   * Every row read as far as it can be: a row with a problem holds its
   * usable cells and defaults for the rest, so it must not be designed.
   */
  readonly input: SystemInput;
  /** Each cell that cannot be used, once, in the order of the sheet's problems. */
  readonly problems: readonly CellProblem[];
}
