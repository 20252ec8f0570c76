import { expect, test } from '@playwright/test';
import { VIEWPORTS } from './viewports.ts';

for (const viewport of VIEWPORTS) {
  test(`an unknown path shows the 404 page at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/no-such-page');

    await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL('/');
  });
}
