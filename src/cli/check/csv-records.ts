/**
 * Streams a CSV text into batches of records, each with the line of the file
 * on which it starts. RFC 4180 parsing is papaparse's (its chunked stream
 * mode is the fastest CSV reader measured here, see TOOLCHAIN.md); this
 * module adds what a sizing check needs on top:
 * - text: UTF-8 (a source without an encoding is decoded here);
 * - line endings: CRLF, LF, a lone CR (the "CSV (Macintosh)" export) and a
 *   mix all end a line. A lone CR is turned into LF first, then a record ends
 *   at "\n" (the "\r" of CRLF left at a cell's end is trimmed by the check);
 * - line numbers: a quoted field with line breaks spans as many lines as it
 *   holds;
 * - blank lines (only spaces or commas) are skipped but counted;
 * - a leading UTF-8 byte order mark is dropped;
 * - backpressure: the input pauses while the consumer holds unread batches;
 * - quote errors become row defects. A quote that never closes makes the rest
 *   of the file one value (RFC 4180), reported on the line where it opened;
 * - a row of any length is read whole, in linear time (see `rowCoalescer`),
 *   up to `MAX_ROW_CHARS`, past which a JavaScript string cannot hold it.
 */
import { pipeline, Transform, type Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import * as Papa from 'papaparse';
import { isBlankRecord } from '../../core/sizing-check/header.ts';
import type { SheetRowDefect } from '../../core/sizing-check/types.ts';

/** One CSV record: its cells, where it starts, and any quote problem. */
export interface CsvRecord {
  line: number;
  cells: string[];
  defects?: SheetRowDefect[];
}

/**
 * The longest row, in characters, that is read: papaparse joins an unfinished
 * row with the next text, which may be as long, and V8 strings end at 2^29
 * characters. A longer row stops the reading with `RowTooLongError`.
 */
export const MAX_ROW_CHARS = 2 ** 28;

/** A row runs past `MAX_ROW_CHARS`: in practice a quote that never closes in a very large file. */
export class RowTooLongError extends Error {
  constructor(line: number, maxRowChars: number) {
    super(
      `the row that starts on line ${line} is longer than ${maxRowChars} characters, more than one row can hold ` +
        '(is a quote opened there and never closed?); the rows after it were not checked',
    );
  }
}

const QUOTE_DEFECTS: Readonly<Record<string, 'unclosed-quote' | 'malformed-quote'>> = {
  MissingQuotes: 'unclosed-quote',
  InvalidQuotes: 'malformed-quote',
};

/**
 * Turns every CR that is not part of CRLF into LF, so that files whose lines
 * end in CR alone are read line by line. A CR at the end of a chunk waits for
 * the next chunk, which may start with its LF.
 */
function lineEndNormalizer(): Transform {
  let heldCr = false;
  const decoder = new StringDecoder('utf8');
  const normalizer = new Transform({
    decodeStrings: false,
    transform(chunk: string | Buffer, _encoding, done) {
      const piece = typeof chunk === 'string' ? chunk : decoder.write(chunk);
      let text = heldCr ? `\r${piece}` : piece;
      heldCr = text.endsWith('\r');
      if (heldCr) text = text.slice(0, -1);
      done(null, text.includes('\r') ? text.replace(/\r(?!\n)/g, '\n') : text);
    },
    flush(done) {
      done(null, heldCr ? '\n' : '');
    },
  });
  return normalizer.setEncoding('utf8');
}

/**
 * Papaparse parses a row that spans chunks again from its start with every
 * new chunk, which is quadratic in the row's length (a cell of megabytes, or
 * a quote left open). This transform holds the next text back until it is at
 * least as long as the unfinished row, so each parse of that row at least
 * doubles the text parsed and the total work stays linear. Ordinary rows are
 * far shorter than a chunk, so chunks pass straight through.
 *
 * @param parsedChars Papaparse's cursor: the characters up to the end of the
 *   last complete row it has parsed.
 * @param maxRowChars The longest row to read.
 * @param rowLine The line on which the unfinished row starts, for the error.
 */
function rowCoalescer(parsedChars: () => number, maxRowChars: number, rowLine: () => number): Transform {
  let fedChars = 0;
  let held: string[] = [];
  let heldChars = 0;
  const release = () => {
    const text = held.length === 1 ? held[0]! : held.join('');
    fedChars += heldChars;
    held = [];
    heldChars = 0;
    return text;
  };
  const coalescer = new Transform({
    decodeStrings: false,
    transform(chunk: string, _encoding, done) {
      held.push(chunk);
      heldChars += chunk.length;
      const unfinishedChars = fedChars - parsedChars();
      if (unfinishedChars + heldChars > maxRowChars) return done(new RowTooLongError(rowLine(), maxRowChars));
      done(null, heldChars >= unfinishedChars ? release() : undefined);
    },
    flush(done) {
      done(null, heldChars > 0 ? release() : undefined);
    },
  });
  return coalescer.setEncoding('utf8');
}

function countLineBreaks(cells: readonly string[]): number {
  let breaks = 0;
  for (const cell of cells) {
    for (let at = cell.indexOf('\n'); at !== -1; at = cell.indexOf('\n', at + 1)) breaks += 1;
  }
  return breaks;
}

/** True when the record's last cell ends with a line break: an unclosed quote took the file's final newline. */
function endsWithLineBreak(cells: readonly string[]): boolean {
  return cells.length > 0 && cells[cells.length - 1]!.endsWith('\n');
}

function withLastLine(defects: SheetRowDefect[], lastLine: number): SheetRowDefect[] {
  return defects.map((defect) => (defect.kind === 'extra-cells' ? defect : { ...defect, lastLine }));
}

function defectsByRow(errors: readonly Papa.ParseError[], rows: number): Map<number, SheetRowDefect[]> {
  const byRow = new Map<number, SheetRowDefect[]>();
  for (const error of errors) {
    const kind = QUOTE_DEFECTS[error.code];
    // An error on the unfinished last row of a chunk is reported again once the row is complete.
    if (kind === undefined || error.row === undefined || error.row >= rows) continue;
    const defects = byRow.get(error.row) ?? [];
    if (!defects.some((defect) => defect.kind === kind)) defects.push({ kind });
    byRow.set(error.row, defects);
  }
  // Text after a closing quote makes papaparse look for another quote; when
  // none follows it also reports the quote as unclosed. The first is the cause.
  for (const [row, defects] of byRow) {
    if (defects.some((defect) => defect.kind === 'malformed-quote')) {
      byRow.set(row, defects.filter((defect) => defect.kind !== 'unclosed-quote'));
    }
  }
  return byRow;
}

/**
 * Reads CSV records from a text stream.
 *
 * @param source A readable stream of UTF-8 text, as strings or bytes.
 * @param maxRowChars The longest row to read, in characters (a test lowers it).
 * @yields Batches of non-blank records, in file order, with `line` counted
 *   from 1. Stopping early (break) destroys the input.
 * @throws The stream's own error when reading fails (e.g. EIO), or a
 *   `RowTooLongError`, after the batches read before it.
 */
export async function* csvRecordBatches(source: Readable, maxRowChars = MAX_ROW_CHARS): AsyncGenerator<CsvRecord[]> {
  let nextLine = 1;
  let charsParsed = 0;
  const coalescer = rowCoalescer(() => charsParsed, maxRowChars, () => nextLine);
  // The source's errors reach `input`, where papaparse listens for them.
  const input = pipeline(source, lineEndNormalizer(), coalescer, () => undefined);
  const queue: CsvRecord[][] = [];
  let finished = false;
  let readError: Error | undefined;
  let wake: (() => void) | undefined;
  const notify = () => {
    wake?.();
    wake = undefined;
  };

  const finish = (error?: Error) => {
    if (finished) return;
    finished = true;
    readError = error;
    notify();
  };
  const onChunk = (results: Papa.ParseResult<string[]>) => {
    if (finished) return;
    charsParsed = results.meta.cursor;
    const defects = defectsByRow(results.errors, results.data.length);
    const batch: CsvRecord[] = [];
    results.data.forEach((cells, index) => {
      const record: CsvRecord = { line: nextLine, cells };
      const breaks = countLineBreaks(cells);
      const rowDefects = defects.get(index);
      if (rowDefects) record.defects = withLastLine(rowDefects, nextLine + breaks - (endsWithLineBreak(cells) ? 1 : 0));
      nextLine += 1 + breaks;
      if (rowDefects || !isBlankRecord(cells)) batch.push(record);
    });
    if (batch.length > 0) queue.push(batch);
    if (queue.length > 1) input.pause();
    notify();
  };
  Papa.parse<string[], Readable>(input, {
    delimiter: ',',
    newline: '\n',
    quoteChar: '"',
    beforeFirstChunk: (chunk) => (chunk.charCodeAt(0) === 0xfeff ? chunk.slice(1) : chunk),
    chunk: onChunk,
    complete: () => finish(),
    error: (error) => finish(error),
  });

  try {
    for (;;) {
      const batch = queue.shift();
      if (batch) {
        if (queue.length === 0 && !finished) input.resume();
        yield batch;
      } else if (finished) {
        if (readError) throw readError;
        return;
      } else {
        await new Promise<void>((resolve) => (wake = resolve));
      }
    }
  } finally {
    if (!finished) {
      input.destroy();
      source.destroy();
    }
  }
}
