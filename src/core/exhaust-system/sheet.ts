/**
 * The exhaust system as the engineer gives it: one row of texts per segment,
 * as typed on the page or read from a CSV or JSON file. Texts are kept as
 * given, so that saving, exporting and re-reading a system never loses or
 * rounds a value; the core reads them into SI with `readSystem`.
 *
 * Columns (ACGIH *Industrial Ventilation*, ch. 9 calculation sheet, one row
 * per segment; bare numbers in the sheet's unit system):
 * - `segment`: unique id, e.g. `A`, `grinder-1`;
 * - `to`: the id of the segment it flows into, or `fan`;
 * - `flow`: a hood's design airflow (segments nothing flows into), actual at
 *   its gas temperature; blank for mains;
 * - `temperature`: a hood's own gas temperature (blank: the system's); mains
 *   carry the mixture of their streams;
 * - `min_velocity`: minimum transport velocity, or `transport` with an ACGIH class id;
 * - `diameter`: blank to size automatically from the standard series;
 * - `length`: straight duct;
 * - `material`: the duct's material (blank: galvanized), for its ACGIH
 *   friction coefficients and its Colebrook roughness;
 * - `hood_type`: a hood type of `core/hood/hood-types.ts` (its Fh), hoods only;
 * - `hood_entry_loss`: Fh in VP, hoods only; wins over `hood_type`. A hood
 *   needs one of the two;
 * - `slot_loss`, `slot_velocity`, `slot_area`: a slot hood's slot loss
 *   coefficient Fs (blank: 1.78) and its slot velocity or slot area (one of
 *   the two); all blank for a hood without a slot;
 * - `elbows` (a number of 90° elbows, or by angle: `2x90, 1x45`), `elbow_loss`
 *   (VP per 90° elbow; default from `elbow_rd`), `elbow_rd`;
 * - `entry_loss`: VP where the segment joins its `to`;
 * - `fittings`: named fittings (`weather-cap`, `stackhead`), each its loss in VP;
 * - `other_loss`: a fixed pressure loss, e.g. the collector;
 * - `hood`: the hood's design, as the hood design page links it
 *   (`/hood-design?type=…&units=…`; the query alone or a full URL also
 *   read), hoods only: its blank `flow`, `temperature`, `min_velocity`,
 *   `hood_type`/`hood_entry_loss` and slot cells come from the design
 *   (`hood-link.ts`); a cell given wins.
 */
import type { DustHazardTexts } from './dust-hazard.ts';
import type { UnitSystem } from '../report/figure.ts';
import type { ConditionSystems, ConditionTexts } from './conditions.ts';

/** The sheet's columns, in the order the page and a CSV export show them. */
export const SHEET_COLUMNS = [
  'segment',
  'to',
  'flow',
  'temperature',
  'min_velocity',
  'diameter',
  'length',
  'material',
  'hood_type',
  'hood_entry_loss',
  'slot_loss',
  'slot_velocity',
  'slot_area',
  'elbows',
  'elbow_loss',
  'elbow_rd',
  'entry_loss',
  'fittings',
  'other_loss',
  // Last, as added last (issue 20): the other columns keep their places in a CSV.
  'hood',
] as const;

export type SheetColumn = (typeof SHEET_COLUMNS)[number];

/**
 * The most segments a sheet holds: a plant's system has hundreds; at this
 * size a design takes about a second and its report tens of MB, while a
 * sheet of millions would exhaust memory before it said anything.
 */
export const MAX_SEGMENTS = 100_000;

/**
 * The row of a segment as a spreadsheet shows the sheet: the header is row
 * 1, so segment i (0-based) is on row i + 2. Messages, the page and the CLI
 * name rows this way; a CSV file's own row (blank lines counted) is passed
 * to `readSystem` instead.
 */
export const sheetRow = (index: number): number => index + 2;

/** One segment as typed: a text per column; an absent column is blank. */
export type SegmentRow = Readonly<Partial<Record<SheetColumn, string>>>;

/** The unit system each cell of a row was typed in, by column; a column absent is in the sheet's `units`. */
export type CellSystems = Readonly<Partial<Record<SheetColumn, UnitSystem>>>;

/**
 * Where a sheet's bare numbers were typed in another unit system than the
 * sheet's own: a page keeps each cell as typed with the system shown at the
 * time, so that a unit switch only changes what is shown (issue 18).
 */
export interface SheetTypedIn {
  /** By segment position, as the sheet's `segments`. */
  readonly segments?: readonly (CellSystems | undefined)[];
  readonly outletPressure?: UnitSystem;
  readonly conditions?: ConditionSystems;
}

/** The friction method of every segment: the ACGIH equation (default) or Colebrook. */
export type SystemFrictionMethod = 'acgih' | 'colebrook';

/** A whole system as saved, exported as JSON and read back (validated with valibot on the way in). */
export interface SystemSheet {
  /** Format version, for later migrations. */
  readonly version: 1;
  readonly units: UnitSystem;
  readonly friction: SystemFrictionMethod;
  /** The fan's outlet side (stack, outlet losses) as typed, in the unit system's pressure unit; blank is 0. */
  readonly outletPressure: string;
  /**
   * The gas conditions of the whole system as typed (temperature, altitude or
   * barometric pressure, moisture % by volume); absent or blank: standard
   * air. Absent from sheets saved before issue 19, which read as before.
   */
  readonly conditions?: ConditionTexts;
  /**
   * The system's dust as typed: an explosion table id, the dust's tested KSt
   * (bar·m/s) and the dust loading in the ducts (bare: g/m³, or gr/ft³ in
   * imperial), for the combustible-dust and MEC warnings (dust-hazard.ts);
   * absent from sheets saved before issue 21.
   */
  readonly dust?: SheetDust;
  readonly segments: readonly SegmentRow[];
}

/** The system's dust as the sheet keeps it: the dust, KSt and loading as typed. */
export type SheetDust = DustHazardTexts;

/** The unit system the dust's texts were typed in, where not the sheet's (only the loading's unit changes with it). */
export type DustSystems = Readonly<Partial<Record<keyof SheetDust, UnitSystem>>>;
