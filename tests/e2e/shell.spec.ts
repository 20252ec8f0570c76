import { expect, test } from '@playwright/test';

const SITE = 'Technology For Clean Air';

// The header, footer and title of every route at every width: screens.spec.ts.
test.describe('the shell at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('an unknown path shows the 404 page, logs the path and links home', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/no-such-page');

    await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    await expect(page).toHaveTitle(`Page not found · ${SITE}`);
    // Console messages reach the test asynchronously: poll for the log.
    await expect.poll(() => errors.some((text) => text.includes('/no-such-page'))).toBe(true);
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL('/');
  });

  test('the info button opens Know-How and the title link returns home', async ({ page }) => {
    await page.goto('/monitoring');

    await page.getByRole('banner').getByRole('link', { name: 'Know-How' }).click();
    await expect(page).toHaveURL('/process/know-how');
    await expect(page.getByRole('heading', { level: 1, name: 'Know-How' })).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: SITE }).click();
    await expect(page).toHaveURL('/');
  });
});

test.describe('keyboard users', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the first Tab shows a skip link that moves focus to the main content', async ({ page }) => {
    await page.goto('/energy-analysis');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');

    await expect(page.getByRole('main')).toBeFocused();
  });

  test('every focused control shows a visible focus ring', async ({ page }) => {
    await page.goto('/process');
    await expect(page.getByRole('complementary')).toBeVisible();

    for (let press = 0; press < 5; press += 1) {
      await page.keyboard.press('Tab');
      const ring = await page.evaluate(() => {
        const style = getComputedStyle(document.activeElement as Element);
        return { style: style.outlineStyle, width: style.outlineWidth };
      });
      expect(ring).toEqual({ style: 'solid', width: '3px' });
    }
  });

  test('document titles name the page and the site', async ({ page }) => {
    const titles = [
      ['/process', 'Process Engineering'],
      ['/process/know-how', 'Know-How'],
      ['/monitoring', 'Industries & Applications'],
      ['/energy-analysis', 'OPEX Savings Analysis'],
      ['/fan-selection', 'Fan Selection'],
    ] as const;
    for (const [path, title] of titles) {
      await page.goto(path);
      await expect(page).toHaveTitle(`${title} · ${SITE}`);
    }
  });
});
