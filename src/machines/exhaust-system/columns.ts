/**
 * How the page names the sheet's columns: a heading, the unit of a bare
 * number in each unit system (from the core's reader, so the page and the
 * CLI agree), and what a blank cell means.
 */
import { SHEET_MEASURES } from '../../core/exhaust-system/read-sheet.ts';
import type { SheetColumn } from '../../core/exhaust-system/sheet.ts';
import type { UnitSystem } from '../../core/report/figure.ts';
import { unitById } from '../../core/units/catalogue.ts';

/** One column of the editable sheet. */
export interface ColumnInfo {
  readonly column: SheetColumn;
  /** The heading and the start of each input's name: `Flow` → "Flow, segment A". */
  readonly label: string;
  /** What a blank cell means, for the heading's note; `undefined` when a value is needed. */
  readonly blank?: string;
}

/** The editable columns, in the sheet's order. */
export const COLUMN_INFO: readonly ColumnInfo[] = [
  { column: 'segment', label: 'Segment' },
  { column: 'to', label: 'Flows into' },
  { column: 'flow', label: 'Flow', blank: 'a main: the sum of what joins it' },
  { column: 'temperature', label: 'Hood temp.', blank: "the system's; a main: the mixture" },
  { column: 'min_velocity', label: 'Min. velocity', blank: 'none (diameter given)' },
  { column: 'diameter', label: 'Diameter', blank: 'sized from the standard series' },
  { column: 'length', label: 'Length', blank: '0' },
  { column: 'material', label: 'Material', blank: 'galvanized' },
  { column: 'hood_type', label: 'Hood type', blank: 'none (a hood then needs its Fh)' },
  { column: 'hood_entry_loss', label: 'Hood entry loss Fh', blank: 'the hood type\'s (a hood needs one of the two)' },
  { column: 'slot_loss', label: 'Slot loss Fs', blank: '1.78 when a slot is given' },
  { column: 'slot_velocity', label: 'Slot velocity', blank: 'no slot (or from the slot area)' },
  { column: 'slot_area', label: 'Slot area', blank: 'no slot (or from the slot velocity)' },
  { column: 'elbows', label: 'Elbows', blank: '0 (a number of 90° elbows, or by angle: 2x90, 1x45)' },
  { column: 'elbow_loss', label: 'Elbow loss', blank: 'from R/D' },
  { column: 'elbow_rd', label: 'Elbow R/D', blank: '2' },
  { column: 'entry_loss', label: 'Entry loss', blank: '0' },
  { column: 'fittings', label: 'Fittings', blank: 'none (weather-cap, stackhead)' },
  { column: 'other_loss', label: 'Other loss', blank: '0' },
  { column: 'hood', label: 'Hood design', blank: 'none (the hood\'s cells as typed); a link /hood-design?… fills its blank flow, temp., min. velocity, Fh and slot' },
];

/** Columns whose values are velocity-pressure coefficients. */
const IN_VP: readonly SheetColumn[] = ['hood_entry_loss', 'slot_loss', 'elbow_loss', 'entry_loss'];

/**
 * The unit of a column's bare numbers, as an engineer writes it (`CFM`,
 * `m³/h`, `inH₂O`), `VP` for a loss coefficient, or `''` for ids, counts and ratios.
 */
export function columnUnit(column: SheetColumn, system: UnitSystem): string {
  if (column in SHEET_MEASURES) return unitById(SHEET_MEASURES[column as keyof typeof SHEET_MEASURES].units[system]).symbol;
  return IN_VP.includes(column) ? 'VP' : '';
}
