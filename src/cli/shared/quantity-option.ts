/**
 * Parsing of the CLI's --q, --v and --d values. Each parser throws commander's
 * InvalidArgumentError, so commander prints one line naming the option and the
 * value as typed: `error: option '--q <airflow>' argument '-3' is invalid. …`.
 */
import { InvalidArgumentError } from 'commander';
import { describeDuctIssue } from '../../core/duct/issue-message.ts';
import { readQuantityText } from '../../core/duct/quantity-text.ts';
import { QUANTITY_LABELS, type Quantity } from '../../core/duct/units.ts';

/** A value given on the command line: the number and the text it came from. */
export interface GivenValue {
  /** The number, in the unit system the user chose (not converted). */
  value: number;
  /** Exactly what the user typed, for messages. */
  text: string;
}

/** The option of each quantity, as the user types it. */
export const QUANTITY_OPTIONS: Readonly<Record<Quantity, { flag: string; flags: string }>> = {
  velocity: { flag: '--v', flags: '--v <velocity>' },
  diameter: { flag: '--d', flags: '--d <diameter>' },
  airflow: { flag: '--q', flags: '--q <airflow>' },
};

/**
 * Makes the commander argument parser of one quantity.
 *
 * @param quantity Which quantity the option gives.
 * @returns A parser that returns the value as typed and as a number (any unit
 *   system: the checks do not depend on units), or throws InvalidArgumentError
 *   for text that is not a decimal number ("abc", "12abc"), or a number that is
 *   not finite ("1e999", "Infinity", "NaN"), zero or negative.
 */
export function quantityParser(quantity: Quantity): (text: string) => GivenValue {
  const label = QUANTITY_LABELS[quantity];
  return (text) => {
    const result = readQuantityText(quantity, text);
    if (result.status === 'error') throw new InvalidArgumentError(describeDuctIssue(result.issue, label, text));
    return { value: result.value, text };
  };
}
