// `duct-calc convert` in this process: its JSON is the core's conversion, for
// any value and any pair of units of a quantity.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { unitById, UNITS } from '../../../src/core/units/catalogue.ts';
import { readConversion } from '../../../src/core/units/conversion.ts';
import { unitFromSi } from '../../../src/core/units/unit.ts';
import { runInProcess } from '../shared/harness.ts';

/** Two units of one quantity, by id. */
const unitPair = fc
  .constantFrom(...UNITS)
  .chain((from) => fc.tuple(fc.constant(from), fc.constantFrom(...UNITS.filter((unit) => unit.quantity === from.quantity))));

describe('duct-calc convert in process', () => {
  it('prints, as --json, the value the core converts, in the ASCII unit ids', async () => {
    await fc.assert(
      fc.asyncProperty(unitPair, fc.double({ min: 0, max: 1e6, noNaN: true }), async ([from, to], kelvinOrValue) => {
        const value = from.quantity === 'temperature' ? unitFromSi(unitById(from.id), kelvinOrValue) : kelvinOrValue;
        const run = await runInProcess(['convert', String(value), from.id, to.id, '--json']);
        const expected = readConversion({ value: String(value), from: from.id, to: to.id });
        if (expected.status === 'error') throw new Error(expected.issues[0]!.message);

        expect(run.exitCode).toBe(0);
        expect(JSON.parse(run.stdout).results).toEqual([{ value: expected.data.results[0]!.value, unit: to.id }]);
      }),
      { numRuns: 50 },
    );
  });

  it('prints the link that readConversionLink reads back as the same request', async () => {
    const run = await runInProcess(['convert', '300', '°F', 'K', '--link']);

    expect(run).toEqual({ stdout: '/pressure-drop?value=300&from=%C2%B0F&to=K\n', stderr: '', exitCode: 0 });
  });
});
