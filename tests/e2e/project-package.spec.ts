// The calculation package of the woodshop, printed by Chromium: A4 and US
// Letter each paginate to the same page count on every print (at most
// MAX_PAGES, the hoods in three), each part from the top of a page, with the
// running header and "Page N of M" on every page, and no table wider than
// the page's content box. The HTML is what `duct-calc project report` writes
// (the CLI bundle is built by `npm run build:cli`, which `npm ci` and
// `npm test` run); the PDF's text is read with pdftotext (poppler-utils).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test, type Page } from '@playwright/test';

const HEADER = 'Oakridge Joinery: machine shop dust collection · Revision A';
/** The page margins of the package's @page rule, left and right, in CSS px (15 mm each). */
const SIDE_MARGINS_PX = (2 * 15 * 96) / 25.4;
/** The page widths in CSS px: A4 210 mm, Letter 8.5 in. */
const PAGE_WIDTH_PX = { A4: (210 * 96) / 25.4, Letter: 8.5 * 96 } as const;

/**
 * The package's pages on A4 and on Letter: 40 when each hood had its own
 * block of figures and formulas (10 pages), 33 with the hoods' two tables
 * (3 pages), 35 since a form part lists every input, a blank one with what
 * it stands for (the explosion part one page more, the cost's 21 blank EPA
 * factors another). A part that grows past this is worth a look.
 */
const MAX_PAGES = 35;

const PARTS = ['1 Hood Design', '2 Exhaust System', '3 Baghouse Design', '4 Explosion Protection', '5 Fan Selection', '6 Cost Estimation', '7 Maintenance Schedule'];

let folder: string;
let reportUrl: string;

test.beforeAll(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'project-package-'));
  const out = path.join(folder, 'package.html');
  execFileSync('bin/duct-calc', ['project', 'report', 'examples/shop-project.json', '--out', out, '--date', '2026-11-26']);
  reportUrl = pathToFileURL(out).href;
});

test.afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** The text of each page of a PDF, by pdftotext. */
function pdfPageTexts(pdf: Buffer, name: string): string[] {
  const file = path.join(folder, `${name}.pdf`);
  writeFileSync(file, pdf);
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  // pdftotext ends every page with a form feed.
  return text.split('\f').slice(0, -1);
}

/**
 * The largest overflow, in px, with the viewport as wide as the page's
 * content box: of a table past its container, and of a cell's text past its
 * cell (a fixed-layout table keeps its width and lets a long word spill over).
 */
async function tableOverflow(page: Page, contentWidth: number): Promise<number> {
  await page.setViewportSize({ width: Math.floor(contentWidth), height: 1000 });
  return page.evaluate(() =>
    Math.max(
      ...[...document.querySelectorAll('table')].map((table) => table.scrollWidth - table.parentElement!.clientWidth),
      ...[...document.querySelectorAll('td, th')].map((cell) => cell.scrollWidth - cell.clientWidth),
    ),
  );
}

test('the package prints on A4 and Letter: stable page count, running header and page numbers on every page, no table wider than the page', async ({ page }) => {
  await page.goto(reportUrl);
  await expect(page.getByRole('heading', { level: 1, name: 'Oakridge Joinery: machine shop dust collection' })).toBeVisible();

  for (const format of ['A4', 'Letter'] as const) {
    const pages = pdfPageTexts(await page.pdf({ format }), format);
    const again = pdfPageTexts(await page.pdf({ format }), `${format}-again`);

    expect(pages.length, format).toBeGreaterThan(3);
    expect(pages.length, format).toBeLessThanOrEqual(MAX_PAGES);
    expect(again.length, format).toBe(pages.length);
    pages.forEach((text, index) => {
      expect(text, `${format} page ${index + 1}`).toContain(HEADER);
      expect(text, `${format} page ${index + 1}`).toContain(`Page ${index + 1} of ${pages.length}`);
    });
    // Every part starts at the top of a page: its heading is the first line under the running header.
    const tops = pages.map((text) => text.split('\n').map((line) => line.trim()).filter(Boolean)[1]);
    expect(PARTS.filter((heading) => !tops.includes(heading)), format).toEqual([]);
    expect(tops.indexOf(PARTS[1]!) - tops.indexOf(PARTS[0]!), `${format}: the hoods' pages`).toBeLessThanOrEqual(3);
  }

  await page.emulateMedia({ media: 'print' });
  for (const format of ['A4', 'Letter'] as const) {
    expect(await tableOverflow(page, PAGE_WIDTH_PX[format] - SIDE_MARGINS_PX), format).toBeLessThanOrEqual(0);
  }
});
