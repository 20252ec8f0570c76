import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './axe.ts';
import { horizontalOverflow } from './overflow.ts';
import { DEFAULT_CONFIG } from '../../src/core/maintenance/config.ts';
import { readLogFile, writeLogFile } from '../../src/core/maintenance/log.ts';
import { planTasks } from '../../src/core/maintenance/plan.ts';
import { PRESSURE_DROP_TASK } from '../../src/core/maintenance/rules.ts';
import { IMPERIAL_PREFERENCE } from './unit-preference.ts';

// The worked examples as published, in US units: opened by a user whose unit preference is imperial.
test.use({ storageState: IMPERIAL_PREFERENCE });

const SHOTS = 'screenshots';
const PATH = '/maintenance';
/** Wednesday 13 January 2027, mid-morning on the device. */
const NOW = new Date(2027, 0, 13, 10, 0);

const dayTasks = (page: Page) => page.getByRole('region', { name: /^Tasks on / });

/** Ticks the daily ΔP check off on a day of the week shown. */
async function tickPressureDrop(page: Page, day: string, reading: string) {
  await page.getByRole('button', { name: new RegExp(`^${day}`) }).click();
  await dayTasks(page).getByRole('button', { name: `Tick off: Filter bags (tube-sheet ΔP), ${day}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Initials' }).fill('jd');
  await dialog.getByRole('textbox', { name: 'ΔP reading' }).fill(reading);
  await dialog.getByRole('textbox', { name: 'Compressed air (gauge)' }).fill('92');
  await dialog.getByRole('button', { name: 'Save to the log' }).click();
  await expect(dialog).toBeHidden();
}

test.describe('maintenance schedule at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('from the home tile: plan a pulse-jet collector, tick tasks off, export, import and undo, print a checklist and the report, and find the log after a reload', async ({ page }) => {
    await page.clock.setFixedTime(NOW);
    await page.goto('/');
    await page.getByRole('link', { name: /Maintenance Schedule/ }).click();
    await expect(page).toHaveURL(PATH);
    await expect(page.getByRole('heading', { level: 1, name: 'Maintenance Schedule' })).toBeVisible();

    // The plan from Monday: core's default pulse-jet collector.
    await page.getByLabel('Plan start').fill('2027-01-11');
    const config = { ...DEFAULT_CONFIG, start: '2027-01-11' };
    await expect(page.getByText(`${planTasks(config).length} tasks`, { exact: true })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'No ΔP logged on 2027-01-11' })).toBeVisible();

    // Three days of ΔP readings, the last one above the 6.02 inH₂O alarm.
    await tickPressureDrop(page, 'Mon 11 Jan 2027', '3.2');
    await tickPressureDrop(page, 'Tue 12 Jan 2027', '4.1');
    await tickPressureDrop(page, 'Wed 13 Jan 2027', '6.4');
    await expect(dayTasks(page).getByText(/Done by JD at 10:00; ΔP 6\.40 inH₂O, compressed air 92 psi gauge/)).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'No ΔP logged on 2027-01-11' })).toHaveCount(0);
    await expect(page.getByRole('listitem').filter({ hasText: /^ΔP 6\.40 inH₂O on 2027-01-13 is at or above the alarm set point 6\.02 inH₂O/ })).toBeVisible();
    await expect(page.getByRole('region', { name: 'ΔP trend: data' }).getByRole('row')).toHaveCount(4);
    await expect(page.getByRole('button', { name: 'Wed 13 Jan 2027 (today): 5 tasks, 1 done' })).toBeVisible();

    await page.getByRole('button', { name: 'Month', exact: true }).click();
    await expect(page.getByRole('heading', { level: 3, name: 'January 2027', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Tue 12 Jan 2027: 5 tasks, 1 done$/ })).toBeVisible();
    expect(await horizontalOverflow(page)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/maintenance-1280.png`, fullPage: true });

    // Export: the log file holds the three entries, in Pa.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export log (JSON)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('maintenance-log.json');
    const exported = readLogFile(await readFile((await file.path())!, 'utf8'));
    expect(exported.status).toBe('success');
    if (exported.status !== 'success') return;
    expect(exported.data.entries.map((entry) => [entry.date, entry.initials])).toEqual([
      ['2027-01-11', 'JD'],
      ['2027-01-12', 'JD'],
      ['2027-01-13', 'JD'],
    ]);

    // A bad file is refused, naming the problem, and nothing changes; a good one merges.
    const importer = page.getByLabel('Import log (JSON)');
    await importer.setInputFiles({ name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from('{"format": "tfca-maintenance-log"') });
    await expect(page.getByText('broken.json was not imported')).toBeVisible();
    await expect(page.getByText(/The file is not JSON/)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Log entries' }).getByRole('row')).toHaveCount(4);
    const other = { taskId: 'stack-visible-emissions', date: '2027-01-12', doneAt: '2027-01-12T08:00:00.000Z', initials: 'KM', note: 'Clear', pressureDropPa: null, compressedAirPa: null };
    const backup = writeLogFile({ config: exported.data.config, entries: [...exported.data.entries, other] });
    await importer.setInputFiles({ name: 'backup.json', mimeType: 'application/json', buffer: Buffer.from(backup) });
    await expect(page.getByText('Imported backup.json: added 1 entry; 3 already in the log were kept as they were.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Log entries' }).getByRole('row')).toHaveCount(5);
    // An import can be taken back, and made again.
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByRole('region', { name: 'Log entries' }).getByRole('row')).toHaveCount(4);
    await importer.setInputFiles({ name: 'backup.json', mimeType: 'application/json', buffer: Buffer.from(backup) });
    await expect(page.getByRole('region', { name: 'Log entries' }).getByRole('row')).toHaveCount(5);

    // The plan for a calendar: one event per task, floating all-day dates, stable UIDs.
    const icsDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Add the plan to a calendar (.ics)' }).click();
    const ics = await readFile((await (await icsDownload).path())!, 'utf8');
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(planTasks(config).length);
    expect(ics).toContain(`UID:${PRESSURE_DROP_TASK}@tfca-maintenance`);
    expect(ics).toContain('DTSTART;VALUE=DATE:20270111');

    // A checklist prints alone: the weekly one, with blank columns to fill in, in landscape.
    // (window.print is stubbed: the dialog would block; the page keeps the checklist on paper until it closes.)
    await page.evaluate(() => Object.assign(window, { print: () => undefined }));
    await page.getByRole('button', { name: 'Weekly', exact: true }).click();
    await page.getByRole('button', { name: 'Print this checklist' }).click();
    await page.emulateMedia({ media: 'print' });
    const checklist = page.getByRole('table', { name: /^Weekly checklist/ });
    await expect(checklist).toBeVisible();
    await expect(checklist.getByRole('columnheader', { name: 'Initials' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('heading', { level: 2, name: 'Plan' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Print this checklist' })).toBeHidden();
    await page.pdf({ path: `${SHOTS}/maintenance-checklist.pdf`, landscape: true, format: 'A4' });
    await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));

    // The report: date, units and the command line that reproduces the plan; the collector as
    // inputs; the plan with its alerts and tasks' sources; the ΔP trend; no controls.
    await expect(page.getByRole('heading', { level: 1, name: 'Maintenance Schedule' })).toBeVisible();
    await expect(page.getByText(/^Prepared \d{4}-\d{2}-\d{2} · Units: imperial \(US\)/)).toBeVisible();
    await expect(page.getByText('duct-calc maintenance --cleaning pulse-jet --discharge rotary-airlock --compressed-air --dryer --belt-drive --explosion-vents --bag-life 24 --start 2027-01-11 --operating-days mo,tu,we,th,fr --hours-per-day 16 --pressure-drop-alarm 1500Pa --imperial')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Collector' }).getByRole('row', { name: 'ΔP alarm 6.02 inH₂O' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Plan' })).toBeVisible();
    await expect(page.getByText(`${planTasks(config).length} tasks`, { exact: true })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: /^ΔP 6\.40 inH₂O on 2027-01-13 is at or above the alarm set point/ })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Tasks, when they fall, and their sources' }).getByRole('row', { name: /^Explosion vent panels the first Monday of February NFPA 68/ })).toBeVisible();
    await expect(page.getByRole('figure', { name: 'ΔP trend' })).toBeVisible();
    await expect(page.getByRole('table', { name: /^Weekly checklist/ })).toBeHidden();
    await expect(page.getByRole('form', { name: 'Collector' })).toBeHidden();
    await expect(page.getByRole('region', { name: 'Log entries' })).toBeHidden();
    for (const name of ['Print report', 'Month', 'Tick off: Filter bags (tube-sheet ΔP), Wed 13 Jan 2027', 'Tue 12 Jan 2027: 5 tasks, 1 done']) {
      await expect(page.getByRole('button', { name, exact: true })).toBeHidden();
    }
    await page.screenshot({ path: `${SHOTS}/maintenance-report-print.png`, fullPage: true });
    for (const format of ['A4', 'Letter'] as const) {
      const pdf = await page.pdf({ path: `${SHOTS}/maintenance-report-${format}.pdf`, format });
      const pages = Number(/\/Type\s*\/Pages[^>]*\/Count (\d+)/.exec(pdf.toString('latin1'))?.[1]);
      expect(pages).toBeGreaterThanOrEqual(2);
      expect(pages).toBeLessThanOrEqual(5);
    }
    await page.emulateMedia({ media: 'screen' });

    // Kept on the device.
    await page.reload();
    await expect(page.getByRole('region', { name: 'Log entries' }).getByRole('row')).toHaveCount(5);
    await page.getByRole('button', { name: /^Mon 11 Jan 2027/ }).click();
    await expect(dayTasks(page).getByRole('button', { name: 'Edit entry: Filter bags (tube-sheet ΔP), Mon 11 Jan 2027' })).toBeVisible();
    await expect(page.getByLabel('Plan start')).toHaveValue('2027-01-11');
  });
});

for (const width of [375, 768]) {
  test(`at ${width} px the page fits, the checklist scrolls in its own region, and axe finds nothing serious`, async ({ page }) => {
    await page.clock.setFixedTime(NOW);
    await page.setViewportSize({ width, height: 900 });
    await page.goto(PATH);
    await expect(page.getByRole('button', { name: /^Wed 13 Jan 2027 \(today\)/ })).toBeVisible();
    await expect(dayTasks(page).getByRole('heading', { name: 'Filter bags (tube-sheet ΔP)' })).toBeVisible();

    expect(await horizontalOverflow(page)).toEqual([]);
    const region = page.getByRole('region', { name: /^Daily checklist/ });
    const box = (await region.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/maintenance-${width}.png`, fullPage: true });
  });
}
