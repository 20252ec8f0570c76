/**
 * The one number formatter for every figure a person reads: calculator
 * fields, the 'Calculation Result' notice, the duct diagram, the CLI's table
 * and the sizing-sheet check's messages. Only `--json` and the check's JSON
 * report bypass it, as they keep full precision.
 *
 * Each style rounds half away from zero on the number's shortest decimal
 * form (see rounding.ts), so 19.685 shows as 19.69 and 1.005 as 1.01.
 *
 * Fixed decimals are used while they show the number honestly; otherwise the
 * figure switches to scientific notation with 5 significant digits:
 * - **too small:** a non-zero value below one unit of the last decimal shown
 *   (below 0.0001 in a field, below 0.01 in a result or table), which fixed
 *   decimals would show as 0 or with its leading digit rounded away;
 * - **too large:** a value that rounds to 10¹² or more (a million million),
 *   more digits than any plant figure needs and more than a notice line holds.
 * Scientific notation is written as JavaScript writes it, `1.2346e+30` or
 * `1.5708e-7`, which `Number`, the calculator's fields and `duct-calc` all read.
 */
import { roundFixed, roundScientific } from './rounding.ts';

/**
 * - `field`: an editable calculator field and the duct diagram: up to 4
 *   decimals, trailing zeros trimmed, plain digits ("2118.88", "0.5", "1.9685e+32").
 * - `result`: the page's 'Calculation Result' notice: exactly 2 decimals with
 *   thousands grouping ("127,235.27", "1.0000e+30").
 * - `table`: the CLI's tables and messages, which scripts read: exactly 2
 *   decimals, plain digits ("127235.27", "1.1284e+154").
 */
export type NumberStyle = 'field' | 'result' | 'table';

/** Decimals, trimming and grouping of each {@link NumberStyle}. */
export const NUMBER_STYLES: Readonly<Record<NumberStyle, { decimals: number; trimZeros: boolean; grouping: boolean }>> = {
  field: { decimals: 4, trimZeros: true, grouping: false },
  result: { decimals: 2, trimZeros: false, grouping: true },
  table: { decimals: 2, trimZeros: false, grouping: false },
};

/** A figure whose fixed form reaches this switches to scientific notation. */
export const SCIENTIFIC_FROM = 1e12;

/** Significant digits of a figure in scientific notation. */
export const SCIENTIFIC_DIGITS = 5;

/**
 * Formats a number for a person to read.
 *
 * @param value The number, in the unit shown beside it.
 * @param style Where it is shown: `field`, `result` or `table` (see {@link NumberStyle}).
 * @param options `decimals` replaces the style's number of decimals, for a
 *   figure whose unit needs more or fewer (a friction factor, 4; a flow in
 *   ft/min, 0); the style's trimming and grouping stay.
 * @returns The figure, or "" for NaN and ±Infinity, which never reach the
 *   screen. Never "-0", never a truncated exponent, and never a text that
 *   reads as 0 for a non-zero value. Every text reads back with `Number` (or
 *   `parseNumberText`) to within half a unit of its last digit; with grouping
 *   (`result`), after removing the commas.
 *
 * @example
 * formatNumber(19.685, 'result');      // "19.69"
 * formatNumber(127235.2657, 'result'); // "127,235.27"
 * formatNumber(1e30 * 196.85, 'field'); // "1.9685e+32"
 * formatNumber(1.5707963e-7, 'field'); // "1.5708e-7"
 * formatNumber(0.0185139, 'result', { decimals: 4 }); // "0.0185"
 */
export function formatNumber(value: number, style: NumberStyle, options: { decimals?: number } = {}): string {
  if (!Number.isFinite(value)) return '';
  const { trimZeros, grouping } = NUMBER_STYLES[style];
  const decimals = options.decimals ?? NUMBER_STYLES[style].decimals;
  const scientific = () => roundScientific(value, { significantDigits: SCIENTIFIC_DIGITS, trimZeros });
  if (value !== 0 && Math.abs(value) < 10 ** -decimals) return scientific();
  const plain = roundFixed(value, { decimals, trimZeros, grouping: false });
  if (Math.abs(Number(plain)) >= SCIENTIFIC_FROM) return scientific();
  return grouping ? roundFixed(value, { decimals, trimZeros, grouping }) : plain;
}
