// Entry point of the bundled CLI (scripts/build-cli.mjs → dist/cli/duct-calc.cjs).
// Sets process.exitCode instead of calling process.exit, so output is flushed.
import type { CliIo } from './shared/io.ts';
import { createProgram } from './program.ts';
import { runProgram } from './shared/run-program.ts';
import { EXIT_CODES } from './shared/exit-codes.ts';
import { diagnosticLine } from './shared/diagnostic.ts';

const io: CliIo = {
  // A getter: touching process.stdin sets up a stream, which costs start-up
  // time; only `check` reading from "-" needs it.
  get stdin() {
    return process.stdin;
  },
  stdout: process.stdout,
  stderr: process.stderr,
};

// A reader that stops early (`duct-calc … | head -1`) closes the pipe: that is
// not an error worth a stack trace. Any other write failure gets one line.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') return;
  process.stderr.write(diagnosticLine(`error: cannot write the output: ${error.message}`));
  process.exitCode = EXIT_CODES.usage;
});

void runProgram(createProgram(io), process.argv, io).then((exitCode) => {
  process.exitCode ??= exitCode;
});
