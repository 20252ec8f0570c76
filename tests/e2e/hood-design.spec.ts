import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './axe.ts';
import { horizontalOverflow } from './overflow.ts';

/** The row of a figure in one of the results tables. */
const figureRow = (page: Page, table: string, label: RegExp) =>
  page.getByRole('table', { name: table }).getByRole('row').filter({ has: page.getByRole('rowheader', { name: label }) });

/** A field by its exact label (`Diameter`, not `Branch duct diameter`). */
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

async function choose(page: Page, select: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: select }).click();
  await page.getByRole('option', { name: option }).click();
}

test.describe('hood design at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('designs a flanged opening from its capture velocity, checks it from a measured SPh, prints it and adds it to the exhaust system', async ({ page }) => {
    await page.goto('/hood-design');
    await expect(page.getByRole('heading', { level: 1, name: 'Hood Design' })).toBeVisible();
    // The published example: a 250 mm round opening at 3 m/s reaches about 0.22 m/s at 250 mm (DallaValle).
    await expect(figureRow(page, 'Hood design', /^Capture velocity reached at X/)).toHaveText(/0\.22\s*m\/s/);

    // A flanged opening, 150 mm, designed for 1 m/s at 150 mm: Q = 0.75·V·(10X² + A) = 655 m³/h.
    await page.getByRole('button', { name: 'Clear inputs' }).click();
    await choose(page, 'Hood type', 'Flanged opening');
    await field(page, 'Diameter').fill('150');
    await field(page, 'Capture velocity').fill('1');
    await field(page, 'Distance X').fill('150');
    await expect(page.getByRole('img', { name: 'Flanged opening, to scale: D = 150 mm, X = 150 mm' })).toBeVisible();
    await choose(page, 'Dust (minimum transport velocity)', /^average industrial dust/);
    await expect(figureRow(page, 'Hood design', /^Flow Q \(actual\)/)).toHaveText(/655\s*m³\/h/);
    await expect(figureRow(page, 'Hood design', /^Hood static pressure SPh/)).toBeVisible();

    // A cross-draft as fast as the capture velocity defeats the hood: a warning.
    await field(page, 'Room cross-draft').fill('1.2');
    await expect(page.getByRole('region', { name: /^Warning/ })).toContainText(/cross-draft/i);
    await field(page, 'Room cross-draft').fill('');

    // Commissioning: a measured SPh gives the flow the hood draws and its share of the design.
    await field(page, 'Measured hood static pressure SPh').fill('300');
    await expect(figureRow(page, 'Measured hood', /^Measured flow, share of design/)).toHaveText(/\d+\.\d/);
    await expect(page).toHaveURL(/type=flanged-opening&capture-velocity=1&distance=150&diameter=150&transport=average-industrial-dust&measured-static-pressure=300&units=metric/);
    const link = new URL(page.url());
    expect(await seriousViolations(page)).toEqual([]);

    // On paper: no controls, the inputs as a table, the figures with their sources.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: 'Print report' })).toBeHidden();
    await expect(page.getByRole('table', { name: 'Inputs', exact: true })).toContainText('Hood typeFlanged opening');
    await expect(page.getByRole('table', { name: 'Hood design' }).getByText('Q = 0.75 V (10X² + A)').first()).toBeVisible();
    await page.emulateMedia({ media: 'screen' });

    // Add to exhaust system: the row lands in the system kept on the device, with its link back to this design.
    await page.getByRole('button', { name: 'Add to exhaust system' }).click();
    const added = page.getByRole('status').filter({ hasText: /exhaust system kept on this device/ });
    await expect(added).toContainText('655 m³/h');
    const segment = /(?:with|Added) (\S+) \(/.exec((await added.textContent()) ?? '')![1]!;
    await added.getByRole('link', { name: 'Open Exhaust System Design' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Exhaust System Design' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: `Hood design, segment ${segment}` })).toHaveValue(`${link.pathname}${link.search}`);
    await page.getByRole('link', { name: `Open the hood design of segment ${segment}` }).click();
    await expect(figureRow(page, 'Hood design', /^Flow Q \(actual\)/)).toHaveText(/655\s*m³\/h/);
  });
});

test.describe('hood design at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('fits the phone: no sideways scroll, the sketch over the form, every control touch-sized, axe clean', async ({ page }) => {
    await page.goto('/hood-design?type=canopy&diameter=1000&distance=600&capture-velocity=0.5&units=metric');
    const sketch = page.getByRole('img', { name: /^Canopy over a cold source, to scale/ });
    await expect(sketch).toBeVisible();
    expect(await horizontalOverflow(page)).toEqual([]);
    const [sketchBox, formBox] = [await sketch.boundingBox(), await page.getByRole('form', { name: 'Inputs' }).boundingBox()];
    expect(sketchBox!.y).toBeLessThan(formBox!.y);
    expect(sketchBox!.x + sketchBox!.width).toBeLessThanOrEqual(375);
    for (const name of ['Diameter', 'Distance X', 'Capture velocity']) {
      const box = await field(page, name).boundingBox();
      expect(box!.height, name).toBeGreaterThanOrEqual(40);
      expect(box!.x + box!.width, name).toBeLessThanOrEqual(375);
    }
    expect(await seriousViolations(page)).toEqual([]);
  });
});
