/**
 * Streams a controller log into a monitor: a CSV (papaparse over a file or
 * stdin, delimiter detected) or an .xlsx (exceljs's streaming reader, its
 * first worksheet). The header is the first row; the mapping is made from it
 * before any row is analysed. Memory stays flat: rows go to the monitor
 * chunk by chunk, and the monitor keeps no series here.
 */
import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import Papa from 'papaparse';
import type { LogMapping } from '../../core/monitoring/log-mapping.ts';
import { createMonitor, type Monitor } from '../../core/monitoring/monitor.ts';
import type { MonitorResult } from '../../core/monitoring/monitor-result.ts';
import type { MonitorRules } from '../../core/monitoring/monitor-rules.ts';
import { describeReadError } from '../shared/bounded-text.ts';
import { cellText } from '../../core/monitoring/cell-text.ts';
import { detectDelimiter } from '../../core/monitoring/delimiter.ts';

/** The mapping from a header, or one line saying why none can be made. */
export type MappingFromHeader = (header: readonly string[]) => { status: 'success'; data: LogMapping } | { status: 'error'; message: string };

/** A log analysed, with its header and mapping. */
export interface AnalysedLog {
  readonly header: readonly string[];
  readonly mapping: LogMapping;
  readonly result: MonitorResult;
}

/** The analysis, or one line for stderr. */
export type LogOutcome = { status: 'success'; data: AnalysedLog } | { status: 'error'; message: string };

/** Feeds rows to a monitor made from the header, counting lines. */
class LogFeed {
  private monitor: Monitor | undefined;
  header: string[] | undefined;
  mapping: LogMapping | undefined;
  failure: string | undefined;

  /**
   * @param mappingFrom Makes the mapping from the header.
   * @param rules The thresholds.
   * @param oneColumn The line for a header of one column (a CSV's delimiter not found), if that is an error.
   */
  constructor(
    private readonly mappingFrom: MappingFromHeader,
    private readonly rules: MonitorRules,
    private readonly oneColumn?: (header: string) => string,
  ) {}

  /** Takes rows starting at a 1-based line; the first non-blank row is the header. */
  push(rows: readonly string[][], firstLine: number): void {
    let start = 0;
    if (!this.monitor) {
      while (start < rows.length && rows[start]!.every((cell) => cell.trim() === '')) start += 1;
      if (start === rows.length) return;
      this.header = rows[start]!.map((cell, i) => (i === 0 ? cell.replace(/^\uFEFF/, '') : cell).trim());
      if (this.header.length === 1 && this.oneColumn) {
        this.failure = this.oneColumn(this.header[0]!);
        return;
      }
      const made = this.mappingFrom(this.header);
      if (made.status === 'error') {
        this.failure = made.message;
        return;
      }
      this.mapping = made.data;
      this.monitor = createMonitor(made.data, this.rules, { keepSeries: false });
      start += 1;
    }
    this.monitor.push(start === 0 ? rows : rows.slice(start), firstLine + start);
  }

  finish(empty: string): LogOutcome {
    if (this.failure !== undefined) return { status: 'error', message: this.failure };
    if (!this.monitor || !this.header || !this.mapping) return { status: 'error', message: empty };
    return { status: 'success', data: { header: this.header, mapping: this.mapping, result: this.monitor.finish() } };
  }
}

/**
 * The stream's first chunk as text, put back so the parser reads it too; ''
 * for an empty stream or one that fails (its error listener says why).
 */
function peek(stream: Readable): Promise<string> {
  return new Promise((resolve) => {
    const done = (text: string): void => {
      stream.off('readable', onReadable);
      stream.off('end', onEnd);
      stream.off('error', onEnd);
      resolve(text);
    };
    const onReadable = (): void => {
      const chunk: unknown = stream.read();
      if (chunk === null) return;
      stream.unshift(chunk);
      done(String(chunk));
    };
    const onEnd = (): void => done('');
    stream.on('readable', onReadable);
    stream.once('end', onEnd);
    stream.once('error', onEnd);
  });
}

/**
 * Reads and analyses a CSV log.
 *
 * @param name The file as named, or `-` for stdin.
 * @param stdin The standard input.
 * @param mappingFrom Makes the mapping from the header.
 * @param rules The thresholds.
 * @returns The analysis; or one line: an unreadable or empty file, a header
 *   that cannot be split (the delimiter, detected from it, is none of , ; tab |), a header that
 *   gives no mapping, a quoted cell never closed (with its line).
 */
export async function analyseCsv(name: string, stdin: Readable, mappingFrom: MappingFromHeader, rules: MonitorRules): Promise<LogOutcome> {
  const shown = name === '-' ? 'standard input' : name;
  const input = name === '-' ? stdin : createReadStream(name);
  let readError: string | undefined;
  input.on('error', (error: Error) => {
    readError = `Cannot read ${shown}: ${describeReadError(error)}`;
  });
  const start = await peek(input);
  if (readError !== undefined) return { status: 'error', message: readError };
  if (start === '') return { status: 'error', message: `${shown} is empty: no header and no rows` };
  const oneColumn = (header: string) => `${shown}, line 1: the header "${header}" is one column; the delimiter must be a comma, semicolon, tab or |`;
  return new Promise((resolve) => {
    const feed = new LogFeed(mappingFrom, rules, oneColumn);
    let line = 1;
    let settled = false;
    const settle = (outcome: LogOutcome): void => {
      if (settled) return;
      settled = true;
      resolve(outcome);
    };
    input.on('error', () => settle({ status: 'error', message: readError! }));
    Papa.parse<string[]>(input, {
      delimiter: detectDelimiter(start.replace(/^\uFEFF/, '')),
      skipEmptyLines: false,
      chunk(results, parser) {
        const rows = results.data;
        const quote = results.errors.find((error) => error.type === 'Quotes');
        if (quote) {
          settle({ status: 'error', message: `${shown}, line ${line + (quote.row ?? 0)}: a quoted cell is never closed` });
          parser.abort();
          return;
        }
        feed.push(rows, line);
        line += rows.length;
        if (feed.failure !== undefined) parser.abort();
      },
      complete() {
        settle(feed.finish(`${shown} is empty: no header and no rows`));
      },
      error(error: Error) {
        settle({ status: 'error', message: `Cannot read ${shown}: ${error.message}` });
      },
    });
  });
}

/**
 * Reads and analyses the first worksheet of an .xlsx log, streamed.
 *
 * @param name The file as named.
 * @param mappingFrom Makes the mapping from the header.
 * @param rules The thresholds.
 * @returns The analysis, or one line (an unreadable file, an empty sheet, a header that gives no mapping).
 */
export async function analyseXlsx(name: string, mappingFrom: MappingFromHeader, rules: MonitorRules): Promise<LogOutcome> {
  const { default: ExcelJS } = await import('exceljs');
  const feed = new LogFeed(mappingFrom, rules);
  try {
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(name, { sharedStrings: 'cache', styles: 'cache', hyperlinks: 'ignore', worksheets: 'emit', entries: 'ignore' });
    for await (const sheet of reader) {
      let batch: string[][] = [];
      let batchLine = 1;
      for await (const row of sheet) {
        // Empty rows are not emitted: a jump in row numbers starts a new batch, so line numbers stay true.
        if (row.number !== batchLine + batch.length || batch.length >= 10_000) {
          feed.push(batch, batchLine);
          batch = [];
          batchLine = row.number;
        }
        const values = row.values as unknown[];
        batch.push(Array.from({ length: Math.max(0, values.length - 1) }, (_, i) => cellText(values[i + 1])));
        if (feed.failure !== undefined) break;
      }
      feed.push(batch, batchLine);
      break;
    }
  } catch (error) {
    return { status: 'error', message: `Cannot read ${name} as an .xlsx workbook: ${describeReadError(error)}` };
  }
  return feed.finish(`${name} has no rows in its first worksheet`);
}
