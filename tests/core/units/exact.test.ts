import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { exactFactor } from '../../../src/core/units/exact.ts';

describe('exactFactor: products and quotients of exact decimals, rounded once', () => {
  it('gives the double nearest the exact result where floating point drifts', () => {
    expect(exactFactor([0.1, 0.2])).toBe(0.02);
    expect(0.1 * 0.2).not.toBe(0.02);
    expect(exactFactor([0.0254, 1000, 9.80665])).toBe(249.08891);
    expect(exactFactor([0.3048, 0.3048, 0.3048], [60])).toBe(4.719474432e-4);
    expect(exactFactor([64.79891e-6], [0.3048, 0.3048, 0.3048])).toBe(Number('0.002288351910565734225665010'));
  });

  it('agrees with a single division of whole numbers, which is correctly rounded', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 40 }), fc.integer({ min: 1, max: 2 ** 40 }), (a, b) => {
        expect(exactFactor([a], [b])).toBe(a / b);
      }),
    );
  });

  it('agrees with the double nearest a product of short decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999_999 }), fc.integer({ min: 1, max: 999_999 }), (a, b) => {
        expect(exactFactor([a / 1000, b / 1000])).toBe(Number(`${a * b}e-6`));
      }),
    );
  });
});
