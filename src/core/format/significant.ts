/**
 * Figures of a unit conversion: a fixed number of significant digits, not of
 * decimals. A conversion's figure is only as useful as its digits: 2 decimals
 * would show 1 m³/h as 0.59 CFM, the very rounding (0.5886 for 0.5885778) that
 * the Unit Convertor exists to avoid, and 1 m³/h in m³/s as 2.7778e-4.
 * Rounding is that of number.ts: half away from zero on the shortest decimal.
 */
import { roundFixed, roundScientific } from './rounding.ts';
import { SCIENTIFIC_FROM } from './number.ts';

/** Significant digits of a converted figure: enough for 996.35564 Pa (4 inH₂O) and 0.58857778 CFM (1 m³/h). */
export const CONVERSION_DIGITS = 8;

/** Below this a converted figure is written in scientific notation, so it never reads as a run of zeros. */
export const FIXED_DOWN_TO = 1e-6;

/**
 * Formats a converted value.
 *
 * @param value The value, in the unit shown beside it.
 * @param significantDigits How many significant digits to keep; 8 by default.
 * @returns Plain digits with the trailing zeros trimmed ("996.35564",
 *   "0.00027777778", "4", "-17.777778"; a whole part longer than 8 digits is
 *   kept whole, "123456789"), or scientific notation like
 *   formatNumber's below 1e-6 and from 1e12 ("1.2345679e-7", "1e+15"); "" for
 *   NaN and ±Infinity, which never reach the screen. Never "-0". Reads back
 *   with `Number`.
 *
 * @example formatSignificant(996.35564) // "996.35564"
 * @example formatSignificant(0.5885777786914765) // "0.58857778"
 */
export function formatSignificant(value: number, significantDigits: number = CONVERSION_DIGITS): string {
  if (!Number.isFinite(value)) return '';
  if (value === 0) return '0';
  const scientific = roundScientific(value, { significantDigits, trimZeros: true });
  // The exponent after rounding, so 9.999999999 (which rounds to 10) keeps 8 digits.
  const exponent = Number(scientific.slice(scientific.indexOf('e') + 1));
  if (Math.abs(Number(scientific)) < FIXED_DOWN_TO || Math.abs(Number(scientific)) >= SCIENTIFIC_FROM) return scientific;
  return roundFixed(value, { decimals: Math.max(0, significantDigits - 1 - exponent), trimZeros: true, grouping: false });
}
