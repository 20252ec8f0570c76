import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CONVERSION_FIELDS, type ConversionTexts } from '../../../src/core/units/conversion.ts';
import { conversionLinkPath, readConversionLink } from '../../../src/core/units/link.ts';

describe('conversionLinkPath', () => {
  it('writes the fields in request order under /pressure-drop', () => {
    expect(conversionLinkPath({ to: 'Pa', from: 'inH2O', value: '4' })).toBe('/pressure-drop?value=4&from=inH2O&to=Pa');
    expect(
      conversionLinkPath({ value: '50', from: 'mg/m3', to: 'mg/Nm3', temperature: '150C', pressure: '98kPa', moisture: '8', o2: '11', 'o2-ref': '6' }),
    ).toBe('/pressure-drop?value=50&from=mg%2Fm3&to=mg%2FNm3&temperature=150C&pressure=98kPa&moisture=8&o2=11&o2-ref=6');
  });
});

describe('readConversionLink', () => {
  it('reads a link back and notes an unknown parameter', () => {
    expect(readConversionLink('?value=4&from=inH2O&to=Pa&zoom=2')).toEqual({
      texts: { value: '4', from: 'inH2O', to: 'Pa' },
      ignored: [{ name: 'zoom', value: '2', message: "Ignored unknown link parameter 'zoom=2'" }],
    });
  });

  it('gives back the texts a link was built from, for any unicode text', () => {
    const field = fc.option(fc.string({ unit: 'grapheme', minLength: 1 }), { nil: undefined });
    const texts = fc.record(Object.fromEntries(CONVERSION_FIELDS.map((name) => [name, field])) as Record<keyof ConversionTexts, typeof field>);
    fc.assert(
      fc.property(texts, (given) => {
        const expected = Object.fromEntries(Object.entries(given).filter(([, value]) => value !== undefined));
        const search = new URL(conversionLinkPath(given), 'https://example.org').search;
        expect(readConversionLink(search)).toEqual({ texts: expected, ignored: [] });
      }),
    );
  });
});
