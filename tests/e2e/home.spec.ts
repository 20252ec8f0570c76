import { expect, test } from '@playwright/test';
import { horizontalOverflow } from './overflow.ts';
import { VIEWPORTS } from './viewports.ts';
import { SPEC_HOME_TILES as SPEC_TILES } from '../fixtures/spec-home-tiles.ts';

/** Spec §2: 1 column on small screens, 2 on medium (≥ 768 px), 3 on large (≥ 1024 px). */
const COLUMNS: Record<number, number> = { 375: 1, 768: 2, 1280: 3 };

for (const viewport of VIEWPORTS) {
  test.describe(`home page at ${viewport.width} px`, () => {
    test.use({ viewport });

    test(`shows the nine tiles in the spec's order in ${COLUMNS[viewport.width]} column(s)`, async ({ page }) => {
      await page.goto('/');
      const tiles = page.getByRole('navigation', { name: 'Tools', exact: true }).getByRole('link');

      await expect(tiles).toHaveCount(9);
      for (const [index, [title, href]] of SPEC_TILES.entries()) {
        await expect(tiles.nth(index)).toContainText(title);
        await expect(tiles.nth(index)).toHaveAttribute('href', href);
      }
      const lefts = new Set<number>();
      for (const tile of await tiles.all()) lefts.add(Math.round((await tile.boundingBox())?.x ?? -1));
      expect(lefts.size).toBe(COLUMNS[viewport.width]);
    });

    test('loads no other page on the first visit, and opens the calculator from its tile', async ({ page }) => {
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.url());
      });
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(scripts.filter((url) => /-page-[\w-]+\.js$/.test(url))).toEqual([]);

      await page.getByRole('link', { name: /Ducting Calculator/ }).click();

      await expect(page).toHaveURL('/ducting-calculator');
      await expect(page.getByLabel('Airflow (Q)', { exact: true })).toHaveValue('3.927');
    });

    test('fits the screen without sideways scrolling', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

      expect(await horizontalOverflow(page)).toEqual([]);
    });
  });
}
