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
  // The hot path (every cell of millions of rows): a plain decimal, read by hand.
  const plain = plainDecimal(text);
  if (!Number.isNaN(plain)) return plain;
  const fast = Number(text);
  if (Number.isFinite(fast) && text.length > 0 && startsLikeDecimal(text)) return fast;
  const trimmed = text.trim();
  if (!NUMBER.test(trimmed)) return Number.NaN;
  const value = Number(trimmed.replace(',', '.'));
  return Number.isFinite(value) ? value : Number.NaN;
}

/** 10⁰ to 10¹⁵, exact doubles. */
const POWERS_OF_TEN = Array.from({ length: 16 }, (_, k) => 10 ** k);

/**
 * A plain decimal (`1043.5`, `-0.25`, `36000`: digits, at most one point, an
 * optional minus, at most 15 digits) read digit by digit, or NaN for any other
 * text. Exact: the digits form an integer below 2⁵³ and 10^k is exact, so one
 * correctly rounded division gives the double nearest the decimal, as Number
 * does (Clinger's fast path).
 */
function plainDecimal(text: string): number {
  const length = text.length;
  let i = text.charCodeAt(0) === 45 ? 1 : 0;
  const negative = i === 1;
  let mantissa = 0;
  let digits = 0;
  let decimals = -1;
  for (; i < length; i += 1) {
    const code = text.charCodeAt(i);
    if (code >= 48 && code <= 57) {
      mantissa = mantissa * 10 + (code - 48);
      digits += 1;
      if (decimals >= 0) decimals += 1;
    } else if (code === 46 && decimals < 0) decimals = 0;
    else return Number.NaN;
  }
  if (digits === 0 || digits > 15) return Number.NaN;
  const value = decimals > 0 ? mantissa / POWERS_OF_TEN[decimals]! : mantissa;
  return negative ? -value : value;
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
