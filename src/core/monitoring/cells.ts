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
 * @returns The number, or NaN when the cell is no number (blank included).
 */
export function readNumberCell(text: string): number {
  const trimmed = text.trim();
  if (!NUMBER.test(trimmed)) return Number.NaN;
  return Number(trimmed.replace(',', '.'));
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
