import { escapeUnsafeChars } from './unsafe-chars.ts';

/** Commander's suggestion, which it puts on a second line: `\n(Did you mean --q?)`. */
const SUGGESTION = /\n\(Did you mean (.+)\?\)\n?$/;

/**
 * Makes a diagnostic exactly one line for stderr: commander's "Did you mean"
 * suggestion is folded into it (`error: unknown option '--qq' (did you mean
 * --q?)`) and control and bidi characters from what the user typed or named
 * are escaped (a line break shows as `\n`).
 *
 * @param text A message from commander or this program, with or without its
 *   final line break.
 * @returns One line, ending in a line break.
 */
export function diagnosticLine(text: string): string {
  const folded = text.replace(SUGGESTION, ' (did you mean $1?)').replace(/\n$/, '');
  return `${escapeUnsafeChars(folded)}\n`;
}
