import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { evaluateMonotoneCubic, monotoneCubic } from '../../../src/core/fan/monotone-cubic.ts';

/** Strictly increasing xs with a y each. */
const points = fc
  .array(fc.tuple(fc.double({ min: 0, max: 1e4, noNaN: true }), fc.double({ min: -1e3, max: 1e3, noNaN: true })), { minLength: 2, maxLength: 12 })
  .map((pairs) => {
    const xs = [...new Set(pairs.map(([x]) => x))].sort((a, b) => a - b);
    return { xs, ys: xs.map((_, k) => pairs[k]![1]) };
  })
  .filter(({ xs }) => xs.length >= 2 && xs.every((x, k) => k === 0 || x - xs[k - 1]! > 1e-6));

describe('monotoneCubic (Fritsch–Carlson)', () => {
  it('passes through every point', () => {
    fc.assert(
      fc.property(points, ({ xs, ys }) => {
        const curve = monotoneCubic(xs, ys);
        xs.forEach((x, k) => expect(evaluateMonotoneCubic(curve, x)).toBeCloseTo(ys[k]!, 6));
      }),
    );
  });

  it('never leaves the range of its two neighbouring points (no overshoot)', () => {
    fc.assert(
      fc.property(points, fc.double({ min: 0, max: 1, noNaN: true }), ({ xs, ys }, t) => {
        const curve = monotoneCubic(xs, ys);
        for (let k = 0; k < xs.length - 1; k += 1) {
          const y = evaluateMonotoneCubic(curve, xs[k]! + t * (xs[k + 1]! - xs[k]!))!;
          const tolerance = 1e-9 * (1 + Math.abs(ys[k]!) + Math.abs(ys[k + 1]!));
          expect(y).toBeGreaterThanOrEqual(Math.min(ys[k]!, ys[k + 1]!) - tolerance);
          expect(y).toBeLessThanOrEqual(Math.max(ys[k]!, ys[k + 1]!) + tolerance);
        }
      }),
    );
  });

  it('is exact for a straight line', () => {
    const curve = monotoneCubic([0, 1, 3, 7], [5, 3, -1, -9]);
    expect(evaluateMonotoneCubic(curve, 2)).toBeCloseTo(1, 12);
    expect(evaluateMonotoneCubic(curve, 5.5)).toBeCloseTo(-6, 12);
  });

  it('finds the piece of any x among 100,000 points (a straight line stays exact)', () => {
    const xs = Array.from({ length: 100_000 }, (_, k) => k * 0.5 + (k % 3) * 0.1);
    const curve = monotoneCubic(xs, xs.map((x) => 3 * x - 7));
    fc.assert(
      fc.property(fc.double({ min: xs[0]!, max: xs.at(-1)!, noNaN: true }), (x) => {
        expect(evaluateMonotoneCubic(curve, x)).toBeCloseTo(3 * x - 7, 6);
      }),
    );
    expect(evaluateMonotoneCubic(curve, xs[54_321]!)).toBe(3 * xs[54_321]! - 7);
  });

  it('never extrapolates: outside the first and last x it gives nothing', () => {
    const curve = monotoneCubic([1, 2, 3], [3, 2, 1]);
    expect(evaluateMonotoneCubic(curve, 0.999)).toBeUndefined();
    expect(evaluateMonotoneCubic(curve, 3.001)).toBeUndefined();
    expect(evaluateMonotoneCubic(curve, Number.NaN)).toBeUndefined();
    expect(evaluateMonotoneCubic(curve, 3)).toBe(1);
  });
});

describe('monotoneCubic at the edge of the doubles', () => {
  it('stays finite with a subnormal rise between two points (fast-check counterexample)', () => {
    const curve = monotoneCubic([0, 1e-6, 2e-6], [0, 5e-324, 5e-13]);
    for (const x of [0, 5e-7, 1e-6, 1.5e-6, 2e-6]) expect(Number.isFinite(evaluateMonotoneCubic(curve, x))).toBe(true);
    expect(evaluateMonotoneCubic(curve, 2e-6)).toBe(5e-13);
  });
});
