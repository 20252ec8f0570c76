/**
 * The edits an engineer makes to a system sheet on the page: a cell, a new
 * hood, a new branch duct, a join, a deletion, a row moved up or down. Pure functions over the sheet
 * as typed (texts only), so a half-typed value is never lost or rounded; the
 * core reads the result into SI afterwards.
 */
import type { SegmentRow, SheetColumn, SystemSheet } from '../../core/exhaust-system/sheet.ts';
import { isReservedId } from '../../core/exhaust-system/tree.ts';

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
export function nextSegmentId(sheet: SystemSheet): string {
  const used = new Set(sheet.segments.map((row) => (row.segment ?? '').trim().toLowerCase()));
  for (let index = 0; ; index += 1) {
    const id = letterId(index);
    if (!used.has(id.toLowerCase()) && !isReservedId(id)) return id;
  }
}

/** The id of a row as typed, trimmed ('' when blank). */
export const rowId = (row: SegmentRow): string => (row.segment ?? '').trim();

const withSegments = (sheet: SystemSheet, segments: readonly SegmentRow[]): SystemSheet => ({ ...sheet, segments });

/**
 * Sets one cell to the text as typed; a blank text removes the cell (blank
 * and absent mean the same in the sheet). Renaming a segment (`segment`)
 * renames it in every `to` that named it, so the tree stays joined.
 *
 * @param sheet The sheet.
 * @param row The row's index (0-based); an index outside the sheet changes nothing.
 * @param column The column.
 * @param text As typed.
 */
export function setCell(sheet: SystemSheet, row: number, column: SheetColumn, text: string): SystemSheet {
  const current = sheet.segments[row];
  if (current === undefined) return sheet;
  const renamedFrom = column === 'segment' ? rowId(current) : '';
  const renamedTo = text.trim();
  return withSegments(
    sheet,
    sheet.segments.map((segment, index) => {
      if (index === row) return cellSet(segment, column, text);
      const follows = renamedFrom !== '' && renamedTo !== '' && (segment.to ?? '').trim() === renamedFrom;
      return follows ? cellSet(segment, 'to', renamedTo) : segment;
    }),
  );
}

function cellSet(row: SegmentRow, column: SheetColumn, text: string): SegmentRow {
  const next = { ...row };
  if (text.trim() === '') delete next[column];
  else next[column] = text;
  return next;
}

/** What a new hood starts with: a flanged opening's entry loss and a typical run. */
const NEW_HOOD = {
  metric: { flow: '0.25', length: '3', hood_entry_loss: '0.5', entry_loss: '0.18', min_velocity: '18' },
  imperial: { flow: '500', length: '10', hood_entry_loss: '0.5', entry_loss: '0.18', min_velocity: '3500' },
} as const;

/**
 * Adds a hood segment that flows into `to`, with a typical flow, run and
 * losses for the user to overwrite (flanged hood Fh = 0.5; 30° branch entry
 * 0.18 VP, ACGIH *Industrial Ventilation*, ch. 9).
 *
 * @param sheet The sheet.
 * @param to The segment it joins, or `fan`.
 */
export function addHood(sheet: SystemSheet, to: string): SystemSheet {
  const hood: SegmentRow = { segment: nextSegmentId(sheet), to, ...NEW_HOOD[sheet.units] };
  return withSegments(sheet, [...sheet.segments, hood]);
}

/**
 * Adds a branch duct (a segment with no flow of its own) downstream of the
 * segment in `row`: it takes over that segment's `to`, and the segment now
 * flows into it. Other hoods can then join the new branch. It is sized
 * from the upstream segment's minimum velocity (or a typical 3500 ft/min,
 * 18 m/s) and starts with a typical run.
 *
 * @param sheet The sheet.
 * @param row The index of the segment the branch continues; outside the sheet, nothing changes.
 */
export function addBranch(sheet: SystemSheet, row: number): SystemSheet {
  const upstream = sheet.segments[row];
  if (upstream === undefined) return sheet;
  const id = nextSegmentId(sheet);
  const branch: SegmentRow = {
    segment: id,
    to: upstream.to ?? FAN,
    min_velocity: upstream.min_velocity ?? NEW_HOOD[sheet.units].min_velocity,
    length: NEW_HOOD[sheet.units].length,
  };
  const segments = sheet.segments.map((segment, index) => (index === row ? cellSet(segment, 'to', id) : segment));
  return withSegments(sheet, [...segments.slice(0, row + 1), branch, ...segments.slice(row + 1)]);
}

/**
 * Deletes the segment in `row`. Segments that flowed into it now flow where
 * it flowed, so no hood is cut off from the fan.
 *
 * @param sheet The sheet.
 * @param row The index of the segment; outside the sheet, nothing changes.
 */
export function deleteSegment(sheet: SystemSheet, row: number): SystemSheet {
  const removed = sheet.segments[row];
  if (removed === undefined) return sheet;
  const id = rowId(removed);
  const downstream = removed.to ?? '';
  return withSegments(
    sheet,
    sheet.segments
      .filter((_, index) => index !== row)
      .map((segment) => (id !== '' && (segment.to ?? '').trim() === id ? cellSet(segment, 'to', downstream) : segment)),
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
export function moveSegment(sheet: SystemSheet, row: number, by: -1 | 1): SystemSheet {
  const target = row + by;
  if (sheet.segments[row] === undefined || sheet.segments[target] === undefined) return sheet;
  const segments = [...sheet.segments];
  [segments[row], segments[target]] = [segments[target]!, segments[row]!];
  return withSegments(sheet, segments);
}
