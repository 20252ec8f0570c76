// `duct-calc check` at the edges, as a real process: diagnostics on one
// line, hostile file names and cells, rows of any length, JUnit counts.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { SUITE_ROWS } from '../../../src/cli/check/report-junit.ts';
import { runCheckInProcess, runCheckProcess, sheetFolder, type JsonReport } from './harness.ts';

const folder = sheetFolder();
afterAll(() => folder.cleanup());

const JUNIT_XSD = 'tests/fixtures/junit-10.xsd';
/** Terminal and bidi controls: ESC (a colour), BEL, C1 CSI, right-to-left override. */
const HOSTILE = '\u001b[31m\u0007\u009b\u202e';
const HOSTILE_SHOWN = '\\u001b[31m\\u0007\\u009b\\u202e';
// eslint-disable-next-line no-control-regex
const RAW_UNSAFE = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/** Validates XML against the JUnit schema with Debian's xmllint (libxml2-utils). */
async function validateJunit(file: string): Promise<string> {
  const { stderr } = await promisify(execFile)('xmllint', ['--noout', '--schema', JUNIT_XSD, file]);
  return stderr.trim();
}

describe.concurrent('duct-calc check: every diagnostic is one line on stderr', () => {
  it.for([
    ['a misspelt option', ['check', 'x.csv', '--formt', 'json'], "error: unknown option '--formt' (did you mean --format?)"],
    ['an unknown option', ['check', 'x.csv', '--pressure'], "error: unknown option '--pressure'"],
    ['a bad choice', ['check', 'x.csv', '--format', 'xml'], "error: option '--format <format>' argument 'xml' is invalid. Allowed choices are text, json, junit, github."],
    ['a missing value', ['check', 'x.csv', '--transport'], "error: option '--transport <class>' argument missing"],
    ['a missing sheet', ['check'], "error: missing required argument 'sheet'"],
    ['a misspelt command', ['chek', 'x.csv'], "error: unknown command 'chek' (commands: check, convert, friction, size, equivalent, baghouse, fan, fan-laws, hood, system, cost, opex, maintenance, monitor, vent, project, explain; see duct-calc --help)"],
    ['a misspelt root option', ['--solv', 'velocity'], "error: unknown option '--solv' (did you mean --solve?)"],
    ['a file name with a line break and controls', ['check', `a\n${HOSTILE}.csv`], `error: cannot read a\\n${HOSTILE_SHOWN}.csv: no such file`],
  ] as const)('%s', async ([, args, line]) => {
    const run = await runCheckProcess(args);

    expect(run).toEqual({ stdout: '', stderr: `${line}\n`, exitCode: 2 });
  });
});

describe.concurrent('duct-calc check: hostile file names and cells', () => {
  const sheet = 'tag,q,v,d\nH-1,2118,4000,\n' + `"${HOSTILE}H-2\n::error::x",1000,,8\n`;

  it('github: a file name with a line break and ::error:: starts no workflow command of its own', async () => {
    const file = folder.write('plant\n::error::injected, a:b %0A.csv', sheet);
    const shown = `${folder.dir}/plant\\n::error::injected, a:b %0A.csv`;

    const run = await runCheckProcess(['check', file, '--imperial', '--min-velocity', '3500', '--format', 'github']);

    expect(run.exitCode).toBe(1);
    const lines = run.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe(`Checking ${shown}: imperial units (CFM, ft/min, in); tolerance 1 %; minimum velocity 3500 ft/min`);
    expect(lines[1]).toBe(
      `::error file=${folder.dir}/plant\\n%3A%3Aerror%3A%3Ainjected%2C a%3Ab %250A.csv,line=3,` +
        `title=${HOSTILE_SHOWN}H-2\\n%3A%3Aerror%3A%3Ax (line 3)::velocity 2864.7718 ft/min (solved) is below --min-velocity 3500 ft/min`,
    );
    expect(lines[2]).toBe(`${shown}: 2 rows checked: 1 passed, 1 failed, 0 with warnings`);
    expect(run.stdout).not.toMatch(RAW_UNSAFE);
  });

  it.for(['text', 'json', 'junit', 'github'] as const)('%s: control and bidi characters in a tag are escaped, never raw', async (format) => {
    const file = folder.write(`tags-${format}.csv`, sheet);

    const run = await runCheckProcess(['check', file, '--imperial', '--min-velocity', '3500', '--format', format]);

    expect(run.exitCode).toBe(1);
    expect(run.stdout).not.toMatch(RAW_UNSAFE);
    // The text table cuts long tags; the other formats keep them whole.
    expect(run.stdout).toContain(format === 'text' ? HOSTILE_SHOWN.slice(0, 20) : `${HOSTILE_SHOWN}H-2`);
    if (format === 'json') expect((JSON.parse(run.stdout) as JsonReport).rows[1]!.tag).toBe(`${HOSTILE}H-2\n::error::x`);
  });
});

describe.concurrent('duct-calc check: rows of any length', () => {
  it('reports every row of a sheet with a 1.1 MB cell', async () => {
    const cell = 'x'.repeat(1_100_000);
    const file = folder.write('long-cell.csv', `tag,q,v,d,note\nH-1,2118,4000,,a\nH-2,2118,4000,,"${cell}"\nH-3,1000,,8,b\nH-4,2118,,9.852988707342885,c\n`);

    const run = await runCheckProcess(['check', file, '--imperial', '--format', 'json']);
    const report = JSON.parse(run.stdout) as JsonReport;

    expect(run.stderr).toBe('');
    expect(run.exitCode).toBe(0);
    expect(report.rows.map((row) => [row.line, row.tag, row.status])).toEqual([
      [2, 'H-1', 'pass'],
      [3, 'H-2', 'pass'],
      [4, 'H-3', 'pass'],
      [5, 'H-4', 'pass'],
    ]);
  });

  it('keeps every row of a 2 MB stdin chunk of short lines (in process)', async () => {
    const rows = 120_000;
    const text = `tag,q,v,d\n${Array.from({ length: rows }, (_, i) => `R-${i},2118,4000,`).join('\n')}\n`;
    expect(text.length).toBeGreaterThan(2_000_000);

    const run = await runCheckInProcess(['check', '-', '--imperial'], [text]);

    expect(run.stderr).toBe('');
    expect(run.exitCode).toBe(0);
    expect(run.stdout.trimEnd().split('\n').at(-1)).toBe(`stdin: ${rows} rows checked: ${rows} passed, 0 failed, 0 with warnings`);
  });
});

describe.concurrent('duct-calc check --format junit: counts and schema', () => {
  it('gives a small sheet one suite with exact counts, valid against the JUnit schema', async () => {
    const file = folder.write('small.csv', `tag,q,v,d\n"<A&B> ${HOSTILE}",1000,3500,8\nH-2,1000,,8\nH-3,2118,4000,\n`);

    const run = await runCheckProcess(['check', file, '--imperial', '--transport', 'average-industrial-dust', '--format', 'junit']);
    const report = folder.write('small.xml', run.stdout);

    expect(run.exitCode).toBe(1);
    expect(run.stdout.match(/<testsuite [^>]*>/g)).toEqual([
      `<testsuite name="${file}, lines 2–4" tests="3" failures="2" errors="0" skipped="0" file="${file}">`,
    ]);
    expect(run.stdout).toContain(`<testcase classname="${file}" name="line 2 &lt;A&amp;B&gt; ${HOSTILE_SHOWN}">`);
    expect(await validateJunit(report)).toBe(`${report} validates`);
  });

  it(`writes a suite per ${SUITE_ROWS} rows, whose counts add up to the sheet's, valid against the JUnit schema`, async () => {
    const rows = 2 * SUITE_ROWS + 500;
    const lines = Array.from({ length: rows }, (_, i) => (i % 100 === 0 ? `R-${i},1000,,8` : `R-${i},2118,4000,`));
    const file = folder.write('many.csv', `tag,q,v,d\n${lines.join('\n')}\n`);

    const run = await runCheckProcess(['check', file, '--imperial', '--min-velocity', '3500', '--format', 'junit']);
    const report = folder.write('many.xml', run.stdout);

    expect(run.exitCode).toBe(1);
    const counts = [...run.stdout.matchAll(/<testsuite name="[^"]*, lines (\d+)–(\d+)" tests="(\d+)" failures="(\d+)" errors="0" skipped="0"/g)].map(
      (match) => match.slice(1).map(Number),
    );
    expect(counts).toEqual([
      [2, SUITE_ROWS + 1, SUITE_ROWS, SUITE_ROWS / 100],
      [SUITE_ROWS + 2, 2 * SUITE_ROWS + 1, SUITE_ROWS, SUITE_ROWS / 100],
      [2 * SUITE_ROWS + 2, rows + 1, 500, 5],
    ]);
    expect(run.stdout).toContain(`<system-out>${file}: ${rows} rows checked: ${rows - rows / 100} passed, ${rows / 100} failed, 0 with warnings</system-out>`);
    expect(await validateJunit(report)).toBe(`${report} validates`);
  });
});
