import type { CommanderError } from 'commander';
import { EXIT_CODES, type ExitCode } from './exit-codes.ts';

/** Prefix of the error codes this program raises itself (commander's start with `commander.`). */
export const OWN_ERROR_PREFIX = 'duct-calc.';

/**
 * Whether a run ended by a commander error (usage, --help, or one this
 * program raised). Told by its shape, not `instanceof`: each tool
 * subcommand is a bundle of its own (scripts/build-cli.mjs) with its own
 * copy of commander's classes.
 *
 * @param error What `parseAsync` threw.
 * @returns True for an Error with a string `code` and a numeric `exitCode`.
 */
export function isCommanderError(error: unknown): error is CommanderError {
  return error instanceof Error && typeof (error as Partial<CommanderError>).code === 'string' && typeof (error as Partial<CommanderError>).exitCode === 'number';
}

/**
 * Works out the process exit code from how a run ended.
 *
 * @param error What `parseAsync` threw, or `undefined` when it returned.
 * @returns 0 when it returned, or for --help and --version (commander's exit
 *   code 0); the error's own code for a `CommanderError` this program raised
 *   (code `duct-calc.*`, e.g. 1 when `check` finds a failing row); otherwise 2:
 *   every commander usage error (which commander itself gives code 1) and
 *   anything unexpected.
 */
export function exitCodeFor(error: unknown): ExitCode {
  if (error === undefined) return EXIT_CODES.ok;
  if (!isCommanderError(error)) return EXIT_CODES.usage;
  if (error.exitCode === EXIT_CODES.ok) return EXIT_CODES.ok;
  if (error.code.startsWith(OWN_ERROR_PREFIX) && error.exitCode === EXIT_CODES.checkFailed) {
    return EXIT_CODES.checkFailed;
  }
  return EXIT_CODES.usage;
}
