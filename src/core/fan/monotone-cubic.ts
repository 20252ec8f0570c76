/**
 * Monotone piecewise cubic Hermite interpolation (Fritsch–Carlson), for a
 * fan curve read from a handful of catalogue points: between two points the
 * curve never overshoots them, so a curve that falls between its points is
 * never given a bump that would create a false second operating point.
 *
 * Written here because the well-kept npm packages for monotone cubics draw
 * SVG paths (d3-shape's curveMonotoneX, @yr/monotone-cubic-spline) and do not
 * evaluate the curve at a given x.
 */

/** A monotone cubic through points whose x strictly increase: the points and a slope at each. */
export interface MonotoneCubic {
  readonly xs: readonly number[];
  readonly ys: readonly number[];
  /** dy/dx at each point, limited so that every piece is monotone between its ends. */
  readonly slopes: readonly number[];
}

/**
 * Builds the interpolant.
 *
 * @param xs At least two finite x values, strictly increasing (the caller checks).
 * @param ys A finite y per x.
 * @returns The points and their slopes. Where the data rise and then fall,
 *   the slope at the turning point is 0, so the curve's extremes are the data's.
 *
 * Source: F. N. Fritsch and R. E. Carlson, "Monotone Piecewise Cubic
 * Interpolation", SIAM J. Numer. Anal. 17(2), 238–246 (1980): slopes start as
 * the mean of the neighbouring secants (0 where the secants change sign, the
 * one-sided secant at the ends) and are scaled down where α² + β² > 9, with
 * α = m_k/δ_k and β = m_{k+1}/δ_k.
 */
export function monotoneCubic(xs: readonly number[], ys: readonly number[]): MonotoneCubic {
  const count = xs.length;
  const secants = xs.slice(1).map((x, k) => (ys[k + 1]! - ys[k]!) / (x - xs[k]!));
  const slopes = xs.map((_, k) => {
    if (k === 0) return secants[0]!;
    if (k === count - 1) return secants[count - 2]!;
    const before = secants[k - 1]!;
    const after = secants[k]!;
    return before * after <= 0 ? 0 : (before + after) / 2;
  });
  secants.forEach((secant, k) => {
    if (secant === 0) {
      slopes[k] = 0;
      slopes[k + 1] = 0;
      return;
    }
    // Fritsch–Carlson's circle α² + β² ≤ 9 (α, β = slope / secant), written without the division:
    // a subnormal secant (5e-324 Pa over a step) would make α infinite and the slopes NaN.
    const norm = Math.hypot(slopes[k]!, slopes[k + 1]!);
    const limit = 3 * Math.abs(secant);
    if (norm > limit) {
      slopes[k] = slopes[k]! * (limit / norm);
      slopes[k + 1] = slopes[k + 1]! * (limit / norm);
    }
  });
  return { xs, ys, slopes };
}

/**
 * The piece of the curve that holds x: the k with xs[k] ≤ x ≤ xs[k + 1]
 * (the first such piece when x is a point), by binary search.
 *
 * @param xs Strictly increasing, at least two.
 * @param x Within [xs[0], xs[last]].
 * @returns k, from 0 to xs.length − 2. O(log n).
 */
function pieceOf(xs: readonly number[], x: number): number {
  let low = 0;
  let high = xs.length - 2;
  // Invariant: the piece is within [low, high]; piece k holds x when x ≤ xs[k + 1].
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (x > xs[middle + 1]!) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The interpolated y at x, by the cubic Hermite piece of the interval that
 * holds x (found by binary search, so a curve of n points costs O(log n) per x).
 *
 * @param curve From {@link monotoneCubic}.
 * @param x The abscissa.
 * @returns y, or `undefined` when x lies outside [first x, last x]: the curve
 *   is never extrapolated.
 */
export function evaluateMonotoneCubic(curve: MonotoneCubic, x: number): number | undefined {
  const { xs, ys, slopes } = curve;
  const last = xs.length - 1;
  if (!(x >= xs[0]! && x <= xs[last]!)) return undefined;
  const k = pieceOf(xs, x);
  const h = xs[k + 1]! - xs[k]!;
  const t = (x - xs[k]!) / h;
  const t2 = t * t;
  const t3 = t2 * t;
  return (
    (2 * t3 - 3 * t2 + 1) * ys[k]! +
    (t3 - 2 * t2 + t) * h * slopes[k]! +
    (-2 * t3 + 3 * t2) * ys[k + 1]! +
    (t3 - t2) * h * slopes[k + 1]!
  );
}
