import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { roundFixed, roundScientific } from '../../../src/core/format/rounding.ts';

// ECMA-402's NumberFormat with roundingMode 'halfExpand', given the shortest
// decimal as a string, rounds that exact decimal half away from zero: the
// platform's own answer to the same question, used here as an oracle only
// (the core does not use it: building one costs the CLI ~14 ms at start-up).
const intlFixed = (value: number, decimals: number, trimZeros: boolean, grouping: boolean) =>
  new Intl.NumberFormat('en-US', {
    numberingSystem: 'latn',
    signDisplay: 'negative',
    minimumFractionDigits: trimZeros ? 0 : decimals,
    maximumFractionDigits: decimals,
    useGrouping: grouping,
    roundingMode: 'halfExpand',
  }).format(String(value) as Intl.StringNumericLiteral);

const intlScientific = (value: number, digits: number, trimZeros: boolean) =>
  new Intl.NumberFormat('en-US', {
    numberingSystem: 'latn',
    notation: 'scientific',
    minimumSignificantDigits: trimZeros ? 1 : digits,
    maximumSignificantDigits: digits,
    useGrouping: false,
    roundingMode: 'halfExpand',
  })
    .format(String(value) as Intl.StringNumericLiteral)
    .replace(/E(-?)/, (_, minus: string) => `e${minus || '+'}`);

const finite = fc.oneof(
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.double({ min: -1e6, max: 1e6, noNaN: true }),
  fc.integer({ min: -99_999_999, max: 99_999_999 }).map((n) => n / 1000), // ties such as 19.685
);

describe('decimal rounding on the shortest decimal, half away from zero', () => {
  it.each([
    [19.685, 2, '19.69'],
    [1.005, 2, '1.01'],
    [-2.5, 0, '-3'],
    [0.999, 2, '1.00'],
    [-0.001, 2, '0.00'],
    [127235.2657, 2, '127235.27'],
  ])('%d to %i decimals is %s', (value, decimals, shown) => {
    expect(roundFixed(value, { decimals, trimZeros: false, grouping: false })).toBe(shown);
  });

  it('agrees with Intl.NumberFormat halfExpand for fixed decimals, trimmed or not, grouped or not', () => {
    fc.assert(
      fc.property(finite.filter((v) => Math.abs(v) < 1e21), fc.integer({ min: 0, max: 6 }), fc.boolean(), fc.boolean(), (value, decimals, trim, group) => {
        expect(roundFixed(value, { decimals, trimZeros: trim, grouping: group })).toBe(intlFixed(value, decimals, trim, group));
      }),
      { numRuns: 3000 },
    );
  });

  it('agrees with Intl.NumberFormat halfExpand for scientific notation, wherever that reads back finite', () => {
    fc.assert(
      fc.property(finite.filter((v) => v !== 0), fc.integer({ min: 1, max: 10 }), fc.boolean(), (value, digits, trim) => {
        const expected = intlScientific(value, digits, trim);
        fc.pre(Number.isFinite(Number(expected)));
        expect(roundScientific(value, { significantDigits: digits, trimZeros: trim })).toBe(expected);
      }),
      { numRuns: 3000 },
    );
  });
});
