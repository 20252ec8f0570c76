/**
 * Parsing of the CLI's numeric option values: a bare number in the unit
 * system's unit, or a number with a unit suffix (`--q 2118cfm`, `--v 20m/s`,
 * `--d 10in`, `--min-velocity 3500fpm`). Each parser throws commander's
 * InvalidArgumentError, so commander prints one line naming the option and the
 * value as typed: `error: option '--q <airflow>' argument '-3' is invalid. …`.
 *
 * Start-up stays light: a bare number is read here, while a suffixed value is
 * only marked, and resolved by unit-suffix.ts (the units catalogue), which an
 * action imports when it needs it.
 */
import { InvalidArgumentError } from 'commander';
import { describeDuctIssue } from '../../core/duct/issue-message.ts';
import { LINK_UNITS } from '../../core/duct/linked-value.ts';
import { readQuantityText } from '../../core/duct/quantity-text.ts';
import { QUANTITY_LABELS, toDisplayUnits, toSiUnits, type Quantity, type UnitSystem } from '../../core/duct/units.ts';
import type { UnitId } from '../../core/units/catalogue.ts';

/** A value given on the command line: the number, the unit typed with it, and the text. */
export interface GivenValue {
  /** The number as typed: in `unit` when one was typed, else in the unit system's unit. */
  value: number;
  /** Exactly what the user typed, for messages. */
  text: string;
  /** The unit typed after the number (`2118cfm`), or absent for a bare number. */
  unit?: UnitId;
  /** With `unit`: the value in SI (m/s, m, m³/s) by the catalogue's exact factor. */
  valueSi?: number;
}

/** A number typed with something after it (`2118cfm`), still to be read by unit-suffix.ts. */
export interface SuffixedText {
  text: string;
  suffixed: true;
}

/** What a quantity option's parser gives. */
export type GivenOption = GivenValue | SuffixedText;

/** The option of each quantity, as the user types it. */
export const QUANTITY_OPTIONS: Readonly<Record<Quantity, { flag: string; flags: string }>> = {
  velocity: { flag: '--v', flags: '--v <velocity>' },
  diameter: { flag: '--d', flags: '--d <diameter>' },
  airflow: { flag: '--q', flags: '--q <airflow>' },
};


/** A number followed by more text: possibly a value with its unit. */
const STARTS_WITH_NUMBER = /^\s*[+-−]?(\d|\.\d)/;

/**
 * Marks text that starts with a number but is not a bare number, for unit-suffix.ts.
 *
 * @returns The mark, or `undefined` when the text does not start with a number.
 */
export function suffixedText(text: string): SuffixedText | undefined {
  return STARTS_WITH_NUMBER.test(text) ? { text, suffixed: true } : undefined;
}

/**
 * Makes the commander argument parser of one quantity.
 *
 * @param quantity Which quantity the option gives.
 * @returns A parser that returns a bare decimal number as typed (in the unit
 *   system's unit, decided later by --imperial), or marks a number followed
 *   by more text (`2118cfm`, `12abc`) for unit-suffix.ts. It throws
 *   InvalidArgumentError for text that is not a number ("abc"), a number that
 *   is not finite ("1e999", "Infinity", "NaN"), zero or negative.
 */
export function quantityParser(quantity: Quantity): (text: string) => GivenOption {
  const label = QUANTITY_LABELS[quantity];
  return (text) => {
    const bare = readQuantityText(quantity, text);
    if (bare.status === 'success') return { value: bare.value, text };
    const suffixed = bare.issue.reason === 'not-a-number' ? suffixedText(text) : undefined;
    if (suffixed) return suffixed;
    throw new InvalidArgumentError(describeDuctIssue(bare.issue, label, text));
  };
}

/** Whether a value is bare or typed in the unit system's own unit, which the calculator's own factors serve. */
const inSystemUnit = (quantity: Quantity, given: GivenValue, unitSystem: UnitSystem) =>
  given.unit === undefined || given.valueSi === undefined || given.unit === LINK_UNITS[unitSystem][quantity];

/**
 * A given value in SI, for the calculator.
 *
 * @param quantity The duct quantity.
 * @param given The value as read (a bare number, or resolved by unit-suffix.ts).
 * @param unitSystem The unit system of a bare number.
 * @returns m/s, m or m³/s. A bare number, or one typed in the unit system's
 *   own unit (`2118cfm` with --imperial), goes through the calculator's
 *   rounded factors (196.85, 39.37, 2118.88), exactly as before; a number in
 *   any other unit was taken to SI with the catalogue's exact factor.
 */
export function givenValueSi(quantity: Quantity, given: GivenValue, unitSystem: UnitSystem): number {
  return inSystemUnit(quantity, given, unitSystem) ? toSiUnits(quantity, given.value, unitSystem) : given.valueSi!;
}

/**
 * A given value in the unit system's unit, for reports and links.
 *
 * @returns The number as typed when it is bare or in the unit system's unit;
 *   else its SI value in the unit system's unit (the calculator's factors).
 */
export function givenValueInSystem(quantity: Quantity, given: GivenValue, unitSystem: UnitSystem): number {
  return inSystemUnit(quantity, given, unitSystem) ? given.value : toDisplayUnits(quantity, given.valueSi!, unitSystem);
}

/**
 * Resolves an option's value for an action: a bare number as it is, a
 * suffixed one by unit-suffix.ts (imported only then).
 *
 * @param quantity The duct quantity the option gives.
 * @param given The parsed option, or `undefined` when not given.
 * @param flags The option as `--help` shows it, for the error line.
 * @returns The value, `undefined`, or `{ message }`: one error line (see resolveUnitSuffix).
 */
export async function resolveGivenOption(
  quantity: Quantity,
  given: GivenOption | undefined,
  flags: string,
): Promise<GivenValue | undefined | { message: string }> {
  if (given === undefined || !('suffixed' in given)) return given;
  const { resolveUnitSuffix } = await import('./unit-suffix.ts');
  return resolveUnitSuffix(quantity, given, flags);
}
