import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatSignificant } from '../../../src/core/format/significant.ts';

describe('formatSignificant', () => {
  it.each([
    [996.35564, '996.35564'],
    [0.5885777786914765, '0.58857778'],
    [2.288351910565734, '2.2883519'],
    [37.77777777777783, '37.777778'],
    [5818.7057163271875, '5818.7057'],
    [130.57412166033953, '130.57412'],
    [1 / 3600, '0.00027777778'],
    [4, '4'],
    [101.60000000000001, '101.6'],
    [-17.77777777777777, '-17.777778'],
    [9.9999999999, '10'],
    [123456789.4, '123456789'],
    [1.23456789e-7, '1.2345679e-7'],
    [1e15, '1e+15'],
    [0, '0'],
    [-1e-20, '-1e-20'],
  ])('writes %s as %s', (value, text) => {
    expect(formatSignificant(value)).toBe(text);
  });

  it('shows nothing for NaN and Infinity', () => {
    expect([Number.NaN, Infinity, -Infinity].map((value) => formatSignificant(value))).toEqual(['', '', '']);
  });

  it('reads back within half a unit of the 8th significant digit, and never as zero for a non-zero value', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }).filter((x) => x !== 0 && Math.abs(x) < 1.7e308), (value) => {
        const text = formatSignificant(value);
        const back = Number(text);
        expect(back).not.toBe(0);
        expect(Math.abs(back - value)).toBeLessThanOrEqual(Math.abs(value) * 5e-8 * (1 + 1e-12));
      }),
    );
  });
});
