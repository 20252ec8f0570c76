import { expect, test, type Page } from '@playwright/test';
import { VIEWPORTS } from './viewports.ts';

const DESKTOP_VIEWPORTS = VIEWPORTS.filter((viewport) => viewport.width >= 768);
const PHONE = VIEWPORTS[0];

const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Process Engineering' });
const toggle = (page: Page) => page.getByRole('button', { name: 'Toggle sidebar' });
const sidebarWidth = async (page: Page) => (await sidebar(page).boundingBox())?.width;

async function sidebarCookie(page: Page) {
  const cookies = await page.context().cookies();
  return cookies.find((cookie) => cookie.name === 'sidebar:state');
}

for (const viewport of DESKTOP_VIEWPORTS) {
  test.describe(`the desktop sidebar at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('starts expanded at 16rem and shows the prompt until a topic is chosen', async ({ page }) => {
      await page.goto('/process');

      await expect(sidebar(page).getByRole('heading', { name: 'Process Engineering' })).toBeVisible();
      await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
      expect(await sidebarWidth(page)).toBe(256);
      await expect(page.getByText('Please select a topic from the sidebar to view details.')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Topics' })).toBeHidden();
    });

    test('selecting each topic shows its card and marks it current', async ({ page }) => {
      await page.goto('/process');

      for (const title of ['Baghouse Filters', 'Dust Collection', 'Air Pollution Control', 'Filter Media']) {
        const button = sidebar(page).getByRole('button', { name: title });
        await button.click();
        await expect(page.getByRole('article', { name: title })).toBeVisible();
        await expect(button).toHaveAttribute('aria-current', 'true');
      }
      await expect(sidebar(page).locator('[aria-current="true"]')).toHaveCount(1);
      await expect(page.getByText('Please select a topic')).toBeHidden();
    });

    test('a topic can be chosen with the keyboard alone', async ({ page }) => {
      await page.goto('/process');
      await sidebar(page).getByRole('button', { name: 'Baghouse Filters' }).focus();

      await page.keyboard.press('Tab');
      await expect(sidebar(page).getByRole('button', { name: 'Dust Collection' })).toBeFocused();
      await page.keyboard.press('Enter');

      await expect(page.getByRole('article', { name: 'Dust Collection' })).toBeVisible();
    });

    test('collapses to a 3rem rail of named icons with tooltips', async ({ page }) => {
      await page.goto('/process');

      await toggle(page).click();

      await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
      await expect.poll(() => sidebarWidth(page)).toBe(48);
      const rail = sidebar(page).getByRole('button', { name: 'Air Pollution Control' });
      await rail.hover();
      await expect(page.getByRole('tooltip', { name: 'Air Pollution Control' })).toBeVisible();
      await rail.click();
      await expect(page.getByRole('article', { name: 'Air Pollution Control' })).toBeVisible();
    });

    test('a collapsed rail shows its tooltip to keyboard users too', async ({ page }) => {
      await page.goto('/process');
      await toggle(page).click();

      await toggle(page).focus();
      await page.keyboard.press('Tab');

      await expect(sidebar(page).getByRole('button', { name: 'Baghouse Filters' })).toBeFocused();
      await expect(page.getByRole('tooltip', { name: 'Baghouse Filters' })).toBeVisible();
    });

    test('Ctrl+B and Meta+B both toggle the sidebar', async ({ page }) => {
      await page.goto('/process');
      await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');

      await page.keyboard.press('Control+b');
      await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
      await page.keyboard.press('Meta+b');
      await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Meta+B');
      await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
      await page.keyboard.press('Control+B');
      await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
    });

    test('the collapsed state is stored in the sidebar:state cookie and survives a reload', async ({ page }) => {
      await page.goto('/process');

      await toggle(page).click();
      const cookie = await sidebarCookie(page);
      expect(cookie).toMatchObject({ value: 'false', path: '/', sameSite: 'Lax' });
      const lifetimeS = (cookie?.expires ?? 0) - Date.now() / 1000;
      expect(lifetimeS).toBeGreaterThan(604800 - 60);
      expect(lifetimeS).toBeLessThanOrEqual(604800 + 1);

      await page.reload();
      await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
      expect(await sidebarWidth(page)).toBe(48);

      await page.keyboard.press('Control+b');
      await page.reload();
      await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
      expect((await sidebarCookie(page))?.value).toBe('true');
    });

    for (const garbage of ['collapsed', '0', '%3Cscript%3E']) {
      test(`the garbage cookie value ${garbage} is ignored and the sidebar starts expanded`, async ({ page }) => {
        await page.context().addCookies([{ name: 'sidebar:state', value: garbage, url: 'http://127.0.0.1/' }]);
        await page.goto('/process');

        await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
        expect(await sidebarWidth(page)).toBe(256);
      });
    }
  });
}

test.describe(`the mobile panel at ${PHONE.width} px`, () => {
  test.use({ viewport: PHONE });

  const panel = (page: Page) => page.getByRole('dialog', { name: 'Process Engineering' });
  const openButton = (page: Page) => page.getByRole('button', { name: 'Topics' });

  test('hides the desktop sidebar and opens an 18rem panel from a visible button', async ({ page }) => {
    await page.goto('/process');

    await expect(sidebar(page)).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Process Engineering' })).toBeVisible();
    await openButton(page).click();

    await expect(panel(page)).toBeVisible();
    await expect.poll(async () => (await panel(page).boundingBox())?.width).toBe(288);
    await expect.poll(async () => (await panel(page).boundingBox())?.x).toBe(0);
  });

  test('closes with Escape and gives focus back to the button', async ({ page }) => {
    await page.goto('/process');
    await openButton(page).click();
    await expect(panel(page)).toBeVisible();

    await page.keyboard.press('Escape');

    await expect(panel(page)).toBeHidden();
    await expect(openButton(page)).toBeFocused();
  });

  test('closes with a click outside the panel', async ({ page }) => {
    await page.goto('/process');
    await openButton(page).click();
    await expect(panel(page)).toBeVisible();

    await page.mouse.click(PHONE.width - 20, 400);

    await expect(panel(page)).toBeHidden();
  });

  test('keeps focus inside the panel while it is open', async ({ page }) => {
    await page.goto('/process');
    await openButton(page).click();
    await expect(panel(page)).toBeVisible();

    for (let press = 0; press < 12; press += 1) {
      await page.keyboard.press(press % 3 === 2 ? 'Shift+Tab' : 'Tab');
      const focusInPanel = await panel(page).evaluate((dialog) => dialog.contains(document.activeElement));
      expect(focusInPanel).toBe(true);
    }
  });

  test('choosing a topic closes the panel and shows its card', async ({ page }) => {
    await page.goto('/process');
    await openButton(page).click();

    await panel(page).getByRole('button', { name: 'Dust Collection' }).click();

    await expect(panel(page)).toBeHidden();
    await expect(page.getByRole('article', { name: 'Dust Collection' })).toBeVisible();
  });

  test('Ctrl+B opens and closes the panel on a phone', async ({ page }) => {
    await page.goto('/process');
    await expect(openButton(page)).toBeVisible();

    await page.keyboard.press('Control+b');
    await expect(panel(page)).toBeVisible();
    await page.keyboard.press('Meta+b');
    await expect(panel(page)).toBeHidden();
  });
});
