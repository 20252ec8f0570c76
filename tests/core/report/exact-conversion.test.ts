import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convertExactly } from '../../../src/core/report/exact-conversion.ts';

describe('convertExactly', () => {
  it.each([
    [6, 'in', 'mm', 152.4],
    [14, 'in', 'm', 0.3556],
    [0.00015, 'ft', 'mm', 0.04572],
    [0.003, 'ft', 'mm', 0.9144],
    [315, 'mm', 'm', 0.315],
    [-3, 'in', 'mm', -76.2],
    [0, 'ft', 'mm', 0],
  ] as const)('gives %s %s as %s %s', (value, from, to, expected) => {
    expect(convertExactly(value, from, to)).toBe(expected);
  });

  it('is the double nearest the exact decimal: n in is n × 25.4 mm, rounded once', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), (inches) => {
        expect(convertExactly(inches, 'in', 'mm')).toBe(Number(`${inches * 254}e-1`));
      }),
    );
  });

  it('keeps a value in its own unit as it is, and takes a temperature through SI', () => {
    expect(convertExactly(0.1 + 0.2, 'mm', 'mm')).toBe(0.1 + 0.2);
    expect(convertExactly(100, 'degC', 'degF')).toBeCloseTo(212, 12);
  });
});
