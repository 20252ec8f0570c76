import { execFileSync } from 'node:child_process';
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './axe.ts';
import { horizontalOverflow } from './overflow.ts';
import { IMPERIAL_PREFERENCE } from './unit-preference.ts';

// The worked examples as published, in US units: opened by a user whose unit preference is imperial.
test.use({ storageState: IMPERIAL_PREFERENCE });

const SHOTS = 'screenshots';

/** The value and unit of a figure's row in one of the results tables. */
const figureRow = (page: Page, table: string, label: RegExp) =>
  page.getByRole('table', { name: table }).getByRole('row').filter({ has: page.getByRole('rowheader', { name: label }) });

/** A results table's rows as `label value unit`, thousands separators dropped, as `duct-calc fan` prints them. */
const tableLines = (page: Page, table: string) =>
  page
    .getByRole('table', { name: table })
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows
        // A figure's formula row is in the page for paper, hidden on screen.
        .filter((row) => row.checkVisibility())
        .map((row) => [...row.children].map((cell) => cell.textContent!.replace(/,/g, '')).join(' ').trim()),
    );

/** How many pixels of the chart's canvas are drawn (not transparent). */
const drawnPixels = (page: Page) =>
  page.locator('figure canvas').first().evaluate((canvas: HTMLCanvasElement) => {
    const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
    let drawn = 0;
    for (let index = 3; index < data.length; index += 4) if (data[index]! > 0) drawn += 1;
    return drawn;
  });

test.describe('fan selection at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('selects the golden case, draws the chart with its table, follows edits in the link and reproduces it', async ({ page }) => {
    await page.goto('/fan-selection');
    await expect(page.getByRole('heading', { level: 1, name: 'Fan Selection' })).toBeVisible();
    await expect(figureRow(page, 'Gas, pressure, power, motor and cold start', /^Shaft power P_shaft/)).toHaveText(/22\.36\s*hp/);
    await expect(figureRow(page, 'Operating point, design (loaded filter)', /^Flow Q/)).toHaveText(/10,000\s*CFM/);

    // The chart: uPlot's canvas with the axes' labels and the legend, and the data table beside it.
    await expect(page.locator('figure canvas').first()).toBeVisible();
    await expect(page.locator('figure .u-legend')).toContainText('Fan curve');
    await expect(page.locator('figure .u-legend')).toContainText('Clean-filter point');
    expect(await drawnPixels(page)).toBeGreaterThan(1000);
    await expect(page.getByRole('table', { name: 'Fan and system curves: data' })).toContainText('Flow (CFM)');

    // A hot, humid gas at altitude: the cold start overloads the motor.
    await page.getByRole('textbox', { name: 'Temperature', exact: true }).fill('300F');
    await page.getByRole('textbox', { name: 'Altitude', exact: true }).fill('1500m');
    await page.getByRole('textbox', { name: 'Moisture (H₂O by volume)' }).fill('10');
    await page.getByRole('textbox', { name: 'Cold-start temperature' }).fill('20F');
    await page.getByRole('textbox', { name: 'Fan speed' }).fill('1200');
    await page.getByRole('textbox', { name: 'New speed' }).fill('1100');
    await expect(page.getByRole('region', { name: 'Warning' })).toContainText('more than the 30.0 hp motor');
    await expect(page).toHaveURL(/temperature=300F&altitude=1500m&moisture=10&cold-temperature=20F/);
    await page.screenshot({ path: `${SHOTS}/fan-selection-journey-1280.png`, fullPage: true });

    // Every figure on the page is the one `duct-calc fan` prints for the same inputs.
    const cli = execFileSync('bin/duct-calc', ['fan', '--flow', '10000', '--pressure', '10', '--efficiency', '70', '--filter-pressure', '4', '--clean-filter-pressure', '1.5', '--temperature', '300F', '--altitude', '1500m', '--moisture', '10', '--cold-temperature', '20F', '--speed', '1200', '--new-speed', '1100', '--imperial', '--fan-curve', 'tests/fixtures/fan-curve.csv'], { encoding: 'utf8' });
    const cliLines = cli.split('\n').map((line) => line.replace(/\s+/g, ' ').trim());
    for (const table of ['Gas, pressure, power, motor and cold start', 'Operating point, design (loaded filter)', 'Operating point, clean filter', 'Fan laws']) {
      const lines = await tableLines(page, table);
      expect(lines.length).toBeGreaterThanOrEqual(4);
      for (const line of lines) expect(cliLines).toContain(line);
    }

    // A bad cell in the fan curve leaves out only the operating points, and names its row and column.
    const cell = page.getByRole('textbox', { name: 'Pressure (inH₂O), row 3' });
    await cell.fill('x');
    await expect(page.getByRole('list', { name: 'Fan curve problems' })).toHaveText('Fan curve row 3: Pressure: "x" does not start with a number');
    await expect(figureRow(page, 'Gas, pressure, power, motor and cold start', /^Shaft power at a cold start/)).toHaveText(/36\.75\s*hp/);
    await expect(page.getByRole('table', { name: /^Operating point/ })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'More input, more results' })).toContainText('Correct the fan curve');
    await cell.fill('11.5');

    // A unit switch shows the inputs converted and changes nothing: switched back, the texts and the link are as typed.
    const typed = page.url();
    const choose = async (option: string) => {
      await page.getByRole('combobox', { name: 'Unit system' }).click();
      await page.getByRole('option', { name: option }).click();
    };
    await choose('Metric (SI)');
    await expect(page.getByRole('textbox', { name: 'Design pressure' })).toHaveValue('2490.8891');
    await expect(figureRow(page, 'Gas, pressure, power, motor and cold start', /^Shaft power at a cold start/)).toHaveText(/27\.40\s*kW/);
    await choose('Imperial (US)');
    await expect(page.getByRole('textbox', { name: 'Design pressure' })).toHaveValue('10');
    await expect(page).toHaveURL(typed);

    // The same pressure read as a catalogue's, at standard air: the fan makes df × 10 inH₂O in the plant.
    await page.getByRole('combobox', { name: 'Pressure basis' }).click();
    await page.getByRole('option', { name: 'Standard air (catalogue)' }).click();
    await expect(page).toHaveURL(/pressure=10&basis=standard&/);
    await expect(figureRow(page, 'Gas, pressure, power, motor and cold start', /^Fan pressure Δp at ρ/)).toHaveText(/5\.60\s*inH₂O/);
    await page.getByRole('combobox', { name: 'Pressure basis' }).click();
    await page.getByRole('option', { name: 'Operating (actual)' }).click();
    // The link carries the basis back to operating before the page is printed and reopened from it.
    await expect(page).toHaveURL(/basis=operating/);

    // The printed report: no controls and no site header; the inputs as a table, the results with their sources, the chart; A4 and Letter.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: 'Print report' })).toBeHidden();
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('textbox', { name: 'Design flow' })).toBeHidden();
    await expect(page.getByRole('table', { name: 'Inputs', exact: true })).toContainText('Temperature300F');
    await expect(page.getByRole('table', { name: 'Inputs', exact: true })).toContainText('Moisture (H₂O by volume)10%');
    // A choice prints by the name its list shows (core's field-labels.ts, as the project's package prints it).
    await expect(page.getByRole('table', { name: 'Inputs', exact: true })).toContainText('Pressure basisOperating (actual)');
    await expect(figureRow(page, 'Gas, pressure, power, motor and cold start', /^Shaft power at a cold start/)).toHaveText(/36\.75\s*hp/);
    await expect(page.getByRole('table', { name: 'Gas, pressure, power, motor and cold start' }).getByText('fan laws: at constant speed P ∝ ρ').first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Warning' })).toBeVisible();
    await expect(page.locator('figure canvas').first()).toBeVisible();
    await expect(page.getByText(/^Reproduce: /)).toContainText('cold-temperature=20F');
    for (const format of ['A4', 'Letter'] as const) {
      const pdf = await page.pdf({ format, path: `${SHOTS}/fan-selection-${format}.pdf` });
      const pages = Number(/\/Type\s*\/Pages[^>]*\/Count (\d+)/.exec(pdf.toString('latin1'))?.[1]);
      expect(pages).toBeGreaterThanOrEqual(2);
      // With the gas, the catalogue figures and the fan laws: 5 pages of A4, 6 of Letter (the shorter page).
      expect(pages).toBeLessThanOrEqual(6);
    }
    await page.emulateMedia({ media: 'screen' });

    // The link reproduces the selection.
    const fresh = await page.context().newPage();
    await fresh.goto(page.url());
    await expect(figureRow(fresh, 'Gas, pressure, power, motor and cold start', /^Shaft power at a cold start/)).toHaveText(/36\.75\s*hp/);
    await fresh.close();
  });
});

test.describe('fan selection at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('fits the phone, draws the chart within it with its table, and is axe clean', async ({ page }) => {
    await page.goto('/fan-selection');
    await expect(figureRow(page, 'Gas, pressure, power, motor and cold start', /^Shaft power P_shaft/)).toHaveText(/22\.36\s*hp/);
    const canvas = page.locator('figure canvas').first();
    await expect(canvas).toBeVisible();
    expect(await drawnPixels(page)).toBeGreaterThan(1000);
    const box = (await canvas.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    await expect(page.getByRole('table', { name: 'Fan and system curves: data' })).toBeVisible();
    // Clearing the curve offers an undo, which fits the phone too.
    await page.getByRole('button', { name: 'Clear curve' }).click();
    await expect(page.getByRole('button', { name: 'Undo' })).toBeVisible();
    expect(await horizontalOverflow(page)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByRole('textbox', { name: 'Flow (CFM), row 6' })).toHaveValue('14000');
    await page.screenshot({ path: `${SHOTS}/fan-selection-375.png`, fullPage: true });
  });
});
