import { readFile } from 'node:fs/promises';
import Papa from 'papaparse';
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './axe.ts';
import { horizontalOverflow } from './overflow.ts';
import { IMPERIAL_PREFERENCE } from './unit-preference.ts';

// The worked examples as published, in US units: opened by a user whose unit preference is imperial.
test.use({ storageState: IMPERIAL_PREFERENCE });

const SHOTS = 'screenshots';

/** A figure's value in one of the results tables. */
const figure = (page: Page, table: string, label: RegExp) =>
  page.getByRole('table', { name: table }).getByRole('row').filter({ has: page.getByRole('rowheader', { name: label }) }).getByRole('cell').first();

/** A line of the itemised table. */
const line = (page: Page, item: RegExp) =>
  page.getByRole('table', { name: 'Itemised estimate' }).getByRole('row').filter({ has: page.getByRole('rowheader', { name: item }) });

/** How many pixels of each chart's canvas are drawn (not transparent). */
const drawnPixels = (page: Page) =>
  page.locator('figure canvas').evaluateAll((canvases: HTMLCanvasElement[]) =>
    canvases.map((canvas) => {
      const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
      let drawn = 0;
      for (let index = 3; index < data.length; index += 4) if (data[index]! > 0) drawn += 1;
      return drawn;
    }),
  );

const costForm = (page: Page) => page.getByRole('form', { name: 'Inputs of the estimate' });

test.describe('cost estimation at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });

  test('from the home tile: the EPA example, three charts, an edit in the link, every line as CSV, the printed report on A4 and Letter, a unit switch there and back, and the way in from the other pages', async ({ page }) => {
    // A long journey over a long page on a shared 2-core machine: a limit, not a speed check.
    test.setTimeout(120_000);
    await page.goto('/');
    await page.getByRole('link', { name: /^Cost Estimation/ }).click();
    await expect(page).toHaveURL('/cost-estimation');
    await expect(page.getByRole('heading', { level: 1, name: 'Cost Estimation' })).toBeVisible();

    // The golden cases: the EPA housing and insulation, the OPEX example's energy.
    await expect(figure(page, 'Cost summary', /^Baghouse housing/)).toHaveText('17,582.45');
    await expect(figure(page, 'Cost summary', /^Insulation add-on/)).toHaveText('5,796.59');
    await expect(figure(page, 'Savings and payback', /^Fan energy saved/)).toHaveText('158,730');
    await expect(line(page, /^Handling and erection/)).toContainText('× purchased equipment cost B');
    await expect(line(page, /^Handling and erection/)).toContainText('Table 1.9');

    // Three charts drawn, each with its data table.
    await expect(page.locator('figure canvas')).toHaveCount(3);
    await expect.poll(async () => Math.min(...(await drawnPixels(page)))).toBeGreaterThan(1000);
    await expect(page.locator('figure .u-legend').nth(1)).toContainText('Compressed air');
    for (const table of ['Total annual cost against the pressure drop: data', 'Cumulative savings by category: data', 'Payback: cumulative savings against the investment: data']) {
      await expect(page.getByRole('table', { name: table })).toBeVisible();
    }

    // Today's index escalates every line, and the link follows.
    await costForm(page).getByRole('textbox', { name: 'CEPCI today' }).fill('779');
    await expect(figure(page, 'Cost summary', /^Escalation factor from 1998/)).toHaveText('2.0000');
    await expect(page).toHaveURL(/cepci=779/);
    await expect(line(page, /^Baghouse with insulation, escalated/)).toContainText('46,758.08');
    // The example's bags, cages and auxiliaries are 1998 prices (their index 389.5): they double too.
    await expect(line(page, /^Auxiliary equipment/)).toContainText('179,000.00');

    // The dust: 4 gr/ft³ at 10,000 acfm for 8640 h is 1,343.7 t/yr, at $25 per short ton $37,028.57/yr, and the link follows.
    await costForm(page).getByRole('textbox', { name: 'Inlet dust loading' }).fill('4');
    await costForm(page).getByRole('textbox', { name: 'Disposal price' }).fill('25');
    await expect(figure(page, 'Cost summary', /^Dust disposal/)).toHaveText('37,028.57');
    await expect(line(page, /^Dust disposal/)).toContainText('1,343.7 t/yr (1,481.1 short tons/yr)');
    await expect(page).toHaveURL(/loading=4&.*disposal-price=25/);

    // The fan's flow held by a damper: the saving shrinks to 19,908 kWh/yr, and the assumption stands beside it.
    await page.getByRole('combobox', { name: 'Fan flow control' }).click();
    await page.getByRole('option', { name: 'Damper' }).click();
    await expect(figure(page, 'Savings and payback', /^Fan energy saved/)).toHaveText('19,908');
    await expect(page.getByText(/Assumption: Flow held by a damper on a constant-speed fan/)).toBeVisible();
    await expect(page).toHaveURL(/opex-flow-control=damper/);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/cost-estimation-1280.png`, fullPage: true });

    // Every line as CSV, the same as the table.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('cost-estimate.csv');
    const csv = Papa.parse<Record<string, string>>(await readFile((await file.path())!, 'utf8'), { header: true, skipEmptyLines: true });
    expect(csv.errors).toEqual([]);
    const tableLines = await page.getByRole('table', { name: 'Itemised estimate' }).locator('tbody tr:not(.group)').count();
    expect(csv.data).toHaveLength(tableLines);
    const escalated = csv.data.find((row) => row.Item === 'Baghouse with insulation, escalated')!;
    const shown = line(page, /^Baghouse with insulation, escalated/);
    expect(escalated['Value (USD)']).toBe((await shown.locator('.value').textContent())!.replace(/,/g, ''));
    expect(escalated.Basis).toBe(await shown.locator('.basis').textContent());
    expect(escalated.Source).toBe(await shown.locator('.source').textContent());

    // The printed report: no controls, no site header; the inputs as a table; rendered to PDF.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: 'Export CSV' })).toBeHidden();
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(costForm(page)).toBeHidden();
    await expect(page.getByRole('table', { name: 'Inputs of the estimate' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Itemised estimate' })).toBeVisible();
    await expect(page.getByText(/^Reproduce: /)).toContainText('cepci=779');
    await expect(page.getByRole('table', { name: 'Inputs of the estimate' })).toContainText('Disposal price');
    await expect(page.getByRole('table', { name: 'Inputs of the comparison' })).toContainText('Damper');
    await page.screenshot({ path: `${SHOTS}/cost-estimation-print.png`, fullPage: true });
    await expect(page.getByRole('button', { name: 'Print report' })).toBeHidden();
    await expect(page.getByText(/^Reproduce: /)).toContainText('units=imperial');
    await expect(page.getByRole('table', { name: 'Cost summary' })).toContainText('EPA Air Pollution Control Cost Manual');
    for (const format of ['A4', 'Letter'] as const) {
      const pdf = await page.pdf({ format, printBackground: true });
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      const pages = Number(/\/Type\s*\/Pages[^>]*\/Count (\d+)/.exec(pdf.toString('latin1'))?.[1]);
      expect(pages, format).toBeGreaterThanOrEqual(3);
      expect(pages, format).toBeLessThanOrEqual(12);
    }
    await page.emulateMedia({ media: 'screen' });

    // A unit switch there and back leaves the compressed-air price, the total and the link as they were.
    const total = await figure(page, 'Cost summary', /^Total annual cost/).textContent();
    const link = page.url();
    const system = page.getByRole('combobox', { name: 'Unit system' });
    for (const name of [/^Metric/, /^Imperial/]) {
      await system.click();
      await page.getByRole('option', { name }).click();
    }
    await expect(costForm(page).getByRole('textbox', { name: 'Compressed air price' })).toHaveValue('0.25');
    await expect(figure(page, 'Cost summary', /^Total annual cost/)).toHaveText(total!);
    await expect(page).toHaveURL(link);

    // The link reproduces the estimate.
    const fresh = await page.context().newPage();
    await fresh.goto(page.url());
    await expect(figure(fresh, 'Cost summary', /^Escalation factor from 1998/)).toHaveText('2.0000');
    await expect(figure(fresh, 'Savings and payback', /^Fan energy saved/)).toHaveText('19,908');
    await fresh.close();

    // The OPEX saving Graph page keeps its texts and links to the savings section.
    await page.goto('/energy-analysis');
    await expect(page.getByText('Input fields and graph have been removed as requested.')).toBeVisible();
    await page.getByRole('link', { name: 'OPEX savings are now part of Cost Estimation' }).click();
    await expect(page).toHaveURL('/cost-estimation#opex-savings');
    await expect(page.getByRole('heading', { level: 2, name: 'OPEX savings' })).toBeInViewport();

    // The Baghouse Design opens the estimate with its results.
    await page.goto('/baghouse-design');
    await page.getByRole('link', { name: 'Estimate cost' }).click();
    await expect(page).toHaveURL(/\/cost-estimation\?gross-cloth-area=2132\.\d+&flow=10000&pressure-drop=[\d.]+&loading=4&bag-count=\d+&units=imperial/);
    await expect(figure(page, 'Cost summary', /^Baghouse housing/)).toHaveText('17,582.45');
    await expect(page.getByRole('region', { name: /^Warnings/ })).toContainText('Not given, so counted as $0');
    // The report prints the warnings.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('region', { name: /^Warnings/ })).toBeVisible();
  });
});

test.describe('cost estimation at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('fits the phone: lines as cards, charts within the width with their tables, and axe finds nothing serious', async ({ page }) => {
    await page.goto('/cost-estimation');
    await expect(figure(page, 'Cost summary', /^Baghouse housing/)).toHaveText('17,582.45');
    await expect(line(page, /^Instruments and controls/)).toBeVisible();
    await expect(line(page, /^Dust disposal/)).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Fan flow control' })).toBeVisible();
    const select = (await page.getByRole('combobox', { name: 'Fan flow control' }).boundingBox())!;
    expect(select.x + select.width).toBeLessThanOrEqual(375);
    const value = (await line(page, /^Instruments and controls/).locator('.value').boundingBox())!;
    expect(value.x + value.width).toBeLessThanOrEqual(375);
    for (const canvas of await page.locator('figure canvas').all()) {
      await canvas.scrollIntoViewIfNeeded();
      const box = (await canvas.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
    }
    expect(await horizontalOverflow(page)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/cost-estimation-375.png`, fullPage: true });
  });
});
