import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter(({ impact }) => impact === 'serious' || impact === 'critical')
    .map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target).join(', ')}`);
}

test.describe('industries at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('finds an industry by its dust, shows the dust’s sourced properties, keeps it in the link and opens Baghouse Design pre-filled', async ({ page }) => {
    await page.goto('/monitoring');
    await expect(page.getByRole('heading', { level: 1, name: 'Industries & Applications' })).toBeVisible();
    const industries = page.getByRole('region', { name: 'Industries' });
    await expect(industries.getByRole('list', { name: 'Industries' }).getByRole('listitem')).toHaveCount(10);

    await industries.getByRole('searchbox', { name: 'Search industries, processes and dusts' }).fill('fly ash');
    await expect(industries.getByText('1 of 10 industries')).toBeVisible();
    await industries.getByRole('button', { name: 'Power and fly ash' }).click();
    const flyAsh = industries.getByRole('article', { name: 'Fly ash' });
    // EPA Table 1.1: 2.5 ft/min shaker or reverse-air, 5 ft/min pulse-jet; CEMA 30–45 lb/ft³.
    await expect(flyAsh).toContainText('0.76 m/min shaker or reverse-air, 1.52 m/min pulse-jet (fly ash)');
    await expect(flyAsh).toContainText('481–721 kg/m³ (fly ash)');
    await expect(flyAsh).toContainText('Source: EPA Cost Manual, Sec. 6 Ch. 1, Table 1.1');
    await expect(page).toHaveURL(/\/monitoring\?industry=power-fly-ash&search=fly\+ash&units=metric$/);
    expect(await seriousViolations(page)).toEqual([]);

    await flyAsh.getByRole('link', { name: 'Baghouse Design for fly ash' }).click();
    await expect(page).toHaveURL('/baghouse-design?dust=fly-ash&cleaning=reverse-air&units=metric');
    await expect(page.getByRole('combobox', { name: 'Dust (EPA Table 1.1)' })).toHaveText(/Fly ash/i);
    await expect(page.getByRole('combobox', { name: 'Cleaning type' })).toHaveText(/Reverse-air/);
  });
});

test.describe('industries at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('fits the phone: an opened industry’s dusts and tool links stay within the width, touch-sized controls, axe clean', async ({ page }) => {
    await page.goto('/monitoring?industry=woodworking&units=imperial');
    const sawdust = page.getByRole('article', { name: 'Sawdust and shavings (dry)' });
    await expect(sawdust).toContainText('3000–4000 ft/min');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const search = await page.getByRole('searchbox', { name: 'Search industries, processes and dusts' }).boundingBox();
    expect(search!.height).toBeGreaterThanOrEqual(40);
    for (const link of await sawdust.getByRole('link').all()) {
      const box = await link.boundingBox();
      expect(box!.height).toBeGreaterThanOrEqual(40);
      expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    }
    expect(await seriousViolations(page)).toEqual([]);
  });
});
