// The calculation package as data and as HTML: every part of the woodshop
// with the figures its tool reports (in the part's units, with formula,
// source and Know-How link), a part missing left out, the appendix, the
// revisions and the sign-off, and every project text escaped.
import { describe, expect, it } from 'vitest';
import { baghouseFigures } from '../../../src/core/baghouse/report.ts';
import { PART_IDS, PART_TITLES } from '../../../src/core/project/document.ts';
import { calculationPackage } from '../../../src/core/project/package.ts';
import { cssString, escapeHtml, packageHtml } from '../../../src/core/project/package-html.ts';
import { readBaghousePart, readHoodPart, readSystemPart } from '../../../src/core/project/parts.ts';
import { NOT_APPLICABLE } from '../../../src/core/project/figure-table.ts';
import type { PackagePart } from '../../../src/core/project/package.ts';
import type { PartId } from '../../../src/core/project/document.ts';
import { VENT_FIELDS } from '../../../src/core/explosion/fields.ts';
import { FAN_FIELDS } from '../../../src/core/fan/fields.ts';
import { FAN_DEFAULTS } from '../../../src/core/fan/input.ts';
import { NOT_GIVEN } from '../../../src/core/report/input-rows.ts';
import { segmentFigures } from '../../../src/core/exhaust-system/report.ts';
import { hoodReport } from '../../../src/core/hood/report.ts';
import { figureText } from '../../../src/core/report/figure.ts';
import { shop, shopWith } from './shop.ts';

const DATE = '2026-11-26';

describe('calculationPackage: the woodshop', () => {
  const pkg = calculationPackage(shop(), DATE);

  it('has the cover of the project, as the file names it, and the date of issue', () => {
    expect(pkg.cover).toMatchObject({
      project: 'Oakridge Joinery: machine shop dust collection',
      plant: 'Oakridge Joinery, machine room',
      revision: 'A',
      engineer: 'J. Alvarez, PE',
      checker: 'M. Chen, PE',
      date: DATE,
    });
    expect(pkg.cover.conditions).toEqual([
      { label: 'Temperature', text: '75', unit: '°F' },
      { label: 'Altitude', text: '2134', unit: 'ft' },
    ]);
  });

  it('lists every part, in design order, each with its inputs, its figures (the maintenance plan its tasks) and its checks', () => {
    expect(pkg.contents).toEqual(PART_IDS.map((id) => ({ id, title: PART_TITLES[id] })));
    for (const part of pkg.parts) {
      expect(part.groups.flatMap(({ inputs, inputTables }) => [...inputs, ...inputTables]).length, part.id).toBeGreaterThan(0);
      const results = part.groups.flatMap(({ figures, figureTables, tables }) => [...figures, ...figureTables, ...tables]);
      expect(results.length, part.id).toBeGreaterThan(0);
      expect(part.checks.map(({ id }) => id), part.id).toContain(`stale-${part.id}`);
      expect(part.checks.every(({ status }) => status === 'pass'), part.id).toBe(true);
    }
    const system = pkg.parts.find(({ id }) => id === 'system')!.groups.map(({ title }) => title);
    expect(system).toEqual(['Settings (the segments are in the appendix)', 'Fan duty', 'Segments']);
    expect(pkg.parts.find(({ id }) => id === 'fan')!.checks.map(({ id }) => id)).toEqual(['parts-complete', 'cold-start', 'stale-fan']);
  });

  it("gives the baghouse's figures exactly as its tool reports them, in the part's units", () => {
    const part = shop().parts.baghouse!;
    const read = readBaghousePart(part);
    if (read.status !== 'success') throw new Error('the example baghouse reads');
    const expected = baghouseFigures(read.design).map((figure) => ({ label: figure.label, ...figureText(figure, part.units), formula: figure.formula, source: figure.source, entry: figure.entry }));
    const figures = pkg.parts.find(({ id }) => id === 'baghouse')!.groups[0]!.figures;

    expect(figures).toEqual(expected);
    expect(figures.every(({ entry }) => entry !== undefined)).toBe(true);
  });

  it("gives the system's segments as one table, every figure each segment's report gives, each formula once", () => {
    const sheet = shop().parts.system!;
    const read = readSystemPart(sheet);
    if (read.status !== 'success') throw new Error('the example system reads');
    const [results] = pkg.parts.find(({ id }) => id === 'system')!.groups[2]!.figureTables;
    const columns = results!.columns.map(({ label }) => label);

    expect(results!.rows.map(({ title }) => title)).toEqual(read.design.segments.map(({ segment, to }) => `${segment} → ${to}`));
    read.design.segments.forEach((segment, index) => {
      const figures = segmentFigures(segment);
      const row = results!.rows[index]!.values;
      // Every figure of the segment, in its column; a column it has no figure for reads —.
      for (const figure of figures) expect(row[columns.indexOf(figure.label)], `${segment.segment} ${figure.label}`).toBe(figureText(figure, sheet.units).value);
      expect(row.filter((value) => value === NOT_APPLICABLE)).toHaveLength(columns.length - figures.length);
      // Every formula a segment uses is listed.
      for (const figure of figures) expect(results!.formulas.some((each) => each.label === figure.label && each.formula === figure.formula && each.source === figure.source)).toBe(true);
    });
    // Each formula once: 14 segments, far fewer lines, the discharge side's flow named by its rows.
    const lines = results!.formulas.map(({ label, formula }) => `${label}: ${formula}`);
    expect(new Set(lines).size).toBe(lines.length);
    expect(lines.length).toBeLessThan(columns.length * 2);
    expect(results!.formulas.find(({ label, formula }) => label === 'Flow Q' && formula.startsWith('Q of the fan'))!.rows).toEqual(['fan-outlet → stack', 'stack → outlet']);
  });

  it("gives the hoods as two tables, a row per hood: the inputs as typed, and every figure each hood's report gives, each formula once", () => {
    const hoods = shop().parts.hoods!;
    const [group, ...others] = pkg.parts.find(({ id }) => id === 'hoods')!.groups;
    const [inputs] = group!.inputTables;
    const [results] = group!.figureTables;

    expect(others).toEqual([]);
    expect(inputs!.rows.map(({ title }) => title)).toEqual(hoods.map(({ segment }) => segment));
    expect(results!.rows.map(({ title }) => title)).toEqual(hoods.map(({ segment }) => segment));
    // Every text typed, in its field's column (all bare numbers in one unit: the unit in the heading), a choice by its name; a field not typed reads —.
    expect(inputs!.columns).toContainEqual({ label: 'Design flow', unit: 'CFM' });
    hoods.forEach((hood, index) => {
      const row = inputs!.rows[index]!.values;
      expect(row.filter((text) => text !== NOT_APPLICABLE), hood.segment).toHaveLength(Object.keys(hood.texts).length);
      expect(row, hood.segment).toContain('average industrial dust');
    });
    // What a blank field stands for, once for every hood: the moisture the woodshop leaves blank.
    expect(inputs!.blanks).toContainEqual({ label: 'Moisture (H₂O by volume)', empty: 'default: dry' });
    const columns = results!.columns.map(({ label }) => label);
    hoods.forEach((hood, index) => {
      const reading = readHoodPart(hood);
      if (reading.design === undefined) throw new Error('every example hood designs');
      const report = hoodReport(reading.design, hood.units);
      const figures = [...report.figures, ...report.measured];
      const row = results!.rows[index]!.values;
      for (const figure of figures) {
        expect(row[columns.indexOf(figure.label)], `${hood.segment} ${figure.label}`).toBe(figureText(figure, hood.units).value);
        expect(results!.formulas.some((each) => each.label === figure.label && each.formula === figure.formula && each.source === figure.source)).toBe(true);
      }
      expect(row.filter((value) => value === NOT_APPLICABLE)).toHaveLength(columns.length - figures.length);
    });
    // Each formula once for six hoods; the sander's flanged opening named by its row.
    const lines = results!.formulas.map(({ label, formula }) => `${label}: ${formula}`);
    expect(new Set(lines).size).toBe(lines.length);
    expect(lines.length).toBeLessThan(columns.length * 2);
    expect(results!.formulas.find(({ label, formula }) => label === 'Face area A' && formula === 'A = πD²/4')!.rows).toEqual(['sander']);
  });

  it("names the hood in each of its warnings, keeps a hood that cannot be designed as a row of —, and gives a text typed in the other units with its unit", () => {
    const project = shopWith((edit) => {
      edit.parts.hoods![2]!.texts.flow = 'lots';
      edit.parts.hoods![3]!.typedIn = { flow: 'metric' };
      edit.parts.hoods![3]!.texts.flow = '595';
    });
    const part = calculationPackage(project, DATE).parts.find(({ id }) => id === 'hoods')!;
    const [inputs] = part.groups[0]!.inputTables;
    const [results] = part.groups[0]!.figureTables;
    const flow = inputs!.columns.findIndex(({ label }) => label === 'Design flow');

    expect(part.warnings.length).toBeGreaterThan(0);
    expect(part.warnings.every((text) => text.startsWith('Hood planer: ')), part.warnings.join('\n')).toBe(true);
    expect(results!.rows[2]!.values.every((value) => value === NOT_APPLICABLE)).toBe(true);
    expect(inputs!.columns[flow]).toEqual({ label: 'Design flow', unit: '' });
    expect(inputs!.rows.map(({ values }) => values[flow])).toEqual(['440 CFM', '350 CFM', 'lots', '595 m³/h', NOT_APPLICABLE, '550 CFM']);
  });

  /** A part's inputs, every group's rows in order, by label. */
  const inputsOf = (part: PackagePart) => part.groups[0]!.inputs.flatMap(({ rows }) => rows);
  const rowOf = (part: PackagePart, label: string) => inputsOf(part).find((row) => row.label === label);
  const partOf = (id: PartId, from = pkg) => from.parts.find((part) => part.id === id)!;

  it('gives the inputs as typed, with the unit of a bare number, a choice by its name', () => {
    const baghouse = partOf('baghouse');

    expect(rowOf(baghouse, 'Gas flow')).toEqual({ label: 'Gas flow', value: '2778.3393', unit: 'ACFM', empty: NOT_GIVEN });
    expect(rowOf(baghouse, 'Bag length')).toMatchObject({ value: '10', unit: 'ft' });
    expect(rowOf(baghouse, 'Dust (EPA Table 1.1)')).toMatchObject({ value: 'Sawdust', unit: '' });
    expect(rowOf(partOf('explosion'), 'Standard')).toMatchObject({ value: 'Both, the larger governs' });
    expect(rowOf(partOf('explosion'), 'Vent discharges')).toMatchObject({ value: 'Outdoors, to a safe place' });
  });

  it("lists every input of a form tool in the tool's groups, as its printed report does, a blank one with what it stands for", () => {
    const fan = partOf('fan');

    expect(fan.groups[0]!.inputs.map(({ legend }) => legend)).toEqual(['Design point', 'Gas and site', 'Split of the design pressure', 'Motor and drive', 'Fan laws']);
    expect(inputsOf(fan)).toHaveLength(FAN_FIELDS.length);
    // The woodshop leaves the basis and the moisture blank: the selection takes the operating density and dry gas.
    expect(rowOf(fan, 'Pressure basis')).toEqual({ label: 'Pressure basis', value: '', unit: '', empty: 'default: operating density' });
    expect(rowOf(fan, 'Moisture (H₂O by volume)')).toMatchObject({ value: '', empty: 'default: dry' });
    expect(rowOf(fan, 'Motor efficiency')).toMatchObject({ value: '92', unit: '%' });
    expect(inputsOf(partOf('explosion'))).toHaveLength(VENT_FIELDS.length);
    expect(rowOf(partOf('explosion'), 'Vent static activation pressure Pstat (gauge)')).toMatchObject({ value: '', empty: 'default: 0.1 bar' });
  });

  it("shows a blank fan default and the explosion part's blank standard and discharge with what they stand for, in the HTML too", () => {
    const project = shopWith((edit) => {
      delete edit.parts.explosion!.texts.standard;
      edit.parts.explosion!.texts.discharge = ' ';
      delete edit.parts.fan!.texts.motorEfficiency;
    });
    const blanked = calculationPackage(project, DATE);
    const explosion = partOf('explosion', blanked);

    expect(rowOf(explosion, 'Standard')).toMatchObject({ value: '', empty: 'default: both standards, the larger governs' });
    expect(rowOf(explosion, 'Vent discharges')).toMatchObject({ value: '', empty: 'default: outdoors' });
    expect(rowOf(partOf('fan', blanked), 'Motor efficiency')).toMatchObject({ value: '', empty: `default: ${FAN_DEFAULTS.motorEfficiency} %` });
    const html = packageHtml(blanked);
    expect(html).toContain(`<tr><td>Standard</td><td>${NOT_APPLICABLE} <span class="note">default: both standards, the larger governs</span></td><td></td></tr>`);
    expect(html).toContain(`<tr><td>Vent discharges</td><td>${NOT_APPLICABLE} <span class="note">default: outdoors</span></td><td></td></tr>`);
    expect(html).toContain(`<tr><td>Motor efficiency</td><td>${NOT_APPLICABLE} <span class="note">default: 95 %</span></td><td></td></tr>`);
  });

  it('gives each field typed once, and every field typed', () => {
    const project = shop();
    for (const part of pkg.parts.filter(({ id }) => ['baghouse', 'explosion', 'fan'].includes(id))) {
      const typed = Object.values(project.parts[part.id as 'baghouse' | 'explosion' | 'fan']!.texts).filter((text) => text.trim() !== '');
      expect(inputsOf(part).filter(({ value }) => value !== ''), part.id).toHaveLength(typed.length);
    }
  });

  it("gives the cost's blank EPA factors with the value each takes", () => {
    const cost = partOf('cost');

    expect(rowOf(cost, 'Interest rate')).toMatchObject({ value: '', empty: 'default: 7 %' });
    expect(rowOf(cost, 'Insulated housing')).toMatchObject({ value: 'no' });
  });

  it('has the system sheet and the data tables the figures cite in its appendix, the revisions and three sign-off lines', () => {
    const sheet = pkg.appendix.sheet!;

    expect(sheet.rows).toHaveLength(shop().parts.system!.segments.length);
    expect(sheet.columns.slice(0, 2)).toEqual(['segment', 'to']);
    expect(pkg.appendix.tables.map(({ title }) => title)).toContain('Minimum transport velocities (ACGIH) (Know-How: transport-velocities)');
    expect(pkg.appendix.tables.every(({ rows, source }) => rows.length > 0 && source !== undefined)).toBe(true);
    expect(pkg.revisions).toEqual(shop().revisions);
    expect(pkg.signOff).toEqual([
      { role: 'Prepared by', name: 'J. Alvarez, PE' },
      { role: 'Checked by', name: 'M. Chen, PE' },
      { role: 'Approved by', name: '' },
    ]);
  });
});

describe('calculationPackage: a part missing', () => {
  it('is left out of the contents, the parts and the HTML', () => {
    const project = shopWith((edit) => {
      delete edit.parts.explosion;
      delete edit.parts.cost;
    });
    const pkg = calculationPackage(project, DATE);
    const html = packageHtml(pkg);

    expect(pkg.contents.map(({ id }) => id)).toEqual(['hoods', 'system', 'baghouse', 'fan', 'maintenance']);
    expect(html.includes('id="part-explosion"')).toBe(false);
    expect(html.includes('id="part-cost"')).toBe(false);
    expect(html.includes('Cost Estimation</a>')).toBe(false);
    // The contents number the parts present, in order.
    expect(html).toContain('<a href="#part-fan">4 Fan Selection</a>');
  });
});

describe('packageHtml', () => {
  const html = packageHtml(calculationPackage(shop(), DATE));

  it('is one standalone document: no script, no external resource, its own print CSS with the running header and page numbers', () => {
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html).not.toMatch(/<script|<link|<img|@import|url\(/i);
    expect(html).not.toMatch(/(src|href)="(https?:)?\/\//);
    expect(html).toContain('@page { size: auto;');
    expect(html).toContain('@top-left { content: "Oakridge Joinery: machine shop dust collection · Revision A";');
    expect(html).toContain('@bottom-right { content: "Page " counter(page) " of " counter(pages);');
  });

  it('links each figure to its Know-How entry', () => {
    expect(html).toContain('<a href="/process/know-how/air-to-cloth-ratio">Know-How: air-to-cloth-ratio</a>');
    // From a saved file, with the app's origin: absolute, a trailing slash of the base dropped.
    expect(packageHtml(calculationPackage(shop(), DATE), { baseUrl: 'https://tools.example.com/' })).toContain('<a href="https://tools.example.com/process/know-how/air-to-cloth-ratio">Know-How: air-to-cloth-ratio</a>');
  });

  it('escapes every text of the project, in the HTML and in the CSS of the running header', () => {
    const hostile = 'Plant <script>alert(1)</script> & "co" </style>\n';
    const project = shopWith((edit) => {
      edit.name = hostile;
      edit.site.plant = hostile;
      edit.revisions[0]!.description = hostile;
      edit.parts.hoods![0]!.texts.name = hostile;
    });
    const escaped = packageHtml(calculationPackage(project, DATE));

    expect(escaped).not.toContain('<script>');
    expect(escaped.match(/<\/style>/g)).toHaveLength(1);
    expect(escaped).toContain('Plant &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;co&quot; &lt;/style&gt;');
    expect(escaped).toContain(cssString(`${hostile} · Revision A`));
  });

  it('escapes HTML and CSS strings', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    expect(cssString('a"b\\c</style>\n')).toBe('"a\\22 b\\5c c\\3c /style\\3e \\a "');
  });
});
