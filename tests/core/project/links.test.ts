// The derived links: each marks its part stale with what changed (field,
// old → new) when its sources change, and following it brings the part back
// in line, writing only the derived fields.
import { describe, expect, it } from 'vitest';
import type { Project } from '../../../src/core/project/document.ts';
import { followLink, linkState, PROJECT_LINKS, staleParts, unstartedParts } from '../../../src/core/project/links.ts';
import { readSystemPart } from '../../../src/core/project/parts.ts';
import { shop, shopWith } from './shop.ts';

const linkOf = (id: string) => PROJECT_LINKS.find((link) => link.id === id)!;

/** The project with a link followed; fails the test when it cannot be. */
function followed(project: Project, id: string): Project {
  const result = followLink(project, id);
  if (result.status === 'error') throw new Error(result.message);
  return result.project;
}

/** Every link followed in the table's order (sources first). */
const followAll = (project: Project) => PROJECT_LINKS.reduce((current, link) => (current.parts[link.to] === undefined ? current : followed(current, link.id)), project);

describe('the example follows every link', () => {
  it('has no stale part, and every link is current', () => {
    const project = shop();

    expect(staleParts(project)).toEqual([]);
    expect(PROJECT_LINKS.map((link) => [link.id, linkState(project, link).status])).toEqual(PROJECT_LINKS.map((link) => [link.id, 'current']));
  });

  it('declares each link once, from its sources to a part', () => {
    expect(new Set(PROJECT_LINKS.map(({ id }) => id)).size).toBe(PROJECT_LINKS.length);
    expect(PROJECT_LINKS.map(({ id, from, to }) => `${from.join('+')}→${to} (${id})`)).toEqual([
      'site→hoods (site-hoods)',
      'site→system (site-system)',
      'hoods→system (hoods-system)',
      'system→fan (system-fan)',
      'system+site→baghouse (system-baghouse)',
      'baghouse→explosion (baghouse-explosion)',
      'baghouse→cost (baghouse-cost)',
      'baghouse+explosion→maintenance (configuration-maintenance)',
    ]);
  });
});

describe('each link: a change upstream marks its part stale, following it brings the part back', () => {
  it.for([
    ['site-hoods', shopWith((p) => void (p.site.conditions = { ...p.site.conditions, altitude: '3000' })), 'parts.hoods[0].texts.altitude', '2134', '3000'],
    ['site-system', shopWith((p) => void (p.site.conditions = { ...p.site.conditions, temperature: '90' })), 'parts.system.conditions.temperature', '75', '90'],
    ['hoods-system', shopWith((p) => void (p.parts.hoods![2]!.texts.flow = '900')), 'parts.system.segments[3].hood', undefined, undefined],
    ['system-fan', shopWith((p) => void (p.parts.fan!.texts.flow = '2500')), 'parts.fan.texts.flow', '2500', '2778.3393'],
    ['system-baghouse', followed(shopWith((p) => void (p.parts.hoods![2]!.texts.flow = '900')), 'hoods-system'), 'parts.baghouse.texts.flow', '2778.3393', undefined],
    ['baghouse-explosion', shopWith((p) => void (p.parts.baghouse!.texts.bagLength = '12')), 'parts.explosion.texts.volume', '199.2', undefined],
    ['baghouse-cost', shopWith((p) => void (p.parts.baghouse!.texts.airToCloth = '5')), 'parts.cost.texts.grossClothArea', '463.0565', undefined],
    ['configuration-maintenance', shopWith((p) => void (p.parts.baghouse!.texts.cleaning = 'reverse-air')), 'parts.maintenance.cleaning', 'pulse-jet', 'reverse-air'],
  ] as const)('%s', ([id, project, path, old, now]) => {
    const link = linkOf(id);
    const state = linkState(project, link);
    const stale = staleParts(project).find(({ part }) => part === link.to);

    expect(state.status).toBe('stale');
    const change = state.status === 'stale' ? state.changes.find((each) => each.path === path) : undefined;
    expect(change).toBeDefined();
    if (old !== undefined) expect(change!.old).toBe(old);
    if (now !== undefined) expect(change!.new).toBe(now);
    expect(stale?.links.map(({ link: each }) => each)).toContain(id);

    const after = followed(project, id);
    expect(linkState(after, link)).toEqual({ status: 'current' });
    // Only the part downstream changed.
    for (const part of Object.keys(project.parts) as (keyof Project['parts'])[]) {
      if (part !== link.to) expect(after.parts[part]).toEqual(project.parts[part]);
    }
  });
});

describe("a hood link's change reads in a person's terms", () => {
  it('names the segment and each hood field that differs, with its unit; the path stays machine-readable', () => {
    const project = shopWith((p) => void (p.parts.hoods![2]!.texts.flow = '900'));
    const state = linkState(project, linkOf('hoods-system'));
    const change = state.status === 'stale' ? state.changes[0] : undefined;
    const before = project.parts.system!.segments[3]!;

    expect(change).toMatchObject({ path: 'parts.system.segments[3].hood', old: before.hood });
    expect(change!.text).toMatch(new RegExp(`^${before.segment} hood: design flow \\S+ → 900 CFM$`));
  });

  it('a plain field reads as its path, old → new', () => {
    const state = linkState(shopWith((p) => void (p.parts.fan!.texts.flow = '2500')), linkOf('system-fan'));

    expect(state.status === 'stale' && state.changes.map(({ text }) => text)).toEqual(['parts.fan.texts.flow: 2500 → 2778.3393']);
  });
});

describe('a change upstream reaches every part downstream', () => {
  it("a hood's flow marks the system stale, and through it the fan, the baghouse, the vent, the cost and the plan", () => {
    const project = shopWith((p) => void (p.parts.hoods![2]!.texts.flow = '900'));
    const stale = staleParts(project);

    expect(stale.map(({ part }) => part)).toEqual(['system', 'baghouse', 'explosion', 'fan', 'cost', 'maintenance']);
    expect(stale.find(({ part }) => part === 'fan')).toEqual({ part: 'fan', links: [], upstream: ['system'] });
    expect(stale.find(({ part }) => part === 'cost')!.upstream).toEqual(['baghouse']);
  });

  it('following every link in order leaves nothing stale, and the fan takes the larger flow', () => {
    const project = followAll(shopWith((p) => void (p.parts.hoods![2]!.texts.flow = '900')));
    const system = readSystemPart(project.parts.system!);

    expect(staleParts(project)).toEqual([]);
    expect(system.status).toBe('success');
    expect(Number(project.parts.fan!.texts.flow)).toBeGreaterThan(2778.3393 + 100);
    expect(project.parts.baghouse!.texts.flow).toBe(project.parts.fan!.texts.flow);
    expect(project.parts.cost!.texts.flow).toBe(project.parts.fan!.texts.flow);
  });

  it('following writes only the derived fields: every other field of the part stays as typed', () => {
    const project = shopWith((p) => void (p.parts.fan!.texts.flow = '2500'));
    const after = followed(project, 'system-fan');

    expect(after.parts.fan).toEqual({ ...project.parts.fan, texts: { ...project.parts.fan!.texts, flow: '2778.3393' } });
  });
});

describe('following, at the edges', () => {
  it('writes in the part’s own unit system, and clears the typed-in mark of a field it writes', () => {
    const project = shopWith((p) => {
      p.parts.fan = { ...p.parts.fan!, units: 'metric', typedIn: { flow: 'imperial', efficiency: 'imperial' } };
    });
    const after = followed(project, 'system-fan');

    expect(after.parts.fan!.units).toBe('metric');
    // 2778.3393 CFM at the fan inlet, in m³/h; the altitude in m.
    expect(Number(after.parts.fan!.texts.flow)).toBeCloseTo(2778.3393 * 1.6990108, 2);
    expect(after.parts.fan!.texts.altitude).toBe('650.4432');
    expect(after.parts.fan!.typedIn).toEqual({ efficiency: 'imperial' });
  });

  it('a site condition typed in imperial reaches a metric sheet with its unit, exactly', () => {
    const project = shopWith((p) => void (p.parts.system!.units = 'metric'));
    const state = linkState(project, linkOf('site-system'));

    expect(state.status === 'stale' && state.changes).toMatchObject([
      { path: 'parts.system.conditions.temperature', old: '75', new: '75degF' },
      { path: 'parts.system.conditions.altitude', old: '2134', new: '2134ft' },
    ]);
  });

  it('creates a part not started, in the site’s units, and reports it as no part until then', () => {
    const project = shopWith((p) => void delete p.parts.cost);

    expect(linkState(project, linkOf('baghouse-cost'))).toEqual({ status: 'no-part' });
    const after = followed(project, 'baghouse-cost');
    expect(after.parts.cost).toEqual({ units: 'imperial', insulated: false, texts: { grossClothArea: '463.0565', bagCount: '30', flow: '2778.3393', pressureDrop: '2.9865', loading: '2' } });
  });

  it('creates the plan from the default configuration with the collector’s', () => {
    const after = followed(shopWith((p) => void delete p.parts.maintenance), 'configuration-maintenance');

    expect(after.parts.maintenance).toMatchObject({ cleaning: 'pulse-jet', compressedAir: true, explosionProtection: 'vents' });
  });

  it('a collector without compressed air takes no dryer', () => {
    const after = followed(shopWith((p) => void (p.parts.baghouse!.texts.cleaning = 'shaker')), 'configuration-maintenance');

    expect(after.parts.maintenance).toMatchObject({ cleaning: 'shaker', compressedAir: false, dryer: false });
  });

  it.for([
    ['an unknown link', shop(), 'fan-cost', 'No link fan-cost; the links are site-hoods, site-system, hoods-system, system-fan, system-baghouse, baghouse-explosion, baghouse-cost, configuration-maintenance'],
    ['a source not designed', shopWith((p) => void delete p.parts.system!.segments[0]!.to), 'system-fan', 'Fan Selection cannot follow: the exhaust system cannot be designed: '],
    ['no source', shopWith((p) => void delete p.parts.baghouse), 'baghouse-cost', 'Cost Estimation cannot follow: the project has no baghouse'],
    ['a hood for a segment the sheet lacks', shopWith((p) => void (p.parts.hoods![0]!.segment = 'lathe')), 'hoods-system', "Exhaust System cannot follow: the hood for segment lathe: the system's sheet has no segment lathe"],
    ['a part the user makes', shopWith((p) => void delete p.parts.system), 'site-system', 'Exhaust System cannot follow: the project has no exhaust system'],
  ] as const)('refuses to follow %s, with one line', ([, project, id, line]) => {
    const result = followLink(project, id);

    expect(result.status).toBe('error');
    expect(result.status === 'error' && result.message.slice(0, line.length)).toBe(line);
  });

  it('a link whose sources give nothing yet is unavailable, not stale', () => {
    const project = shopWith((p) => void delete p.parts.system!.segments[0]!.to);

    expect(linkState(project, linkOf('system-fan')).status).toBe('unavailable');
    expect(staleParts(project).some(({ part }) => part === 'fan')).toBe(false);
  });
});

describe('parts not started', () => {
  it('the example has every part', () => {
    expect(unstartedParts(shop())).toEqual([]);
  });

  it('a project with only its hoods and system: the fan and the baghouse can start from the system; the rest wait, saying for what', () => {
    const project = shopWith((p) => {
      for (const part of ['baghouse', 'explosion', 'fan', 'cost', 'maintenance'] as const) delete p.parts[part];
    });
    const unstarted = unstartedParts(project);

    expect(unstarted.map(({ part }) => part)).toEqual(['baghouse', 'explosion', 'fan', 'cost', 'maintenance']);
    const byPart = new Map(unstarted.map((each) => [each.part, each]));
    expect(byPart.get('fan')!.ready.map(({ link }) => link)).toEqual(['system-fan']);
    expect(byPart.get('baghouse')!.ready.map(({ link }) => link)).toEqual(['system-baghouse']);
    expect(byPart.get('explosion')!.waiting).toEqual([{ link: 'baghouse-explosion', from: ['baghouse'], reason: 'the project has no baghouse' }]);
    expect(byPart.get('cost')!.ready).toEqual([]);
    // Following a ready link starts the part: it is no longer listed.
    expect(unstartedParts(followed(project, 'system-fan')).map(({ part }) => part)).not.toContain('fan');
  });

  it('the hoods and the system are the user’s: no link starts them', () => {
    const project = shopWith((p) => {
      delete p.parts.hoods;
      delete p.parts.system;
    });

    expect(unstartedParts(project)).toEqual([
      { part: 'hoods', ready: [], waiting: [] },
      { part: 'system', ready: [], waiting: [] },
    ]);
  });
});
