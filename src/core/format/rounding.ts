/**
 * Decimal rounding of the figures people read: half away from zero, done on
 * the number's shortest decimal form (the digits of `String(x)`), never on
 * its binary value. The double nearest 19.685 is 19.68499999999999872…, so
 * binary rounding (`toFixed`) gives 19.68; an engineer who reads 19.685 and
 * rounds by hand gets 19.69, and so do we.
 *
 * The rounding itself is the platform's `Intl.NumberFormat` (ECMA-402) with
 * `roundingMode: 'halfExpand'`, given the shortest decimal as a string, which
 * it rounds as an exact decimal. The locale is fixed (`en-US`, Latin digits),
 * so a figure reads the same in every browser and terminal.
 */

/** A string that `Intl.NumberFormat` reads as an exact decimal. */
type DecimalText = Intl.StringNumericLiteral;

/** How many decimals to keep, whether to drop trailing zeros and whether to group thousands. */
export interface FixedRounding {
  decimals: number;
  trimZeros: boolean;
  grouping: boolean;
}

/** How many significant digits to keep and whether to drop trailing zeros. */
export interface ScientificRounding {
  significantDigits: number;
  trimZeros: boolean;
}

const formatters = new Map<string, Intl.NumberFormat>();

/** One formatter per set of options, named by `key`: building one costs far more than using it. */
function formatterFor(key: string, options: () => Intl.NumberFormatOptions): Intl.NumberFormat {
  let formatter = formatters.get(key);
  if (formatter === undefined) {
    formatter = new Intl.NumberFormat('en-US', { numberingSystem: 'latn', signDisplay: 'negative', ...options() });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * The shortest decimal that reads back as `value` (ECMA-262 Number::toString).
 *
 * @param value A finite number.
 * @returns For example "19.685", "1e+30", "5e-324".
 */
export function shortestDecimal(value: number): DecimalText {
  return String(value) as DecimalText;
}

/**
 * Rounds to a fixed number of decimals, half away from zero on the shortest decimal.
 *
 * @param value A finite number.
 * @param rounding Decimals, trailing zeros, thousands grouping.
 * @returns For example 19.685 → "19.69"; 127235.2657 with grouping → "127,235.27";
 *   0.5 with 4 decimals trimmed → "0.5". Never "-0": a value that rounds to
 *   zero loses its sign.
 */
export function roundFixed(value: number, rounding: FixedRounding): string {
  const { decimals, trimZeros, grouping } = rounding;
  return formatterFor(`fixed ${decimals} ${trimZeros} ${grouping}`, () => ({
    minimumFractionDigits: trimZeros ? 0 : decimals,
    maximumFractionDigits: decimals,
    useGrouping: grouping,
    roundingMode: 'halfExpand',
  })).format(shortestDecimal(value));
}

/** "1.9685E32" → "1.9685e+32", the form `Number` and the form parser read (JavaScript's own). */
const withJsExponent = (text: string): string => text.replace(/E(-?)/, (_, minus: string) => `e${minus || '+'}`);

/**
 * Rounds to significant digits in scientific notation, half away from zero
 * on the shortest decimal.
 *
 * @param value A finite number.
 * @param rounding Significant digits and trailing zeros.
 * @returns For example 1e30 → "1e+30" (trimmed) or "1.0000e+30"; 1.5707963e-7
 *   → "1.5708e-7". The exponent is always whole. At the very top of the double
 *   range, where rounding up would read back as Infinity (1.7976931348623157e308
 *   → 1.7977e+308), the last digit is cut instead (1.7976e+308), so the text
 *   always reads back as a finite number.
 */
export function roundScientific(value: number, rounding: ScientificRounding): string {
  const { significantDigits, trimZeros } = rounding;
  const inMode = (roundingMode: 'halfExpand' | 'trunc') =>
    formatterFor(`scientific ${significantDigits} ${trimZeros} ${roundingMode}`, () => ({
      notation: 'scientific',
      minimumSignificantDigits: trimZeros ? 1 : significantDigits,
      maximumSignificantDigits: significantDigits,
      useGrouping: false,
      roundingMode,
    })).format(shortestDecimal(value));
  const text = withJsExponent(inMode('halfExpand'));
  return Number.isFinite(Number(text)) ? text : withJsExponent(inMode('trunc'));
}
