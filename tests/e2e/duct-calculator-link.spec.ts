import { expect, test, type Page } from '@playwright/test';

const field = (page: Page, label: 'Velocity (V)' | 'Airflow (Q)' | 'Diameter (D)') =>
  page.getByLabel(label, { exact: true });

const CLI_EXAMPLE = '/ducting-calculator?solve=diameter&q=2118&v=4000&units=imperial';

test.describe('ducting calculator link', () => {
  test('opens from a link, keeps edits in the address without new history entries, and a reload reproduces them', async ({
    page,
  }) => {
    await page.goto(CLI_EXAMPLE);
    await expect(field(page, 'Diameter (D)')).toHaveValue('9.853');
    await expect(page.getByRole('combobox', { name: 'Unit system' })).toHaveText(/Imperial/);
    const historyLength = await page.evaluate(() => history.length);

    await field(page, 'Velocity (V)').fill('3500');

    await expect(field(page, 'Diameter (D)')).toHaveValue('10.5333');
    await expect(page).toHaveURL('/ducting-calculator?solve=diameter&q=2118&v=3500&units=imperial');
    expect(await page.evaluate(() => history.length)).toBe(historyLength);

    await page.reload();

    await expect(field(page, 'Velocity (V)')).toHaveValue('3500');
    await expect(field(page, 'Airflow (Q)')).toHaveValue('2118');
    await expect(field(page, 'Diameter (D)')).toHaveValue('10.5333');
  });

  test('a link with a bad parameter shows a note and the page still works', async ({ page }) => {
    await page.goto('/ducting-calculator?solve=diameter&q=2118&v=4000&units=furlongs');

    await expect(page.getByRole('status', { name: 'Link notes' })).toContainText(
      "Ignored link parameter 'units=furlongs': expected metric or imperial",
    );
    await expect(page.getByRole('combobox', { name: 'Unit system' })).toHaveText(/Metric/);
    await expect(field(page, 'Diameter (D)')).not.toHaveValue('');
  });
});
