// Min/max decimation for drawing.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decimate } from '../../../src/core/monitoring/decimate.ts';

describe('decimate', () => {
  it('keeps every reading when there are no more than buckets', () => {
    const times = Float64Array.of(0, 10, 20, 30);

    expect(decimate(times, [1, 2, 3, 4], 10, 20, 5)).toEqual({ timesMs: Float64Array.of(10, 20), min: Float64Array.of(2, 3), max: Float64Array.of(2, 3) });
  });

  it('keeps the lowest and highest reading of each bucket', () => {
    const times = Float64Array.from({ length: 1000 }, (_, i) => i);
    const values = Array.from({ length: 1000 }, (_, i) => (i === 333 ? 99 : i === 777 ? -5 : 1));

    const drawn = decimate(times, values, 0, 999, 10);

    expect(drawn.timesMs.length).toBe(10);
    expect(Math.max(...drawn.max)).toBe(99);
    expect(Math.min(...drawn.min)).toBe(-5);
  });

  it('never loses the extremes of the range and never draws more points than buckets', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: -1e4, max: 1e4, noNaN: true }), { minLength: 1, maxLength: 500 }), fc.integer({ min: 1, max: 50 }), (values, buckets) => {
        const times = Float64Array.from(values, (_, i) => i * 1000);
        const drawn = decimate(times, values, 0, (values.length - 1) * 1000, buckets);
        expect(drawn.timesMs.length).toBeLessThanOrEqual(Math.max(buckets, 1));
        expect(Math.max(...drawn.max)).toBe(Math.max(...values));
        expect(Math.min(...drawn.min)).toBe(Math.min(...values));
      }),
    );
  });
});
