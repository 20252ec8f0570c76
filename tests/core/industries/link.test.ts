// The Industries part's link: the search, the industry opened and the unit system in the page's URL.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { INDUSTRY_IDS } from '../../../src/core/industries/industries.ts';
import { industriesLinkPath, readIndustriesLink } from '../../../src/core/industries/link.ts';

describe('the Industries link', () => {
  it('writes the industry, the search and the units, leaving a blank search out', () => {
    expect(industriesLinkPath({ search: 'fly ash', industry: 'power-fly-ash', system: 'metric' })).toBe('/monitoring?industry=power-fly-ash&search=fly+ash&units=metric');
    expect(industriesLinkPath({ search: '  ', system: 'imperial' })).toBe('/monitoring?units=imperial');
  });

  it('reads back what it writes', () => {
    const search = fc.string({ maxLength: 12 }).filter((text) => text.trim() !== '');
    fc.assert(
      fc.property(search, fc.option(fc.constantFrom(...INDUSTRY_IDS), { nil: undefined }), fc.constantFrom('metric' as const, 'imperial' as const), (text, industry, system) => {
        const path = industriesLinkPath({ search: text, ...(industry !== undefined && { industry }), system });
        expect(readIndustriesLink(path.slice(path.indexOf('?')))).toEqual({ search: text, ...(industry !== undefined && { industry }), system, notes: [] });
      }),
    );
  });

  it('leaves the parameters of the page’s other part alone, and notes an unknown industry or unit system', () => {
    expect(readIndustriesLink('?rows=5&industry=mining')).toEqual({ industry: 'mining', notes: [] });
    expect(readIndustriesLink('industry=__proto__&units=SI').notes.map((note) => note.name)).toEqual(['industry', 'units']);
  });
});
