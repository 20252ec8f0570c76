import type { Readable, Writable } from 'node:stream';

/**
 * The streams a CLI program reads and writes. `bin/duct-calc` passes the
 * process's own; tests pass in-memory streams. Results go to stdout,
 * diagnostics to stderr.
 */
export interface CliIo {
  stdin: Readable;
  stdout: Writable;
  stderr: Writable;
}
