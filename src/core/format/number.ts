/**
 * Number formats of the calculator (spec §9 "Precision"): up to 4 decimals in
 * the fields, trailing zeros trimmed; 2 decimals in the notice and the CLI.
 * Both return an empty string for NaN or ±Infinity, so neither ever reaches
 * the screen.
 */

/**
 * Formats a value for a calculator field.
 *
 * @param value The number in display units.
 * @returns At most 4 decimals with trailing zeros trimmed: 0.5 → "0.5",
 *   2118.88 → "2118.88", 1/3 → "0.3333", -0.00001 → "0". "" when not finite.
 */
export function formatFieldValue(value: number): string {
  if (!Number.isFinite(value)) return '';
  const trimmed = value.toFixed(4).replace(/\.?0+$/, '');
  return trimmed === '-0' ? '0' : trimmed;
}

/**
 * Formats a value for the 'Calculation Result' notice and the CLI's table.
 *
 * @param value The number in display units.
 * @returns Exactly 2 decimals: 9.8512 → "9.85". "" when not finite.
 */
export function formatNoticeValue(value: number): string {
  if (!Number.isFinite(value)) return '';
  const fixed = value.toFixed(2);
  return fixed === '-0.00' ? '0.00' : fixed;
}
