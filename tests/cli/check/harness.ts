/**
 * Helpers of the `duct-calc check` tests: temporary sheets, the real
 * `bin/duct-calc check` process with optional standard input, and an
 * in-process run with standard input in chosen chunks.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable, Writable } from 'node:stream';
import { createProgram } from '../../../src/cli/program.ts';
import { runProgram } from '../../../src/cli/shared/run-program.ts';
import { BIN, type CliRun } from '../shared/harness.ts';

/** The JSON report's shape, as tests read it. */
export interface JsonReport {
  sheet: string;
  rows: {
    line: number;
    tag: string;
    status: 'pass' | 'fail';
    messages: { level: 'error' | 'warning'; field: string; text: string }[];
    velocity: { value: number | null; unit: string; source: string };
    diameter: { value: number | null; unit: string; source: string };
    airflow: { value: number | null; unit: string; source: string };
  }[];
  summary: { rows: number; passed: number; failed: number; warnings: number };
}

/** A temporary folder for sheets; `cleanup` removes it. */
export function sheetFolder(): { write: (name: string, text: string | Buffer) => string; dir: string; cleanup: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'duct-check-'));
  return {
    dir,
    write: (name, text) => {
      const file = path.join(dir, name);
      writeFileSync(file, text);
      return file;
    },
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/**
 * Runs `bin/duct-calc` as a real process.
 *
 * @param args The arguments, e.g. `['check', 'sheet.csv', '--imperial']`.
 * @param stdin Text to pipe to its standard input (closed empty otherwise).
 */
export async function runCheckProcess(args: readonly string[], stdin?: string | Buffer): Promise<CliRun> {
  const child = spawn(BIN, args, { stdio: ['pipe', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  child.stdin.on('error', () => undefined); // the program may stop reading early
  child.stdin.end(stdin ?? '');
  const [exitCode] = (await once(child, 'close')) as [number];
  return { stdout, stderr, exitCode };
}

/**
 * Runs the program in this process, feeding standard input in the given
 * chunks (so tests can split a sheet anywhere, even inside a quoted field).
 *
 * @param args The user's words, e.g. `['check', '-', '--format', 'json']`.
 * @param stdinChunks The pieces of standard input, in order.
 */
export async function runCheckInProcess(args: readonly string[], stdinChunks: readonly string[]): Promise<CliRun> {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const sink = (chunks: string[]) =>
    new Writable({
      write(chunk: Buffer | string, _encoding, callback) {
        chunks.push(chunk.toString());
        callback();
      },
    });
  const io = { stdin: Readable.from(stdinChunks), stdout: sink(stdout), stderr: sink(stderr) };
  const exitCode = await runProgram(createProgram(io), args, io, { from: 'user' });
  return { stdout: stdout.join(''), stderr: stderr.join(''), exitCode };
}
