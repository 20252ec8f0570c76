import { expect, test, type Page } from '@playwright/test';
import { startDeploymentServer } from './deployment-server.ts';

/** Waits until the service worker has installed, precached every page and controls this page. */
async function waitForOfflineSupport(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

test.describe('offline use', () => {
  test('after the first visit, the app reloads and every page, a calculator link included, works with the network switched off', async ({
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
    await expect(page.getByRole('navigation', { name: 'Tools', exact: true }).getByRole('link')).toHaveCount(9);

    await page.getByRole('link', { name: /Ducting Calculator/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ducting Calculator' })).toBeVisible();
    await page.getByLabel('Velocity (V)', { exact: true }).fill('10');
    await expect(page.getByLabel('Airflow (Q)', { exact: true })).toHaveValue('1.9635');

    await page.goto('/process');
    await expect(page.getByRole('heading', { level: 1, name: 'Process Engineering' })).toBeVisible();

    await page.goto('/ducting-calculator?solve=diameter&q=2118&v=4000&units=imperial');
    await expect(page.getByLabel('Diameter (D)', { exact: true })).toHaveValue('9.853');
  });
});

test.describe('a new deployment', () => {
  let server: Awaited<ReturnType<typeof startDeploymentServer>>;
  test.beforeEach(async () => {
    server = await startDeploymentServer();
  });
  test.afterEach(async () => {
    await server.close();
  });

  const velocity = (page: Page) => page.getByLabel('Velocity (V)', { exact: true });
  const notice = (page: Page) => page.getByRole('region', { name: 'Update available' });
  /** False once the document was reloaded since openAndRedeploy marked it. */
  const isSameDocument = (page: Page) => page.evaluate(() => 'openedBeforeUpdate' in window);
  const hasWaitingVersion = (page: Page) =>
    page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting != null);

  /**
   * Opens the calculator (a returning visit, or the very first one), types a
   * value, then deploys a new version while the page stays open.
   */
  async function openAndRedeploy(page: Page, visit: 'first' | 'returning') {
    await page.goto(`${server.origin}/ducting-calculator`);
    await waitForOfflineSupport(page);
    if (visit === 'returning') await page.reload();
    await velocity(page).fill('10');
    await expect(page).toHaveURL(/[?&]v=10&/);
    await page.evaluate(() => Object.assign(window, { openedBeforeUpdate: true }));
    server.redeploy();
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    await expect(notice(page)).toBeVisible();
  }

  test('announces the update without reloading, and Dismiss keeps the page as it is', async ({ page }) => {
    await openAndRedeploy(page, 'returning');

    await expect(page.getByRole('status').filter({ has: notice(page) })).toContainText(
      'A new version of this toolkit is ready',
    );
    await notice(page).getByRole('button', { name: 'Dismiss' }).click();

    await expect(notice(page)).toHaveCount(0);
    await expect(velocity(page)).toHaveValue('10');
    expect(await isSameDocument(page)).toBe(true);
    expect(await hasWaitingVersion(page)).toBe(true);
  });

  for (const visit of ['returning', 'first'] as const) {
    test(`Reload switches to the new version and reloads, keeping the inputs in the link (${visit} visit)`, async ({
      page,
    }) => {
      await openAndRedeploy(page, visit);

      await Promise.all([page.waitForEvent('load'), notice(page).getByRole('button', { name: 'Reload' }).click()]);

      await expect(notice(page)).toHaveCount(0);
      expect(await isSameDocument(page)).toBe(false);
      expect(await hasWaitingVersion(page)).toBe(false);
      await expect(velocity(page)).toHaveValue('10');
    });
  }
});
