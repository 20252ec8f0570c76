/**
 * A decimal number as typed: optional sign, digits with an optional point,
 * optional exponent. Hex, "Infinity", thousands separators and trailing
 * letters are not numbers here, so "12abc" is rejected rather than read as 12.
 * Shared by every reader of typed numbers (form fields, CLI options, sheet
 * cells, values with units); exported as a pattern for hot loops (the
 * sizing-sheet check reads millions of cells) that test trimmed text directly.
 */
export const DECIMAL_NUMBER_TEXT = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;
