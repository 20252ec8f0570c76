/**
 * Holds a check's report until the run is known to be good, so a run that
 * fails part way (a row too long to read, a read error) writes nothing to
 * stdout and its one line to stderr, never a truncated JSON or JUnit file.
 * The report stays in memory up to a limit, then goes to a temporary file,
 * so memory stays flat whatever the sheet's size.
 */
import { createReadStream } from 'node:fs';
import { mkdtemp, open, rm, type FileHandle } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Writable } from 'node:stream';

/** Report characters kept in memory before the spool moves to a file: about 2 MB of UTF-16, some 5000 rows of JSON. */
export const SPOOL_MEMORY_CHARS = 1024 * 1024;

/** The output could not be written (e.g. EPIPE when the reader went away). */
export class OutputError extends Error {}

/** The report could not be held in a temporary file (e.g. a full disk). */
export class SpoolError extends Error {}

/**
 * Writes text and waits, if the stream asks for it, until it drains.
 *
 * @throws OutputError when the stream is closed or fails.
 */
export function writeDrained(stream: Writable, text: string): Promise<void> | undefined {
  if (stream.destroyed) throw new OutputError('the output was closed');
  if (text === '' || stream.write(text)) return undefined;
  return new Promise((resolve, reject) => {
    const settle = (error?: Error) => {
      stream.off('drain', settle).off('error', settle).off('close', onClose);
      if (error) reject(new OutputError(error.message));
      else resolve();
    };
    const onClose = () => settle(new Error('the output was closed'));
    stream.on('drain', settle).on('error', settle).on('close', onClose);
  });
}

/** A report held back: `append` as it is made, then `commit` it to stdout whole, or `discard` it. */
export class ReportSpool {
  private chunks: string[] = [];
  private chars = 0;
  private file: { dir: string; handle: FileHandle | undefined } | undefined;

  /** @param memoryChars Characters held in memory before moving to a file (a test lowers it). */
  constructor(private readonly memoryChars = SPOOL_MEMORY_CHARS) {}

  /**
   * Adds text to the report.
   *
   * @throws SpoolError when the temporary file cannot be made or written.
   */
  async append(text: string): Promise<void> {
    if (text === '') return;
    try {
      await this.hold(text);
    } catch (error) {
      throw new SpoolError(`cannot hold the report in a temporary file: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  private async hold(text: string): Promise<void> {
    if (this.file !== undefined) {
      await this.file.handle!.write(text);
      return;
    }
    this.chunks.push(text);
    this.chars += text.length;
    if (this.chars <= this.memoryChars) return;
    const dir = await mkdtemp(path.join(tmpdir(), 'duct-calc-check-'));
    // Once the folder exists, discard() removes it, even when the file cannot be opened.
    this.file = { dir, handle: undefined };
    this.file.handle = await open(path.join(dir, 'report'), 'w+');
    await this.file.handle.write(this.chunks.join(''));
    this.chunks = [];
  }

  /**
   * Writes the whole report to the output, then discards the spool.
   *
   * @throws OutputError when the output fails (its reader went away).
   */
  async commit(output: Writable): Promise<void> {
    try {
      if (this.file === undefined) {
        for (const chunk of this.chunks) await writeDrained(output, chunk);
        return;
      }
      for await (const chunk of createReadStream(path.join(this.file.dir, 'report'), { encoding: 'utf8' })) {
        await writeDrained(output, chunk as string);
      }
    } finally {
      await this.discard();
    }
  }

  /** Drops the report and its temporary file, if any. Safe to call twice. */
  async discard(): Promise<void> {
    this.chunks = [];
    this.chars = 0;
    const file = this.file;
    this.file = undefined;
    if (file === undefined) return;
    await file.handle?.close();
    await rm(file.dir, { recursive: true, force: true });
  }
}
