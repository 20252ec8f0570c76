// The sheet's `hood` column: a hood row names its hood design by the hood
// design page's link, and the design fills the row's blank cells (issue 20).
import { describe, expect, it } from 'vitest';
import { differsFromDesign, hoodDesignPath, readHoodCell, takeFromDesign } from '../../../src/core/exhaust-system/hood-link.ts';
import type { HoodDesignCells } from '../../../src/core/exhaust-system/input.ts';
import { readSystem } from '../../../src/core/exhaust-system/read-sheet.ts';
import { sheetFromCsv, sheetFromJson, sheetToCsv, sheetToJson } from '../../../src/core/exhaust-system/sheet-file.ts';
import { HOOD_TYPES } from '../../../src/core/hood/hood-types.ts';
import { readHoodDesign } from '../../../src/core/hood/read.ts';
import { designOf, inputOf, sheetOf } from './system-sheet.ts';

/** A flanged 150 mm opening catching at 1 m/s 150 mm out, its branch held to 20 m/s, at 60 °C. */
const QUERY = 'type=flanged-opening&diameter=150&capture-velocity=1&distance=150&min-velocity=20&temperature=60&units=metric';
const LINK = `/hood-design?${QUERY}`;

/** The design as the hood design page reads it: what the sheet must take. */
function pageDesign() {
  const reading = readHoodDesign({ type: 'flanged-opening', diameter: '150', captureVelocity: '1', distance: '150', minVelocity: '20', temperature: '60' }, 'metric');
  if (reading.design === undefined) throw new Error(reading.issues.map(({ message }) => message).join('\n'));
  return reading.design;
}

const M3H = 1 / 3600;
const metricSheet = (segments: Parameters<typeof sheetOf>[0], extra: Parameters<typeof sheetOf>[1] = {}) => sheetOf(segments, { units: 'metric', ...extra });
/** A main into the fan that a second, typed hood also joins. */
const MAIN = { segment: 'M', to: 'fan', min_velocity: '18', length: '10' };
const BENCH = { segment: 'bench', to: 'M', flow: '1000', min_velocity: '20', length: '8', hood_type: 'flanged-duct-end' };

describe('readHoodCell', () => {
  it.each([
    ['the path', LINK],
    ['the query alone', QUERY],
    ['the query with its ?', `?${QUERY}`],
    ['a full URL', `https://tools.example.org/hood-design?${QUERY}#results`],
    ['a site under a base path', `/tools/hood-design?${QUERY}`],
  ])('reads the design from %s, as the hood design page does', (_, text) => {
    const read = readHoodCell(text, 'imperial');

    expect(read.status).toBe('success');
    if (read.status !== 'success') return;
    expect(read.data.flowM3s).toBe(pageDesign().flowM3s);
    expect(read.data.entryLoss).toBe(pageDesign().entryLoss);
    expect(read.data.temperatureK).toBeCloseTo(333.15, 9);
    expect(read.data.minVelocityMps).toBe(20);
    expect(read.data.path).toBe('/hood-design?type=flanged-opening&capture-velocity=1&distance=150&diameter=150&min-velocity=20&temperature=60&units=metric');
  });

  it("reads a link without units in the sheet's units", () => {
    const metric = readHoodCell('type=flanged-opening&diameter=150&capture-velocity=1&distance=150', 'metric');
    const imperial = readHoodCell('type=flanged-opening&diameter=6&capture-velocity=200&distance=6', 'imperial');

    expect(metric.status === 'success' && metric.data.path).toMatch(/&units=metric$/);
    expect(imperial.status === 'success' && imperial.data.path).toMatch(/&units=imperial$/);
    expect(imperial.status === 'success' && imperial.data.flowM3s).toBeGreaterThan(0);
  });

  it.each([
    ['/fan-selection?flow=1000', /^Ignored link to \/fan-selection: a hood design's link is \/hood-design\?…$/],
    ['/hood-design?type=flanged-opening&diameter=fast&capture-velocity=1&distance=150&units=metric', /^Diameter: "fast"/],
    ['/hood-design?type=flanged-opening&diameter=150&units=metric', /capture velocity/i],
  ])('refuses %s in one line saying why', (text, message) => {
    const read = readHoodCell(text, 'metric');

    expect(read.status).toBe('error');
    expect(read.status === 'error' && read.message).toMatch(message);
    expect(read.status === 'error' && read.message).not.toContain('\n');
  });

  it('links back to the design, in its own units, and to nothing for a blank cell or another page', () => {
    expect(hoodDesignPath(`  ${LINK}  `, 'imperial')).toMatch(/^\/hood-design\?type=flanged-opening&.*&units=metric$/);
    expect(hoodDesignPath('', 'metric')).toBeUndefined();
    expect(hoodDesignPath('/fan-selection?flow=1', 'metric')).toBeUndefined();
  });
});

describe('a hood row that names its design', () => {
  it('takes its blank flow, temperature, minimum velocity and Fh from the design, as if typed', () => {
    const design = pageDesign();
    const linked = inputOf(metricSheet([{ segment: 'grinder', to: 'M', length: '5', hood: LINK }, BENCH, MAIN]));
    const typed = inputOf(
      metricSheet([
        { segment: 'grinder', to: 'M', length: '5', flow: `${design.flowM3s / M3H}`, temperature: '60', min_velocity: '20', hood_entry_loss: `${design.entryLoss}` },
        BENCH,
        MAIN,
      ]),
    );

    const grinder = linked.segments[0]!;
    expect(grinder.flowM3s).toBe(design.flowM3s);
    expect(grinder.temperatureK).toBeCloseTo(333.15, 9);
    expect(grinder.minVelocityMps).toBe(20);
    expect(grinder.hoodEntryLoss).toBe(design.entryLoss);
    const [fromLink, fromTyped] = [designOf(linked), designOf(typed)];
    expect(fromLink.fan.flowM3s).toBeCloseTo(fromTyped.fan.flowM3s, 12);
    expect(fromLink.fan.staticPressurePa).toBeCloseTo(fromTyped.fan.staticPressurePa, 9);
  });

  it('names the take-off whose Fh the design uses as the hood type', () => {
    const input = inputOf(metricSheet([{ segment: 'grinder', to: 'fan', length: '5', hood: LINK }]));
    const design = pageDesign();

    expect(design.input.entryLoss.by).toBe('take-off');
    if (design.input.entryLoss.by !== 'take-off') return;
    expect(input.segments[0]!.hoodType).toBe(design.input.entryLoss.takeOff);
    expect(input.segments[0]!.hoodEntryLoss).toBe(HOOD_TYPES[design.input.entryLoss.takeOff].entryLoss);
  });

  it('keeps a cell given, and warns where it differs from the design by more than the tolerance', () => {
    const design = pageDesign();
    const flow = design.flowM3s / M3H;
    const sheet = (cells: object) => metricSheet([{ segment: 'grinder', to: 'fan', length: '5', hood: LINK, ...cells }]);

    const close = designOf(inputOf(sheet({ flow: (flow * 1.004).toFixed(4), min_velocity: '20.05', temperature: '60.4' })));
    const far = designOf(inputOf(sheet({ flow: String(Math.round(flow * 1.2)), hood_entry_loss: '0.25', temperature: '80' })));

    expect(close.warnings.filter(({ code }) => code === 'hood-cell-over-design')).toEqual([]);
    expect(far.segments[0]!.flowM3s).toBeCloseTo(Math.round(flow * 1.2) * M3H, 12);
    expect(far.warnings.filter(({ code }) => code === 'hood-cell-over-design').map(({ text }) => text)).toEqual([
      `Segment grinder: its flow ${Math.round(flow * 1.2)} m³/h is used, not its hood design's ${Math.round(flow)} m³/h`,
      "Segment grinder: its temperature 80.0 °C is used, not its hood design's 60.0 °C",
      `Segment grinder: its hood entry loss Fh 0.25 is used, not its hood design's ${design.entryLoss}`,
    ]);
  });

  it("warns in the units the design is shown in (a page's)", () => {
    const input = inputOf(metricSheet([{ segment: 'grinder', to: 'fan', length: '5', hood: LINK, flow: '2000' }]));
    const warnings = designOf({ ...input, units: 'imperial' }).warnings.map(({ text }) => text);

    expect(warnings).toContain(`Segment grinder: its flow 1177 CFM is used, not its hood design's ${Math.round(pageDesign().flowM3s / 4.719474432e-4)} CFM`);
  });

  it("takes the system's gas, and says so where the design's differs", () => {
    const standardLink = LINK.replace('&temperature=60', '');
    const cell = readHoodCell(standardLink, 'metric');
    const sheet = metricSheet([{ segment: 'grinder', to: 'fan', length: '5', hood: standardLink }], { conditions: { temperature: '150', altitude: '1500' } });

    const input = inputOf(sheet);
    const design = designOf(input);

    expect(input.segments[0]!.temperatureK).toBeUndefined();
    expect(design.segments[0]!.gas.conditions.temperatureK).toBeCloseTo(423.15, 9);
    expect(cell.status === 'success' && design.segments[0]!.flowM3s).toBe(cell.status === 'success' && cell.data.flowM3s);
    expect(design.warnings.map(({ code }) => code)).toEqual(expect.arrayContaining(['hood-design-temperature', 'hood-design-gas']));
    expect(design.warnings.find(({ code }) => code === 'hood-design-gas')!.text).toBe(
      "Segment grinder: its hood design's gas (101.32 kPa, dry) is not the system's (84.56 kPa, dry); the design's flow is kept as the hood's actual flow, and its losses are computed at the system's gas",
    );
  });

  it("carries the design's own warnings, naming the segment", () => {
    const design = designOf(inputOf(metricSheet([{ segment: 'grinder', to: 'fan', length: '5', hood: `${LINK}&cross-draft=1.5` }])));

    expect(design.warnings).toContainEqual({ code: 'hood-design:cross-draft', text: expect.stringMatching(/^Segment grinder, its hood design: .*cross-draft/i) });
  });

  it('gives no gas warning when the design is at the system\'s gas', () => {
    const sheet = metricSheet([{ segment: 'grinder', to: 'fan', length: '5', hood: `${LINK}&altitude=1500` }], { conditions: { altitude: '1500' } });

    expect(designOf(inputOf(sheet)).warnings.map(({ code }) => code)).not.toContain('hood-design-gas');
  });

  it('refuses a design that cannot be used in one line naming the row, the column and its problem, and nothing else of that row', () => {
    const read = readSystem(metricSheet([{ segment: 'grinder', to: 'M', length: '5', hood: LINK.replace('diameter=150', 'diameter=fast') }, BENCH, MAIN]));

    expect(read.status).toBe('error');
    if (read.status !== 'error') return;
    expect(read.issues.map(({ message }) => message)).toEqual(['Segment grinder (row 2), hood: the hood design cannot be used: Diameter: "fast" does not start with a number']);
    expect(read.issues[0]).toMatchObject({ segment: 'grinder', row: 2, column: 'hood' });
    expect(read.partial?.problems).toEqual([{ index: 0, column: 'hood', blank: false }]);
  });

  it('refuses a hood design on a main', () => {
    const read = readSystem(metricSheet([{ segment: 'grinder', to: 'M', length: '5', hood: LINK }, BENCH, { ...MAIN, hood: LINK }]));

    expect(read.status === 'error' && read.issues.map(({ message }) => message)).toEqual([`Segment M (row 4): a hood design is for hoods, and this segment is a main; got ${LINK}`]);
  });

  it('keeps the link as typed through CSV and JSON', () => {
    const sheet = metricSheet([{ segment: 'grinder', to: 'fan', length: '5', hood: `https://x.org/hood-design?${QUERY}&name=grinder,%20bay%202` }]);
    const csv = sheetFromCsv(sheetToCsv(sheet), 'metric');
    const json = sheetFromJson(sheetToJson(sheet));

    expect(csv.status === 'success' && csv.data.segments).toEqual(sheet.segments);
    expect(json.status === 'success' && json.data.segments).toEqual(sheet.segments);
    expect(sheetFromCsv(`segment,to,length,HOOD\ngrinder,fan,5,${LINK}\n`, 'metric')).toMatchObject({ status: 'success', data: { segments: [{ hood: LINK }] } });
  });

  it('reads a sheet without a hood column as before', () => {
    const sheet = metricSheet([{ ...BENCH, to: 'fan' }]);
    const input = inputOf(sheet);

    expect(input.segments[0]!.hoodDesign).toBeUndefined();
    expect(designOf(input).warnings).toEqual([]);
  });
});

describe('takeFromDesign', () => {
  const SLOT: HoodDesignCells = { path: '/hood-design?type=plain-slot', flowM3s: 0.5, entryLoss: 0.25, slot: { velocityMps: 10, loss: 1.78 }, gas: {}, warnings: [] };
  const blank = () => false;

  it("fills a slot hood's slot velocity and Fs, and no slot velocity beside a slot area given", () => {
    expect(takeFromDesign(SLOT, {}, blank).values).toEqual({ flow: 0.5, hood_entry_loss: 0.25, slot_loss: 1.78, slot_velocity: 10 });

    const withArea = takeFromDesign(SLOT, { slot_area: 0.06 }, (column) => column === 'slot_area');
    expect(withArea.values).toEqual({ flow: 0.5, hood_entry_loss: 0.25, slot_loss: 1.78 });
    expect(withArea.overrides).toEqual([{ column: 'slot_area', givenSi: 0.06, designSi: 0.05 }]);
  });

  it('fills no Fh beside a hood type given, and compares the type\'s', () => {
    const taken = takeFromDesign(SLOT, { hood_type: 0.49 }, (column) => column === 'hood_type');

    expect(taken.values.hood_entry_loss).toBeUndefined();
    expect(taken.hoodType).toBeUndefined();
    expect(taken.overrides).toEqual([{ column: 'hood_type', givenSi: 0.49, designSi: 0.25 }]);
  });

  it('leaves a cell typed but unreadable alone, so its own problem stands', () => {
    expect(takeFromDesign(SLOT, {}, (column) => column === 'flow').values.flow).toBeUndefined();
  });

  it.each([
    ['flow', 1, 1.005, false],
    ['flow', 1, 1.0051, true],
    ['min_velocity', 20, 19.89, true],
    ['hood_entry_loss', 0.49, 0.495, false],
    ['hood_entry_loss', 0.49, 0.4951, true],
    ['temperature', 333.15, 333.65, false],
    ['temperature', 333.15, 333.7, true],
  ] as const)('holds %s %d and %d as %s different', (column, design, given, differs) => {
    expect(differsFromDesign(column, given, design)).toBe(differs);
  });
});
