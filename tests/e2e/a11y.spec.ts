import { expect, test } from '@playwright/test';
import { seriousViolations } from './axe.ts';
import { paths } from '../../src/app/paths.ts';
import { VIEWPORTS } from './viewports.ts';

// A Know-How entry stands for the entry pages (`/process/know-how/<id>`), which the route table does not list.
const ROUTES = [...Object.values(paths).map(({ path }) => path), `${paths.knowHow.path}/colebrook`, '/no-such-page'];

// Axe's findings (names, roles, contrast) do not change between the tablet
// and the desktop layout; the phone layout has its own controls.
for (const viewport of VIEWPORTS.filter(({ width }) => width !== 768)) {
  test.describe(`axe at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('no route has serious or critical violations', async ({ page }) => {
      // One axe run per route, 2–3 s each on a busy machine: the budget grows with the routes.
      test.setTimeout(ROUTES.length * 8_000);
      const found: Record<string, string[]> = {};
      for (const route of ROUTES) {
        await page.goto(route);
        await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
        const violations = await seriousViolations(page);
        if (violations.length > 0) found[route] = violations;
      }
      expect(found).toEqual({});
    });

    test('the process page with a topic selected has no serious or critical violations', async ({ page }) => {
      await page.goto(paths.process.path);
      if (viewport.width < 768) await page.getByRole('button', { name: 'Topics' }).click();
      await page.getByRole('button', { name: 'Baghouse Filters' }).click();
      await expect(page.getByRole('article', { name: 'Baghouse Filters' })).toBeVisible();
      // On a phone the topic closes the panel; axe reads the page once the panel has let go of the header and footer
      // (while open, the dialog hides the rest of the page from assistive technology, as a modal should).
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page.locator('header[aria-hidden], footer[aria-hidden]')).toHaveCount(0);

      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}

test('the collapsed rail with a tooltip open has no serious or critical violations', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(paths.process.path);
  await page.getByRole('button', { name: 'Toggle sidebar' }).click();
  await page.getByRole('button', { name: 'Filter Media' }).hover();
  await expect(page.getByRole('tooltip', { name: 'Filter Media' })).toBeVisible();

  expect(await seriousViolations(page)).toEqual([]);
});

test('the open mobile panel has no serious or critical violations', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(paths.process.path);
  await page.getByRole('button', { name: 'Topics' }).click();
  await expect(page.getByRole('dialog', { name: 'Process Engineering' })).toBeVisible();

  expect(await seriousViolations(page)).toEqual([]);
});
