import type { Command } from 'commander';
import type { CliIo } from './io.ts';
import type { ExitCode } from './exit-codes.ts';
import { exitCodeFor, isCommanderError } from './exit-code-for.ts';
import { diagnosticLine } from './diagnostic.ts';

/**
 * Runs a program built by `createProgram` to the end.
 *
 * @param program The program, with `exitOverride()` set.
 * @param argv The arguments: `process.argv` by default, or only the user's
 *   words with `{ from: 'user' }` (as tests pass them).
 * @param io Where an unexpected error is reported, as one line without a stack.
 * @returns The exit code for `process.exitCode` (see `exitCodeFor`). Commander
 *   has already printed its own errors, help and version by then.
 */
export async function runProgram(
  program: Command,
  argv: readonly string[],
  io: CliIo,
  parseOptions?: { from: 'node' | 'user' },
): Promise<ExitCode> {
  try {
    await program.parseAsync(argv, parseOptions);
    return exitCodeFor(undefined);
  } catch (error) {
    if (!isCommanderError(error)) {
      const message = error instanceof Error ? error.message : String(error);
      io.stderr.write(diagnosticLine(`error: ${message}`));
    }
    return exitCodeFor(error);
  }
}
