/**
 * Thins a long series for drawing: the lowest and highest value in each of a
 * fixed number of time buckets, so that no peak or trough of the sawtooth is
 * lost however far the trend is zoomed out.
 */

/** One point per non-empty bucket: its first reading's time, and the bucket's lowest and highest values. */
export interface Decimated {
  readonly timesMs: Float64Array;
  readonly min: Float64Array;
  readonly max: Float64Array;
}

/** The index of the first time after `ms` (`strict`) or at or after it, in ascending times (binary search). */
function firstIndex(timesMs: Float64Array, ms: number, strict: boolean): number {
  let low = 0;
  let high = timesMs.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const time = timesMs[middle]!;
    if (time < ms || (strict && time === ms)) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * Min/max decimation over a time range.
 *
 * @param timesMs Ascending times, epoch ms.
 * @param values The values at those times (any unit).
 * @param fromMs Start of the range drawn, epoch ms (inclusive).
 * @param toMs End of the range drawn, epoch ms (inclusive).
 * @param buckets How many equal time buckets (about the plot's width in pixels), at least 1.
 * @returns For each bucket holding readings, in time order: the time of its
 *   first reading, its lowest and its highest value. Empty buckets are left
 *   out, so a gap in the log stays a gap. Every reading in range when there
 *   are no more readings than buckets.
 */
export function decimate(timesMs: Float64Array, values: ArrayLike<number>, fromMs: number, toMs: number, buckets: number): Decimated {
  const start = firstIndex(timesMs, fromMs, false);
  const end = Math.max(start, firstIndex(timesMs, toMs, true));
  const count = Math.max(1, Math.floor(buckets));
  if (end - start <= count) {
    const picked = Float64Array.from({ length: end - start }, (_, i) => values[start + i]!);
    return { timesMs: timesMs.slice(start, end), min: picked, max: picked.slice() };
  }
  const width = (toMs - fromMs) / count;
  const times = new Float64Array(count);
  const min = new Float64Array(count);
  const max = new Float64Array(count);
  let filled = -1;
  let bucket = -1;
  for (let i = start; i < end; i += 1) {
    const b = Math.min(count - 1, Math.floor((timesMs[i]! - fromMs) / width));
    const value = values[i]!;
    if (b !== bucket) {
      bucket = b;
      filled += 1;
      times[filled] = timesMs[i]!;
      min[filled] = value;
      max[filled] = value;
    } else if (value < min[filled]!) min[filled] = value;
    else if (value > max[filled]!) max[filled] = value;
  }
  return { timesMs: times.slice(0, filled + 1), min: min.slice(0, filled + 1), max: max.slice(0, filled + 1) };
}
