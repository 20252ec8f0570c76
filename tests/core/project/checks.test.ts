// The project checks: each passes on the woodshop example, fails on a
// project that breaks its rule (its detail naming the part, the field and
// the value), and does not apply where its part is missing.
import { describe, expect, it } from 'vitest';
import { checkProject, PROJECT_CHECK_IDS, type ProjectCheck } from '../../../src/core/project/checks.ts';
import type { Project } from '../../../src/core/project/document.ts';
import { shop, shopWith } from './shop.ts';

const checkOf = (project: Project, id: string): ProjectCheck => checkProject(project).find((check) => check.id === id)!;

describe('the example passes every check', () => {
  it('runs every rule, in order, each with a title and a source', () => {
    const checks = checkProject(shop());

    expect(checks.map(({ id }) => id)).toEqual(PROJECT_CHECK_IDS);
    expect(PROJECT_CHECK_IDS).toEqual([
      'parts-complete',
      'junction-balance',
      'transport-velocity',
      'can-velocity',
      'explosion-vent',
      'cold-start',
      'stale-hoods',
      'stale-system',
      'stale-baghouse',
      'stale-explosion',
      'stale-fan',
      'stale-cost',
      'stale-maintenance',
    ]);
    for (const check of checks) {
      expect(check.status, `${check.id}: ${check.detail}`).toBe('pass');
      expect(check.title).not.toBe('');
      expect(check.source).not.toBe('');
    }
  });

  it.for([
    ['junction-balance', 'parts.system: 5 junctions, the largest SP ratio 1.029 ≤ 1.20'],
    ['can-velocity', 'parts.baghouse: can velocity 253 ft/min ≤ 295 ft/min (pulse-jet)'],
    ['explosion-vent', 'parts.system.dust.dust: wood dust (sawdust, fine) is combustible; parts.explosion sizes a vent of 21.02 ft² (EN 14491 governs)'],
    ['cold-start', 'parts.fan: at a cold start the motor gives 8.22 hp, within its 10.0 hp rating'],
  ] as const)('%s names its figures', ([id, detail]) => {
    expect(checkOf(shop(), id).detail).toBe(detail);
  });
});

describe('each check fails on a project that breaks its rule', () => {
  it.for([
    ['parts-complete', shopWith((p) => void delete p.parts.fan!.texts.efficiency), 'parts.fan: Fan efficiency is needed'],
    ['junction-balance', shopWith((p) => void (p.parts.system!.segments[1]!.diameter = '6')), 'parts.system: At M1: '],
    ['transport-velocity', shopWith((p) => void (p.parts.system!.segments[2]!.diameter = '10')), 'parts.system: Segment M1: velocity '],
    ['can-velocity', shopWith((p) => void (p.parts.baghouse!.texts.bagPitch = '7')), 'parts.baghouse: can velocity '],
    ['explosion-vent', shopWith((p) => void delete p.parts.explosion), 'parts.system.dust.dust: wood dust (sawdust, fine) is combustible, and the project has no explosion protection (parts.explosion)'],
    ['explosion-vent', shopWith((p) => void delete p.parts.explosion!.texts.pred), 'parts.system.dust.dust: wood dust (sawdust, fine) is combustible, and parts.explosion sizes no vent: '],
    ['cold-start', shopWith((p) => Object.assign(p.parts.fan!.texts, { coldTemperature: '-60', margin: '0' })), 'parts.fan: At a cold start (-60.0 °F) the fan needs '],
    ['stale-fan', shopWith((p) => void (p.parts.fan!.texts.flow = '2500')), 'parts.fan.texts.flow: 2500 → 2778.3393'],
    ['stale-cost', shopWith((p) => void (p.parts.cost!.texts.bagCount = '28')), 'parts.cost.texts.bagCount: 28 → 30'],
    ['stale-maintenance', shopWith((p) => void (p.parts.maintenance!.explosionProtection = 'none')), 'parts.maintenance.explosionProtection: none → vents'],
    ['stale-system', shopWith((p) => void (p.site.conditions = {})), 'parts.system.conditions.temperature: 75 → (not given); parts.system.conditions.altitude: 2134 → (not given)'],
    ['stale-baghouse', shopWith((p) => void (p.parts.baghouse!.texts.temperature = '70')), 'parts.baghouse.texts.temperature: 70 → 75'],
    ['stale-explosion', shopWith((p) => void (p.parts.explosion!.texts.ld = '3')), 'parts.explosion.texts.ld: 3 → 3.648'],
    ['stale-hoods', shopWith((p) => void delete p.parts.hoods![4]!.texts.altitude), 'parts.hoods[4].texts.altitude: (not given) → 2134'],
  ] as const)('%s', ([id, project, detail]) => {
    const check = checkOf(project, id);

    expect(check.status).toBe('fail');
    expect(check.detail.slice(0, detail.length)).toBe(detail);
  });

  it('a stale part upstream fails the parts downstream, saying which', () => {
    const project = shopWith((p) => void (p.parts.hoods![2]!.texts.flow = '900'));

    expect(checkOf(project, 'stale-cost')).toMatchObject({ status: 'fail', detail: 'Baghouse Design upstream is stale' });
    expect(checkOf(project, 'stale-fan')).toMatchObject({ status: 'fail', detail: 'Exhaust System upstream is stale' });
  });
});

describe('a check that does not apply says why', () => {
  it.for([
    ['junction-balance', shopWith((p) => void delete p.parts.system), 'the project has no exhaust system (parts.system)'],
    ['transport-velocity', shopWith((p) => void delete p.parts.system!.segments[0]!.to), 'the exhaust system cannot be designed yet (see parts-complete)'],
    ['can-velocity', shopWith((p) => void (p.parts.baghouse!.texts.cleaning = 'shaker')), 'parts.baghouse: shaker cleaning has no can-velocity limit in the reference'],
    [
      'explosion-vent',
      shopWith((p) => {
        delete p.parts.system!.dust;
        p.parts.baghouse!.texts.dust = 'cement';
      }),
      'no combustible dust: neither parts.system.dust nor parts.baghouse.texts.dust names one',
    ],
    ['cold-start', shopWith((p) => void delete p.parts.fan), 'the project has no fan (parts.fan)'],
    ['stale-cost', shopWith((p) => void delete p.parts.cost), 'the project has no Cost Estimation (parts.cost)'],
    ['stale-fan', shopWith((p) => void delete p.parts.system!.segments[0]!.to), 'nothing to follow yet: the exhaust system cannot be designed: '],
    ['parts-complete', { ...shop(), parts: {} }, 'the project has no parts yet'],
  ] as const)('%s', ([id, project, detail]) => {
    const check = checkOf(project, id);

    expect(check.status).toBe('not-applicable');
    expect(check.detail.slice(0, detail.length)).toBe(detail);
  });

  it('a project of the site alone runs every check without failing one', () => {
    const checks = checkProject({ ...shop(), parts: {} });

    expect(checks.filter(({ status }) => status !== 'not-applicable')).toEqual([]);
  });
});
