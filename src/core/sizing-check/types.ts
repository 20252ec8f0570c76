/**
 * Types of the sizing-sheet check: one input row as the sheet has it, the
 * check's options, and one report row.
 */
import type { TransportClassId } from '../duct/transport-velocity.ts';
import type { Quantity, UnitSystem } from '../duct/units.ts';

/**
 * A problem with the row's CSV itself, found by the reader:
 * - `extra-cells`: more cells than the header has columns (often an unquoted
 *   comma inside a number, as in `1,200`);
 * - `unclosed-quote`: a quoted field opens on this line and never closes, so
 *   the rest of the file was read as one value (RFC 4180);
 * - `malformed-quote`: text follows a closing quote, as in `"H-1"a`; the
 *   record then runs on to the next quote.
 * `lastLine`, when known and past the row's first line, is the last line of
 * the file that the broken record swallowed.
 */
export type SheetRowDefect =
  | { kind: 'extra-cells'; cells: number; columns: number }
  | { kind: 'unclosed-quote' | 'malformed-quote'; lastLine?: number };

/** One data row, with each value's text exactly as the sheet has it. */
export interface SizingRowInput {
  /** Line of the file on which the row starts; the header is line 1. */
  line: number;
  /** The row's tag, e.g. `H-101`; empty when the sheet has no tag. */
  tag: string;
  /** Cell texts in the sheet's units; empty for a blank cell. */
  airflow: string;
  velocity: string;
  diameter: string;
  /** Problems the CSV reader found in this row. */
  defects?: readonly SheetRowDefect[];
}

/**
 * The velocity limits a row must meet, in the sheet's velocity unit (ft/min
 * or m/s): explicit bounds, a transport class, or both.
 */
export interface VelocityWindow {
  minimum?: number;
  maximum?: number;
  transport?: TransportClassId;
}

/** How the check reads and judges every row. */
export interface SizingCheckOptions {
  /** The sheet's unit system: imperial CFM, ft/min, in; metric m³/s, m/s, m. */
  unitSystem: UnitSystem;
  /** How far, in percent, a given velocity may differ from the one Q and D imply. */
  tolerancePercent: number;
  window: VelocityWindow;
}

/** An error fails the row; a warning does not. */
export interface SizingMessage {
  level: 'error' | 'warning';
  /** The quantity the message is about, or `row` for the row as a whole. */
  field: Quantity | 'row';
  text: string;
}

/**
 * One quantity of a report row, in the sheet's units. `value` is the number
 * as given, or as solved at full precision; `null` when the cell was blank
 * and could not be solved, or did not hold a usable number.
 */
export interface SizingValue {
  value: number | null;
  unit: string;
  source: 'given' | 'solved' | 'blank' | 'invalid';
}

/** The verdict on one row. */
export interface SizingReportRow {
  line: number;
  tag: string;
  status: 'pass' | 'fail';
  messages: SizingMessage[];
  velocity: SizingValue;
  diameter: SizingValue;
  airflow: SizingValue;
}

/** Counts over a whole sheet. `warnings` counts rows with at least one warning. */
export interface SizingSummary {
  rows: number;
  passed: number;
  failed: number;
  warnings: number;
}
