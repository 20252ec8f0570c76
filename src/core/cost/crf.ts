/**
 * The capital recovery factor: the share of a capital sum paid each year, at
 * an interest rate over a life, so that the payments repay it with interest.
 */

/**
 * The capital recovery factor CRF = i(1+i)ⁿ / ((1+i)ⁿ − 1).
 *
 * @param interest Annual interest rate i as a fraction (0.07 for 7 %), 0 or more.
 * @param years Economic life n in years, above 0 (fractions allowed).
 * @returns CRF per year: 0.117460 at 10 % and 20 years, 0.094393 at 7 % and
 *   20 years, 0.576190 at 10 % and 2 years; 1/n at i = 0 (the limit); i when
 *   (1+i)ⁿ is beyond a double (the limit n → ∞).
 *
 * Source: EPA Air Pollution Control Cost Manual (EPA/452/B-02-001), Sec. 1 Ch. 2, §2.4.1.
 */
export function capitalRecoveryFactor(interest: number, years: number): number {
  if (interest === 0) return 1 / years;
  // expm1/log1p keep the small-rate case exact: (1+i)ⁿ − 1 without cancellation.
  const growthMinusOne = Math.expm1(years * Math.log1p(interest));
  // Over a life so long that (1+i)ⁿ overflows, the factor is the interest alone.
  if (growthMinusOne === Infinity) return interest;
  return (interest * (growthMinusOne + 1)) / growthMinusOne;
}

/** Rates below this are taken as none: floating point cannot discount by them (denormal numbers). */
const NO_INTEREST = 1e-12;

/**
 * The present value of 1 a year for t years, (1 − (1+i)^−t) / i: the
 * reciprocal of the CRF, for fractional years too.
 *
 * @param interest Annual interest rate i as a fraction, 0 or more.
 * @param years t, 0 or more.
 * @returns Years' worth of savings today; t when i is 0 (below 1e-12).
 *
 * Source: EPA Air Pollution Control Cost Manual, Sec. 1 Ch. 2, §2.4.1 (present value of a uniform series).
 */
export function presentValueFactor(interest: number, years: number): number {
  return interest < NO_INTEREST ? years : -Math.expm1(-years * Math.log1p(interest)) / interest;
}
