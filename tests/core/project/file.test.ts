// The project file: read whole and validated first; round trip exact;
// version 1 migrates; a newer version and a corrupt file are refused with
// one line naming the version or the path, and nothing of them is returned.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PROJECT_VERSION, type Project } from '../../../src/core/project/document.ts';
import { readProjectFile, writeProjectFile } from '../../../src/core/project/file.ts';
import { anyConfig } from '../maintenance/configs.ts';
import { SHOP_TEXT, SHOP_V1_TEXT, shop, shopWith } from './shop.ts';

/** The message of a refused text; fails the test when the text is read. */
function refusal(text: string): string {
  const read = readProjectFile(text);
  if (read.status === 'success') throw new Error('expected the file to be refused');
  expect(Object.keys(read)).toEqual(['status', 'message']);
  return read.message;
}

const json = (value: unknown) => JSON.stringify(value);

describe('readProjectFile: the example', () => {
  it('reads the example whole, as the file holds it', () => {
    const read = readProjectFile(SHOP_TEXT);

    expect(read).toEqual({ status: 'success', project: JSON.parse(SHOP_TEXT) });
  });

  it('writes it back to the same text', () => {
    const read = readProjectFile(SHOP_TEXT);
    if (read.status !== 'success') throw new Error(read.message);

    expect(writeProjectFile(read.project)).toBe(SHOP_TEXT);
  });

  it('takes a byte order mark', () => {
    expect(readProjectFile(`\uFEFF${SHOP_TEXT}`).status).toBe('success');
  });
});

describe('readProjectFile: version 1 migrates to the current version', () => {
  it("moves the site's altitude into its ambient conditions and says it migrated", () => {
    const v1 = JSON.parse(SHOP_V1_TEXT);
    const read = readProjectFile(SHOP_V1_TEXT);
    if (read.status !== 'success') throw new Error(read.message);

    expect(read.migratedFrom).toBe(1);
    expect(read.project.version).toBe(PROJECT_VERSION);
    expect(read.project.site).toEqual({
      plant: v1.site.plant,
      location: v1.site.location,
      engineer: v1.site.engineer,
      checker: v1.site.checker,
      units: 'imperial',
      conditions: { altitude: '2134' },
    });
    expect(read.project.parts).toEqual(v1.parts);
    expect(read.project.revisions).toEqual(v1.revisions);
  });

  it('a blank altitude gives no condition (standard air, as before)', () => {
    const v1 = JSON.parse(SHOP_V1_TEXT);
    v1.site.altitude = ' ';
    const read = readProjectFile(json(v1));
    if (read.status !== 'success') throw new Error(read.message);

    expect(read.project.site.conditions).toEqual({});
  });

  it('checks a version 1 file against version 1, naming the version', () => {
    const v1 = JSON.parse(SHOP_V1_TEXT);
    delete v1.site.altitude;

    expect(refusal(json(v1))).toBe('site.altitude is missing (version 1)');
  });

  it('refuses a version 1 file with version 2 conditions (its site has none)', () => {
    const v1 = JSON.parse(SHOP_V1_TEXT);
    v1.site.conditions = { altitude: '2134' };

    expect(refusal(json(v1))).toBe('site.conditions is not a field here (version 1)');
  });
});

describe('readProjectFile: refusals, one line each', () => {
  it.for([
    ['a newer version', shopWith((p) => void ((p as { version: number }).version = 3)), 'The project is of version 3, written by a newer toolkit; this one reads versions 1 to 2: update the toolkit to open it'],
    ['a version that never was', shopWith((p) => void ((p as { version: number }).version = 0)), 'version: expected a whole number from 1 to 2, got 0'],
    ['a version as text', shopWith((p) => void ((p as { version: unknown }).version = '2')), 'version: expected a whole number from 1 to 2, got "2"'],
    ['no format', shopWith((p) => void delete (p as { format?: string }).format), 'The file is not a project: a project file is a JSON object with "format": "tfca-project"'],
    ['no site', shopWith((p) => void delete (p as { site?: unknown }).site), 'site is missing'],
    ['a blank name', shopWith((p) => void (p.name = '  ')), 'name: expected the project name, not blank, got "  "'],
    ['a field no tool has', shopWith((p) => void ((p.parts.fan!.texts as Record<string, string>).flw = '10')), 'parts.fan.texts.flw is not a field here'],
    ['a number where a text goes', shopWith((p) => void ((p.parts.fan!.texts as Record<string, unknown>).flow = 2500)), 'parts.fan.texts.flow: expected the text of flow, got 2500'],
    ['an unknown unit system', shopWith((p) => void ((p.parts.baghouse as { units: string }).units = 'si')), 'parts.baghouse.units: expected metric or imperial, got "si"'],
    ['a date that is not one', shopWith((p) => void (p.revisions[0]!.date = '2026-02-30')), 'revisions[0].date: expected a calendar date YYYY-MM-DD, got "2026-02-30"'],
    ['a plan the plan refuses', shopWith((p) => void (p.parts.maintenance!.bagLifeMonths = 0)), 'parts.maintenance.bagLifeMonths: Bag life must be from 1 to 120 months, got 0'],
    ['a fan flow the fan refuses', shopWith((p) => void (p.parts.fan!.texts.flow = '-3')), 'parts.fan.texts.flow: Design flow must be from 0.2119 to 2.119e+7 CFM, got -3'],
    ['a hood the hood design refuses', shopWith((p) => void (p.parts.hoods![1]!.texts.flow = 'lots')), 'parts.hoods[1].texts.flow: '],
    ['a sheet cell the system refuses', shopWith((p) => void (p.parts.system!.segments[2]!.length = '-20')), 'parts.system.segments[2].length: '],
    ['a site condition the system refuses', shopWith((p) => void ((p.parts.system!.conditions as Record<string, string>).temperature = 'warm')), 'parts.system.conditions.temperature: '],
    ['a baghouse choice', shopWith((p) => void (p.parts.baghouse!.texts.cleaning = 'shake')), 'parts.baghouse.texts.cleaning: Cleaning must be one of pulse-jet, shaker, reverse-air, got shake'],
    ['a vent pressure', shopWith((p) => void (p.parts.explosion!.texts.pred = 'x')), 'parts.explosion.texts.pred: '],
    ['a cost price', shopWith((p) => void ((p.parts.cost!.texts as Record<string, string>).bagPrice = '-1')), 'parts.cost.texts.bagPrice: '],
  ] as const)('%s', ([, project, line]) => {
    const message = refusal(json(project));

    expect(message.slice(0, line.length)).toBe(line);
    expect(message).not.toContain('\n');
  });

  it.for([
    ['not JSON', '{"format": "tfca-project",\n  "version": 2,,}', 'The file is not JSON: it stops making sense at line 2, column 16'],
    ['cut short', '{"format": "tfca-project"', 'The file is not JSON: '],
    ['a list', '[]', 'The file is not a project: '],
    ['null', 'null', 'The file is not a project: '],
  ] as const)('%s', ([, text, line]) => {
    expect(refusal(text).slice(0, line.length)).toBe(line);
  });

  it('an incomplete part is no corrupt file: the checks report it', () => {
    const project = shopWith((p) => void delete p.parts.fan!.texts.efficiency);

    expect(readProjectFile(json(project)).status).toBe('success');
  });
});

/** Free text as a user types it: any characters, at most 200, not blank where required. */
const line = (required: boolean) => fc.string({ maxLength: 200, unit: 'grapheme' }).filter((text) => text.length <= 200 && (!required || text.trim() !== ''));

/** A date YYYY-MM-DD from 2000 to 2099. */
const date = fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true }).map((day) => day.toISOString().slice(0, 10));

/** The example with its free texts, site conditions, revisions and plan drawn at random. */
const anyProject: fc.Arbitrary<Project> = fc
  .record({
    name: line(true),
    revision: line(true),
    plant: line(false),
    engineer: line(false),
    checker: fc.option(line(false), { nil: undefined }),
    temperature: fc.double({ min: -40, max: 120, noNaN: true }),
    revisions: fc.array(fc.record({ revision: line(true), date, by: line(false), description: fc.string({ maxLength: 500 }) }, { noNullPrototype: true }), { maxLength: 4 }),
    maintenance: anyConfig,
    hoursPerDay: fc.double({ min: 0.1, max: 24, noNaN: true }),
    alarm: fc.double({ min: 100, max: 4000, noNaN: true }),
    hoodName: line(false),
  })
  .map(({ name, revision, plant, engineer, checker, temperature, revisions, maintenance, hoursPerDay, alarm, hoodName }) =>
    shopWith((p) => {
      Object.assign(p, { name, revision, revisions });
      p.site = { ...p.site, plant, engineer, ...(checker !== undefined ? { checker } : {}), conditions: { temperature: String(temperature) } };
      if (checker === undefined) delete p.site.checker;
      p.parts.maintenance = { ...maintenance, operatingDays: [...maintenance.operatingDays], hoursPerDay, pressureDropAlarmPa: alarm };
      p.parts.hoods![0]!.texts.name = hoodName;
    }),
  );

describe('property: parse(serialise(p)) is p', () => {
  it('any project reads back equal, every JSON number exactly', () => {
    fc.assert(
      fc.property(anyProject, (project) => {
        const read = readProjectFile(writeProjectFile(project));
        if (read.status !== 'success') throw new Error(read.message);

        expect(read.project).toStrictEqual(project);
        expect(Object.is(read.project.parts.maintenance!.hoursPerDay, project.parts.maintenance!.hoursPerDay)).toBe(true);
      }),
      { numRuns: 60 },
    );
  });

  it('the example, read and written, is the same text', () => {
    const project = shop();
    const read = readProjectFile(writeProjectFile(project));

    expect(read.status === 'success' && writeProjectFile(read.project)).toBe(SHOP_TEXT);
  });
});
