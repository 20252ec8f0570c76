/**
 * The median of a set of readings.
 *
 * @param values The readings (left untouched).
 * @returns The middle value, or the mean of the two middle values for an even
 *   count; undefined when there are none.
 */
export function median(values: ArrayLike<number>): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = new Float64Array(values as ArrayLike<number>).sort();
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
