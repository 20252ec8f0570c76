import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './axe.ts';
import { horizontalOverflow } from './overflow.ts';

const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search Know-How' });
const group = (page: Page, kind: string) => page.getByRole('region', { name: new RegExp(`^${kind} \\(\\d+\\)$`) });

test.describe('Know-How at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('searches, opens a formula, follows it into the tool on its worked example, prints the entry, and searches again offline', async ({ page, context }) => {
    await page.goto('/process/know-how');
    await expect(page.getByRole('heading', { level: 1, name: 'Know-How' })).toBeVisible();
    // The service worker has precached every chunk (the index's too) once it controls the page.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

    await searchBox(page).fill('continuity');
    await group(page, 'Formulas').getByRole('link', { name: /^Continuity/ }).click();
    await expect(page).toHaveURL('/process/know-how/continuity');
    await expect(page.getByRole('heading', { level: 1, name: /^Continuity/ })).toBeVisible();
    await expect(page.locator('main math')).toBeVisible();
    await expect(page.getByRole('table', { name: /^Symbols of Continuity/ })).toBeVisible();

    // On paper: the entry without the link back or the menu.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('link', { name: 'Know-How', exact: true }).and(page.locator('main a'))).toBeHidden();
    await expect(page.locator('main math')).toBeVisible();
    await page.emulateMedia({ media: 'screen' });

    await page.getByRole('link', { name: 'Ducting Calculator', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ducting Calculator' })).toBeVisible();
    await expect(page.getByLabel('Diameter (D)', { exact: true })).toHaveValue('9.853');

    await context.setOffline(true);
    await page.goto('/process/know-how');
    await searchBox(page).fill('colbrook');
    await expect(group(page, 'Formulas').getByRole('link').first()).toHaveText('Colebrook friction factor');
    await expect(page).toHaveURL('/process/know-how?q=colbrook');
    await page.reload();
    await expect(searchBox(page)).toHaveValue('colbrook');
    await expect(group(page, 'Formulas').getByRole('link').first()).toHaveText('Colebrook friction factor');
    // A method's body is a chunk of its own, loaded when shown: precached too.
    await page.goto('/process/know-how/method-friction');
    await expect(page.getByRole('heading', { level: 2, name: 'Steps' })).toBeVisible();
  });
});

test.describe('Know-How at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the search results, a formula and a wide table fit the phone, and axe finds nothing serious', async ({ page }) => {
    await page.goto('/process/know-how?q=kst');
    await expect(group(page, 'Terms').getByRole('link', { name: 'KSt: deflagration index' })).toBeVisible();
    expect(await horizontalOverflow(page)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);

    for (const id of ['nfpa68-vent-area', 'epa-table-1-1', 'example-vent-slender-vessel', 'method-explosion-venting']) {
      await page.goto(`/process/know-how/${id}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // A method's body loads after its title: measure the page it becomes.
      await expect(page.getByText('Loading the method…')).toHaveCount(0);
      expect(await horizontalOverflow(page), id).toEqual([]);
      expect(await seriousViolations(page), id).toEqual([]);
    }
  });
});
