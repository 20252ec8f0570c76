/**
 * Figures shown or copied beyond the 2 decimals of a result: a converted
 * value to paste into a sheet (996.35564 Pa), or a correction factor
 * (0.697237). Rounded on significant digits, not decimals, so a small value
 * keeps its digits (0.5885777787 CFM) and the binary noise of a product
 * (996.3556399999999) never shows.
 */
import { roundScientific } from './rounding.ts';

/** Significant digits of a precise figure unless the caller asks for fewer. */
export const PRECISE_DIGITS = 10;

/** Plain digits are used from this size up to 10¹² (the limit of formatNumber's fixed styles). */
const PLAIN_FROM = 1e-4;
const PLAIN_BELOW = 1e12;

/**
 * Formats a number to significant digits, trailing zeros trimmed, without
 * thousands separators, so it pastes into a spreadsheet or a calculator field
 * as a number.
 *
 * @param value The number, in the unit shown beside it.
 * @param significantDigits How many significant digits to keep (1 to 21); 10 by default.
 * @returns Plain digits between 10⁻⁴ and 10¹² ("996.35564", "0.5885777787",
 *   "37.77777778"), scientific notation outside it as JavaScript writes it
 *   ("1.5e-7", "2.5e+15"), "0" for zero, and "" for NaN or ±Infinity, which
 *   never reach the screen. Rounds half away from zero on the shortest
 *   decimal (see rounding.ts). The text reads back with `Number`.
 *
 * @example formatPrecise(4 * 249.08891) // "996.35564"
 * @example formatPrecise(0.6972371, 6) // "0.697237"
 */
export function formatPrecise(value: number, significantDigits: number = PRECISE_DIGITS): string {
  if (!Number.isFinite(value)) return '';
  if (value === 0) return '0';
  const scientific = roundScientific(value, { significantDigits, trimZeros: true });
  const magnitude = Math.abs(Number(scientific));
  // String(Number(…)) writes the rounded decimal in plain digits in this range.
  return magnitude >= PLAIN_FROM && magnitude < PLAIN_BELOW ? String(Number(scientific)) : scientific;
}
