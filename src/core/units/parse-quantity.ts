/**
 * Reads a value typed with its unit, as on the command line, in a link or in
 * a field: `300F`, `1500 m`, `98kPa`, `4 in wg`.
 */
import { DECIMAL_NUMBER_TEXT } from './number-text.ts';
import { checkAbsoluteZero } from './absolute-zero.ts';
import type { VolumeBasis } from './basis.ts';
import { unitById, type Unit, type UnitId } from './catalogue.ts';
import { quoteText, unitError, type UnitResult } from './issue.ts';
import { lookupUnit } from './lookup.ts';
import { QUANTITY_INFO, type QuantityId } from './quantity.ts';
import { describeUnitsOf } from './suggest.ts';
import { unitToSi } from './unit.ts';

/** A value read with its unit, in that unit and in SI. */
export interface ParsedQuantity {
  readonly quantity: QuantityId;
  readonly unit: Unit;
  /** The number as typed, in `unit`. */
  readonly value: number;
  /** The same value in the quantity's SI unit (Pa, m³/s, K, …). */
  readonly valueSi: number;
  /** The basis the unit's spelling states (`SCFM`, `mg/Nm³`), or `undefined`. */
  readonly basis: VolumeBasis | undefined;
}

/** What the caller expects: the quantity, and the unit of a bare number. */
export interface ParseQuantityOptions {
  /** Refuse units of other quantities. Defaults to the default unit's quantity. */
  readonly quantity?: QuantityId;
  /** The unit of a bare number (`4`), of `quantity` if both are given; without it a bare number is refused. */
  readonly defaultUnit?: UnitId;
}

/** Longer text is not a quantity; the cap keeps the prefix search short. */
const MAX_TEXT_LENGTH = 200;

/** After the number: a thousands separator or decimal comma followed by digits (`10,000`, `10 000`, `1,5`). */
const SEPARATED_DIGITS = /^(?:[,'’_]|\s+)\d/;

/** The longest start of the text that is a decimal number (DECIMAL_NUMBER_TEXT), or 0. */
function numberPrefixLength(text: string): number {
  for (let end = text.length; end > 0; end -= 1) {
    if (DECIMAL_NUMBER_TEXT.test(text.slice(0, end))) return end;
  }
  return 0;
}

/**
 * Reads a value with its unit.
 *
 * @param text What was typed: a decimal number (optional sign, point,
 *   exponent) followed, with or without a space, by a unit that lookupUnit
 *   accepts. `300F`, `1500 m`, `98kPa`, `4 in wg`, `2e3 CFM`.
 * @param options The expected quantity and the default unit of a bare number.
 * @returns `success` with the quantity, the unit, the value and the value in
 *   SI; or `error` with one issue whose message names the text: `empty`,
 *   `not-a-number`, `separator` (`10,000 cfm`: write 10000), `not-finite`
 *   (`1e999 Pa`), `missing-unit`, any issue of lookupUnit, or
 *   `below-absolute-zero`, or `out-of-range` (too large once in SI). Never
 *   throws, never NaN.
 *
 * @example parseQuantity('300F') // 300 °F, valueSi 422.0388… K
 * @example parseQuantity('20', { defaultUnit: 'degC' }) // 20 °C
 */
export function parseQuantity(text: string, options: ParseQuantityOptions = {}): UnitResult<ParsedQuantity> {
  // A typeset minus (U+2212), as pasted from a document, is a minus sign.
  const trimmed = text.trim().replaceAll('−', '-');
  if (trimmed === '') return unitError('empty', text, 'No value given');
  const numberLength = trimmed.length > MAX_TEXT_LENGTH ? 0 : numberPrefixLength(trimmed);
  if (numberLength === 0) return unitError('not-a-number', text, `${quoteText(trimmed)} does not start with a number`);
  const rest = trimmed.slice(numberLength);
  if (SEPARATED_DIGITS.test(rest)) {
    return unitError(
      'separator',
      text,
      `${quoteText(trimmed)}: write the number without thousands separators and with a point for decimals, e.g. 10000 or 1.5`,
    );
  }
  const value = Number(trimmed.slice(0, numberLength));
  if (!Number.isFinite(value)) return unitError('not-finite', text, `${quoteText(trimmed)} is too large a number`);

  const defaultUnit = options.defaultUnit === undefined ? undefined : unitById(options.defaultUnit);
  const quantity = options.quantity ?? defaultUnit?.quantity;
  let unit: Unit;
  let basis: VolumeBasis | undefined;
  if (rest.trim() === '') {
    if (!defaultUnit) {
      const hint = quantity ? `one of ${describeUnitsOf(quantity)}` : `one after the number, e.g. ${trimmed} inH2O`;
      return unitError('missing-unit', text, `${quoteText(trimmed)} has no unit; give ${hint}`);
    }
    unit = defaultUnit;
    if (quantity && unit.quantity !== quantity) {
      return unitError('wrong-quantity', text, `The default unit ${unit.symbol} is not a unit of ${describeUnitsOf(quantity)}`);
    }
  } else {
    const reading = lookupUnit(rest.trim(), { quantity });
    if (reading.status === 'error') return reading;
    ({ unit, basis } = reading.data);
  }
  const valueSi = unitToSi(unit, value);
  if (!Number.isFinite(valueSi)) {
    return unitError('out-of-range', text, `${quoteText(trimmed)} is too large to hold in ${QUANTITY_INFO[unit.quantity].siSymbol}`);
  }
  const belowZero = checkAbsoluteZero(unit, valueSi, quoteText(trimmed));
  if (belowZero) return belowZero;
  return { status: 'success', data: { quantity: unit.quantity, unit, value, valueSi, basis } };
}
