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
 *   of the file one value (RFC 4180); after MAX_OPEN_QUOTE_CHARS of that the
 *   reader stops, as papaparse would otherwise rescan the growing remainder
 *   with every chunk.
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

/** A record longer than this (in characters) is taken to be an unclosed quote. */
export const MAX_OPEN_QUOTE_CHARS = 1024 * 1024;

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
 * @yields Batches of non-blank records, in file order, with `line` counted
 *   from 1. Stopping early (break) destroys the input.
 * @throws The stream's own error when reading fails (e.g. EIO), after the
 *   batches read before it.
 */
export async function* csvRecordBatches(source: Readable): AsyncGenerator<CsvRecord[]> {
  // The source's errors reach `input`, where papaparse listens for them.
  const input = pipeline(source, lineEndNormalizer(), () => undefined);
  const queue: CsvRecord[][] = [];
  let finished = false;
  let readError: Error | undefined;
  let wake: (() => void) | undefined;
  const notify = () => {
    wake?.();
    wake = undefined;
  };
  let nextLine = 1;
  let charsRead = 0;
  let charsParsed = 0;

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
  // Registered before papaparse's own listener, so it sees each chunk first.
  input.on('data', (chunk: string) => {
    charsRead += chunk.length;
    if (charsRead - charsParsed > MAX_OPEN_QUOTE_CHARS) {
      queue.push([{ line: nextLine, cells: [], defects: [{ kind: 'unclosed-quote' }] }]);
      input.destroy();
      finish();
    }
  });

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
