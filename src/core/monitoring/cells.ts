/**
 * Reads the cells of a controller log: numbers (a decimal point, or a decimal
 * comma as semicolon-separated European exports write them) and on/off flags.
 */

const NUMBER = /^[-+]?(\d+([.,]\d*)?|[.,]\d+)([eE][-+]?\d+)?$/;

/**
 * Reads a number cell.
 *
 * @param text The cell as written: `1234.5`, `1234,5`, `-0.5`, `1.2e3`.
 *   Thousands separators are not read (`1,234` is 1.234).
 * @returns The number, or NaN when the cell is no number (blank included)
 *   or is beyond the range of a double (`1e999`).
 */
export function readNumberCell(text: string): number {
  // The hot path (every cell of millions of rows): a plain decimal that Number reads as it is.
  const fast = Number(text);
  if (Number.isFinite(fast) && text.length > 0 && startsLikeDecimal(text)) return fast;
  const trimmed = text.trim();
  if (!NUMBER.test(trimmed)) return Number.NaN;
  const value = Number(trimmed.replace(',', '.'));
  return Number.isFinite(value) ? value : Number.NaN;
}

/** Whether a text Number read starts as a decimal does: a digit, sign or point, and no 0x, 0b, 0o prefix. */
function startsLikeDecimal(text: string): boolean {
  const first = text.charCodeAt(0);
  if (first === 43 || first === 45 || first === 46) return true;
  if (first < 48 || first > 57) return false;
  const second = text.charCodeAt(1) | 32; // lower case
  return !(first === 48 && (second === 120 || second === 98 || second === 111));
}

const BLANK = /^\s*$/;

/** Whether a cell is blank (empty or white space). */
export function isBlankCell(text: string): boolean {
  // Most cells start with a printable character: decided without the regular expression.
  return text.length === 0 || (text.charCodeAt(0) <= 32 && BLANK.test(text)) || (text.charCodeAt(0) > 127 && BLANK.test(text));
}

const ON = new Set(['1', 'true', 'on', 'yes', 'y', 'alarm', 'active', 'high', 'x']);
const OFF = new Set(['', '0', 'false', 'off', 'no', 'n', 'ok', 'normal', 'inactive', 'low', '-']);

/**
 * Reads an on/off cell (a pulse flag, an alarm).
 *
 * @param text The cell as written: `1`/`0`, `true`/`false`, `on`/`off`,
 *   `yes`/`no`, `alarm`/`ok`, `active`/`normal`; blank is off.
 * @returns true, false, or undefined when the cell is neither.
 */
export function readFlagCell(text: string): boolean | undefined {
  const word = text.trim().toLowerCase();
  if (ON.has(word)) return true;
  if (OFF.has(word)) return false;
  return undefined;
}
