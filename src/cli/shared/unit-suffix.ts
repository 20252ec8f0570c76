/**
 * Reads option values typed with a unit (`--q 2118cfm`, `--d 10in`,
 * `--min-velocity 3500fpm`) with the units catalogue's parseQuantity. Loaded
 * by an action with a dynamic import, only when such a value was given, so
 * `duct-calc --solve` with bare numbers never loads the catalogue.
 */
import { describeDuctIssue } from '../../core/duct/issue-message.ts';
import { checkDuctInput } from '../../core/duct/solve.ts';
import { QUANTITY_LABELS, type Quantity } from '../../core/duct/units.ts';
import { parseQuantity } from '../../core/units/parse-quantity.ts';
import type { QuantityId } from '../../core/units/quantity.ts';
import type { GivenOption, GivenValue } from './quantity-option.ts';

/** The catalogue's quantity of each duct quantity. */
const CATALOGUE_QUANTITY: Readonly<Record<Quantity, QuantityId>> = {
  velocity: 'velocity',
  diameter: 'length',
  airflow: 'airflow',
};

/**
 * Reads a value typed with its unit.
 *
 * @param quantity The duct quantity the option gives.
 * @param given The option's value: a bare number (returned as it is) or text
 *   marked by quantityParser.
 * @param flags The option as `--help` shows it, e.g. `--q <airflow>`.
 * @returns The value with its unit and its SI value (the catalogue's exact
 *   factor), or one error line in commander's words:
 *   `error: option '--q <airflow>' argument '3m' is invalid. "m" is a unit of length, not airflow (…)`,
 *   for an unknown unit, a unit of another quantity, a standard or normal
 *   flow (`2118scfm`: the duct carries the actual flow), or a value that is
 *   zero or negative.
 */
export function resolveUnitSuffix(quantity: Quantity, given: GivenOption, flags: string): GivenValue | { message: string } {
  if (!('suffixed' in given)) return given;
  const { text } = given;
  const invalid = (reason: string) => ({ message: `error: option '${flags}' argument '${text}' is invalid. ${reason}` });
  const parsed = parseQuantity(text, { quantity: CATALOGUE_QUANTITY[quantity] });
  if (parsed.status === 'error') {
    const [issue] = parsed.issues;
    if (issue!.reason === 'not-a-number') return invalid(describeDuctIssue({ field: quantity, reason: 'not-a-number' }, QUANTITY_LABELS[quantity], text));
    return invalid(issue!.message);
  }
  const { value, unit, valueSi, basis } = parsed.data;
  if (basis && basis.reference !== 'actual') {
    return invalid(`"${text.trim()}" is a ${basis.reference} flow; size the duct for the actual flow (duct-calc convert gives it)`);
  }
  const issue = checkDuctInput(quantity, value);
  if (issue) return invalid(describeDuctIssue(issue, QUANTITY_LABELS[quantity], text));
  return { value, unit: unit.id, valueSi, text };
}
