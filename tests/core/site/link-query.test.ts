import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { buildLinkPath, readLinkQuery } from '../../../src/core/site/link-query.ts';

/** Text a person could type: whole characters, so no lone surrogate (which URLs cannot carry). */
const typedText = fc.string({ unit: 'grapheme', minLength: 1 });

describe('buildLinkPath', () => {
  it('keeps the given order and skips absent and empty values', () => {
    expect(buildLinkPath('/pressure-drop', [['value', '4'], ['from', 'inH2O'], ['temperature', undefined], ['moisture', ''], ['to', 'Pa']])).toBe(
      '/pressure-drop?value=4&from=inH2O&to=Pa',
    );
  });

  it('gives the bare path when nothing has a value', () => {
    expect(buildLinkPath('/pressure-drop', [['value', undefined]])).toBe('/pressure-drop');
  });

  it('encodes °, ³, / and spaces', () => {
    expect(buildLinkPath('/p', [['from', 'm³/h'], ['temperature', '300 °F']])).toBe('/p?from=m%C2%B3%2Fh&temperature=300+%C2%B0F');
  });
});

describe('readLinkQuery', () => {
  it('reads the known names as typed, with or without the leading ?', () => {
    for (const search of ['?value=4&from=inH2O', 'value=4&from=inH2O']) {
      expect(readLinkQuery(search, ['value', 'from', 'to'])).toEqual({ values: { value: '4', from: 'inH2O' }, ignored: [] });
    }
  });

  it('notes unknown and repeated names, in the link order, and keeps the first of a repeat', () => {
    const { values, ignored } = readLinkQuery('?v=3&foo=1&v=4', ['v']);
    expect(values).toEqual({ v: '3' });
    expect(ignored).toEqual([
      { name: 'foo', value: '1', message: "Ignored unknown link parameter 'foo=1'" },
      { name: 'v', value: '4', message: "Ignored repeated link parameter 'v=4'" },
    ]);
  });

  it('cuts a long value in a note to 40 characters', () => {
    const { ignored } = readLinkQuery(`?x=${'a'.repeat(100)}`, []);
    expect(ignored[0]?.message).toBe(`Ignored unknown link parameter 'x=${'a'.repeat(40)}…'`);
    expect(ignored[0]?.value).toHaveLength(100);
  });

  it('does not throw on a malformed escape', () => {
    expect(readLinkQuery('?v=%E0%A4%A', ['v']).values.v).toBeTypeOf('string');
  });

  it('reads back what buildLinkPath wrote, for any typed text', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.tuple(fc.constantFrom('a', 'b', 'c', 'o2-ref'), typedText), { selector: ([name]) => name }), (params) => {
        const path = buildLinkPath('/x', params);
        const read = readLinkQuery(new URL(path, 'https://example.org').search, ['a', 'b', 'c', 'o2-ref']);
        expect(read).toEqual({ values: Object.fromEntries(params), ignored: [] });
      }),
    );
  });
});
