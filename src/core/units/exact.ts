/**
 * Exact arithmetic for the catalogue's factors: a factor defined as a product
 * and quotient of exact decimals (0.3048 m, 9.806 65 m/s², …) is computed in
 * integers and rounded once, so it is the double nearest the exact value
 * (1 inH₂O = 249.08891 Pa, not 249.08890999999997).
 */

/** A positive decimal as integer digits × 10^exponent, read from its shortest text form. */
function decimalParts(value: number): { digits: bigint; exponent: number } {
  const [mantissa = '', exponentText = '0'] = String(value).split('e');
  const [whole = '', fraction = ''] = mantissa.split('.');
  return { digits: BigInt(whole + fraction), exponent: Number(exponentText) - fraction.length };
}

/** Significant digits kept before the single rounding to a double. */
const QUOTIENT_DIGITS = 40;

/**
 * Multiplies and divides exact decimals without intermediate rounding.
 *
 * @param numerators Positive decimals whose shortest text form is exact
 *   (0.3048, 13595.1, 64.79891e-6), multiplied together.
 * @param denominators Positive decimals of the same kind, divided by.
 * @returns The double nearest to the exact result.
 *
 * @example exactFactor([0.3048, 0.3048, 0.3048], [60]) // 1 CFM = 4.719474432e-4 m³/s
 */
export function exactFactor(numerators: readonly number[], denominators: readonly number[] = []): number {
  let numerator = 1n;
  let denominator = 1n;
  let exponent = 0;
  for (const part of numerators.map(decimalParts)) {
    numerator *= part.digits;
    exponent += part.exponent;
  }
  for (const part of denominators.map(decimalParts)) {
    denominator *= part.digits;
    exponent -= part.exponent;
  }
  const shift = Math.max(0, QUOTIENT_DIGITS + denominator.toString().length - numerator.toString().length);
  const quotient = (numerator * 10n ** BigInt(shift)) / denominator;
  return Number(`${quotient}e${exponent - shift}`);
}
