import { expect, test, type Page } from '@playwright/test';

/** Waits until the service worker has installed, precached every page and controls this page. */
async function waitForOfflineSupport(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

test.describe('offline use', () => {
  test('after the first visit, the app reloads and every page works with the network switched off', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await waitForOfflineSupport(page);

    await context.setOffline(true);
    await page.reload();

    expect(await page.evaluate(() => navigator.onLine)).toBe(false);
    const probe = await page.evaluate(() => fetch(`/not-cached-${Date.now()}.txt`).then(() => 'reached', () => 'failed'));
    expect(probe).toBe('failed');
    await expect(page.getByRole('navigation', { name: 'Tools' }).getByRole('link')).toHaveCount(9);

    await page.getByRole('link', { name: /Ducting Calculator/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ducting Calculator' })).toBeVisible();
    await page.getByLabel('Velocity (V)', { exact: true }).fill('10');
    await expect(page.getByLabel('Airflow (Q)', { exact: true })).toHaveValue('1.9635');

    await page.goto('/process');
    await expect(page.getByRole('heading', { level: 1, name: 'Process Engineering' })).toBeVisible();

    await page.goto('/ducting-calculator');
    await expect(page.getByLabel('Airflow (Q)', { exact: true })).toHaveValue('3.927');
  });
});
