import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { unitById, unitsOf, type UnitId } from '../../../src/core/units/catalogue.ts';
import { convert } from '../../../src/core/units/convert.ts';
import { QUANTITY_IDS } from '../../../src/core/units/quantity.ts';
import { unitFromSi } from '../../../src/core/units/unit.ts';

/** Every ordered pair of units of every quantity, including a unit with itself. */
const PAIRS = QUANTITY_IDS.flatMap((quantity) =>
  unitsOf(quantity).flatMap((from) => unitsOf(quantity).map((to) => [from.id, to.id] as [UnitId, UnitId])),
);

function convertedValue(value: number, from: UnitId, to: UnitId): number {
  const result = convert(value, from, to);
  if (result.status === 'error') throw new Error(result.issues[0]?.message);
  return result.data.value;
}

/** Zero or a value of normal size: subnormal doubles (below 2.2e-308) carry too few digits to round-trip. */
const normalDouble = (min: number, max: number) =>
  fc.double({ min, max, noNaN: true }).filter((x) => x === 0 || Math.abs(x) > 1e-300);

/** A value of a unit that is possible: any size for factors, at or above absolute zero for temperatures. */
const valueIn = (unit: UnitId) =>
  unitById(unit).quantity === 'temperature'
    ? normalDouble(0, 1e7).map((kelvin) => unitFromSi(unitById(unit), kelvin))
    : normalDouble(-1e12, 1e12);

describe('round trips through every pair of units of a quantity', () => {
  it('has a pair for every unit with every other unit of its quantity', () => {
    const expected = QUANTITY_IDS.reduce((sum, quantity) => sum + unitsOf(quantity).length ** 2, 0);
    expect(PAIRS).toHaveLength(expected);
  });

  it('brings a value back to itself within 1e-12 (of the value, or of the scale offset for °C and °F)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PAIRS).chain(([from, to]) => fc.tuple(fc.constant(from), fc.constant(to), valueIn(from))),
        ([from, to, value]) => {
          const back = convertedValue(convertedValue(value, from, to), to, from);
          // °C and °F values near zero sit 273.15 or 459.67 from the SI zero,
          // so their round trip is exact to that scale, not to the value.
          const scale = Math.max(Math.abs(value), unitById(from).offset ?? 0, unitById(to).offset ?? 0);
          expect(Math.abs(back - value)).toBeLessThanOrEqual(scale * 1e-12);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('gives the same value directly as through a third unit', () => {
    const triples = PAIRS.flatMap(([from, to]) =>
      unitsOf(unitById(from).quantity).map((via) => [from, via.id, to] as [UnitId, UnitId, UnitId]),
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...triples).chain((triple) => fc.tuple(fc.constant(triple), valueIn(triple[0]))),
        ([[from, via, to], value]) => {
          const direct = convertedValue(value, from, to);
          const twoSteps = convertedValue(convertedValue(value, from, via), via, to);
          const scale = Math.max(Math.abs(direct), unitById(to).offset ?? 0, unitById(via).offset ?? 0) + Math.abs(value) * 1e-3;
          expect(Math.abs(twoSteps - direct)).toBeLessThanOrEqual(scale * 1e-12);
        },
      ),
    );
  });

  it('leaves a value unchanged when both units are the same', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PAIRS.filter(([a, b]) => a === b)).chain(([id]) => fc.tuple(fc.constant(id), valueIn(id))), ([id, value]) => {
        expect(convertedValue(value, id, id)).toBe(value);
      }),
    );
  });
});
