// The links that open each tool for an industry's dust, read back by each tool's own link reader.
import { describe, expect, it } from 'vitest';
import { readBaghouseLink } from '../../../src/core/baghouse/link.ts';
import { readDesignLink } from '../../../src/core/duct/design-link.ts';
import { readDuctLink } from '../../../src/core/duct/link.ts';
import { readVentLink } from '../../../src/core/explosion/link.ts';
import { readHoodLink } from '../../../src/core/hood/link.ts';
import { INDUSTRIES, INDUSTRY_IDS } from '../../../src/core/industries/industries.ts';
import { dustToolLinks } from '../../../src/core/industries/tool-links.ts';

const query = (path: string) => path.slice(path.indexOf('?') + 1);

describe('the tools’ links for a dust', () => {
  it('opens each tool for woodworking’s sawdust', () => {
    expect(dustToolLinks('woodworking', 'sawdust', 'metric')).toEqual({
      baghouse: '/baghouse-design?dust=sawdust&cleaning=pulse-jet&units=metric',
      ductSizing: '/ducting-calculator?solve=diameter&v=15&units=metric&transport=dry-dusts-powders',
      hood: '/hood-design?transport=dry-dusts-powders&units=metric',
      explosion: '/explosion-protection?dust=sawdust&units=metric',
    });
  });

  it('gives the baghouse the material factor A where Table 1.1 has no row, and no explosion link for a dust the table does not list', () => {
    const links = dustToolLinks('mining', 'rock-dust', 'imperial');

    expect(links.baghouse).toBe('/baghouse-design?material-factor=10&cleaning=shaker&units=imperial');
    expect(links.explosion).toBeUndefined();
  });

  it('writes only what each tool reads back, for every dust of every industry', () => {
    for (const industry of INDUSTRY_IDS) {
      for (const dust of INDUSTRIES[industry].dusts) {
        for (const system of ['metric', 'imperial'] as const) {
          const links = dustToolLinks(industry, dust, system);
          const baghouse = readBaghouseLink(query(links.baghouse));
          expect(baghouse.ignored).toEqual([]);
          expect(baghouse.system).toBe(system);
          expect(baghouse.texts.cleaning).toBe(INDUSTRIES[industry].cleaning);
          const design = readDesignLink(query(links.ductSizing));
          expect(design.ignored).toEqual([]);
          expect(readDuctLink(design.cardSearch).ignored).toEqual([]);
          expect(readHoodLink(query(links.hood)).notes).toEqual([]);
          if (links.explosion !== undefined) expect(readVentLink(links.explosion)).toMatchObject({ system, notes: [] });
        }
      }
    }
  });
});
