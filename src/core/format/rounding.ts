/**
 * Decimal rounding of the figures people read: half away from zero, done on
 * the number's shortest decimal form (the digits of `String(x)`), never on
 * its binary value. The double nearest 19.685 is 19.68499999999999872…, so
 * binary rounding (`toFixed`) gives 19.68; an engineer who reads 19.685 and
 * rounds by hand gets 19.69, and so do we.
 *
 * The rounding is done here on the digits of that string, not by
 * `Intl.NumberFormat` (which rounds the same way with `halfExpand`): building
 * the first Intl formatter loads the locale data, about 14 ms, and that alone
 * put `duct-calc`'s start-up over its budget (scripts/bench/cli-start.bench.mjs).
 * Figures use a point and, where asked, commas between thousands, in every
 * browser and terminal alike.
 */

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

/**
 * The shortest decimal that reads back as `value` (ECMA-262 Number::toString).
 *
 * @param value A finite number.
 * @returns For example "19.685", "1e+30", "5e-324".
 */
function shortestDecimal(value: number): string {
  return String(value);
}

/** A non-negative decimal as its digits and where the point goes: 0.digits × 10^point. */
interface Digits {
  digits: string;
  point: number;
}

/** The digits of |value|'s shortest decimal, with no leading zeros ("0" for zero). */
function digitsOf(value: number): Digits {
  const [, whole = '', fraction = '', exponent = '0'] = /^(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(shortestDecimal(Math.abs(value))) ?? [];
  const all = whole + fraction;
  const leadingZeros = all.length - all.replace(/^0+/, '').length;
  const digits = all.slice(leadingZeros) || '0';
  return { digits, point: whole.length + Number(exponent) - leadingZeros };
}

/**
 * Keeps the first `keep` digits, rounding half away from zero on the next one.
 * A carry past the first digit (9.99 → 10.0) moves the point.
 */
function roundDigits({ digits, point }: Digits, keep: number): Digits {
  if (keep >= digits.length) return { digits, point };
  if (keep < 0) return { digits: '0', point };
  const prefix = digits.slice(0, keep);
  if (digits.charCodeAt(keep) < 53 /* '5' */) return { digits: prefix || '0', point };
  const nines = /9*$/.exec(prefix)![0].length;
  if (nines === prefix.length) return { digits: '1', point: point + 1 };
  const bumped = prefix.slice(0, prefix.length - nines - 1) + String(Number(prefix[prefix.length - nines - 1]) + 1);
  return { digits: bumped, point };
}

const isZero = ({ digits }: Digits) => /^0*$/.test(digits);
const groupThousands = (whole: string) => whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

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
  const exact = digitsOf(value);
  const { digits, point } = roundDigits(exact, exact.point + decimals);
  const whole = point <= 0 ? '0' : digits.slice(0, point).padEnd(point, '0').replace(/^0+(?=\d)/, '');
  let fraction = (point < 0 ? '0'.repeat(-point) + digits : digits.slice(Math.max(point, 0))).slice(0, decimals);
  fraction = trimZeros ? fraction.replace(/0+$/, '') : fraction.padEnd(decimals, '0');
  const sign = value < 0 && !isZero({ digits, point }) ? '-' : '';
  return `${sign}${grouping ? groupThousands(whole) : whole}${fraction === '' ? '' : `.${fraction}`}`;
}

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
  const exact = digitsOf(value);
  const inMode = (mode: 'halfExpand' | 'trunc') => {
    const { digits, point } =
      mode === 'halfExpand' ? roundDigits(exact, significantDigits) : { digits: exact.digits.slice(0, significantDigits), point: exact.point };
    let fraction = digits.slice(1);
    fraction = trimZeros ? fraction.replace(/0+$/, '') : fraction.padEnd(significantDigits - 1, '0');
    const exponent = isZero({ digits, point }) ? 0 : point - 1;
    const sign = value < 0 ? '-' : '';
    return `${sign}${digits[0]}${fraction === '' ? '' : `.${fraction}`}e${exponent < 0 ? '-' : '+'}${Math.abs(exponent)}`;
  };
  const text = inMode('halfExpand');
  return Number.isFinite(Number(text)) ? text : inMode('trunc');
}
