// The design sections below the ducting calculator's card (issue 9): one
// full flow at 1280 px, agreeing with `duct-calc` figure for figure, through
// unit switches, and the page's printed report (issue 18) rendered to PDF;
// the layout and accessibility check at 375 px.
import { execFileSync } from 'node:child_process';
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './axe.ts';
import { horizontalOverflow } from './overflow.ts';

const textbox = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });
const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** A figure's row of a results table: `0.088`, by the start of its label. */
async function figure(page: Page, table: string, label: string): Promise<string> {
  const row = page.getByRole('table', { name: table }).getByRole('row').filter({ has: page.getByRole('rowheader', { name: label }) });
  return (await row.getByRole('cell').first().textContent())!.trim();
}

/** `duct-calc` as a user runs it, its table's value column by label. */
function cli(args: string[]): Map<string, string> {
  const stdout = execFileSync('bin/duct-calc', args, { encoding: 'utf8' });
  const rows = new Map<string, string>();
  for (const line of stdout.split('\n').slice(1)) {
    const match = /^(.+?)\s{2,}(\S+)/.exec(line);
    if (match) rows.set(match[1]!, match[2]!);
  }
  return rows;
}

test.describe('duct design sections at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('pressure loss, sizing and equivalent duct for the card’s duct, as duct-calc gives them, kept in the link through unit switches, printed', async ({ page }) => {
    await page.goto('/ducting-calculator?solve=velocity&q=1000&d=14&units=imperial');
    const loss = section(page, 'Pressure loss');
    await expect(loss.getByText('For the calculator’s 1000 CFM in a 14 in round duct.')).toBeVisible();
    await expect.poll(() => figure(page, 'Pressure loss results', 'Friction rate Δp/L')).toBe('0.088');

    // Every figure agrees with the CLI for the same duct.
    const frictionCli = cli(['friction', '--q', '1000', '--d', '14', '--imperial']);
    for (const label of ['Velocity V', 'Velocity pressure VP', 'Reynolds number Re', 'Friction factor f', 'Friction rate Δp/L', 'Pressure loss Δp']) {
      expect((await figure(page, 'Pressure loss results', label)).replaceAll(',', ''), label).toBe(frictionCli.get(label));
    }

    // A method and a length: the link follows.
    await loss.getByRole('combobox', { name: 'Friction factor method' }).click();
    await page.getByRole('option', { name: 'ACGIH friction equation (by material, standard air)' }).click();
    await textbox(page, 'Length').fill('50');
    await expect.poll(() => figure(page, 'Pressure loss results', 'Pressure loss Δp')).toBe(
      cli(['friction', '--q', '1000', '--d', '14', '--imperial', '--method', 'acgih', '--length', '50']).get('Pressure loss Δp'),
    );
    await expect(page).toHaveURL(/\?solve=velocity&q=1000&d=14&units=imperial&length=50&method=acgih$/);

    // Formula and source on demand.
    await loss.getByRole('button', { name: 'Formulas and sources' }).click();
    await expect(loss.getByText(/H_f = 0\.0307·V\^0\.533\/Q\^0\.612/)).toBeVisible();
    await expect(loss.getByRole('link', { name: 'Know-How: Friction factor f' })).toHaveAttribute('href', '/process/know-how/acgih-friction');

    // Sizing: equal friction gives 14 in, transport velocity for heavy dusts 6 in.
    const size = section(page, 'Size a duct');
    await expect.poll(() => figure(page, 'Sizing results', 'Standard size')).toBe('14.00');
    await size.getByRole('radio', { name: 'Transport velocity' }).check();
    await size.getByRole('combobox', { name: 'Contaminant class (ACGIH)' }).click();
    await page.getByRole('option', { name: /^heavy dusts/ }).click();
    await expect.poll(() => figure(page, 'Sizing results', 'Standard size')).toBe('6.00');

    // Equivalent duct: Huebscher's 24 × 12 in → 18.28 in; a bad section is named.
    await expect.poll(() => figure(page, 'Equivalent duct results', 'Equivalent diameter De')).toBe('18.28');
    await textbox(page, 'Sides a × b').fill('24x');
    await expect(section(page, 'Equivalent round duct').getByText(/Rectangular duct must be two dimensions joined by x/)).toBeVisible();

    // The link reproduces the page.
    await expect(page).toHaveURL(/transport=heavy-dusts&rect=24x$/);
    await page.reload();
    await expect(size.getByRole('radio', { name: 'Transport velocity' })).toBeChecked();
    await expect(textbox(page, 'Length')).toHaveValue('50');
    await expect(page.getByRole('status', { name: 'Link notes' })).toHaveCount(0);
    await textbox(page, 'Sides a × b').fill('24x12');

    // A unit switch shows every value converted and changes none: Re (no unit) stays, and so do the values as typed.
    const reynolds = await figure(page, 'Pressure loss results', 'Reynolds number Re');
    await page.getByRole('combobox', { name: 'Unit system' }).click();
    await page.getByRole('option', { name: 'Metric', exact: true }).click();
    await expect(textbox(page, 'Length')).toHaveValue('15.24');
    await expect(textbox(page, 'Diameter (D)')).toHaveValue('0.3556');
    const metricCli = cli(['friction', '--q', '1000cfm', '--d', '14in', '--method', 'acgih', '--length', '50ft']);
    for (const label of ['Velocity V', 'Friction rate Δp/L', 'Pressure loss Δp']) {
      await expect.poll(() => figure(page, 'Pressure loss results', label), label).toBe(metricCli.get(label));
    }
    expect(await figure(page, 'Pressure loss results', 'Reynolds number Re')).toBe(reynolds);
    // The link carries each value in the unit it was typed in, so it reopens the same values.
    await expect(page).toHaveURL(/\?solve=velocity&q=1000CFM&d=14in&units=metric&length=50ft&temperature=68degF&method=acgih&transport=heavy-dusts&series=us-spiral&rect=24x12in$/);
    await page.getByRole('combobox', { name: 'Unit system' }).click();
    await page.getByRole('option', { name: 'Imperial', exact: true }).click();
    await expect(textbox(page, 'Length')).toHaveValue('50');
    await expect(textbox(page, 'Diameter (D)')).toHaveValue('14');

    // The printed report: no controls, the inputs as tables, every figure with its source; A4 and Letter.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: 'Print report' })).toBeHidden();
    await expect(page.getByRole('combobox', { name: 'Unit system' })).toBeHidden();
    await expect(textbox(page, 'Length')).toBeHidden();
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByText(/^Reproduce: /)).toContainText('length=50');
    for (const table of ['Duct calculator', 'Pressure loss inputs', 'Sizing inputs', 'Section']) await expect(page.getByRole('table', { name: table, exact: true })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Duct calculator' })).toContainText('Velocity (V), calculated935.4357ft/min');
    await expect(page.getByRole('table', { name: 'Sizing inputs' })).toContainText('heavy dusts, 4000–4500 ft/min');
    await expect(page.getByRole('img', { name: /Duct diagram/ })).toBeVisible();
    await expect(loss.getByText(/H_f = 0\.0307·V\^0\.533\/Q\^0\.612/)).toBeVisible();
    await expect(loss.getByRole('link', { name: 'Know-How: Friction factor f' })).toBeHidden();
    for (const format of ['A4', 'Letter'] as const) {
      const pdf = await page.pdf({ format });
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      const pages = Number(/\/Type\s*\/Pages[^>]*\/Count (\d+)/.exec(pdf.toString('latin1'))?.[1]);
      expect(pages, format).toBeGreaterThanOrEqual(2);
      expect(pages, format).toBeLessThanOrEqual(6);
    }
    await page.emulateMedia({ media: 'screen' });
  });
});

test.describe('duct design sections at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('fit the phone’s width and are axe clean', async ({ page }) => {
    await page.goto('/ducting-calculator?solve=velocity&q=0.004&d=0.1');
    await expect(section(page, 'Pressure loss').getByRole('heading', { name: /^Warning/ })).toBeVisible();
    expect(await horizontalOverflow(page)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
