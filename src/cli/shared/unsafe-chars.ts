/**
 * Characters that must never reach a terminal, a CI log or a report raw:
 * - C0 controls and DEL: ESC starts a terminal escape sequence, BEL rings,
 *   CR and LF start a new line that a CI runner may read as a command;
 * - C1 controls (U+0080–U+009F): U+009B is a one-character escape sequence
 *   (CSI) on many terminals;
 * - the bidirectional formatting characters of Unicode's bidi algorithm
 *   (UAX #9: U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069), which
 *   reorder the text around them on screen ("Trojan Source", CVE-2021-42574).
 */
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARS = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** The short escapes JSON.stringify also uses. */
const SHORT_ESCAPES: Readonly<Record<string, string>> = { '\b': '\\b', '\t': '\\t', '\n': '\\n', '\f': '\\f', '\r': '\\r' };

/**
 * Makes control and bidi characters visible, so text from arguments, file
 * names or sheet cells is shown as typed and stays on one line.
 *
 * Each one becomes the escape JSON uses: `\n`, `\t`, `\r`, `\b`, `\f`, or
 * `\u` and four lowercase hex digits (`\u001b` for ESC, `\u202e`). So the
 * function also makes JSON text safe: applied to `JSON.stringify` output
 * (which already escapes C0 but not DEL, C1 or bidi) it gives valid JSON
 * with the same value.
 *
 * @param text Any text.
 * @returns The text with every such character escaped; unchanged without them.
 */
export function escapeUnsafeChars(text: string): string {
  return text.replace(UNSAFE_CHARS, (char) => SHORT_ESCAPES[char] ?? `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
