import { expect, test, type Page } from '@playwright/test';
import { horizontalOverflow } from './overflow.ts';
import { paths } from '../../src/app/paths.ts';
import { VIEWPORTS } from './viewports.ts';

const SHOTS = 'screenshots';

/** What the spec says each of this screens shows (spec §2). */
const screens = [
  {
    path: paths.process.path,
    heading: 'Process Engineering',
    texts: ['Please select a topic from the sidebar to view details.'],
  },
  {
    path: paths.knowHow.path,
    heading: 'Know-How',
    texts: ['Search Know-How'],
  },
  {
    path: paths.energyAnalysis.path,
    heading: 'OPEX Savings Analysis',
    texts: ['All inputs and graph have been removed', 'Input fields and graph have been removed as requested.'],
  },
  { path: '/no-such-page', heading: '404', texts: ['Oops! Page not found'] },
] as const;

const shotName = (path: string) => (path === '/' ? 'home' : path.slice(1).replaceAll('/', '-'));

const SITE = 'Technology For Clean Air';

/** Screenshots are for people to look at; CI only checks. */
const shoot = (page: Page, name: string) => (process.env.CI ? Promise.resolve() : page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true }).then(() => undefined));

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the spec screens show their texts in the common header and footer', async ({ page }) => {
      for (const screen of screens) {
        await page.goto(screen.path);

        await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeAttached();
        for (const text of screen.texts) await expect(page.getByText(text)).toBeVisible();
        await expect(page.getByRole('banner').getByRole('link', { name: SITE })).toBeVisible();
        await expect(page.getByRole('contentinfo')).toBeVisible();
        expect(await horizontalOverflow(page)).toEqual([]);
        await shoot(page, `${shotName(screen.path)}-${viewport.width}`);
      }
    });

    // One visit per route, in one page, checks everything a route must show at this width.
    test('every route has its own document title, the common header and footer, fits the width, shows a visible h1 at the header\'s left edge and never says "spec"', async ({
      page,
    }) => {
      for (const { path } of Object.values(paths)) {
        await page.goto(path);

        await expect(page.getByRole('main')).toBeVisible();
        await expect(page).toHaveTitle(new RegExp(`· ${SITE}$`));
        await expect(page).not.toHaveTitle(/^Loading/);
        const heading = page.getByRole('heading', { level: 1 });
        await expect(heading).toBeVisible();
        expect(await horizontalOverflow(page)).toEqual([]);

        const banner = page.getByRole('banner');
        await expect(banner.getByRole('link', { name: SITE })).toHaveAttribute('href', '/');
        await expect(banner.getByRole('link', { name: 'Know-How' })).toHaveAttribute('href', '/process/know-how');
        await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Professional profile' })).toBeVisible();

        const headerTitle = await banner.getByRole('link', { name: SITE }).boundingBox();
        // The leftmost block of the page: the h1, or the process page's sidebar beside it.
        const blocks = [heading, page.getByRole('complementary')];
        const lefts: number[] = [];
        for (const block of blocks) {
          if (await block.isVisible()) lefts.push((await block.boundingBox())?.x ?? Number.NaN);
        }
        expect(Math.min(...lefts), path).toBeCloseTo(headerTitle?.x ?? Number.NaN, 0);
        await expect(page.locator('body')).not.toContainText(/\bspec\b/i);
        await shoot(page, `route-${shotName(path)}-${viewport.width}`);
      }
    });

    test('the process page with a topic selected', async ({ page }) => {
      await page.goto(paths.process.path);
      if (viewport.width < 768) await page.getByRole('button', { name: 'Topics' }).click();

      await page.getByRole('button', { name: 'Filter Media' }).click();

      await expect(page.getByRole('heading', { level: 2, name: 'Filter Media' })).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      expect(await horizontalOverflow(page)).toEqual([]);
      await shoot(page, `process-selected-${viewport.width}`);
    });
  });
}

test.describe('process page states', () => {
  test('the collapsed rail at 1280 px', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(paths.process.path);
    await page.getByRole('button', { name: 'Baghouse Filters' }).click();
    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    await page.getByRole('button', { name: 'Dust Collection' }).hover();

    await expect(page.getByRole('tooltip', { name: 'Dust Collection' })).toBeVisible();
    await shoot(page, 'process-collapsed-1280');
  });

  test('the mobile panel at 375 px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(paths.process.path);
    await page.getByRole('button', { name: 'Topics' }).click();

    await expect(page.getByRole('dialog', { name: 'Process Engineering' })).toBeVisible();
    await shoot(page, 'process-panel-375');
  });
});
