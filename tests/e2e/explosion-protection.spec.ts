import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './axe.ts';
import { horizontalOverflow } from './overflow.ts';

/** The row of a figure in the results table. */
const figureRow = (page: Page, label: RegExp) =>
  page.getByRole('table', { name: 'Vent design' }).getByRole('row').filter({ has: page.getByRole('rowheader', { name: label }) });

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

test.describe('explosion protection at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('sizes a bag filter’s vent by both standards from a dust of the table, draws its hazard zone, keeps it in the link and prints it', async ({ page }) => {
    await page.goto('/explosion-protection');
    await expect(page.getByRole('heading', { level: 1, name: 'Explosion Protection' })).toBeVisible();
    // REFERENCE.md's cross-check: 10 m³, L/D 3, KSt 200, Pmax 9, Pred 0.5, Pstat 0.1: NFPA 0.732 m², EN 0.977 m², EN governs.
    await expect(figureRow(page, /^NFPA 68 vent area A/)).toHaveText(/0\.732\s*m²/);
    await expect(figureRow(page, /^EN 14491 vent area A/)).toHaveText(/0\.977\s*m²/);
    await expect(page.getByText(/Vent area required: 0\.977 m² \(EN 14491 governs\)/)).toBeVisible();

    // The compact bag filter, 4.5 m³ of sawdust at Pred 0.4 bar: about 0.23 m² by both (Eckhoff: 0.1–0.25 m² at St 1) — with sawdust's typical KSt 205 it is St 2.
    await page.getByRole('button', { name: 'Clear inputs' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Cleared the inputs.' })).toBeVisible();
    await field(page, 'Enclosure volume V').fill('4.5');
    await page.getByRole('combobox', { name: 'Dust (typical values)' }).click();
    await page.getByRole('option', { name: /^wood dust/ }).click();
    await field(page, 'Reduced explosion pressure Pred (gauge)').fill('0.4');
    await expect(page.getByText(/dust class St 2/)).toBeVisible();
    await expect(page.getByRole('region', { name: /^Warnings/ })).toContainText('typical values for wood dust');
    await field(page, 'Deflagration index KSt').fill('150');
    await field(page, 'Maximum explosion pressure Pmax (gauge)').fill('9');
    await expect(figureRow(page, /^NFPA 68 vent area A/)).toHaveText(/0\.2[23]\d\s*m²/);
    await expect(figureRow(page, /^EN 14491 vent area A/)).toHaveText(/0\.2[23]\d\s*m²/);
    await expect(page.getByText(/dust class St 1/)).toBeVisible();
    await expect(page.getByRole('img', { name: /^Vessel and vent, to scale: .*fireball/ })).toBeVisible();
    await expect(page).toHaveURL(/volume=4\.5&dust=sawdust&kst=150&pmax=9&pred=0\.4&units=metric/);
    expect(await seriousViolations(page)).toEqual([]);

    // Imperial shows the same design in ft² and psi, the typed texts converted, not changed.
    await page.getByRole('combobox', { name: 'Unit system' }).click();
    await page.getByRole('option', { name: /Imperial/ }).click();
    await expect(field(page, 'Reduced explosion pressure Pred (gauge)')).toHaveValue(/^5\.80/);
    await expect(figureRow(page, /^NFPA 68 vent area A/)).toHaveText(/ft²/);

    // On paper: no controls, the inputs as a table, every figure with its formula.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: 'Print report' })).toBeHidden();
    await expect(page.getByRole('table', { name: 'Inputs', exact: true })).toContainText('Enclosure volume V');
    await expect(page.getByRole('table', { name: 'Vent design' }).getByText(/^Av0 = 1·10⁻⁴/)).toBeVisible();
  });
});

test.describe('explosion protection at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('fits the phone: no sideways scroll, the sketch over the form, touch-sized fields, axe clean', async ({ page }) => {
    await page.goto('/explosion-protection?volume=10&ld=3&kst=200&pmax=9&pred=0.5&units=metric');
    const sketch = page.getByRole('img', { name: /^Vessel and vent, to scale/ });
    await expect(sketch).toBeVisible();
    expect(await horizontalOverflow(page)).toEqual([]);
    const [sketchBox, formBox] = [await sketch.boundingBox(), await page.getByRole('form', { name: 'Inputs' }).boundingBox()];
    expect(sketchBox!.y).toBeLessThan(formBox!.y);
    for (const name of ['Enclosure volume V', 'Deflagration index KSt', 'Reduced explosion pressure Pred (gauge)']) {
      const box = await field(page, name).boundingBox();
      expect(box!.height, name).toBeGreaterThanOrEqual(40);
      expect(box!.x + box!.width, name).toBeLessThanOrEqual(375);
    }
    expect(await seriousViolations(page)).toEqual([]);
  });
});
