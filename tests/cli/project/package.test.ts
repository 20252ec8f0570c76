// `duct-calc project report`, `export-sheet` and `import-sheet` as real
// processes: the report writes one standalone HTML file; a corrupt project
// writes nothing (exit 2, one line); the system sheet goes out as CSV and
// back into a project byte for byte; a changed sheet leaves the parts
// downstream stale, and a sheet that cannot be used writes nothing.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCheckProcess, sheetFolder } from '../check/harness.ts';

const EXAMPLE = 'examples/shop-project.json';
const EXAMPLE_TEXT = readFileSync(EXAMPLE, 'utf8');
const folder = sheetFolder();
afterAll(() => folder.cleanup());
const outPath = (name: string) => path.join(folder.dir, name);

describe.concurrent('duct-calc project report', () => {
  it('writes the calculation package of the woodshop as one HTML file, dated as asked; exit 0', async () => {
    const out = outPath('package.html');
    const run = await runCheckProcess(['project', 'report', EXAMPLE, '--out', out, '--date', '2026-11-26']);
    const html = readFileSync(out, 'utf8');

    expect(run.stderr).toBe('');
    expect(run.exitCode).toBe(0);
    expect(run.stdout).toBe(`Wrote ${out}: the calculation package of Oakridge Joinery: machine shop dust collection, revision A, dated 2026-11-26: 7 parts; every check passes or does not apply\n`);
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html).toContain('<dt>Date</dt><dd>2026-11-26</dd>');
    expect(html).toContain('<h2>7 Maintenance Schedule</h2>');
    expect(html).toContain('<a href="/process/know-how/air-to-cloth-ratio">');
  });

  it('makes the Know-How links absolute with --base-url, and refuses an address that is not http(s); exit 2', async () => {
    const [out, bad] = [outPath('based.html'), outPath('bad-base.html')];
    const [run, refused] = await Promise.all([
      runCheckProcess(['project', 'report', EXAMPLE, '--out', out, '--base-url', 'https://tools.example.com/']),
      runCheckProcess(['project', 'report', EXAMPLE, '--out', bad, '--base-url', 'file:///tmp']),
    ]);

    expect(run.exitCode).toBe(0);
    expect(readFileSync(out, 'utf8')).toContain('<a href="https://tools.example.com/process/know-how/air-to-cloth-ratio">');
    expect(refused.exitCode).toBe(2);
    expect(refused.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(existsSync(bad)).toBe(false);
  });

  it('refuses a corrupt project with one line and writes no file; exit 2', async () => {
    const corrupt = folder.write('corrupt.json', EXAMPLE_TEXT.replace('"flow": "2778.3393"', '"flow": "-3"'));
    const out = outPath('corrupt.html');
    const run = await runCheckProcess(['project', 'report', corrupt, '--out', out]);

    expect(run.exitCode).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(run.stderr).toMatch(/^error: .*corrupt\.json: parts\.baghouse\.texts\.flow: /);
    expect(existsSync(out)).toBe(false);
  });

  it('refuses a date that is not in the calendar; exit 2', async () => {
    const out = outPath('bad-date.html');
    const run = await runCheckProcess(['project', 'report', EXAMPLE, '--out', out, '--date', '2026-02-30']);

    expect(run.exitCode).toBe(2);
    expect(run.stderr).toBe("error: option '--date <YYYY-MM-DD>' argument '2026-02-30' is invalid. expected a calendar date YYYY-MM-DD.\n");
    expect(existsSync(out)).toBe(false);
  });
});

describe.concurrent('duct-calc project export-sheet and import-sheet', () => {
  it('round-trips the system sheet: export, import, the same project byte for byte', async () => {
    const exported = await runCheckProcess(['project', 'export-sheet', EXAMPLE]);
    const sheet = folder.write('sheet.csv', exported.stdout);
    const out = outPath('round-trip.json');
    const imported = await runCheckProcess(['project', 'import-sheet', EXAMPLE, sheet, '--out', out]);

    expect(exported.exitCode).toBe(0);
    expect(exported.stdout.split('\r\n')[0]).toMatch(/^segment,to,flow,/);
    expect(imported.exitCode).toBe(0);
    expect(imported.stdout).toBe(`Wrote ${out}: the system of Oakridge Joinery: machine shop dust collection from ${sheet}, 14 segments; no part is stale\n`);
    expect(readFileSync(out, 'utf8')).toBe(EXAMPLE_TEXT);
  });

  it('writes the CSV to --out as it would to stdout', async () => {
    const out = outPath('out.csv');
    const [toFile, toStdout] = await Promise.all([runCheckProcess(['project', 'export-sheet', EXAMPLE, '--out', out]), runCheckProcess(['project', 'export-sheet', EXAMPLE])]);

    expect(toFile.exitCode).toBe(0);
    expect(toFile.stdout).toBe(`Wrote ${out}: the 14 segments of Oakridge Joinery: machine shop dust collection, bare numbers in imperial units\n`);
    expect(readFileSync(out, 'utf8')).toBe(toStdout.stdout);
  });

  it('a longer branch in the sheet: the new project has it, and the parts downstream read stale', async () => {
    const exported = await runCheckProcess(['project', 'export-sheet', EXAMPLE]);
    const sheet = folder.write('longer.csv', exported.stdout.replace('jointer,M1,,,,4,35,', 'jointer,M1,,,,4,50,'));
    const out = outPath('longer.json');
    const imported = await runCheckProcess(['project', 'import-sheet', EXAMPLE, sheet, '--out', out]);
    const check = await runCheckProcess(['project', 'check', out, '--format', 'json']);
    const stale = (JSON.parse(check.stdout) as { checks: { id: string; status: string; detail: string }[] }).checks.find(({ id }) => id === 'stale-fan')!;

    expect(imported.exitCode).toBe(0);
    expect(imported.stdout).toContain('; stale now: stale-baghouse, stale-explosion, stale-fan, stale-cost, stale-maintenance (');
    expect(check.exitCode).toBe(1);
    expect(stale.status).toBe('fail');
    expect(stale.detail).toMatch(/parts\.fan\.texts\.pressure: /);
  });

  it('refuses a sheet that cannot be used, naming the row and column, and writes nothing; exit 2', async () => {
    const sheet = folder.write('bad.csv', 'segment,to,length\r\nA,fan,abc\r\n');
    const out = outPath('bad.json');
    const run = await runCheckProcess(['project', 'import-sheet', EXAMPLE, sheet, '--out', out]);

    expect(run.exitCode).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(`error: ${sheet}: parts.system.segments[0].length: Segment A (row 2), length: Length: "abc" does not start with a number\n`);
    expect(existsSync(out)).toBe(false);
  });
});
