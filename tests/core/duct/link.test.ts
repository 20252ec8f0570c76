import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ductLinkPath, readDuctLink, type DuctLinkState } from '../../../src/core/duct/link.ts';
import { QUANTITIES, UNIT_SYSTEMS } from '../../../src/core/duct/units.ts';

const VALUE_OF = { velocity: 'v', diameter: 'd', airflow: 'q' } as const;

describe('ductLinkPath', () => {
  it('writes the CLI example as a link', () => {
    expect(ductLinkPath({ solve: 'diameter', unitSystem: 'imperial', q: '2118', v: '4000' })).toBe(
      '/ducting-calculator?solve=diameter&q=2118&v=4000&units=imperial',
    );
  });

  it('leaves out the solved quantity and empty values', () => {
    expect(ductLinkPath({ solve: 'airflow', unitSystem: 'metric', v: '20', d: '0.5', q: '3.9' })).toBe(
      '/ducting-calculator?solve=airflow&v=20&d=0.5&units=metric',
    );
    expect(ductLinkPath({ solve: 'velocity', unitSystem: 'metric', q: '', d: '0.3' })).toBe(
      '/ducting-calculator?solve=velocity&d=0.3&units=metric',
    );
  });
});

describe('readDuctLink', () => {
  it('gives an empty state for no query, so the page keeps its defaults', () => {
    expect(readDuctLink('')).toEqual({ state: {}, ignored: [] });
  });

  it('reads the CLI example back', () => {
    expect(readDuctLink('?solve=diameter&q=2118&v=4000&units=imperial')).toEqual({
      state: { solve: 'diameter', unitSystem: 'imperial', q: '2118', v: '4000' },
      ignored: [],
    });
  });

  it('passes number texts as typed, bad ones included: the page shows its own hint for them', () => {
    expect(readDuctLink('?solve=velocity&q=abc&d=-1').state).toEqual({ solve: 'velocity', q: 'abc', d: '-1' });
  });

  it('notes a bad mode or unit system and an unknown name, and keeps the rest', () => {
    const { state, ignored } = readDuctLink('?solve=pressure&units=furlongs&v=20&colour=red');
    expect(state).toEqual({ v: '20' });
    expect(ignored.map((note) => note.message)).toEqual([
      "Ignored unknown link parameter 'colour=red'",
      "Ignored link parameter 'solve=pressure': expected velocity or diameter or airflow",
      "Ignored link parameter 'units=furlongs': expected metric or imperial",
    ]);
  });

  it('notes a value for the solved quantity, the default airflow mode included', () => {
    expect(readDuctLink('?solve=diameter&d=3&q=1').ignored.map((note) => note.message)).toEqual([
      "Ignored link parameter 'd=3': the diameter is the result of solve=diameter",
    ]);
    expect(readDuctLink('?q=1&v=20')).toEqual({
      state: { v: '20' },
      ignored: [expect.objectContaining({ name: 'q', message: "Ignored link parameter 'q=1': the airflow is the result of solve=airflow" })],
    });
  });

  it('gives back the state a link was built from, for any value texts', () => {
    const text = fc.option(fc.string({ unit: 'grapheme' }), { nil: undefined });
    const state = fc.record({
      solve: fc.constantFrom(...QUANTITIES),
      unitSystem: fc.constantFrom(...UNIT_SYSTEMS),
      v: text,
      d: text,
      q: text,
    });
    fc.assert(
      fc.property(state, (given: DuctLinkState) => {
        const path = ductLinkPath(given);
        const expected: Record<string, string> = { solve: given.solve, unitSystem: given.unitSystem };
        for (const name of ['v', 'd', 'q'] as const) {
          const value = given[name];
          if (value && VALUE_OF[given.solve] !== name) expected[name] = value;
        }
        expect(readDuctLink(new URL(path, 'https://example.org').search)).toEqual({ state: expected, ignored: [] });
      }),
    );
  });
});
