import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatFieldValue, formatNoticeValue } from '../../../src/core/format/number.ts';

describe('formatFieldValue', () => {
  it.each([
    [0.5, '0.5'],
    [20, '20'],
    [2118.88, '2118.88'],
    [1 / 3, '0.3333'],
    [3.92699081698724, '3.927'],
    [-0.00001, '0'],
    [Number.NaN, ''],
    [Infinity, ''],
  ])('shows %s as "%s"', (value, text) => {
    expect(formatFieldValue(value)).toBe(text);
  });

  it('never shows more than 4 decimals or a trailing zero', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (x) => {
        const text = formatFieldValue(x);
        return /^-?\d+(\.\d{0,3}[1-9])?$/.test(text);
      }),
    );
  });
});

describe('formatNoticeValue', () => {
  it.each([
    [9.8531, '9.85'],
    [3.92699, '3.93'],
    [20, '20.00'],
    [-0.001, '0.00'],
    [Number.NaN, ''],
  ])('shows %s as "%s"', (value, text) => {
    expect(formatNoticeValue(value)).toBe(text);
  });
});
