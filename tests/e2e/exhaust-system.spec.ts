import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './axe.ts';
import { horizontalOverflow } from './overflow.ts';
import { designSystem } from '../../src/core/exhaust-system/design-system.ts';
import { readSystem } from '../../src/core/exhaust-system/read-sheet.ts';
import { fanFigures, segmentFigures } from '../../src/core/exhaust-system/report.ts';
import type { SystemSheet } from '../../src/core/exhaust-system/sheet.ts';
import { figureText, figureValue } from '../../src/core/report/figure.ts';
import { EXAMPLE_SHEET } from '../../src/machines/exhaust-system/example.ts';
import { IMPERIAL_PREFERENCE } from './unit-preference.ts';

// The worked examples as published, in US units: opened by a user whose unit preference is imperial.
test.use({ storageState: IMPERIAL_PREFERENCE });

const SHOTS = 'screenshots';
const PATH = '/ducting-calculator/system';

/** The sheet's scrolling region ends inside its card. */
async function expectSheetInsideItsCard(page: Page) {
  const [region, card] = await page.getByRole('region', { name: /Segments/ }).evaluate((element) => [element.getBoundingClientRect().right, element.closest('section')!.getBoundingClientRect().right]);
  expect(region).toBeLessThanOrEqual(card!);
}

function designOf(sheet: SystemSheet) {
  const read = readSystem(sheet);
  if (read.status !== 'success') throw new Error(read.issues[0]!.message);
  const design = designSystem(read.data);
  if (design.status !== 'success') throw new Error(design.issues[0]!.message);
  return design.data;
}

/** The fan's static pressure as the page shows it, by core. */
function fanStaticPressure(sheet: SystemSheet): string {
  const figure = fanFigures(designOf(sheet).fan).find((fan) => fan.key === 'staticPressure')!;
  return figureText(figure, sheet.units).value;
}

/** A segment's figure as the page shows it, by core. */
function segmentFigure(sheet: SystemSheet, segment: string, key: string): string {
  const figure = segmentFigures(designOf(sheet).segments.find((designed) => designed.segment === segment)!).find((each) => each.key === key)!;
  return figureText(figure, sheet.units).value;
}

/** Each page's size in points, from a PDF's MediaBoxes. */
function pdfPages(pdf: Buffer): [number, number][] {
  return [...pdf.toString('latin1').matchAll(/\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/g)].map((match) => [Number(match[1]), Number(match[2])]);
}

const cell = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });
const resultsRow = (page: Page, figure: RegExp) =>
  page.getByRole('region', { name: 'Results by segment' }).getByRole('row').filter({ has: page.getByRole('rowheader', { name: figure }) });

test.describe('exhaust system at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('from the Ducting Calculator: edit the sheet, read the results, apply a redesign, export, and find it again after a reload', async ({ page }) => {
    await page.goto('/ducting-calculator');
    await expect(page.getByRole('heading', { name: 'Duct Calculator' })).toBeVisible();
    await page.getByRole('link', { name: 'Open the exhaust system sheet' }).click();
    await expect(page).toHaveURL(PATH);
    await expect(page.getByRole('heading', { level: 1, name: 'Exhaust System Design' })).toBeVisible();

    // The example system, designed: A's flow raised at C, the fan's duty as core gives it.
    await expect(cell(page, 'Flow, segment A')).toHaveValue('390');
    await expect(page.getByRole('listitem').filter({ hasText: 'Flow raised at C' })).toContainText('raise A to');
    const fanDuty = page.getByRole('table', { name: 'Fan duty' });
    await expect(fanDuty.getByRole('row', { name: /Fan static pressure FSP/ })).toContainText(fanStaticPressure(EXAMPLE_SHEET));
    await expect(page.getByRole('img', { name: /Sketch of the system/ })).toBeVisible();

    // A shorter run to the far hood D: its junction needs a redesign, and the suggestion applies.
    await cell(page, 'Length, segment D').fill('20');
    const edited = { ...EXAMPLE_SHEET, segments: EXAMPLE_SHEET.segments.map((row) => (row.segment === 'D' ? { ...row, length: '20' } : row)) };
    await expect(fanDuty.getByRole('row', { name: /Fan static pressure FSP/ })).toContainText(fanStaticPressure(edited));
    await expect(page.getByRole('listitem').filter({ hasText: 'Redesign at E' })).toContainText('redesign D');
    await expect(page.getByRole('status').filter({ hasText: 'a junction needs a redesign' })).toBeVisible();
    await page.getByRole('button', { name: 'Apply suggested sizes' }).click();
    await expect(cell(page, 'Diameter, segment D')).not.toHaveValue('');
    await expect(page.getByRole('status').filter({ hasText: /^Apply suggested sizes/ })).toContainText(/D: .* in → .* in, to balance the junction at E/);
    await expect(page.getByRole('listitem').filter({ hasText: 'Redesign at E' })).toHaveCount(0);
    const diameterD = await cell(page, 'Diameter, segment D').inputValue();
    const applied = { ...edited, segments: edited.segments.map((row) => (row.segment === 'D' ? { ...row, diameter: diameterD } : row)) };

    // A value that cannot be read is marked at its cell and named.
    await cell(page, 'Flow, segment B').fill('4S0');
    await expect(cell(page, 'Flow, segment B')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('region', { name: 'Problem' }).getByText(/Segment B \(row 3\), flow/)).toBeVisible();
    // The rest is designed: A and D as core designs them, what waits says for which cell, and what the cell holds back.
    await expect(page.getByRole('status').filter({ hasText: /^Partly designed: 1 problem/ })).toBeVisible();
    await expect(resultsRow(page, /^Static pressure/)).toContainText(segmentFigure(applied, 'D', 'staticPressure'));
    await expect(page.getByRole('region', { name: 'What each problem holds back' })).toContainText('Correct the flow of hood B (row 3) to design B, C and E, the junctions at C and E, and the fan duty.');
    await expect(page.getByRole('region', { name: 'Fan duty' })).toContainText('The fan duty waits for the flow of hood B (row 3).');
    await cell(page, 'Flow, segment B').fill('450');
    await expect(page.getByRole('status').filter({ hasText: /Designed/ })).toBeVisible();

    // Issue 19: a hood needs its entry loss (a type or Fh); the material and elbows by angle follow core.
    const hoodTypeB = page.getByRole('combobox', { name: 'Hood type, segment B' });
    await cell(page, 'Hood entry loss Fh, segment B').fill('');
    await expect(hoodTypeB).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('region', { name: 'Problem', exact: true })).toContainText('Segment B (row 3): it is a hood and needs its entry loss');
    await hoodTypeB.selectOption('flanged-duct-end');
    await page.getByRole('combobox', { name: 'Material, segment D' }).selectOption('flexible');
    await cell(page, 'Elbows, segment B').fill('2x90, 1x45');
    const fitted: SystemSheet = {
      ...applied,
      segments: applied.segments.map(({ hood_entry_loss: fh, ...row }) =>
        row.segment === 'B' ? { ...row, hood_type: 'flanged-duct-end', elbows: '2x90, 1x45' } : { ...row, ...(fh === undefined ? {} : { hood_entry_loss: fh }), ...(row.segment === 'D' ? { material: 'flexible' } : {}) },
      ),
    };
    await expect(fanDuty.getByRole('row', { name: /Fan static pressure FSP/ })).toContainText(fanStaticPressure(fitted));
    await expect(resultsRow(page, /^Friction loss/)).toContainText(segmentFigure(fitted, 'D', 'frictionLoss'));
    expect(await horizontalOverflow(page)).toEqual([]);
    // The sheet fits its card, or scrolls inside it; a long segment id widens nothing.
    await cell(page, 'Segment, segment B').fill('B'.repeat(80));
    expect(await horizontalOverflow(page)).toEqual([]);
    await expectSheetInsideItsCard(page);
    await cell(page, 'Segment, segment ' + 'B'.repeat(80)).fill('B');
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/exhaust-system-1280.png`, fullPage: true });

    // Export: the CSV holds the sheet as edited.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('exhaust-system.csv');
    const csv = await readFile((await file.path())!, 'utf8');
    expect(csv.split(/\r?\n/)[0]).toMatch(/^segment,to,flow,/);
    expect(csv).toContain(diameterD);

    // A bad file is refused, naming the problem, and nothing changes.
    await page.getByLabel('Import CSV or JSON').setInputFiles({ name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from('{"version": 1') });
    await expect(page.getByText('broken.json was not imported')).toBeVisible();
    await expect(cell(page, 'Diameter, segment D')).toHaveValue(diameterD);

    // Fan Selection gets the fan's flow and static pressure.
    await expect(page.getByRole('link', { name: 'Open in Fan Selection' })).toHaveAttribute('href', /^\/fan-selection\?flow=[\d.]+&pressure=[\d.]+&units=imperial$/);

    // Hot gas (issue 19): at 300 °F every VP-based loss × df; the fan's FSP actual and at standard air, as core gives them.
    await page.getByRole('group', { name: 'Gas conditions' }).getByRole('textbox', { name: 'Temperature' }).fill('300');
    const hot = { ...fitted, conditions: { temperature: '300' } };
    const hotFan = fanFigures(designOf(hot).fan);
    const shown = (key: string) => figureText(hotFan.find((figure) => figure.key === key)!, 'imperial').value;
    await expect(fanDuty.getByRole('row', { name: /Fan static pressure FSP, actual/ })).toContainText(shown('staticPressure'));
    await expect(fanDuty.getByRole('row', { name: /Catalogue FSP at standard air/ })).toContainText(shown('standardStaticPressure'));
    await expect(page.getByRole('link', { name: 'Open in Fan Selection' })).toHaveAttribute('href', /^\/fan-selection\?flow=[\d.]+&pressure=[\d.]+&temperature=300&units=imperial$/);

    // Printed: the report header, the sheet with every column, the results by segment, no controls or site header.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: 'Export CSV' })).toBeHidden();
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(cell(page, 'Flow, segment A')).toBeHidden();
    await expect(page.getByText(/^Prepared \d{4}-\d{2}-\d{2} · Units: imperial/)).toBeVisible();
    const printedSheet = page.getByRole('table', { name: /Segments/ });
    await expect(printedSheet.getByRole('columnheader', { name: /^Other loss/ })).toBeVisible();
    await expect(printedSheet.getByRole('row').filter({ hasText: /^E/ })).toContainText('3');
    const printedResults = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: /^Static pressure/ }) });
    await expect(printedResults.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /^E/ }) })).toContainText(segmentFigure(hot, 'E', 'staticPressure'));
    await expect(page.getByRole('table', { name: 'Fan duty' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'System inputs' }).getByRole('row', { name: /^Temperature/ })).toHaveText(/^Temperature\s*300\s*°F$/);
    await page.screenshot({ path: `${SHOTS}/exhaust-system-print.png`, fullPage: true });
    for (const format of ['A4', 'Letter'] as const) {
      const pages = pdfPages(await page.pdf({ format }));
      // The sheet, the design and the results: a few landscape pages.
      expect(pages.length).toBeGreaterThanOrEqual(2);
      expect(pages.length).toBeLessThanOrEqual(5);
      for (const [width, height] of pages) expect(width).toBeGreaterThan(height);
    }
    await page.emulateMedia({ media: 'screen' });

    // Kept on the device.
    await page.reload();
    await expect(cell(page, 'Diameter, segment D')).toHaveValue(diameterD);
    await expect(cell(page, 'Length, segment D')).toHaveValue('20');
    await expect(page.getByRole('group', { name: 'Gas conditions' }).getByRole('textbox', { name: 'Temperature' })).toHaveValue('300');
    await expect(page.getByRole('combobox', { name: 'Material, segment D' })).toHaveValue('flexible');

    // Fan Selection opens at the actual duty and the fan inlet's temperature, and reads the catalogue pressure the sheet gives.
    await page.getByRole('link', { name: 'Open in Fan Selection' }).click();
    await expect(page).toHaveURL(/\/fan-selection\?flow=[\d.]+&pressure=[\d.]+&temperature=300&units=imperial$/);
    const catalogue = figureValue(hotFan.find((figure) => figure.key === 'standardStaticPressure')!, 'imperial').value;
    await expect(page.getByRole('row', { name: /Fan pressure Δp_std at standard air/ })).toContainText(catalogue.toFixed(2));
  });
});

for (const width of [375]) {
  test(`at ${width} px the page fits, the sheet scrolls in its own region, and axe finds nothing serious`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(PATH);
    await expect(cell(page, 'Flow, segment A')).toHaveValue('390');
    await expect(resultsRow(page, /^Static pressure/)).toContainText(segmentFigure(EXAMPLE_SHEET, 'E', 'staticPressure'));

    expect(await horizontalOverflow(page)).toEqual([]);
    await expectSheetInsideItsCard(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/exhaust-system-${width}.png`, fullPage: true });
  });
}
