/**
 * The action every tool subcommand shares: load the tool's run on demand,
 * run it on the parsed options, print its output or fail with one line
 * (exit 2).
 */
import type { Command } from 'commander';
import type { CliIo } from './io.ts';
import { USAGE_ERROR, type ToolOutcome } from './tool-options.ts';

/** A tool's run: the options as commander parsed them to what to print, or one error line. */
export type ToolRun<Options> = (options: Options) => ToolOutcome | Promise<ToolOutcome>;

/**
 * Makes a subcommand's action.
 *
 * @param io Streams: the output goes to `io.stdout`.
 * @param loadRun Imports the run with a dynamic import, so it costs nothing until the subcommand runs,
 *   e.g. `async () => (await import('./run.ts')).runFriction`.
 * @returns The function for `command.action`; it calls `this.error` (exit 2, one line) when the run fails.
 */
export function toolAction<Options>(io: CliIo, loadRun: () => Promise<ToolRun<Options>>): (this: Command, options: Options) => Promise<void> {
  return async function runTool(this: Command, options: Options) {
    const run = await loadRun();
    const outcome = await run(options);
    if (outcome.status === 'error') this.error(outcome.message, USAGE_ERROR);
    io.stdout.write(outcome.output);
  };
}
