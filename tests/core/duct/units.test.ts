import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { QUANTITIES, toDisplayUnits, toSiUnits, UNIT_SYMBOLS } from '../../../src/core/duct/units.ts';

describe('unit conversion', () => {
  it.each([
    ['velocity', 1, 196.85, 'ft/min'],
    ['diameter', 1, 39.37, 'in'],
    ['airflow', 1, 2118.88, 'CFM'],
  ] as const)('shows 1 SI unit of %s as the spec factor %s %s', (quantity, si, imperial, unit) => {
    expect(toDisplayUnits(quantity, si, 'imperial')).toBe(imperial);
    expect(UNIT_SYMBOLS.imperial[quantity]).toBe(unit);
  });

  it('leaves metric values unchanged, since metric is SI here', () => {
    for (const quantity of QUANTITIES) expect(toDisplayUnits(quantity, 0.5, 'metric')).toBe(0.5);
  });

  it('round-trips any value through imperial and back', () => {
    fc.assert(
      fc.property(fc.constantFrom(...QUANTITIES), fc.double({ min: -1e12, max: 1e12, noNaN: true }), (q, x) => {
        const back = toSiUnits(q, toDisplayUnits(q, x, 'imperial'), 'imperial');
        return Math.abs(back - x) <= Math.abs(x) * 1e-15;
      }),
    );
  });
});
