import { describe, expect, it } from 'vitest';
import { DESIGN_FIELDS, DESIGN_LINK_NAMES, designLinkPath, readDesignLink } from '../../../src/core/duct/design-link.ts';
import { readDuctLink } from '../../../src/core/duct/link.ts';
import { optionName } from '../../../src/core/report/measure.ts';

describe('the design sections’ link', () => {
  it('names each field as its duct-calc option', () => {
    for (const field of DESIGN_FIELDS) expect(DESIGN_LINK_NAMES[field]).toBe(optionName(field));
  });

  it('adds the sections’ fields after the card’s', () => {
    expect(designLinkPath('/ducting-calculator?solve=velocity&q=1000&d=14&units=imperial', { frictionRate: '0.1', rect: '24x12', length: '' })).toBe(
      '/ducting-calculator?solve=velocity&q=1000&d=14&units=imperial&friction-rate=0.1&rect=24x12',
    );
    expect(designLinkPath('/ducting-calculator', {})).toBe('/ducting-calculator');
  });

  it('splits a query between the card, which notes what neither knows, and the sections', () => {
    const { cardSearch, texts, ignored } = readDesignLink('?solve=velocity&q=1000&length=50&foo=1&length=60&temperature=70F');

    expect(texts).toEqual({ length: '50', temperature: '70F' });
    expect(ignored.map(({ message }) => message)).toEqual(["Ignored repeated link parameter 'length=60'"]);
    expect(readDuctLink(cardSearch).ignored.map(({ message }) => message)).toEqual(["Ignored unknown link parameter 'foo=1'"]);
  });
});
