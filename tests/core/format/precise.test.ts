import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatPrecise } from '../../../src/core/format/precise.ts';

describe('formatPrecise', () => {
  it.each<[number, number | undefined, string]>([
    [4 * 249.08891, undefined, '996.35564'], // 996.3556399999999 in binary: the noise never shows
    [1 / 3600 / (0.3048 ** 3 / 60), undefined, '0.5885777787'], // 1 m³/h in CFM
    [0.06479891 / 0.3048 ** 3, undefined, '2.288351911'], // 1 gr/ft³ in g/m³
    [(100 + 459.67) * (5 / 9) - 273.15, undefined, '37.77777778'], // 100 °F in °C
    [529.67 / 759.67, 6, '0.697237'],
    [1.5, 6, '1.5'],
    [-5818.71234567, undefined, '-5818.712346'],
    [123456789012.3, undefined, '123456789000'],
    [1e-4, undefined, '0.0001'],
    [1.5e-7, undefined, '1.5e-7'],
    [2.5e15, undefined, '2.5e+15'],
    [0, undefined, '0'],
    [-0, undefined, '0'],
    [Number.NaN, undefined, ''],
    [Infinity, undefined, ''],
  ])('shows %s (to %s digits) as "%s"', (value, digits, expected) => {
    expect(formatPrecise(value, digits)).toBe(expected);
  });

  it('reads back with Number to within its 10 significant digits, without grouping', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (value) => {
        const text = formatPrecise(value);
        expect(text).not.toMatch(/,|NaN|Infinity/);
        const back = Number(text);
        expect(Number.isFinite(back)).toBe(true);
        expect(Math.abs(back - value)).toBeLessThanOrEqual(Math.abs(value) * 5e-10 + Number.MIN_VALUE);
      }),
    );
  });
});
