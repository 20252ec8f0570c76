/**
 * Runs duct-calc two ways for tests: in process (createProgram with in-memory
 * streams, fast enough for property tests) and as the real `bin/duct-calc`
 * process. Both return what a user would see.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { Readable, Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { createProgram } from '../../../src/cli/program.ts';
import { runProgram } from '../../../src/cli/shared/run-program.ts';

/** What one run printed and how it ended. */
export interface CliRun {
  stdout: string;
  stderr: string;
  exitCode: number;
}

/** The launcher users run; `npm run build:cli` must have built its bundle. */
export const BIN = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../bin/duct-calc');

function collector(): { stream: Writable; text: () => string } {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer | string, _encoding, callback) {
      chunks.push(chunk.toString());
      callback();
    },
  });
  return { stream, text: () => chunks.join('') };
}

/**
 * Runs the program in this process.
 *
 * @param args The user's words, without `node` and the script.
 * @param stdinText What the program reads from stdin.
 */
export async function runInProcess(args: readonly string[], stdinText = ''): Promise<CliRun> {
  const stdout = collector();
  const stderr = collector();
  const io = { stdin: Readable.from([stdinText]), stdout: stdout.stream, stderr: stderr.stream };
  const exitCode = await runProgram(createProgram(io), args, io, { from: 'user' });
  return { stdout: stdout.text(), stderr: stderr.text(), exitCode };
}

const execFileAsync = promisify(execFile);

/**
 * Runs `bin/duct-calc` as a real process (through its shebang, as a shell would).
 *
 * @param args The command-line arguments.
 */
export async function runProcess(args: readonly string[]): Promise<CliRun> {
  try {
    const { stdout, stderr } = await execFileAsync(BIN, args, { encoding: 'utf8' });
    return { stdout, stderr, exitCode: 0 };
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string; code?: number | string };
    if (typeof failed.code !== 'number') throw error;
    return { stdout: failed.stdout ?? '', stderr: failed.stderr ?? '', exitCode: failed.code };
  }
}

/**
 * Arguments with one option set: its value replaced where it is given, or
 * the option added. A repeated option is refused, so a test that changes one
 * input of a worked example replaces it rather than giving it twice.
 *
 * @param args The arguments, e.g. a worked example's.
 * @param option The option, e.g. `--flow`.
 * @param value Its new value.
 */
export function withOption(args: readonly string[], option: string, value: string): string[] {
  const index = args.indexOf(option);
  return index === -1 ? [...args, option, value] : args.map((arg, at) => (at === index + 1 ? value : arg));
}
