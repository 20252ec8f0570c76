// Entry point of the bundled CLI (scripts/build-cli.mjs → dist/cli/duct-calc.cjs).
// Sets process.exitCode instead of calling process.exit, so output is flushed.
import type { CliIo } from './cli-io.ts';
import { createProgram } from './program.ts';
import { runProgram } from './run-program.ts';

const io: CliIo = {
  // A getter: touching process.stdin sets up a stream, which costs start-up
  // time; only `check` reading from "-" needs it.
  get stdin() {
    return process.stdin;
  },
  stdout: process.stdout,
  stderr: process.stderr,
};
void runProgram(createProgram(io), process.argv, io).then((exitCode) => {
  process.exitCode = exitCode;
});
