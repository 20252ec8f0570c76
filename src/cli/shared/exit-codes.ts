/**
 * The CLI's exit codes, documented in Know-How (method-cli-conventions):
 * 0 everything passed; 1 a check failed (a sizing-sheet row);
 * 2 unusable input or usage (bad option or value, unreadable file, bad header).
 */
export const EXIT_CODES = {
  ok: 0,
  checkFailed: 1,
  usage: 2,
} as const;

export type ExitCode = (typeof EXIT_CODES)[keyof typeof EXIT_CODES];
