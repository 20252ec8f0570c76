// Finding an industry by its name, its processes or a dust it makes.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { INDUSTRY_IDS } from '../../../src/core/industries/industries.ts';
import { searchIndustries } from '../../../src/core/industries/search.ts';

describe('searching the industries', () => {
  it.each([
    ['fly ash', ['power-fly-ash']],
    ['SUGAR', ['food-sugar', 'pharmaceuticals']],
    ['aluminum', ['metalworking-welding']],
    ['  weld  ', ['foundry-steel', 'metalworking-welding']],
    ['kiln lime', ['cement-minerals']],
    ['no such dust', []],
  ])('%j finds %j', (query, expected) => {
    expect(searchIndustries(query)).toEqual(expected);
  });

  it('lists every industry for a blank search', () => {
    expect(searchIndustries('')).toEqual(INDUSTRY_IDS);
    expect(searchIndustries(' \t')).toEqual(INDUSTRY_IDS);
  });

  it('ignores accents and case', () => {
    expect(searchIndustries('PHÀRMA')).toEqual(['pharmaceuticals']);
  });

  it('never finds more with a word added, and keeps the issue’s order', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 6 }), fc.string({ maxLength: 6 }), (first, second) => {
        const wide = searchIndustries(first);
        const narrow = searchIndustries(`${first} ${second}`);
        expect(narrow.every((id) => wide.includes(id))).toBe(true);
        expect(wide).toEqual(INDUSTRY_IDS.filter((id) => wide.includes(id)));
      }),
    );
  });
});
