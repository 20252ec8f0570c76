import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './axe.ts';
import { horizontalOverflow } from './overflow.ts';

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
    expect(await horizontalOverflow(page)).toEqual([]);
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

// The example controller export (examples/collector-log.csv, made by scripts/ with its events): four days at one
// reading a minute with a blinding drift, a dead valve, a bag leak alarm and a step drop on the last day.
const EXAMPLE_LOG = 'examples/collector-log.csv';

/** Imports a log into the Equipment monitoring part and waits for its analysis. */
async function importLog(page: Page, file: string) {
  await page.goto('/monitoring');
  await page.getByLabel('Import controller logs (CSV or .xlsx)').setInputFiles(file);
  await expect(page.getByRole('list', { name: 'Analysis summary' })).toBeVisible({ timeout: 20_000 });
}

test.describe('equipment monitoring at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('imports the example controller log, shows its trend and findings, reads its .xlsx alike with Undo, and sends the days to the maintenance log, found on /maintenance', async ({ page }) => {
    await importLog(page, EXAMPLE_LOG);
    const monitoring = page.getByRole('region', { name: 'Equipment monitoring' });

    // The mapping guessed from the header, its unit included.
    await expect(monitoring.getByRole('combobox', { name: 'ΔP (tube sheet) column' })).toHaveValue('1');
    await expect(monitoring.getByRole('combobox', { name: 'ΔP (tube sheet) unit' })).toHaveValue('inH2O');
    await expect(monitoring.getByRole('list', { name: 'Analysis summary' })).toContainText('collector-log.csv: 5,641 rows read, 5,639 analysed, 2 reported as bad');
    // The trend is drawn (a canvas) beside its table of days.
    await expect(monitoring.getByRole('figure', { name: 'ΔP trend' }).locator('canvas').first()).toBeVisible();
    await expect(monitoring.getByRole('region', { name: 'ΔP by day' }).getByRole('row')).toHaveCount(5);
    const findings = monitoring.getByRole('region', { name: 'Findings' });
    for (const rule of ['Step drop (broken bag or bypass)', 'Bag leak detector alarm', 'Residual ΔP drift (blinding)', 'Dead valve']) {
      await expect(findings.getByRole('rowheader', { name: rule })).toBeVisible();
    }
    expect(await seriousViolations(page)).toEqual([]);

    // The same export as a workbook reads the same; Undo puts the CSV's analysis back.
    await page.getByLabel('Import controller logs (CSV or .xlsx)').setInputFiles('examples/collector-log.xlsx');
    await expect(monitoring.getByRole('status').filter({ hasText: 'Read collector-log.xlsx in place of collector-log.csv.' })).toBeVisible();
    await expect(monitoring.getByRole('list', { name: 'Analysis summary' })).toContainText('collector-log.xlsx: 5,641 rows read, 5,639 analysed, 2 reported as bad', { timeout: 20_000 });
    await monitoring.getByRole('button', { name: 'Undo' }).click();
    await expect(monitoring.getByRole('list', { name: 'Analysis summary' })).toContainText('collector-log.csv: 5,641 rows read');

    await monitoring.getByRole('button', { name: 'Send to the Maintenance Schedule’s log' }).click();
    await expect(monitoring.getByText('Sent to the maintenance log: 4 days added.')).toBeVisible();
    await monitoring.getByRole('link', { name: 'Open the Maintenance Schedule' }).click();
    await expect(page).toHaveURL('/maintenance');
    const log = page.getByRole('region', { name: 'Log entries' });
    await expect(log.getByRole('row').filter({ hasText: 'From the controller log collector-log.csv' })).toHaveCount(4);
    await expect(log.getByRole('row').filter({ hasText: 'Alarm: ΔP level fell' })).toHaveCount(1);
  });
});

test.describe('equipment monitoring at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('an analysed log fits the phone: the mapping, trend and findings (a card each) stay within the width, axe clean', async ({ page }) => {
    await importLog(page, EXAMPLE_LOG);
    await expect(page.getByRole('figure', { name: 'ΔP trend' }).locator('canvas').first()).toBeVisible();
    expect(await horizontalOverflow(page)).toEqual([]);
    const send = await page.getByRole('button', { name: 'Send to the Maintenance Schedule’s log' }).boundingBox();
    expect(send!.x + send!.width).toBeLessThanOrEqual(375);
    // Each finding is a card that fits: no column runs past the findings box (below 1024 px, as at 768 px).
    const findings = page.getByRole('region', { name: 'Findings' });
    await expect(findings.getByRole('rowheader', { name: 'Step drop (broken bag or bypass)' })).toBeVisible();
    expect(await horizontalOverflow(findings)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
