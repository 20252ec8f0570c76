import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import Decimal from 'decimal.js';
import { MIN_NORMAL, siValueOf, solveDuct, SI_KEYS, REQUIRED_INPUTS } from '../../../src/core/duct/solve.ts';
import { SPEC_METRIC_TO_IMPERIAL, type Quantity } from '../../../src/core/duct/units.ts';

// 80 significant digits, and decimal.js's default exponent range (±9e15), hold
// every double and every product of three exactly enough to judge 4 ulps.
const Exact = Decimal.clone({ precision: 80 });
const PI = Exact.acos(-1);

/** The exact value of a double: its binary expansion, which decimal.js reads digit for digit. */
const exact = (x: number): Decimal => new Exact(`0b${x.toString(2)}`);

/** The exact result, from the textbook relations with the true π. */
const EXACT_SOLVERS: Readonly<Record<Quantity, (a: Decimal, b: Decimal) => Decimal>> = {
  // inputs in REQUIRED_INPUTS order: velocity ← airflow, diameter; diameter ← airflow, velocity; airflow ← velocity, diameter
  velocity: (q, d) => q.times(4).div(PI.times(d.pow(2))),
  diameter: (q, v) => q.times(4).div(PI.times(v)).sqrt(),
  airflow: (v, d) => PI.times(d.pow(2)).times(v).div(4),
};

const MAX = exact(Number.MAX_VALUE);
const MIN = exact(MIN_NORMAL);
/** Four ulps, relative: the accuracy solveDuct promises. */
const ULPS_4 = 4 * Number.EPSILON;
/** So close to a range limit that a correct computation may land on either side. */
const nearLimit = (value: Decimal, limit: Decimal): boolean => value.div(limit).minus(1).abs().lt(1e-13);

function checkAgainstExact(solve: Quantity, a: number, b: number): void {
  const [first, second] = REQUIRED_INPUTS[solve];
  const result = solveDuct(solve, { [SI_KEYS[first]]: a, [SI_KEYS[second]]: b });
  if (a < MIN_NORMAL || b < MIN_NORMAL) {
    // A subnormal input is not held to full precision, so no result from it can be trusted.
    expect(result.status === 'error' && result.issues.map((issue) => issue.reason)).toContain('too-small');
    return;
  }
  const truth = EXACT_SOLVERS[solve](exact(a), exact(b));
  // Largest shown value: the imperial one (× 196.85, 39.37 or 2118.88).
  const largestShown = truth.times(exact(SPEC_METRIC_TO_IMPERIAL[solve]));
  if (nearLimit(truth, MIN) || nearLimit(largestShown, MAX)) return;

  const representable = truth.gte(MIN) && largestShown.lte(MAX);
  if (!representable) {
    expect(result).toEqual({ status: 'error', issues: [{ field: solve, reason: 'result-out-of-range' }] });
    return;
  }
  expect(result.status).toBe('success');
  if (result.status !== 'success') return;
  const relativeError = exact(siValueOf(result.data, solve)!).minus(truth).div(truth).abs();
  expect(relativeError.toNumber()).toBeLessThanOrEqual(ULPS_4);
}

const anyPositive = fc.double({ min: Number.MIN_VALUE, max: Number.MAX_VALUE, noNaN: true, noDefaultInfinity: true });
const moderate = fc.double({ min: 1e-150, max: 1e150, noNaN: true });

describe('solveDuct against exact arithmetic (decimal.js, 80 digits)', () => {
  for (const solve of ['velocity', 'diameter', 'airflow'] as const) {
    it(`solves ${solve} within 4 ulps whenever the inputs and the exact result are normal doubles, and reports out of range otherwise`, () => {
      fc.assert(fc.property(anyPositive, anyPositive, (a, b) => checkAgainstExact(solve, a, b)), { numRuns: 1500 });
      fc.assert(fc.property(moderate, moderate, (a, b) => checkAgainstExact(solve, a, b)), { numRuns: 1500 });
    });
  }

  it.each<[Quantity, number, number]>([
    ['diameter', 1e308, 1], // 1.128e154, once "out of range" because 4Q overflowed
    ['diameter', 1e-300, 1e300], // 1.128e-300
    ['velocity', 1e-300, 1e-160], // 1.273e20 m/s, once 2e-4 off through a subnormal D²
    ['airflow', 1e-300, 1e100], // 7.854e-101
    ['airflow', 1e300, 1e-150], // 7.854e-1
  ])('solves %s from %s and %s as exact arithmetic does (an edge that once failed)', (solve, a, b) => {
    checkAgainstExact(solve, a, b);
    expect(solveDuct(solve, { [SI_KEYS[REQUIRED_INPUTS[solve][0]]]: a, [SI_KEYS[REQUIRED_INPUTS[solve][1]]]: b }).status).toBe(
      'success',
    );
  });
});
