/**
 * The edits an engineer makes to a system sheet on the page: a cell, a new
 * hood, a new branch duct, a join, a deletion, a row moved up or down. Pure functions over the sheet
 * as typed (texts, and the unit system of each), so a half-typed value is never lost or rounded; the
 * core reads the result into SI afterwards.
 */
import type { SheetColumn } from '../../core/exhaust-system/sheet.ts';
import { isReservedId } from '../../core/exhaust-system/tree.ts';
import type { UnitSystem } from '../../core/report/figure.ts';
import { cellSystem, typedCell, type TypedRow, type TypedSheet } from './typed-sheet.ts';

/** The `to` of a segment that discharges into the fan. */
export const FAN = 'fan';
/** The `to` of the last segment of the fan's discharge side (the stack's top). */
export const OUTLET = 'outlet';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The n-th id of the sequence A, B, …, Z, AA, AB, … (as spreadsheet columns are named). */
function letterId(index: number): string {
  let id = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / LETTERS.length)) id = LETTERS[(n - 1) % LETTERS.length] + id;
  return id;
}

/**
 * The first id of A, B, …, Z, AA, … that no segment of the sheet uses
 * (case-insensitive) and that is not reserved (`FAN`, `OUTLET`).
 */
export function nextSegmentId(sheet: TypedSheet): string {
  const used = new Set(sheet.segments.map((row) => (row.segment ?? '').trim().toLowerCase()));
  for (let index = 0; ; index += 1) {
    const id = letterId(index);
    if (!used.has(id.toLowerCase()) && !isReservedId(id)) return id;
  }
}

/** The id of a row as typed, trimmed ('' when blank). */
export const rowId = (row: TypedRow): string => (row.segment ?? '').trim();

const withSegments = (sheet: TypedSheet, segments: readonly TypedRow[]): TypedSheet => ({ ...sheet, segments });

/** A row with its `to` (an id, no unit) set. */
const joined = (row: TypedRow, to: string): TypedRow => ({ ...row, to });

/**
 * Sets one cell to the text as typed; a blank text removes the cell (blank
 * and absent mean the same in the sheet). Renaming a segment (`segment`)
 * renames it in every `to` that named it, so the tree stays joined.
 *
 * @param sheet The sheet.
 * @param row The row's index (0-based); an index outside the sheet changes nothing.
 * @param column The column.
 * @param text As typed.
 * @param system The unit system it was typed in (the one shown); by default the sheet's own.
 */
export function setCell(sheet: TypedSheet, row: number, column: SheetColumn, text: string, system: UnitSystem = sheet.units): TypedSheet {
  const current = sheet.segments[row];
  if (current === undefined) return sheet;
  const renamedFrom = column === 'segment' ? rowId(current) : '';
  const renamedTo = text.trim();
  return withSegments(
    sheet,
    sheet.segments.map((segment, index) => {
      if (index === row) return typedCell(segment, column, text, system, sheet.units);
      const follows = renamedFrom !== '' && renamedTo !== '' && (segment.to ?? '').trim() === renamedFrom;
      return follows ? joined(segment, renamedTo) : segment;
    }),
  );
}

/**
 * Adds an empty hood segment that flows into `to`: its id and its `to`, and
 * nothing made up; the sheet then says what it needs (its flow, a diameter
 * or a minimum velocity) until the user gives it.
 *
 * @param sheet The sheet.
 * @param to The segment it joins, or `fan`.
 * @returns The sheet with the hood as its last row.
 */
export function addHood(sheet: TypedSheet, to: string): TypedSheet {
  return withSegments(sheet, [...sheet.segments, { segment: nextSegmentId(sheet), to }]);
}

/**
 * Adds a branch duct (a segment with no flow of its own) downstream of the
 * segment in `row`: it takes over that segment's `to`, and the segment now
 * flows into it. Other hoods can then join the new branch. It takes the
 * upstream segment's minimum velocity, as typed, when it has one; its
 * length and anything else are the user's to give.
 *
 * @param sheet The sheet.
 * @param row The index of the segment the branch continues; outside the sheet, nothing changes.
 */
export function addBranch(sheet: TypedSheet, row: number): TypedSheet {
  const upstream = sheet.segments[row];
  if (upstream === undefined) return sheet;
  const id = nextSegmentId(sheet);
  const bare: TypedRow = { segment: id, to: upstream.to ?? FAN };
  const minimum = upstream.min_velocity;
  const branch = minimum === undefined ? bare : typedCell(bare, 'min_velocity', minimum, cellSystem(sheet, upstream, 'min_velocity'), sheet.units);
  const segments = sheet.segments.map((segment, index) => (index === row ? joined(segment, id) : segment));
  return withSegments(sheet, [...segments.slice(0, row + 1), branch, ...segments.slice(row + 1)]);
}

/**
 * Deletes the segment in `row`. Segments that flowed into it now flow where
 * it flowed, so no hood is cut off from the fan.
 *
 * @param sheet The sheet.
 * @param row The index of the segment; outside the sheet, nothing changes.
 */
export function deleteSegment(sheet: TypedSheet, row: number): TypedSheet {
  const removed = sheet.segments[row];
  if (removed === undefined) return sheet;
  const id = rowId(removed);
  const downstream = removed.to ?? '';
  return withSegments(
    sheet,
    sheet.segments
      .filter((_, index) => index !== row)
      .map((segment) => (id !== '' && (segment.to ?? '').trim() === id ? typedCell(segment, 'to', downstream, sheet.units, sheet.units) : segment)),
  );
}

/**
 * Moves the segment in `row` one place up or down the sheet. Only the order
 * of the rows changes (the tree is given by `to`, so the design is the same;
 * the results list segments in the sheet's order, each after what flows into it).
 *
 * @param sheet The sheet.
 * @param row The index of the segment.
 * @param by -1 to move it up, 1 to move it down; past either end, nothing changes.
 */
export function moveSegment(sheet: TypedSheet, row: number, by: -1 | 1): TypedSheet {
  const target = row + by;
  if (sheet.segments[row] === undefined || sheet.segments[target] === undefined) return sheet;
  const segments = [...sheet.segments];
  [segments[row], segments[target]] = [segments[target]!, segments[row]!];
  return withSegments(sheet, segments);
}
