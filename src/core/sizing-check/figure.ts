import { formatFieldValue } from '../format/number.ts';

/**
 * Formats a computed figure for a check message: up to 4 decimals, trailing
 * zeros trimmed, as in the calculator's fields; 4 significant digits for a
 * figure too small to show that way.
 *
 * @param value A finite number in display units.
 * @returns For example `2864.7889`, `0.2523` or `0.00004712`.
 */
export function formatCheckFigure(value: number): string {
  const fixed = formatFieldValue(value);
  if (fixed !== '0' || value === 0) return fixed;
  return Number(value.toPrecision(4)).toString();
}
