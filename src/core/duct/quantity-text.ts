/**
 * Reads a quantity typed by a person, on the command line or in a sheet's
 * cell, into a usable number or the issue that says why it is not one.
 */
import { checkDuctInput, type DuctIssue } from './solve.ts';
import { DECIMAL_NUMBER_TEXT } from '../units/number-text.ts';
import type { Quantity } from './units.ts';

/** Words JavaScript reads as non-finite numbers: named as such, not as "not a number". */
const NON_FINITE_WORD = /^[+-]?(infinity|nan)$/i;

/** A typed quantity: the number, or the issue naming the field. */
export type QuantityTextResult = { status: 'success'; value: number } | { status: 'error'; issue: DuctIssue };

/**
 * Reads typed text as a quantity that a duct calculation can use.
 *
 * @param field Which quantity the text gives.
 * @param text What was typed; surrounding spaces are ignored. Any unit
 *   system: the checks do not depend on units.
 * @returns `success` with the number when the text is a plain decimal number
 *   (DECIMAL_NUMBER_TEXT) that is finite and greater than zero; otherwise
 *   `error` with reason `not-a-number` ("abc", "12abc", ""), `not-finite`
 *   ("1e999", "Infinity", "NaN"), `zero` or `negative`. Never throws. Uses the
 *   regex rather than the valibot schema: a sheet can hold millions of cells.
 */
export function readQuantityText(field: Quantity, text: string): QuantityTextResult {
  const trimmed = text.trim();
  if (!DECIMAL_NUMBER_TEXT.test(trimmed)) {
    const reason = NON_FINITE_WORD.test(trimmed) ? 'not-finite' : 'not-a-number';
    return { status: 'error', issue: { field, reason } };
  }
  const value = Number(trimmed);
  const issue = checkDuctInput(field, value);
  return issue ? { status: 'error', issue } : { status: 'success', value };
}
