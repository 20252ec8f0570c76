/**
 * A system sheet as a file: CSV (one row per segment, the sheet's columns by
 * header name) and JSON (the whole `SystemSheet`, as the page saves it).
 * Parsing is papaparse's (RFC 4180) and valibot's; this module names every
 * problem in its own words, once, by row (as a spreadsheet shows it: the
 * header is row 1), segment and column, and never drops a row or a value.
 */
import * as Papa from 'papaparse';
import * as v from 'valibot';
import type { UnitSystem } from '../report/figure.ts';
import type { SystemIssue } from './design.ts';
import { CONDITION_KEYS } from './conditions.ts';
import { SHEET_COLUMNS, sheetRow, type SegmentRow, type SheetColumn, type SystemSheet } from './sheet.ts';

type SheetResult = { status: 'success'; data: SystemSheet } | { status: 'error'; issues: SystemIssue[] };

/** A CSV sheet read: the sheet, and the row of each segment in the file (as `readSystem` takes them). */
type CsvSheetResult = { status: 'success'; data: SystemSheet; rows: number[] } | { status: 'error'; issues: SystemIssue[] };

const isBlankRecord = (cells: readonly string[]) => cells.every((cell) => cell.trim() === '');

const QUOTE_HINT = 'a quote inside a value is written twice, ""';

/**
 * Papaparse's quote errors, in our words, once per row: text after a
 * closing quote (`"10"0`), which also leaves a quote unclosed, is named as
 * the cause; otherwise a quote that never closes.
 *
 * @param records Papaparse's records, blank ones included, so record r is row r + 1.
 * @param columns The header's column of each cell position (`undefined` for an unknown column).
 * @returns The issues, and the records they concern.
 */
function quoteIssues(errors: readonly Papa.ParseError[], records: readonly string[][], columns: readonly (string | undefined)[]): { issues: SystemIssue[]; records: Set<number> } {
  const kinds = new Map<number, Set<string>>();
  for (const error of errors) {
    if (error.row === undefined || error.type !== 'Quotes') continue;
    kinds.set(error.row, (kinds.get(error.row) ?? new Set()).add(error.code));
  }
  const issues = [...kinds].map(([record, codes]) => {
    const row = record + 1;
    const cells = records[record] ?? [];
    const malformed = codes.has('InvalidQuotes');
    // The unclosed cell runs to the end of the file, so it is the record's last; a malformed one keeps its stray quote.
    const position = malformed ? cells.findIndex((cell) => cell.includes('"')) : cells.length - 1;
    const column = columns[position];
    const where = `Row ${row}${column === undefined ? '' : `, ${column}`}`;
    const message = malformed
      ? `${where}: text follows a closing quote; a quoted value must end at a comma or at the end of the row (${QUOTE_HINT})`
      : `${where}: a quote opens here and is never closed, so the rest of the file was read as one value; close it (${QUOTE_HINT})`;
    return { row, ...(column === undefined ? {} : { column }), message };
  });
  return { issues, records: new Set(kinds.keys()) };
}

/**
 * Reads a CSV sheet.
 *
 * @param text The file's text: a header row naming columns exactly
 *   (case-insensitive, any order; unknown columns ignored; `segment` and
 *   `to` required), then one row per segment; blank rows (only spaces or
 *   commas) are skipped but counted; the delimiter is detected (`,` `;` tab).
 * @param units The unit system of bare numbers (`--imperial`/`--metric`).
 * @returns `success` with the sheet (texts as given, friction `acgih`, no
 *   outlet pressure) and the row of each segment in the file; or `error`
 *   with every problem of the file, each once, naming its row as a
 *   spreadsheet shows it (the header is row 1, a quoted value with line
 *   breaks is one row): no header, a repeated or missing column, a row with
 *   more cells than the header (a value would be lost), a quote that never
 *   closes or text after a closing quote (and the column, when known).
 *   Never throws.
 */
export function sheetFromCsv(text: string, units: UnitSystem): CsvSheetResult {
  // Blank records are kept, so that record r is row r + 1 of the file.
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''));
  const records = parsed.data;
  const first = records.findIndex((cells) => !isBlankRecord(cells));
  if (first === -1) return { status: 'error', issues: [{ message: `The CSV has no header row; it needs at least ${SHEET_COLUMNS.slice(0, 2).join(' and ')}` }] };
  const header = records[first]!;
  const columns = header.map((name) => SHEET_COLUMNS.find((column) => column === name.trim().toLowerCase()));
  const quotes = quoteIssues(parsed.errors, records, columns);
  const issues: SystemIssue[] = [...quotes.issues];
  SHEET_COLUMNS.forEach((column) => {
    const count = columns.filter((known) => known === column).length;
    if (count > 1) issues.push({ column, message: `The header names the column ${column} ${count} times; keep one` });
  });
  for (const required of ['segment', 'to'] as const) {
    if (!columns.includes(required)) issues.push({ column: required, message: `The header has no ${required} column (it has: ${header.map((name) => name.trim()).join(', ')})` });
  }
  const segments: SegmentRow[] = [];
  const rows: number[] = [];
  for (let record = first + 1; record < records.length; record += 1) {
    const cells = records[record]!;
    if (isBlankRecord(cells)) continue;
    const row: Partial<Record<SheetColumn, string>> = {};
    cells.forEach((cell, position) => {
      const column = columns[position];
      if (column !== undefined && cell.trim() !== '') row[column] = cell.trim();
    });
    const extra = cells.slice(header.length).filter((cell) => cell.trim() !== '');
    if (extra.length > 0 && !quotes.records.has(record)) {
      issues.push({
        row: record + 1,
        ...(row.segment === undefined ? {} : { segment: row.segment }),
        message: `Row ${record + 1}${row.segment === undefined ? '' : ` (segment ${row.segment})`} has ${cells.length} cells but the header names ${header.length} columns; the value${extra.length > 1 ? 's' : ''} ${extra.map((cell) => `"${cell.trim()}"`).join(', ')} would be lost`,
      });
    }
    segments.push(row);
    rows.push(record + 1);
  }
  if (issues.length > 0) return { status: 'error', issues };
  return { status: 'success', data: { version: 1, units, friction: 'acgih', outletPressure: '', segments }, rows };
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
  Object.fromEntries(SHEET_COLUMNS.map((column) => [column, v.optional(v.string(`expected the text of ${column}`))])) as Record<
    SheetColumn,
    v.OptionalSchema<v.StringSchema<string>, undefined>
  >,
);

/** The system's gas conditions as typed, each optional (sheets saved before issue 19 have none). */
const ConditionsSchema = v.object(Object.fromEntries(CONDITION_KEYS.map((key) => [key, v.optional(v.string(`expected the text of ${key}`))])));

/** A saved sheet (version 1), as valibot checks it when it is read back. */
export const SystemSheetSchema = v.object({
  version: v.literal(1, 'expected version 1'),
  units: v.picklist(['metric', 'imperial'], 'expected metric or imperial'),
  friction: v.picklist(['acgih', 'colebrook'], 'expected acgih or colebrook'),
  outletPressure: v.string('expected the outlet pressure as text'),
  conditions: v.optional(ConditionsSchema),
  dust: v.optional(
    v.object({
      dust: v.optional(v.string('expected the dust as text')),
      kst: v.optional(v.string('expected the KSt as text')),
      loading: v.optional(v.string('expected the dust loading as text')),
    }),
  ),
  segments: v.array(RowSchema, 'expected a list of segments'),
});

/**
 * What is wrong with a field, in our words, after its place: an object
 * schema's issue is a missing key (its input is absent) or a value that is
 * not an object, which valibot words in its own terms; every other schema
 * here carries its message.
 */
function issueText(issue: v.BaseIssue<unknown>): string {
  if (issue.type !== 'object') return `: ${issue.message}, got ${quoted(issue.input)}`;
  if (issue.input === undefined && issue.path !== undefined) return ' is missing';
  const expected =
    issue.path === undefined
      ? 'a system sheet: an object with version, units, friction, outletPressure and segments'
      : issue.path[0]?.key === 'conditions'
        ? `the gas conditions: an object of texts (${CONDITION_KEYS.join(', ')})`
        : issue.path[0]?.key === 'dust'
          ? 'the dust: an object of texts (dust, kst, loading)'
          : 'a segment: an object of texts by column name';
  return `: expected ${expected}, got ${quoted(issue.input)}`;
}

/** A value as a message quotes it: JSON, cut short when long. */
function quoted(value: unknown): string {
  const text = JSON.stringify(value) ?? 'nothing';
  return text.length > 40 ? `${text.slice(0, 37)}…` : text;
}

/** Why `JSON.parse` refused a text, in our words: where it stops making sense. */
function jsonSyntaxIssue(text: string, error: Error): SystemIssue {
  const position = /position (\d+)/.exec(error.message);
  if (position === null) return { message: 'The file is not JSON: it ends before the sheet does' };
  const before = text.slice(0, Number(position[1]));
  const line = before.split('\n').length;
  const column = before.length - before.lastIndexOf('\n');
  return { message: `The file is not JSON: it stops making sense at line ${line}, column ${column}` };
}

/**
 * Reads a JSON sheet, as saved by the page or written by `sheetToJson`.
 *
 * @param text The JSON text.
 * @returns `success` with the sheet, or `error` with every problem, each
 *   once: not JSON (the line and column where it breaks), or a field of the
 *   wrong kind, named by row (segment i is row i + 2, as in the sheet's
 *   CSV), path and column, with the value. Unknown keys are ignored. Never throws.
 */
export function sheetFromJson(text: string): SheetResult {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return { status: 'error', issues: [jsonSyntaxIssue(text, error as Error)] };
  }
  const result = v.safeParse(SystemSheetSchema, data);
  if (result.success) return { status: 'success', data: result.output as SystemSheet };
  return {
    status: 'error',
    issues: result.issues.map((issue) => {
      const path = issue.path?.map((item) => item.key) ?? [];
      const where = path.map((key) => (typeof key === 'number' ? `[${key}]` : `.${String(key)}`)).join('').replace(/^\./, '');
      const index = path[0] === 'segments' && typeof path[1] === 'number' ? path[1] : undefined;
      const column = index === undefined ? (typeof path[0] === 'string' ? path[0] : undefined) : (path[2] as string | undefined);
      const place = index === undefined ? where || 'The file' : `Row ${sheetRow(index)} (segments[${index}])${column === undefined ? '' : `, ${column}`}`;
      return {
        ...(index === undefined ? {} : { row: sheetRow(index), index }),
        ...(column === undefined ? {} : { column }),
        message: `${place}${issueText(issue)}`,
      };
    }),
  };
}

/**
 * Writes a sheet as JSON, to save or export it.
 *
 * @returns Indented JSON of the whole sheet (version, units, friction, outlet pressure, the gas conditions and the dust when any is typed, segments).
 */
export function sheetToJson(sheet: SystemSheet): string {
  return `${JSON.stringify(sheet, null, 2)}\n`;
}
