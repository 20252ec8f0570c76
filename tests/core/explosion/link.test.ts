// The explosion protection page's link: the inputs in the URL query, named as the `duct-calc vent` options.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { VENT_FIELDS, type VentTexts } from '../../../src/core/explosion/fields.ts';
import { readVentLink, VENT_LINK_PATH, ventLinkPath } from '../../../src/core/explosion/link.ts';

describe('the explosion protection link', () => {
  it('names the fields as the CLI options, in the page order, with the unit system last', () => {
    expect(VENT_LINK_PATH).toBe('/explosion-protection');
    expect(ventLinkPath('metric', { volume: '10', kst: '200', pmax: '9', pred: '0.5', ld: '3', ventDuctLength: '2', standard: 'both' })).toBe(
      '/explosion-protection?standard=both&volume=10&ld=3&kst=200&pmax=9&pred=0.5&vent-duct-length=2&units=metric',
    );
  });

  it('carries a measure typed in the other unit system with its unit', () => {
    expect(ventLinkPath('metric', { volume: '160', pred: '5.8' }, { volume: 'imperial', pred: 'imperial' })).toBe('/explosion-protection?volume=160ft3&pred=5.8psi&units=metric');
  });

  it('reads back every field it writes', () => {
    const text = fc.string({ minLength: 1, maxLength: 8 }).filter((value) => value.trim() !== '');
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...VENT_FIELDS), text), fc.constantFrom('metric' as const, 'imperial' as const), (texts, system) => {
        expect(readVentLink(ventLinkPath(system, texts as VentTexts))).toEqual({ system, texts, notes: [] });
      }),
    );
  });

  it('notes an unknown parameter and a bad unit system, and reads the rest', () => {
    const state = readVentLink('?volume=10&foo=1&units=si');
    expect(state.texts).toEqual({ volume: '10' });
    expect(state.system).toBeUndefined();
    expect(state.notes.map((note) => note.message)).toEqual(["Ignored unknown link parameter 'foo=1'", "Ignored link parameter 'units=si': expected metric or imperial"]);
  });
});
