import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './axe.ts';
import { horizontalOverflow } from './overflow.ts';

const SHOTS = 'screenshots';

async function choose(page: Page, select: string, option: string) {
  await page.getByRole('combobox', { name: select }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const textbox = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });

/** A unit's row in the results table: unit, value (2 decimals), full figure, copy. */
const rowOf = (page: Page, unit: string) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${unit}( dry basis)?$`) }) });

test.describe('unit convertor at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 }, permissions: ['clipboard-read', 'clipboard-write'] });

  test('converts, copies, keeps its link, reproduces it, converts actual to standard flow, undoes a quantity change and prints', async ({ page }) => {
    await page.goto('/pressure-drop');
    await expect(page.getByRole('heading', { level: 1, name: 'Unit Convertor' })).toBeVisible();
    await expect(rowOf(page, 'Pa')).toHaveText(/^Pa\s*996\.36\s*996\.35564/);
    const entries = await page.evaluate(() => history.length);

    // A plain conversion to one unit; the URL follows without adding history entries.
    await choose(page, 'Quantity', 'Airflow');
    await textbox(page, 'Value').fill('1');
    await choose(page, 'From unit', 'm³/h');
    await choose(page, 'To unit', 'CFM');
    await expect(rowOf(page, 'CFM')).toHaveText(/^CFM\s*0\.59\s*0\.58857778/);
    await expect(page).toHaveURL(/\/pressure-drop\?value=1&from=m3%2Fh&to=CFM$/);
    expect(await page.evaluate(() => history.length)).toBe(entries);

    await page.getByRole('button', { name: 'Copy 0.58857778 CFM' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Copied 0.58857778 CFM' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('0.58857778');

    // The link reproduces the conversion in a fresh page.
    const link = page.url();
    const fresh = await page.context().newPage();
    await fresh.goto(link);
    await expect(fresh.getByRole('combobox', { name: 'To unit' })).toHaveText('CFM');
    await expect(rowOf(fresh, 'CFM')).toHaveText(/^CFM\s*0\.59\s*0\.58857778/);
    await fresh.close();

    // A conditioned conversion: 10,000 ACFM at 300 °F and 1500 m in SCFM (ACGIH).
    await textbox(page, 'Value').fill('10000');
    await choose(page, 'From unit', 'ACFM (actual)');
    await choose(page, 'To unit', 'SCFM (standard)');
    await expect(page.getByText(/The actual gas temperature is needed to convert ACFM to SCFM/)).toBeVisible();
    await textbox(page, 'Gas temperature').fill('300F');
    await textbox(page, 'Altitude').fill('1500m');

    await expect(rowOf(page, 'SCFM')).toContainText('5,818.71');
    const applied = page.getByRole('region', { name: 'Conditions applied' });
    await expect(applied).toContainText('Quoted at ACGIH standard air, 70 °F and 29.92 inHg.');
    await expect(applied.getByRole('listitem')).toHaveText([/^Temperature× 0\.697237/, /^Pressure× 0\.8345378/]);
    await expect(page).toHaveURL(/value=10000&from=ACFM&to=SCFM&temperature=300F&altitude=1500m$/);
    expect(await horizontalOverflow(page)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/unit-convertor-journey-1280.png`, fullPage: true });

    // Another quantity clears the units and conditions, and says so; Undo puts them back.
    await choose(page, 'Quantity', 'Pressure');
    await expect(page.getByText('Now converting pressure: the airflow units and gas conditions were cleared.')).toBeVisible();
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(textbox(page, 'Gas temperature')).toHaveValue('300F');
    await expect(rowOf(page, 'SCFM')).toContainText('5,818.71');

    // The printed report: no controls; the inputs, each unit's source and the conditions applied; A4 and Letter.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: 'Print report' })).toBeHidden();
    await expect(page.getByRole('combobox', { name: 'Quantity' })).toBeHidden();
    await expect(page.getByRole('table', { name: 'Conversion' })).toContainText('Gas temperature300F');
    await expect(page.getByText(/^cubic foot per minute\. NIST SP 811/)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Conditions applied' })).toBeVisible();
    await expect(page.getByText(/^Reproduce: /)).toContainText('temperature=300F');
    for (const format of ['A4', 'Letter'] as const) {
      const pdf = await page.pdf({ format });
      const pages = Number(/\/Type\s*\/Pages[^>]*\/Count (\d+)/.exec(pdf.toString('latin1'))?.[1]);
      expect(pages, format).toBeGreaterThanOrEqual(1);
      expect(pages, format).toBeLessThanOrEqual(3);
    }
    await page.emulateMedia({ media: 'screen' });
  });
});

const SCREENS = [
  { name: 'pressure', path: '/pressure-drop?value=4&from=inH2O', expect: 'Pa', text: '996.35564' },
  {
    name: 'flow',
    path: '/pressure-drop?value=10000&from=ACFM&to=SCFM&temperature=300F&altitude=1500m&moisture=5',
    expect: 'SCFM',
    text: '5,527.77',
  },
  { name: 'bad-unit', path: '/pressure-drop?value=4&from=inH20&to=Pa&foo=1', expect: undefined, text: 'Unknown unit "inH20"' },
] as const;

// The phone and the desktop layout; the tablet's names, roles and contrast are the desktop's.
for (const width of [375, 1280]) {
  test.describe(`unit convertor at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a conversion, a flow at its conditions and an unknown unit each fit the width with no serious accessibility violations', async ({ page }) => {
      for (const screen of SCREENS) {
        await page.goto(screen.path);
        await expect(page.getByRole('heading', { level: 1, name: 'Unit Convertor' })).toBeVisible();
        if (screen.expect) await expect(rowOf(page, screen.expect)).toContainText(screen.text);
        else await expect(page.getByText(screen.text).first()).toBeVisible();

        expect(await horizontalOverflow(page)).toEqual([]);
        expect(await seriousViolations(page), screen.name).toEqual([]);
        if (!process.env.CI) await page.screenshot({ path: `${SHOTS}/unit-convertor-${screen.name}-${width}.png`, fullPage: true });
      }
    });
  });
}

test('at 375 px the controls stack in one column and every result row fits', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/pressure-drop?value=4&from=inH2O');
  await expect(rowOf(page, 'Pa')).toContainText('996.36');

  const value = await textbox(page, 'Value').boundingBox();
  const from = await page.getByRole('combobox', { name: 'From unit' }).boundingBox();
  expect(from!.y).toBeGreaterThan(value!.y + value!.height);
  for (const button of await page.getByRole('button', { name: /^Copy / }).all()) {
    const box = (await button.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(375);
  }
  expect(await horizontalOverflow(page)).toEqual([]);
});
