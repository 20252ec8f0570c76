/**
 * Opens the sheet a check reads: a file, or standard input for `-`. Every
 * way a file can be unusable becomes one sentence for stderr.
 */
import { open } from 'node:fs/promises';
import { describeReadError, type TextSource } from '../shared/bounded-text.ts';
import type { CliIo } from '../shared/io.ts';
import { STDIN_SHEET } from './settings.ts';

/** Chunk size of the file reader: papaparse is fastest here with 64 KiB chunks. */
const CHUNK_BYTES = 64 * 1024;

export interface SheetSource extends TextSource {
  /** The path for annotations and reports; absent for stdin. */
  readonly file?: string;
}

export type SheetSourceResult = { status: 'success'; data: SheetSource } | { status: 'error'; message: string };

/**
 * Opens the sheet.
 *
 * @param sheet A path, or `-` for standard input.
 * @param io The CLI's streams (stdin for `-`).
 * @returns The open text stream, or an error message such as
 *   `cannot read sheet.csv: no such file` or `sheets/ is a folder, not a CSV file`.
 */
export async function openSheet(sheet: string, io: CliIo): Promise<SheetSourceResult> {
  if (sheet === STDIN_SHEET) {
    io.stdin.setEncoding('utf8');
    return { status: 'success', data: { stream: io.stdin, name: 'stdin' } };
  }
  let handle;
  try {
    handle = await open(sheet, 'r');
  } catch (error) {
    return { status: 'error', message: `cannot read ${sheet}: ${describeReadError(error)}` };
  }
  const stats = await handle.stat().catch(() => undefined);
  if (stats?.isDirectory()) {
    await handle.close();
    return { status: 'error', message: `${sheet} is a folder, not a CSV file` };
  }
  const stream = handle.createReadStream({ encoding: 'utf8', highWaterMark: CHUNK_BYTES });
  return { status: 'success', data: { stream, name: sheet, file: sheet } };
}
