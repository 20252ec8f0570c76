/**
 * The header of a sizing sheet: which column holds the tag, the airflow, the
 * velocity and the diameter. Names are matched in any case and order; other
 * columns (notes, branch, …) are allowed and ignored.
 */
import { quoteCellText } from './cell.ts';
import type { SheetRowDefect, SizingRowInput } from './types.ts';
import type { Quantity } from '../duct/units.ts';

/** The quantities in the order a sheet's columns name them: q, v, d. */
export const SHEET_QUANTITIES: readonly Quantity[] = ['airflow', 'velocity', 'diameter'];

/** Accepted header names of each column, lower case. */
export const SHEET_COLUMN_NAMES: Readonly<Record<'tag' | Quantity, readonly string[]>> = {
  tag: ['tag'],
  airflow: ['q', 'airflow'],
  velocity: ['v', 'velocity'],
  diameter: ['d', 'diameter'],
};

/** Where each column is (0-based cell index), and how many columns the header has. */
export interface SheetColumns {
  tag?: number;
  airflow: number;
  velocity: number;
  diameter: number;
  width: number;
}

export type SheetColumnsResult = { status: 'success'; data: SheetColumns } | { status: 'error'; message: string };

const describeNames = (names: readonly string[]) => names.join(' or ');

/**
 * Finds the columns in a header row.
 *
 * @param headerCells The header's cells as the CSV reader gave them.
 * @returns The column positions, or an error naming what is wrong: a needed
 *   column (airflow, velocity, diameter) missing, a column named twice, or
 *   text that is not UTF-8 (a NUL character, as UTF-16 files have).
 */
export function resolveSheetColumns(headerCells: readonly string[]): SheetColumnsResult {
  if (headerCells.some((cell) => cell.includes('\u0000'))) {
    return { status: 'error', message: 'the file is not UTF-8 text (it contains NUL characters; save it as "CSV UTF-8")' };
  }
  const names = headerCells.map((cell) => cell.trim().toLowerCase());
  const found: Partial<Record<'tag' | Quantity, number>> = {};
  for (const column of ['tag', ...SHEET_QUANTITIES] as const) {
    const positions = names.flatMap((name, index) => (SHEET_COLUMN_NAMES[column].includes(name) ? [index] : []));
    if (positions.length > 1) {
      const named = positions.map((index) => `${index + 1} (${quoteCellText(headerCells[index]!.trim())})`);
      return { status: 'error', message: `the header names the ${column} column more than once: columns ${named.join(' and ')}` };
    }
    if (positions.length === 1) found[column] = positions[0];
  }
  const missing = SHEET_QUANTITIES.filter((quantity) => found[quantity] === undefined);
  if (missing.length > 0) {
    const wanted = missing.map((quantity) => `${quantity} (${describeNames(SHEET_COLUMN_NAMES[quantity])})`).join(', ');
    const has = headerCells.map((cell) => quoteCellText(cell.trim())).join(', ');
    return {
      status: 'error',
      message: `the header has no column for ${wanted}; it has ${has}. Expected tag,q,v,d or tag,airflow,velocity,diameter`,
    };
  }
  const { tag, airflow, velocity, diameter } = found as Required<typeof found>;
  return { status: 'success', data: { tag, airflow, velocity, diameter, width: headerCells.length } };
}

/**
 * Picks a data row's cells by the header's columns.
 *
 * @param line The line of the file on which the row starts.
 * @param cells The row's cells. Fewer cells than columns read as blanks
 *   (spreadsheets drop trailing empty cells); more cells than the header has
 *   columns are a defect, even empty ones: the usual cause is an unquoted
 *   comma (as in 1,200) that shifted every later value.
 * @param columns From {@link resolveSheetColumns}.
 * @param defects Problems the CSV reader found in the row, if any.
 * @returns The row for `checkSizingRow`, with the tag trimmed.
 */
export function sizingRowFromCells(
  line: number,
  cells: readonly string[],
  columns: SheetColumns,
  defects: readonly SheetRowDefect[] = [],
): SizingRowInput {
  const allDefects: SheetRowDefect[] =
    cells.length > columns.width ? [{ kind: 'extra-cells', cells: cells.length, columns: columns.width }, ...defects] : [...defects];
  const row: SizingRowInput = {
    line,
    tag: columns.tag === undefined ? '' : (cells[columns.tag] ?? '').trim(),
    airflow: cells[columns.airflow] ?? '',
    velocity: cells[columns.velocity] ?? '',
    diameter: cells[columns.diameter] ?? '',
  };
  if (allDefects.length > 0) row.defects = allDefects;
  return row;
}

/**
 * Tells whether a CSV record is a blank line: no cell holds anything but
 * spaces (this includes `,,,` lines that spreadsheets write for empty rows).
 *
 * @param cells The record's cells.
 * @returns `true` for a blank record, which is skipped but still counted as a line.
 */
export function isBlankRecord(cells: readonly string[]): boolean {
  return cells.every((cell) => cell.trim() === '');
}
