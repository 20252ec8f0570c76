/**
 * Reads a controller log in the worker, as rows of cell text: a CSV streamed
 * through papaparse a chunk at a time (a 10-million-row log never sits in
 * memory as text), or an .xlsx through exceljs, which in the browser loads
 * the whole workbook before its rows can be read (its streaming reader needs
 * Node's streams), so an .xlsx is bounded by memory where a CSV is not.
 * exceljs is imported only when an .xlsx comes, so a CSV never loads it.
 */
import Papa from 'papaparse';
import { cellText } from '../../../core/monitoring/cell-text.ts';
import { detectDelimiter } from '../../../core/monitoring/delimiter.ts';

/** Called with each chunk of rows, the line number of its first row (1 for the header), and the bytes read of the file so far. */
export type RowsSink = (rows: readonly (readonly string[])[], firstLine: number, bytesRead: number) => void;

/** Whether a file is an Excel workbook, by its name (a controller's export keeps its extension). */
export const isWorkbook = (file: File) => /\.xlsx$/i.test(file.name);

/** Rows per chunk handed on: papaparse's chunk of about 1 MB holds some 20 000 rows of a controller log. */
const CSV_CHUNK_BYTES = 1 << 20;

/** A blank line (papaparse's row of one empty cell, a workbook's empty row): not a row of the log, but its line still counts. */
const isBlank = (row: readonly string[]) => row.every((cell) => cell === '');

/** Hands rows on in runs between blank lines, so each run keeps its own first line number. */
function handOn(rows: readonly (readonly string[])[], firstLine: number, bytesRead: number, sink: RowsSink): void {
  let start = 0;
  for (let index = 0; index <= rows.length; index += 1) {
    const row = rows[index];
    if (row !== undefined && !isBlank(row)) continue;
    if (index > start) sink(rows.slice(start, index), firstLine + start, bytesRead);
    start = index + 1;
  }
}

/** The start of a file that holds its header line, whatever the log. */
const HEADER_BYTES = 64 * 1024;

/** The file's delimiter from its header line (core's `detectDelimiter`, as the CLI reads a log). */
async function sniffDelimiter(file: File): Promise<string> {
  return detectDelimiter((await file.slice(0, HEADER_BYTES).text()).replace(/^\uFEFF/, ''));
}

/**
 * Streams a CSV's rows, blank lines left out but counted in the line numbers.
 *
 * @param limit Stop after this many rows (the header preview), or read all.
 * @returns When the file is read; rejects with papaparse's error.
 */
async function readCsv(file: File, sink: RowsSink, limit: number): Promise<void> {
  const delimiter = await sniffDelimiter(file);
  let line = 1;
  let seen = 0;
  return new Promise((resolve, reject) => {
    Papa.parse<string[]>(file, {
      delimiter,
      chunkSize: CSV_CHUNK_BYTES,
      skipEmptyLines: false,
      chunk: (results, parser) => {
        const rows = results.data;
        handOn(rows, line, results.meta.cursor, sink);
        line += rows.length;
        seen += rows.length;
        if (seen >= limit) parser.abort();
      },
      complete: () => resolve(),
      error: (error) => reject(error),
    });
  });
}

/** How many workbook rows go to the sink at once, so progress is posted as they are analysed. */
const XLSX_CHUNK_ROWS = 10_000;

/** Reads the first worksheet of a workbook, in chunks of rows; the bytes read jump to the whole file once it is loaded. */
async function readXlsx(file: File, sink: RowsSink, limit: number): Promise<void> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await file.arrayBuffer());
  const sheet = workbook.worksheets[0];
  if (sheet === undefined) return;
  const last = Math.min(sheet.rowCount, limit);
  for (let first = 1; first <= last; first += XLSX_CHUNK_ROWS) {
    const rows: string[][] = [];
    for (let number = first; number < first + XLSX_CHUNK_ROWS && number <= last; number += 1) {
      const values = sheet.getRow(number).values;
      // exceljs's row values start at index 1 (column A).
      rows.push(Array.isArray(values) ? values.slice(1).map(cellText) : []);
    }
    handOn(rows, first, file.size, sink);
  }
}

/**
 * Reads a log's rows in order.
 *
 * @param file A CSV (any delimiter papaparse detects) or an .xlsx.
 * @param sink Receives the rows.
 * @param limit The most rows to read; all by default.
 */
export function readLogRows(file: File, sink: RowsSink, limit = Number.POSITIVE_INFINITY): Promise<void> {
  return isWorkbook(file) ? readXlsx(file, sink, limit) : readCsv(file, sink, limit);
}
