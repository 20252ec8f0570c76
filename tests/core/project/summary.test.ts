import { describe, expect, it } from 'vitest';
import { partSummaries, siteConditionsText } from '../../../src/core/project/summary.ts';
import { shop, shopWith } from './shop.ts';

describe('partSummaries', () => {
  it("gives each part of the woodshop its key figures, in the part's own units", () => {
    const byPart = Object.fromEntries(partSummaries(shop()).map((summary) => [summary.part, summary]));
    const value = (part: string, key: string) => byPart[part]?.figures.find((figure) => figure.key === key);
    expect(Object.keys(byPart)).toEqual(['hoods', 'system', 'baghouse', 'explosion', 'fan', 'cost', 'maintenance']);
    expect(value('system', 'flow')).toMatchObject({ value: '2,778', unit: 'CFM' });
    expect(value('baghouse', 'bagCount')).toMatchObject({ value: '30', unit: '' });
    expect(value('explosion', 'ventArea')).toMatchObject({ value: '21.02', unit: 'ft²' });
    expect(value('fan', 'motorRating')).toMatchObject({ value: '10.0', unit: 'hp' });
    expect(value('cost', 'totalCapitalInvestment')).toMatchObject({ value: '78,612.20' });
    expect(Number(value('maintenance', 'tasks')?.value)).toBeGreaterThan(0);
    expect(partSummaries(shop()).every((summary) => summary.missing === undefined)).toBe(true);
  });

  it('names what a part misses instead of a figure', () => {
    const [fan] = partSummaries(shopWith((project) => {
      delete project.parts.fan!.texts.efficiency;
      project.parts = { fan: project.parts.fan };
    }));
    expect(fan).toMatchObject({ part: 'fan' });
    expect(fan!.figures).toEqual([]);
    expect(fan!.missing).toMatch(/efficiency/i);
  });
});

describe('siteConditionsText', () => {
  it("reads the site's conditions as the exhaust system does", () => {
    expect(siteConditionsText(shop().site)).toMatch(/^75\.0 °F, \d+\.\d\d inHg, dry \(df 0\.\d{4}\)$/);
    expect(siteConditionsText({ ...shop().site, conditions: {} })).toMatch(/^standard air/);
  });
});
