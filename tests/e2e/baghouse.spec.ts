import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './axe.ts';
import { horizontalOverflow } from './overflow.ts';
import { IMPERIAL_PREFERENCE } from './unit-preference.ts';

// The worked examples as published, in US units: opened by a user whose unit preference is imperial.
test.use({ storageState: IMPERIAL_PREFERENCE });

const SHOTS = 'screenshots';

/** The EPA worked example with a 4-compartment layout, 8 in pitch and a pulse check: every part of the page shows. */
const FULL_LINK =
  '/baghouse-design?flow=10000&temperature=275&loading=4&mmd=7&material-factor=9&application-factor=0.8&cleaning=pulse-jet' +
  '&compartments=4&pulse-pressure=100&pulse-spacing=60&k2=15&cleaning-interval=10&max-pressure-drop=5&fabric=aramid&bag-diameter=5.125&bag-length=10&bag-pitch=8&units=imperial';

const textbox = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });
const results = (page: Page) => page.getByRole('table', { name: 'Baghouse design results' });
/** A result row's text: label, value, unit. */
const row = (page: Page, label: string) => results(page).getByRole('row').filter({ has: page.getByRole('rowheader', { name: label, exact: true }) });

test.describe('baghouse design at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('reproduces the EPA worked example, warns, lays out compartments and keeps its link', async ({ page }) => {
    await page.goto('/baghouse-design');
    await expect(page.getByRole('heading', { level: 1, name: 'Baghouse Design' })).toBeVisible();

    // The EPA worked example (Cost Manual Section 6 Chapter 1), as duct-calc baghouse gives it.
    await expect(row(page, 'Design air-to-cloth ratio V')).toHaveText(/4\.69\s*ft\/min/);
    await expect(row(page, 'Net cloth area')).toHaveText(/2,132\.55\s*ft²/);
    await expect(row(page, 'Bags')).toHaveText(/159$/);
    await expect(row(page, 'Cake areal density W')).toHaveText(/0\.0268\s*lb\/ft²/);
    await expect(row(page, 'Pressure drop ΔP')).toHaveText(/3\.31\s*inH₂O/);

    // Formulas and sources on demand.
    await page.getByRole('button', { name: 'Formulas and sources' }).click();
    await expect(results(page)).toContainText('pulse-jet A/C factor method; checked against its worked example');

    // Compartments, a housing and a pulse sequence too slow for the interval.
    await textbox(page, 'Compartments').fill('4');
    await textbox(page, 'Bag pitch').fill('8');
    await textbox(page, 'Pulse spacing').fill('40');
    await expect(row(page, 'Bags added by the even split')).toHaveText(/1$/);
    await expect(row(page, 'Can velocity between the bags')).toHaveText(/\d+\s*ft\/min/);
    await expect(row(page, 'Re-entrainment limit (pulse-jet)')).toHaveText(/295\s*ft\/min/);
    const warnings = page.getByRole('region', { name: /^Warning/ });
    await expect(warnings).toContainText('shorter than the');
    await expect(page.getByRole('img', { name: /4 compartments of 6 rows × 7 columns, 40 bags each/ })).toBeVisible();
    await expect(page).toHaveURL(/compartments=4.*pulse-spacing=40.*bag-pitch=8&units=imperial$/);

    // A fabric too cool for the gas: the warning names the fabrics that take it, and the link carries the choice.
    await page.getByRole('combobox', { name: 'Fabric' }).click();
    await page.getByRole('option', { name: 'Polyester (Dacron)' }).click();
    await textbox(page, 'Gas temperature').fill('300');
    await expect(row(page, 'Maximum continuous temperature of polyester (Dacron)')).toHaveText(/275\.0\s*°F/);
    await expect(warnings).toContainText('Fabrics that take it continuously: PPS (Ryton), Aramid (Nomex), PTFE (Teflon), Polyimide (P84) and Fibreglass.');
    await expect(page).toHaveURL(/temperature=300&.*fabric=polyester&/);

    // The link reproduces the design in a fresh page.
    const fresh = await page.context().newPage();
    await fresh.goto(page.url());
    await expect(row(fresh, 'Bags')).toHaveText(/160$/);
    await fresh.close();

    expect(await horizontalOverflow(page)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/baghouse-journey-1280.png`, fullPage: true });

    // The report on paper: header, inputs as values, results with sources, warnings, the sketch; no controls.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByText(/^Prepared \d{4}-\d{2}-\d{2} · Units: imperial \(US\)$/)).toBeVisible();
    const inputs = page.locator('table').filter({ has: page.locator('caption', { hasText: 'Inputs' }) });
    await expect(inputs.getByRole('row').filter({ hasText: 'Pulse spacing' })).toHaveText(/40\s*s/);
    await expect(row(page, 'Pressure drop ΔP')).toBeVisible();
    await expect(results(page)).toContainText('pulse-jet pressure-drop equation; checked against its worked example');
    await expect(warnings).toBeVisible();
    await expect(page.getByRole('img', { name: /Top view of the bag layout/ })).toBeVisible();
    for (const control of [textbox(page, 'Gas flow'), page.getByRole('button', { name: 'Print report' }), page.getByRole('banner')]) await expect(control).toBeHidden();
    for (const format of ['A4', 'Letter'] as const) {
      const pdf = (await page.pdf({ format })).toString('latin1');
      const pages = pdf.match(/\/Type\s*\/Page\b/g)?.length ?? 0;
      expect(pages, format).toBeGreaterThanOrEqual(2);
      expect(pages, format).toBeLessThanOrEqual(5);
    }
    await page.emulateMedia({ media: 'screen' });

    // 1e6 ACFM in one compartment: a warning that suggests compartments, and a summary sketch that says so, at once.
    await textbox(page, 'Compartments').fill('');
    await textbox(page, 'Gas flow').fill('1e6');
    await expect(row(page, 'Bags')).toHaveText(/15,895$/);
    await expect(warnings).toContainText('One compartment holds 15,895 bags');
    await expect(page.getByRole('img', { name: /Too many bags to draw each one \(15,895\)/ })).toBeVisible();

    // A sawdust collector leads to the explosion protection page with its dirty side's volume and L/D filled in (issue 21).
    await page.goto('/baghouse-design?flow=10000&dust=sawdust&loading=4&cleaning=pulse-jet&bag-diameter=6&bag-length=10&bag-pitch=9&units=imperial');
    await expect(page.getByRole('region', { name: /^Warning/ })).toContainText('Combustible dust: a dust hazard analysis (NFPA 660) and explosion protection are required');
    await expect(row(page, 'Dirty-side volume V (estimate)')).toHaveText(/366\s*ft³$/);
    await page.getByRole('link', { name: 'Size explosion vents for this collector' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Explosion Protection' })).toBeVisible();
    await expect(page).toHaveURL(/\/explosion-protection\?.*volume=365\.7/);
    await expect(textbox(page, 'Enclosure volume V')).toHaveValue('365.7');
    await expect(textbox(page, 'Length-to-diameter ratio L/D')).toHaveValue('2.571');
  });
});

test('baghouse design at 375 px fits the width with no serious accessibility violations', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 900 });
  await page.goto(FULL_LINK);
  await expect(row(page, 'Bags')).toHaveText(/160$/);
  await expect(page.getByRole('region', { name: /^Warning/ })).toBeVisible();

  // The fabric table scrolls inside its frame on a phone, never the page.
  await page.getByText('Filter fabrics: temperature limits and resistance').click();
  await expect(page.getByRole('table', { name: 'Filter fabrics' }).getByRole('rowheader', { name: 'Aramid (Nomex) (chosen)' })).toBeVisible();

  // Fields stack in one column on a phone.
  const flow = (await textbox(page, 'Gas flow').boundingBox())!;
  const temperature = (await textbox(page, 'Gas temperature').boundingBox())!;
  expect(temperature.y).toBeGreaterThan(flow.y + flow.height);
  expect(await horizontalOverflow(page)).toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/baghouse-375.png`, fullPage: true });
});
