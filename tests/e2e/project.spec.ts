import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './axe.ts';
import { VIEWPORTS } from './viewports.ts';

const DESKTOP = VIEWPORTS.find((viewport) => viewport.name === 'desktop')!;
const PHONE = VIEWPORTS.find((viewport) => viewport.name === 'phone')!;
const SHOP = 'examples/shop-project.json';
const NAME = 'Oakridge Joinery: machine shop dust collection';

async function importProject(page: Page, name: string, buffer: Buffer) {
  await page.goto('/project');
  await page.getByLabel('Import a project file').setInputFiles({ name, mimeType: 'application/json', buffer });
  await expect(page.getByText(`${NAME}, revision A`)).toBeVisible();
}

/** The figures and the checks' summary as the overview shows them. */
async function overviewFigures(page: Page) {
  return {
    figures: await page.locator('article dl').allInnerTexts(),
    checks: await page.getByText(/^\d+ checks: /).innerText(),
  };
}

test.describe('at 1280 px', () => {
  test.use({ viewport: DESKTOP });

  test('imports the woodshop, shows its figures and checks, exports it, and a fresh profile imports the same', async ({ page, browser }) => {
    await importProject(page, 'shop-project.json', await readFile(SHOP));
    await expect(page.getByText('13 checks: 13 passed, 0 failed, 0 not applicable', { exact: false })).toBeVisible();
    const system = page.getByRole('article', { name: /^Exhaust System/ });
    await expect(system.getByText('2,778 CFM')).toBeVisible();
    await expect(page.getByRole('article', { name: /^Explosion Protection/ }).getByText('21.02 ft²')).toBeVisible();
    await expect(page.getByRole('button', { name: `Project: ${NAME}` })).toBeVisible();
    const shown = await overviewFigures(page);

    // The calculation package opens in a new tab under the app's Content Security Policy, styled, and prints with its running header.
    const blocked: string[] = [];
    page.context().on('console', (message) => void (/Content Security Policy/i.test(message.text()) && blocked.push(message.text())));
    const opened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Calculation package', exact: true }).click();
    const pkg = await opened;
    await expect(pkg.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
    expect(await pkg.locator('h2').first().evaluate((heading) => getComputedStyle(heading).borderBottomStyle)).toBe('solid');
    const pdf = path.join(test.info().outputDir, 'package.pdf');
    await pkg.pdf({ path: pdf, format: 'A4' });
    expect(execFileSync('pdftotext', ['-l', '1', '-layout', pdf, '-'], { encoding: 'utf8' })).toMatch(new RegExp(`${NAME} · Revision A[\\s\\S]*Page 1 of \\d+`));
    expect(blocked).toEqual([]);
    await pkg.close();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export project' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('oakridge-joinery-machine-shop-dust-collection.tfca-project.json');
    const exported = await readFile((await file.path())!);

    // A new browser context is a new profile: nothing of the first is kept.
    const fresh = await browser.newContext({ viewport: DESKTOP });
    const other = await fresh.newPage();
    await other.goto('/project');
    await expect(other.getByText('No project is open', { exact: false })).toBeVisible();
    await importProject(other, file.suggestedFilename(), exported);
    expect(await overviewFigures(other)).toEqual(shown);
    await fresh.close();

    // The fan opens from the project in its tool, inside the project: the bar says its inputs are the project's.
    await page.getByRole('article', { name: /^Fan Selection/ }).getByRole('link', { name: 'Open in Fan Selection' }).click();
    await expect(page.getByRole('region', { name: 'Project' }).getByText("Fan Selection follows its sources; your inputs are the project's.")).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Design flow' })).toHaveValue('2778.3393');
    await expect(page.getByRole('rowheader', { name: /^Shaft power/ }).first()).toBeVisible();
  });
});

test.describe('at 375 px', () => {
  test.use({ viewport: PHONE });

  test('the overview and the open switcher fit the screen and are axe clean', async ({ page }) => {
    await importProject(page, 'shop-project.json', await readFile(SHOP));
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    // The site title stays on one line beside the header's two buttons.
    const title = await page.getByRole('link', { name: 'Technology For Clean Air' }).boundingBox();
    expect(title!.height).toBeLessThan(40);
    expect(await seriousViolations(page)).toEqual([]);
    // The phone's header keeps Menu and Know-How only: the switcher opens from the overview.
    await expect(page.getByRole('button', { name: `Project: ${NAME}` })).toBeHidden();
    await page.getByRole('button', { name: 'Projects…' }).click();
    await expect(page.getByRole('dialog', { name: 'Projects' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
