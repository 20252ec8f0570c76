import { expect, test, type Page } from '@playwright/test';
import { horizontalOverflow } from './overflow.ts';
import { SITE_MENU } from '../../src/app/shell/site-menu-entries.ts';
import { VIEWPORTS } from './viewports.ts';

const SITE = 'Technology For Clean Air';
const DESKTOP = VIEWPORTS.find((viewport) => viewport.name === 'desktop')!;
const PHONE = VIEWPORTS.find((viewport) => viewport.name === 'phone')!;

/** Every entry of the menu but Home, in the menu's order. */
const DESTINATIONS = SITE_MENU.flatMap((section) => section.entries).filter((entry) => entry.path !== '/');

/** The keys a keyboard user presses from the top of a fresh page to the Menu button: skip link, site title, Menu. */
async function tabToMenuButton(page: Page) {
  for (const name of ['Skip to main content', SITE, 'Menu']) {
    await page.keyboard.press('Tab');
    await expect(page.getByRole(name === 'Menu' ? 'button' : 'link', { name, exact: true })).toBeFocused();
  }
}

test.describe('keyboard only', () => {
  test.use({ viewport: DESKTOP });

  test('reaches every tool and page from home through the header menu, and comes back home', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Engineering toolkit' })).toBeVisible();

    for (const [index, entry] of DESTINATIONS.entries()) {
      await tabToMenuButton(page);
      await page.keyboard.press('Enter');
      const menu = page.getByRole('navigation', { name: 'Site' });
      // Arrow Down from the button walks the links in the menu's order: the n-th entry is n presses away.
      await page.keyboard.press('ArrowDown');
      for (let step = 0; step < index; step += 1) await page.keyboard.press('ArrowDown');
      await expect(menu.getByRole('link', { name: entry.label, exact: true })).toBeFocused();
      await page.keyboard.press('Enter');

      await expect(page).toHaveURL(entry.path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

      // Home again: by the site title every other time, else by the menu's Home link (its last).
      if (index % 2 === 0) {
        await page.keyboard.press('Tab');
        await page.keyboard.press('Tab');
        await expect(page.getByRole('link', { name: SITE, exact: true })).toBeFocused();
      } else {
        await tabToMenuButton(page);
        await page.keyboard.press('ArrowUp');
        await expect(menu.getByRole('link', { name: 'Home', exact: true })).toBeFocused();
      }
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL('/');
      await expect(page.getByRole('heading', { level: 1, name: 'Engineering toolkit' })).toBeVisible();
    }
  });

  test('Escape closes the menu back to its button, and print leaves the menu out', async ({ page }) => {
    await page.goto('/fan-selection');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await tabToMenuButton(page);
    const button = page.getByRole('button', { name: 'Menu' });

    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Fan Selection' })).toHaveAttribute('aria-current', 'page');
    await page.keyboard.press('Escape');

    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('navigation', { name: 'Site' })).toBeHidden();
  });
});

test.describe('at 375 px', () => {
  test.use({ viewport: PHONE });

  test('the open menu fits the screen: every entry visible, no sideways scrolling, touch-sized', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await page.getByRole('button', { name: 'Menu' }).click();

    const links = page.getByRole('navigation', { name: 'Site' }).getByRole('link');
    await expect(links).toHaveCount(DESTINATIONS.length + 1);
    for (const link of await links.all()) {
      await expect(link).toBeInViewport({ ratio: 1 });
      const box = (await link.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(44);
    }
    expect(await horizontalOverflow(page)).toEqual([]);
  });
});
