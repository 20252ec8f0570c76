/**
 * Parsing of the CLI's numeric option values: a bare number in the unit
 * system's unit, or a number with a unit suffix read by the units catalogue
 * (`--q 2118cfm`, `--v 20m/s`, `--d 10in`, `--min-velocity 3500fpm`). Each
 * parser throws commander's InvalidArgumentError, so commander prints one line
 * naming the option and the value as typed:
 * `error: option '--q <airflow>' argument '3m' is invalid. …`.
 */
import { InvalidArgumentError } from 'commander';
import { describeDuctIssue } from '../../core/duct/issue-message.ts';
import { checkDuctInput } from '../../core/duct/solve.ts';
import { readQuantityText } from '../../core/duct/quantity-text.ts';
import { QUANTITY_LABELS, toDisplayUnits, toSiUnits, type Quantity, type UnitSystem } from '../../core/duct/units.ts';
import { unitById, type UnitId } from '../../core/units/catalogue.ts';
import { parseQuantity } from '../../core/units/parse-quantity.ts';
import type { QuantityId } from '../../core/units/quantity.ts';
import { unitToSi } from '../../core/units/unit.ts';

/** A value given on the command line: the number, the unit typed with it, and the text. */
export interface GivenValue {
  /** The number as typed: in `unit` when one was typed, else in the unit system's unit. */
  value: number;
  /** The unit typed after the number (`2118cfm`), or `undefined` for a bare number. */
  unit?: UnitId;
  /** Exactly what the user typed, for messages. */
  text: string;
}

/** The option of each quantity, as the user types it. */
export const QUANTITY_OPTIONS: Readonly<Record<Quantity, { flag: string; flags: string }>> = {
  velocity: { flag: '--v', flags: '--v <velocity>' },
  diameter: { flag: '--d', flags: '--d <diameter>' },
  airflow: { flag: '--q', flags: '--q <airflow>' },
};

/** The catalogue's quantity of each duct quantity. */
const CATALOGUE_QUANTITY: Readonly<Record<Quantity, QuantityId>> = {
  velocity: 'velocity',
  diameter: 'length',
  airflow: 'airflow',
};

/** The catalogue's unit of each duct quantity in each unit system. */
const SYSTEM_UNIT: Readonly<Record<UnitSystem, Readonly<Record<Quantity, UnitId>>>> = {
  metric: { velocity: 'm/s', diameter: 'm', airflow: 'm3/s' },
  imperial: { velocity: 'ft/min', diameter: 'in', airflow: 'CFM' },
};

/**
 * Reads a number with a unit suffix.
 *
 * @param quantity The duct quantity the option gives.
 * @param text What was typed, e.g. `2118cfm`, `20 m/s`, `10in`.
 * @returns The value and its unit (not yet checked to be positive), the parse
 *   error's message (an unknown unit listing the quantity's units, a unit of
 *   another quantity, a stated standard or normal flow), or `undefined` when
 *   the text does not start with a number (the caller's own message says so).
 */
export function readValueWithUnit(quantity: Quantity, text: string): GivenValue | { message: string } | undefined {
  const parsed = parseQuantity(text, { quantity: CATALOGUE_QUANTITY[quantity] });
  if (parsed.status === 'error') {
    const [issue] = parsed.issues;
    return issue!.reason === 'not-a-number' ? undefined : { message: issue!.message };
  }
  const { value, unit, basis } = parsed.data;
  if (basis && basis.reference !== 'actual') {
    return { message: `"${text.trim()}" is a ${basis.reference} flow; size the duct for the actual flow (duct-calc convert gives it)` };
  }
  return { value, unit: unit.id, text };
}

/**
 * Makes the commander argument parser of one quantity.
 *
 * @param quantity Which quantity the option gives.
 * @returns A parser that returns the value as typed: a bare decimal number
 *   (in the unit system's unit, decided later by --imperial), or a number
 *   with a unit of the quantity (`2118cfm`, `10in`, `20 m/s`). It throws
 *   InvalidArgumentError for text that is not a number ("abc"), an unknown
 *   unit or one of another quantity ("3m" for --q), a number that is not
 *   finite ("1e999", "Infinity", "NaN"), zero or negative.
 */
export function quantityParser(quantity: Quantity): (text: string) => GivenValue {
  const label = QUANTITY_LABELS[quantity];
  return (text) => {
    const bare = readQuantityText(quantity, text);
    if (bare.status === 'success') return { value: bare.value, text };
    const suffixed = bare.issue.reason === 'not-a-number' ? readValueWithUnit(quantity, text) : undefined;
    if (suffixed === undefined) throw new InvalidArgumentError(describeDuctIssue(bare.issue, label, text));
    if ('message' in suffixed) throw new InvalidArgumentError(suffixed.message);
    const issue = checkDuctInput(quantity, suffixed.value);
    if (issue) throw new InvalidArgumentError(describeDuctIssue(issue, label, text));
    return suffixed;
  };
}

/**
 * A given value in SI, for the calculator.
 *
 * @param quantity The duct quantity.
 * @param given The value as parsed by {@link quantityParser}.
 * @param unitSystem The unit system of a bare number.
 * @returns m/s, m or m³/s. A bare number, or one typed in the unit system's
 *   own unit (`2118cfm` with --imperial), goes through the calculator's
 *   rounded factors (196.85, 39.37, 2118.88), exactly as before; a number in
 *   any other unit goes to SI with the catalogue's exact factor.
 */
export function givenValueSi(quantity: Quantity, given: GivenValue, unitSystem: UnitSystem): number {
  if (given.unit === undefined || given.unit === SYSTEM_UNIT[unitSystem][quantity]) {
    return toSiUnits(quantity, given.value, unitSystem);
  }
  return unitToSi(unitById(given.unit), given.value);
}

/**
 * A given value in the unit system's unit, for reports and links.
 *
 * @returns The number as typed when it is bare or in the unit system's unit;
 *   else its SI value ({@link givenValueSi}) in the unit system's unit.
 */
export function givenValueInSystem(quantity: Quantity, given: GivenValue, unitSystem: UnitSystem): number {
  if (given.unit === undefined || given.unit === SYSTEM_UNIT[unitSystem][quantity]) return given.value;
  return toDisplayUnits(quantity, givenValueSi(quantity, given, unitSystem), unitSystem);
}
