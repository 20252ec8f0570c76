/**
 * The fan curve as a CSV file, `flow,pressure[,efficiency][,power]`, with
 * numbers in the unit system's units (CFM, inH₂O, %, hp or m³/h, Pa, %, kW):
 * imported on the page and by `duct-calc fan --fan-curve`, exported by the
 * page. RFC 4180 parsing is papaparse's.
 */
import * as Papa from 'papaparse';
import { CURVE_COLUMNS, EMPTY_CURVE_ROW, type CurveColumn, type CurveRow } from './fields.ts';

const isColumn = (name: string): name is CurveColumn => (CURVE_COLUMNS as readonly string[]).includes(name);

/**
 * Reads a curve file.
 *
 * @param text The file's text: a header row naming the columns (any order,
 *   any case; flow and pressure required), then one row per point.
 * @returns The rows as typed (cells trimmed; blank lines skipped), or one
 *   line naming what is wrong: a missing, unknown or repeated column, or a
 *   row with more cells than the header. Never throws.
 */
export function parseCurveCsv(text: string): { status: 'success'; rows: CurveRow[] } | { status: 'error'; message: string } {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  const [header, ...records] = parsed.data;
  if (header === undefined) return { status: 'error', message: 'The fan curve file is empty: give a header row flow,pressure[,efficiency][,power]' };
  const names = header.map((name) => name.trim().toLowerCase());
  const unknown = names.find((name) => !isColumn(name));
  if (unknown !== undefined) {
    return { status: 'error', message: `The fan curve file has an unknown column "${unknown}": the columns are flow,pressure[,efficiency][,power]` };
  }
  const repeated = names.find((name, index) => names.indexOf(name) !== index);
  if (repeated !== undefined) return { status: 'error', message: `The fan curve file has the column "${repeated}" twice` };
  for (const needed of ['flow', 'pressure'] as const) {
    if (!names.includes(needed)) return { status: 'error', message: `The fan curve file has no "${needed}" column: the columns are flow,pressure[,efficiency][,power]` };
  }
  const rows: CurveRow[] = [];
  for (const [index, record] of records.entries()) {
    if (record.length > names.length) {
      return { status: 'error', message: `The fan curve file's row ${index + 2} has ${record.length} cells, but the header names ${names.length} columns` };
    }
    const row: Record<CurveColumn, string> = { ...EMPTY_CURVE_ROW };
    names.forEach((name, column) => {
      row[name as CurveColumn] = (record[column] ?? '').trim();
    });
    rows.push(row);
  }
  return { status: 'success', rows };
}

/**
 * Writes a curve file.
 *
 * @param rows The rows as typed; blank rows are left out.
 * @returns CSV text with a header of flow, pressure and each optional column
 *   that has a value in some row, one line per row, ending with a line break.
 */
export function formatCurveCsv(rows: readonly CurveRow[]): string {
  const filled = rows.filter((row) => CURVE_COLUMNS.some((column) => row[column].trim() !== ''));
  const columns = CURVE_COLUMNS.filter(
    (column) => column === 'flow' || column === 'pressure' || filled.some((row) => row[column].trim() !== ''),
  );
  return `${Papa.unparse({ fields: [...columns], data: filled.map((row) => columns.map((column) => row[column].trim())) }, { newline: '\n' })}\n`;
}
