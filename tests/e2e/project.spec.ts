import { execFileSync, spawnSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { seriousViolations } from './axe.ts';
import { horizontalOverflow } from './overflow.ts';
import { IMPERIAL_PREFERENCE } from './unit-preference.ts';
import { VIEWPORTS } from './viewports.ts';

const DESKTOP = VIEWPORTS.find((viewport) => viewport.name === 'desktop')!;
const PHONE = VIEWPORTS.find((viewport) => viewport.name === 'phone')!;
const SHOP = 'examples/shop-project.json';
const SHOP_NAME = 'Oakridge Joinery: machine shop dust collection';
const NAME = 'Riverside Cabinets: sawing and sanding';

// The shop works in US units, as the ACGIH sheet it starts from.
test.use({ storageState: IMPERIAL_PREFERENCE });

const field = (scope: Page | Locator, name: string) => scope.getByRole('textbox', { name, exact: true });
const bar = (page: Page) => page.getByRole('region', { name: 'Project' });
const card = (page: Page, title: string) => page.getByRole('article', { name: new RegExp(`^${title}`) });

async function choose(page: Page, select: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: select, exact: true }).click();
  await page.getByRole('option', { name: option }).click();
}

/** Types each field's text, by its label (in one form of the page, where two have the same label), and waits until each shows it. */
async function fill(scope: Page | Locator, texts: Record<string, string>) {
  for (const [name, text] of Object.entries(texts)) await field(scope, name).fill(text);
  for (const [name, text] of Object.entries(texts)) await expect(field(scope, name)).toHaveValue(text);
}

/** Opens a part in its tool from the overview's link, and waits until a field the link gives shows it. */
async function openPart(page: Page, title: string, given: string) {
  await card(page, title).getByRole('link', { name: `Open in ${title}` }).click();
  await expect(field(page, given)).not.toHaveValue('');
}

/**
 * Opens an address as a reload does. A change to the project shows at once and is written into this device's store
 * in the background (the page says "Saving to this device…" meanwhile, and asks before leaving): wait until it is stored.
 */
async function visit(page: Page, path: string) {
  await expect(page.getByText('Saving to this device…')).toHaveCount(0);
  await page.goto(path);
}

/** Saves the page's inputs to the project through its bar, and waits for the bar to say so. */
async function saveToProject(page: Page, button = 'Save to the project') {
  await bar(page).getByRole('button', { name: button }).click();
  await expect(bar(page).getByText(/^(Saved|Added) your /)).toBeVisible();
}

/** On the overview: starts a part from its sources, and waits for its card to show figures or what it lacks. */
async function start(page: Page, title: string, from: string) {
  await page.getByRole('button', { name: `Start ${title} from ${from}` }).click();
  await expect(card(page, title).getByText('Not started')).toHaveCount(0);
}

/** Follows every stale link on the overview, upstream first, until nothing is stale. */
async function followAll(page: Page) {
  const follow = page.getByRole('button', { name: /^Follow / });
  for (let step = 0; step < 10 && (await follow.count()) > 0; step += 1) await follow.first().click();
  await expect(page.getByText('Stale', { exact: true })).toHaveCount(0);
}

/** The figures and the checks' summary as the overview shows them. */
async function overviewFigures(page: Page) {
  await expect(page.getByText(/^\d+ checks: /)).toBeVisible();
  return { figures: await page.locator('article dl').allInnerTexts(), checks: await page.getByText(/^\d+ checks: /).innerText() };
}

/** Each tool's tables (inputs and results) with the project's part opened in it, the tool's own figures. */
async function toolTables(page: Page) {
  const tables = async (ready: Locator) => {
    await expect(ready).toBeVisible();
    return page.locator('main table').allInnerTexts();
  };
  const fromOverview = async (title: string, link: string | RegExp, ready: (page: Page) => Locator) => {
    await visit(page, '/project');
    await card(page, title).getByRole('link', { name: link }).first().click();
    return tables(ready(page));
  };
  const fromBar = async (route: string, noun: string, ready: (page: Page) => Locator) => {
    await visit(page, route);
    await bar(page).getByRole('button', { name: `Open the project's ${noun}` }).click();
    return tables(ready(page));
  };
  return {
    hood: await fromOverview('Hood Design', /^Open the hood of segment D/, (p) => p.getByRole('table', { name: 'Hood design' })),
    system: await fromBar('/ducting-calculator/system', 'sheet', (p) => p.getByRole('table', { name: 'Fan duty' })),
    baghouse: await fromOverview('Baghouse Design', 'Open in Baghouse Design', (p) => p.getByRole('table', { name: 'Baghouse design results' })),
    vent: await fromOverview('Explosion Protection', 'Open in Explosion Protection', (p) => p.getByRole('table', { name: 'Vent design' })),
    fan: await fromOverview('Fan Selection', 'Open in Fan Selection', (p) => p.getByRole('table', { name: 'Gas, pressure, power, motor and cold start' })),
    cost: await fromOverview('Cost Estimation', 'Open in Cost Estimation', (p) => p.getByRole('table', { name: 'Cost summary' })),
    plan: await fromBar('/maintenance', 'configuration', (p) => p.getByRole('table', { name: /^Daily checklist/ })),
  };
}

test.describe('at 1280 px', () => {
  test.use({ viewport: DESKTOP });

  test('builds a shop through every tool from nothing, prints its package, exports it; a fresh profile imports the same figures in every tool, and the CLI checks the file', async ({ page, browser }) => {
    test.setTimeout(240_000);
    // A new project, from the overview's switcher.
    await visit(page, '/project');
    await expect(page.getByText('No project is open', { exact: false })).toBeVisible();
    await page.getByRole('button', { name: 'Projects…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Projects' });
    await dialog.getByRole('textbox', { name: 'New project name' }).fill(NAME);
    await dialog.getByRole('button', { name: 'New', exact: true }).click();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByText(`${NAME}, revision A`)).toBeVisible();
    await expect(card(page, 'Fan Selection').getByText('Not started')).toBeVisible();

    // The site: who designs and checks, and the plant's air, warmer and a mile higher than standard.
    await page.getByRole('button', { name: 'Edit site' }).click();
    const site = page.getByRole('form', { name: 'Edit site' });
    await fill(site, { Plant: 'Riverside Cabinets, machine room', Location: 'Denver, Colorado, USA', Engineer: 'R. Okafor, PE', Checker: 'L. Brandt, PE', Temperature: '85', Altitude: '5280' });
    await site.getByRole('button', { name: 'Save site' }).click();
    await expect(page.getByText('85.0 °F', { exact: false })).toBeVisible();

    // Three hoods, designed in Hood Design and added for the segments of the sheet they feed.
    await visit(page, '/hood-design');
    await expect(bar(page).getByText('Project:')).toContainText(NAME);
    const hoods = [
      { segment: 'A', name: 'Table saw, 10 in blade, guard and cabinet', area: '0.2', flow: '390', fh: '0.65' },
      { segment: 'B', name: 'Disc sander, 12 in', area: '0.2', flow: '450', fh: '0.49' },
      { segment: 'D', name: 'Wide-belt sander, 37 in', area: '1.5', flow: '800', fh: '0.25' },
    ];
    await page.getByRole('button', { name: 'Clear inputs' }).click();
    await choose(page, 'Hood type', 'Hood of your own (Fh given)');
    await choose(page, 'Dust (minimum transport velocity)', /^average industrial dust/);
    for (const hood of hoods) {
      await fill(page, { 'Hood name': hood.name, 'Open area': hood.area, 'Design flow': hood.flow, 'Hood entry loss Fh': hood.fh });
      await expect(page.getByRole('table', { name: 'Hood design' }).getByRole('row', { name: /^Flow Q \(actual\)/ })).toContainText(hood.flow);
      await bar(page).getByRole('textbox', { name: 'Segment of the new hood' }).fill(hood.segment);
      await bar(page).getByRole('button', { name: 'Add as a new hood' }).click();
      await expect(bar(page).getByText(`Added your inputs to ${NAME} as the hood of segment ${hood.segment}.`)).toBeVisible();
    }

    // The system: the sheet this device shows, its hood rows left to the hood designs, saved to the project.
    await visit(page, '/ducting-calculator/system');
    for (const { segment } of hoods) await fill(page, { [`Flow, segment ${segment}`]: '', [`Hood entry loss Fh, segment ${segment}`]: '' });
    await saveToProject(page, 'Save sheet to the project');

    // On the overview the hoods follow the site's air, and the system the hoods; the fan and the baghouse start from the system.
    await visit(page, '/project');
    for (const title of ['Hood Design', 'Exhaust System']) await expect(card(page, title).getByText('Stale', { exact: true })).toBeVisible();
    await followAll(page);
    await start(page, 'Fan Selection', 'Exhaust System');
    await start(page, 'Baghouse Design', 'Exhaust System and the site');

    // The baghouse: its flow and temperature are the system's; the engineer gives the dust, the cleaning and the bags.
    await openPart(page, 'Baghouse Design', 'Gas flow');
    await fill(page, { 'Inlet dust loading': '2', 'Mass median diameter': '30', 'Air-to-cloth ratio': '6', 'Pulse pressure (gauge)': '90', 'Cake resistance K₂': '10', 'Cleaning interval': '10', 'Maximum pressure drop': '6', 'Bag diameter': '6', 'Bag length': '10', 'Bag pitch': '9', 'Hopper height': '5' });
    await choose(page, 'Dust (EPA Table 1.1)', 'Sawdust');
    await expect(page.getByRole('table', { name: 'Baghouse design results' })).toBeVisible();
    await saveToProject(page);

    // The vent and the cost start from the baghouse; the plan from the collector once it is vented.
    await visit(page, '/project');
    await start(page, 'Explosion Protection', 'Baghouse Design');
    await start(page, 'Cost Estimation', 'Baghouse Design');

    await openPart(page, 'Explosion Protection', 'Enclosure volume V');
    await choose(page, 'Standard', 'Both, the larger governs');
    await choose(page, 'Vent discharges', 'Outdoors, to a safe place');
    await fill(page, { 'Reduced explosion pressure Pred (gauge)': '3', 'Enclosure strength Pes (gauge)': '5', 'Inlet duct': 'E (collector inlet)', 'Outlet duct': 'collector to fan' });
    await expect(page.getByRole('table', { name: 'Vent design' })).toBeVisible();
    await saveToProject(page);
    await visit(page, '/project');
    await start(page, 'Maintenance Schedule', 'Baghouse Design and Explosion Protection');

    await openPart(page, 'Fan Selection', 'Design flow');
    await fill(page, { 'Fan efficiency': '72', 'Motor efficiency': '92', 'Drive efficiency': '95', 'Service margin': '15', 'Cold-start temperature': '50' });
    await expect(page.getByRole('table', { name: 'Gas, pressure, power, motor and cold start' })).toBeVisible();
    await saveToProject(page);

    await visit(page, '/project');
    await openPart(page, 'Cost Estimation', 'Gross cloth area');
    await fill(page.getByRole('form', { name: 'Inputs of the estimate' }), { 'Bag price': '1.10', 'Cage price': '12', 'Auxiliary equipment': '18000', 'CEPCI today': '800', 'CEPCI of the quoted prices': '800', 'Operating hours': '4000', 'Electricity price': '0.12', 'Compressed air price': '0.30', 'Operator wage': '32', 'Maintenance wage': '38', 'Bag change time': '10', 'Disposal price': '40' });
    await expect(page.getByRole('table', { name: 'Cost summary' })).toBeVisible();
    await saveToProject(page);

    // The overview: every part in step, every check passing.
    await visit(page, '/project');
    await expect(page.getByText(/^13 checks: 13 passed, 0 failed/)).toBeVisible();
    await expect(page.getByText('Not started')).toHaveCount(0);
    await expect(page.getByText('Stale', { exact: true })).toHaveCount(0);
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
    expect(file.suggestedFilename()).toBe('riverside-cabinets-sawing-and-sanding.tfca-project.json');
    const exported = await readFile((await file.path())!);
    const tools = await toolTables(page);
    for (const tables of Object.values(tools)) expect(tables.length).toBeGreaterThan(0);

    // A new browser context is a new profile: nothing of the first is kept. The same file gives the same figures, on the overview and in every tool.
    const fresh = await browser.newContext({ viewport: DESKTOP, storageState: IMPERIAL_PREFERENCE });
    const other = await fresh.newPage();
    await visit(other, '/project');
    await expect(other.getByText('No project is open', { exact: false })).toBeVisible();
    await other.getByLabel('Import a project file').setInputFiles({ name: file.suggestedFilename(), mimeType: 'application/json', buffer: exported });
    await expect(other.getByText(`${NAME}, revision A`)).toBeVisible();
    expect(await overviewFigures(other)).toEqual(shown);
    expect(await toolTables(other)).toEqual(tools);
    await fresh.close();

    // The CLI checks the same file in CI: every check passes.
    const saved = path.join(test.info().outputDir, file.suggestedFilename());
    await writeFile(saved, exported);
    const checked = spawnSync(process.execPath, ['bin/duct-calc', 'project', 'check', saved], { encoding: 'utf8' });
    expect(checked.stdout).toContain(`${saved}: 13 checks: 13 passed, 0 failed, 0 not applicable`);
    expect(checked.status).toBe(0);
  });
});

test.describe('at 375 px', () => {
  test.use({ viewport: PHONE });

  test('the overview and the open switcher fit the screen and are axe clean', async ({ page }) => {
    await visit(page, '/project');
    await page.getByLabel('Import a project file').setInputFiles({ name: 'shop-project.json', mimeType: 'application/json', buffer: await readFile(SHOP) });
    await expect(page.getByText(`${SHOP_NAME}, revision A`)).toBeVisible();
    expect(await horizontalOverflow(page)).toEqual([]);
    // The site title stays on one line beside the header's two buttons.
    const title = await page.getByRole('link', { name: 'Technology For Clean Air' }).boundingBox();
    expect(title!.height).toBeLessThan(40);
    expect(await seriousViolations(page)).toEqual([]);
    // The phone's header keeps Menu and Know-How only: the switcher opens from the overview.
    await expect(page.getByRole('button', { name: `Project: ${SHOP_NAME}` })).toBeHidden();
    await page.getByRole('button', { name: 'Projects…' }).click();
    await expect(page.getByRole('dialog', { name: 'Projects' })).toBeVisible();
    expect(await horizontalOverflow(page)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
