// The Hood Design page's link, and the exhaust sheet's `hood` cell that holds it.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { HOOD_LINK_PATH, hoodLinkPath, readHoodLink } from '../../../src/core/hood/link.ts';
import { HOOD_FIELDS, type HoodTexts } from '../../../src/core/hood/fields.ts';
import { readHoodDesign } from '../../../src/core/hood/read.ts';

const TEXTS: HoodTexts = { type: 'flanged-opening', diameter: '6', captureVelocity: '100', distance: '6', transport: 'average-industrial-dust' };
const QUERY = 'type=flanged-opening&capture-velocity=100&distance=6&diameter=6&transport=average-industrial-dust&units=imperial';

describe('the Hood Design link', () => {
  it('names the fields as the CLI options, in the page order, with the unit system last', () => {
    expect(HOOD_LINK_PATH).toBe('/hood-design');
    expect(hoodLinkPath('imperial', TEXTS)).toBe(`/hood-design?${QUERY}`);
  });

  it('carries a measure typed in the other unit system with its unit, so the link holds the stored value exactly', () => {
    const path = hoodLinkPath('metric', { type: 'plain-opening', diameter: '10', faceVelocity: '3', moisture: '5' }, { diameter: 'imperial', faceVelocity: 'metric' });
    expect(path).toBe('/hood-design?type=plain-opening&face-velocity=3&diameter=10in&moisture=5&units=metric');
  });

  it('reads back every field it writes', () => {
    const text = fc.string({ minLength: 1, maxLength: 8 }).filter((value) => value.trim() !== '');
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...HOOD_FIELDS), text), fc.constantFrom('metric' as const, 'imperial' as const), (texts, system) => {
        const state = readHoodLink(hoodLinkPath(system, texts as HoodTexts));
        expect(state).toEqual({ system, texts, notes: [] });
      }),
    );
  });

  it('reproduces the design exactly, in either unit system, with fields typed in the other one', () => {
    const number = (min: number, max: number) => fc.double({ min, max, noNaN: true }).map((value) => String(Math.round(value * 1000) / 1000));
    fc.assert(
      fc.property(
        fc.record({ diameter: number(8, 24), captureVelocity: number(50, 300), distance: number(2, 12), ductDiameter: number(6, 20), measuredStaticPressure: number(0.5, 5) }),
        fc.constantFrom('metric' as const, 'imperial' as const),
        (typed, system) => {
          // Typed in imperial, shown and linked in `system`.
          const texts: HoodTexts = { type: 'flanged-opening', ...typed };
          const typedIn = Object.fromEntries(Object.keys(typed).map((key) => [key, 'imperial' as const]));
          const design = readHoodDesign(texts, system, typedIn).design;
          expect(design).toBeDefined();
          const link = readHoodLink(hoodLinkPath(system, texts, typedIn));
          expect(link.system).toBe(system);
          expect(readHoodDesign(link.texts, link.system!).design).toEqual(design);
          // Read where they were typed, the numbers are the same (the series a branch would be sized from follows the unit system shown).
          const typedThere = readHoodDesign(texts, 'imperial').design!;
          expect([design?.flowM3s, design?.branch?.hoodStaticPressurePa, design?.measured?.flowM3s]).toEqual([typedThere.flowM3s, typedThere.branch?.hoodStaticPressurePa, typedThere.measured?.flowM3s]);
        },
      ),
      { numRuns: 50 },
    );
  });

  it.each([
    ['the query alone', QUERY],
    ['the query with its ?', `?${QUERY}`],
    ['the path and query, as the sheet writes it', `/hood-design?${QUERY}`],
    ['a full URL', `https://example.org/hood-design?${QUERY}`],
    ['a full URL under a base path, with a fragment and spaces around', `  https://example.org/tools/hood-design/?${QUERY}#results `],
  ])('reads %s', (_, link) => {
    expect(readHoodLink(link)).toEqual({ system: 'imperial', texts: TEXTS, notes: [] });
  });

  it("refuses another page's link with one note, and reads none of its fields", () => {
    expect(readHoodLink('/fan-selection?flow=5')).toEqual({
      texts: {},
      notes: [{ name: 'link', value: '/fan-selection', message: 'Ignored link to /fan-selection: a hood design\'s link is /hood-design?…' }],
    });
    expect(readHoodLink('https://[bad/hood-design?type=booth').notes.map((note) => note.message)).toEqual(["Ignored link 'link=https://[bad/hood-design?type=booth': not a URL"]);
  });

  it('notes an unknown or repeated parameter and a bad unit system, and uses the rest', () => {
    const { system, texts, notes } = readHoodLink('?type=booth&type=canopy&units=furlongs&colour=blue');
    expect(system).toBeUndefined();
    expect(texts).toEqual({ type: 'booth' });
    expect(notes.map((note) => note.message)).toEqual([
      "Ignored repeated link parameter 'type=canopy'",
      "Ignored unknown link parameter 'colour=blue'",
      "Ignored link parameter 'units=furlongs': expected metric or imperial",
    ]);
  });

  it('reads an empty cell or a bare path as no field', () => {
    expect(readHoodLink('')).toEqual({ texts: {}, notes: [] });
    expect(readHoodLink('/hood-design')).toEqual({ texts: {}, notes: [] });
  });
});
