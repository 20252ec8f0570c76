// The hood type table: every type with its Fh, its Ce = 1/√(1 + Fh) and its source.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HOOD_TYPES, HOOD_TYPE_IDS, coefficientOfEntry } from '../../../src/core/hood/hood-types.ts';

describe('hood types', () => {
  it.each([
    // ACGIH Industrial Ventilation, 24th ed., Fig. 3-16; Ce as REFERENCE.md gives it (plain 0.72, flanged 0.82).
    ['plain-duct-end', 0.93, 0.72],
    ['flanged-duct-end', 0.49, 0.82],
    ['bell-mouth', 0.04, 0.98],
    ['grinding-straight-takeoff', 0.65, 0.78],
  ] as const)('%s: Fh %s, Ce %s', (id, entryLoss, ce) => {
    expect(HOOD_TYPES[id].entryLoss).toBe(entryLoss);
    expect(HOOD_TYPES[id].coefficientOfEntry).toBeCloseTo(ce, 2);
  });

  it('gives every type an id, a name, an Fh, Ce = 1/√(1 + Fh), a source and a check status', () => {
    for (const id of HOOD_TYPE_IDS) {
      const type = HOOD_TYPES[id];
      expect(type.id).toBe(id);
      expect(type.entryLoss).toBeGreaterThanOrEqual(0);
      expect(type.entryLoss).toBeLessThan(1);
      expect(type.coefficientOfEntry).toBe(1 / Math.sqrt(1 + type.entryLoss));
      expect(type.source).toMatch(/ACGIH Industrial Ventilation/);
      expect(['✔', '◐', '○']).toContain(type.check);
    }
  });

  it('Ce falls from 1 as the entry loss grows, and SPh = VP/Ce² gives back (1 + Fh)·VP', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 100, noNaN: true }), fc.double({ min: 0, max: 100, noNaN: true }), (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(coefficientOfEntry(low)).toBeGreaterThanOrEqual(coefficientOfEntry(high));
        expect(coefficientOfEntry(low)).toBeLessThanOrEqual(1);
        expect(1 / coefficientOfEntry(a) ** 2).toBeCloseTo(1 + a, 9);
      }),
    );
  });
});
