import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { VIEWPORTS } from './viewports.ts';

const field = (page: Page, label: 'Velocity (V)' | 'Airflow (Q)' | 'Diameter (D)') =>
  page.getByLabel(label, { exact: true });

async function choose(page: Page, select: 'Unit system' | 'Solve for', option: string) {
  await page.getByRole('combobox', { name: select }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const notice = (page: Page) => page.getByRole('region', { name: /Notifications/ }).getByRole('listitem');

for (const viewport of VIEWPORTS) {
  test.describe(`ducting calculator at ${viewport.width} px`, () => {
    test.use({ viewport });

    test.beforeEach(async ({ page }) => {
      await page.goto('/ducting-calculator');
      await expect(page.getByRole('heading', { level: 1, name: 'Ducting Calculator' })).toBeVisible();
    });

    test('opens with the spec defaults and airflow 3.927 m³/s computed', async ({ page }) => {
      await expect(page.getByRole('heading', { name: 'Duct Calculator' })).toBeVisible();
      await expect(field(page, 'Velocity (V)')).toHaveValue('20');
      await expect(field(page, 'Diameter (D)')).toHaveValue('0.5');
      await expect(field(page, 'Airflow (Q)')).toHaveValue('3.927');
      await expect(field(page, 'Airflow (Q)')).toBeDisabled();
      await expect(page.getByRole('img', { name: /Duct diagram/ })).toBeVisible();
      await expect(page.getByText(/^Continuity equation: Q = V·A/)).toBeVisible();
    });

    test('recomputes as the user types and empties the result for unusable input', async ({ page }) => {
      await field(page, 'Velocity (V)').fill('10');
      await expect(field(page, 'Airflow (Q)')).toHaveValue('1.9635');

      await field(page, 'Velocity (V)').fill('-3');

      await expect(field(page, 'Airflow (Q)')).toHaveValue('');
      await expect(field(page, 'Velocity (V)')).toHaveValue('-3');
      await expect(page.getByText('Velocity (V) must be greater than zero, got -3')).toBeVisible();
      await expect(page.getByText(/NaN|Infinity/)).toHaveCount(0);
    });

    test('switches mode and unit system, then sizes 2118 CFM at 4000 ft/min to 9.853 in', async ({ page }) => {
      await choose(page, 'Unit system', 'Imperial');
      await expect(field(page, 'Velocity (V)')).toHaveValue('3937');
      await expect(field(page, 'Diameter (D)')).toHaveValue('19.685');

      await choose(page, 'Solve for', 'Calculate Diameter (D)');
      await field(page, 'Airflow (Q)').fill('2118');
      await field(page, 'Velocity (V)').fill('4000');

      await expect(field(page, 'Diameter (D)')).toBeDisabled();
      await expect(field(page, 'Diameter (D)')).toHaveValue('9.853');
      await expect(page.getByRole('img', { name: /Duct diagram/ })).toHaveAccessibleName(/diameter D 0\.8211 ft/);
    });

    test("submitting shows the 'Calculation Result' notice to 2 decimals with units", async ({ page }) => {
      await choose(page, 'Unit system', 'Imperial');
      await choose(page, 'Solve for', 'Calculate Diameter (D)');
      await field(page, 'Airflow (Q)').fill('2118');
      await field(page, 'Velocity (V)').fill('4000');

      await page.getByRole('button', { name: 'Show result' }).click();

      await expect(notice(page)).toContainText('Calculation Result');
      await expect(notice(page)).toContainText('4000.00 ft/min');
      await expect(notice(page)).toContainText('9.85 in');
      await expect(notice(page)).toContainText('2118.00 CFM');
      await notice(page).getByRole('button', { name: 'Close' }).click();
      await expect(notice(page)).toHaveCount(0);
    });

    test('has no serious accessibility violations with a hint and the notice showing', async ({ page }) => {
      await page.getByRole('button', { name: 'Show result' }).click();
      await expect(notice(page)).toContainText('Calculation Result');
      await field(page, 'Velocity (V)').fill('abc');
      await expect(page.getByText('Velocity (V) must be a number, got abc')).toBeVisible();

      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations.filter(({ impact }) => impact === 'serious' || impact === 'critical');

      expect(serious.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target).join(', ')}`)).toEqual([]);
    });

    test('fits the screen without sideways scrolling', async ({ page }) => {
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

      expect(overflow).toBeLessThanOrEqual(0);
    });
  });
}
