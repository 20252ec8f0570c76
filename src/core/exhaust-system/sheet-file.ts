/**
 * A system sheet as a file: CSV (one row per segment, the sheet's columns by
 * header name) and JSON (the whole `SystemSheet`, as the page saves it).
 * Parsing is papaparse's (RFC 4180) and valibot's; this module names every
 * problem by row, segment and column, and never drops a row or a value.
 */
import * as Papa from 'papaparse';
import * as v from 'valibot';
import type { UnitSystem } from '../report/figure.ts';
import type { SystemIssue } from './design.ts';
import { SHEET_COLUMNS, type SegmentRow, type SheetColumn, type SystemSheet } from './sheet.ts';

type SheetResult = { status: 'success'; data: SystemSheet } | { status: 'error'; issues: SystemIssue[] };

/**
 * Reads a CSV sheet.
 *
 * @param text The file's text: a header row naming columns exactly
 *   (case-insensitive, any order; unknown columns ignored; `segment` and
 *   `to` required), then one row per segment; blank lines are skipped.
 * @param units The unit system of bare numbers (`--imperial`/`--metric`).
 * @returns `success` with the sheet (texts as given, friction `acgih`, no
 *   outlet pressure), or `error`: no header, a repeated or missing column, a
 *   row with more cells than the header (a value would be lost), a quote
 *   that never closes; each naming the row (the file's data row, 1-based).
 *   Never throws.
 */
export function sheetFromCsv(text: string, units: UnitSystem): SheetResult {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  // Papaparse counts records from 0, the header included, so its row is the data row's number.
  const issues: SystemIssue[] = parsed.errors.map((error) =>
    error.row === undefined ? { message: `CSV: ${error.message}` } : { row: error.row, message: `Row ${error.row}: ${error.message}` },
  );
  const [header, ...records] = parsed.data;
  if (header === undefined) return { status: 'error', issues: [{ message: `The CSV has no header row; it needs at least ${SHEET_COLUMNS.slice(0, 2).join(' and ')}` }] };
  const columns = header.map((name) => {
    const known = SHEET_COLUMNS.find((column) => column === name.trim().toLowerCase());
    return known;
  });
  SHEET_COLUMNS.forEach((column) => {
    const count = columns.filter((known) => known === column).length;
    if (count > 1) issues.push({ column, message: `The header names the column ${column} ${count} times; keep one` });
  });
  for (const required of ['segment', 'to'] as const) {
    if (!columns.includes(required)) issues.push({ column: required, message: `The header has no ${required} column (it has: ${header.map((name) => name.trim()).join(', ')})` });
  }
  const segments: SegmentRow[] = records.map((cells, index) => {
    const row: Partial<Record<SheetColumn, string>> = {};
    cells.forEach((cell, position) => {
      const column = columns[position];
      if (column !== undefined && cell.trim() !== '') row[column] = cell.trim();
    });
    const extra = cells.slice(header.length).filter((cell) => cell.trim() !== '');
    if (extra.length > 0) {
      issues.push({
        row: index + 1,
        ...(row.segment === undefined ? {} : { segment: row.segment }),
        message: `Row ${index + 1}${row.segment === undefined ? '' : ` (segment ${row.segment})`} has ${cells.length} cells but the header names ${header.length} columns; the value${extra.length > 1 ? 's' : ''} ${extra.map((cell) => `"${cell.trim()}"`).join(', ')} would be lost`,
      });
    }
    return row;
  });
  if (issues.length > 0) return { status: 'error', issues };
  return { status: 'success', data: { version: 1, units, friction: 'acgih', outletPressure: '', segments } };
}

/**
 * Writes a sheet as CSV: the header (every column, in `SHEET_COLUMNS`
 * order), then one row per segment, texts as typed (quoted where needed).
 *
 * @returns The CSV text, lines ending in CRLF (RFC 4180), last line ended.
 */
export function sheetToCsv(sheet: SystemSheet): string {
  const rows = sheet.segments.map((row) => SHEET_COLUMNS.map((column) => row[column] ?? ''));
  return `${Papa.unparse({ fields: [...SHEET_COLUMNS], data: rows }, { newline: '\r\n' })}\r\n`;
}

const RowSchema = v.object(
  Object.fromEntries(SHEET_COLUMNS.map((column) => [column, v.optional(v.string(`Expected the text of ${column}`))])) as Record<
    SheetColumn,
    v.OptionalSchema<v.StringSchema<string>, undefined>
  >,
);

/** A saved sheet (version 1), as valibot checks it when it is read back. */
export const SystemSheetSchema = v.object({
  version: v.literal(1, 'Expected version 1'),
  units: v.picklist(['metric', 'imperial'], 'Expected metric or imperial'),
  friction: v.picklist(['acgih', 'colebrook'], 'Expected acgih or colebrook'),
  outletPressure: v.string('Expected the outlet pressure as text'),
  segments: v.array(RowSchema, 'Expected a list of segments'),
});

/**
 * Reads a JSON sheet, as saved by the page or written by `sheetToJson`.
 *
 * @param text The JSON text.
 * @returns `success` with the sheet, or `error` with one issue per problem:
 *   not JSON, or a field of the wrong kind (its path, e.g. `segments[3].flow`,
 *   and the row). Unknown keys are ignored. Never throws.
 */
export function sheetFromJson(text: string): SheetResult {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return { status: 'error', issues: [{ message: `The file is not JSON: ${(error as Error).message}` }] };
  }
  const result = v.safeParse(SystemSheetSchema, data);
  if (result.success) return { status: 'success', data: result.output as SystemSheet };
  return {
    status: 'error',
    issues: result.issues.map((issue) => {
      const path = issue.path?.map((item) => item.key) ?? [];
      const where = path.map((key) => (typeof key === 'number' ? `[${key}]` : `.${String(key)}`)).join('').replace(/^\./, '');
      const row = path[0] === 'segments' && typeof path[1] === 'number' ? path[1] + 1 : undefined;
      const column = row === undefined ? (typeof path[0] === 'string' ? path[0] : undefined) : (path[2] as string | undefined);
      return { ...(row === undefined ? {} : { row }), ...(column === undefined ? {} : { column }), message: `${where || 'The file'}: ${issue.message}, got ${JSON.stringify(issue.input) ?? 'nothing'}` };
    }),
  };
}

/**
 * Writes a sheet as JSON, to save or export it.
 *
 * @returns Indented JSON of the whole sheet (version, units, friction, outlet pressure, segments).
 */
export function sheetToJson(sheet: SystemSheet): string {
  return `${JSON.stringify(sheet, null, 2)}\n`;
}
