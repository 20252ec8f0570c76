// `duct-calc check` as a real process, as CI runs it. The node project's
// globalSetup builds the bundle first.
import { afterAll, describe, expect, it } from 'vitest';
import { runCheckProcess, sheetFolder, type JsonReport } from './harness.ts';

const EXAMPLE = 'examples/sizing-sheet.csv';
const EXAMPLE_WITH_ERRORS = 'examples/sizing-sheet-with-errors.csv';
const DUST = ['--imperial', '--transport', 'average-industrial-dust'];

const folder = sheetFolder();
afterAll(() => folder.cleanup());

/** A messy export: BOM, CRLF, a quoted tag with a comma, a quoted multi-line note, blank lines, bad numbers. */
const MESSY_SHEET =
  '\uFEFFTag,Airflow,Velocity,Diameter,Notes\r\n' +
  '"Hood, grinder 1",1200,,8,"two-line\r\nnote"\r\n' + // lines 2–3: solves v
  '\r\n' + // line 4: blank
  ',,,,\r\n' + // line 5: an empty spreadsheet row
  'H-2,"1,200",4000,,\r\n' + // line 6: thousands separator
  'H-3,1000,3500,8,\r\n' + // line 7: inconsistent
  'H-4,abc,4000,\r\n' + // line 8: not a number
  'H-5,,,,\r\n' + // line 9: all blank
  'H-6,-5,4000,,\r\n' + // line 10: negative
  'H-7,0,4000,,\r\n' + // line 11: zero
  'H-8,1000,,,\r\n' + // line 12: two blanks
  'H-9,1,200,4000,8,\r\n' + // line 13: unquoted comma shifts the cells
  'H-10,2118,4000,,"ok"\r\n'; // line 14: solves d

const MESSY_PROBLEMS: [number, string, RegExp][] = [
  [6, 'H-2', /^airflow "1,200" is not a number/],
  [7, 'H-3', /^velocity 3500 ft\/min does not agree with airflow 1000 CFM and diameter 8 in, which give 2864\.7718 ft\/min: 22\.17 % off/],
  [8, 'H-4', /^airflow "abc" is not a number$/],
  [9, 'H-5', /^airflow, velocity and diameter are all blank/],
  [10, 'H-6', /^airflow must be greater than zero, got -5$/],
  [11, 'H-7', /^airflow must be greater than zero, got 0$/],
  [12, 'H-8', /^velocity and diameter are blank/],
  [13, 'H-9', /^the row has 6 cells but the header has 5 columns/],
];

describe.concurrent('duct-calc check: the examples', () => {
  it('passes the example plant sheet with exit 0 and one summary line', async () => {
    const run = await runCheckProcess(['check', EXAMPLE, ...DUST]);

    expect(run.stderr).toBe('');
    expect(run.exitCode).toBe(0);
    expect(run.stdout).toContain('examples/sizing-sheet.csv: 14 rows checked: 14 passed, 0 failed, 0 with warnings');
    expect(run.stdout).toContain('ACGIH Industrial Ventilation, "Range of minimum duct design velocities"');
  });

  it('names each problem of the example with errors on its line, and exits 1', async () => {
    const run = await runCheckProcess(['check', EXAMPLE_WITH_ERRORS, ...DUST]);

    expect(run.exitCode).toBe(1);
    expect(run.stderr).toBe('');
    const lines = run.stdout.split('\n');
    expect(lines.find((line) => /^\s+3 {2}H-107 /.test(line))).toMatch(/fail {5}velocity 2566\.8355 ft\/min \(solved\) is below 3500 ft\/min/);
    expect(lines.find((line) => /^\s+9 {2}B-206 /.test(line))).toMatch(/warning {2}velocity 3800 ft\/min is below 4000 ft\/min/);
    expect(run.stdout).toContain('8 rows checked: 2 passed, 6 failed, 1 with warnings');
  });
});

describe.concurrent('duct-calc check: report formats', () => {
  it('json: every row, in the sheet units, with the summary', async () => {
    const run = await runCheckProcess(['check', EXAMPLE_WITH_ERRORS, ...DUST, '--format', 'json']);
    const report = JSON.parse(run.stdout) as JsonReport;

    expect(run.exitCode).toBe(1);
    expect(report.summary).toEqual({ rows: 8, passed: 2, failed: 6, warnings: 1 });
    expect(report.rows.map((row) => row.line)).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
    expect(report.rows[0]).toEqual({
      line: 2,
      tag: 'H-101',
      status: 'pass',
      messages: [],
      velocity: { value: expect.closeTo(4583.63, 2), unit: 'ft/min', source: 'solved' },
      diameter: { value: 4, unit: 'in', source: 'given' },
      airflow: { value: 400, unit: 'CFM', source: 'given' },
    });
    expect(report.rows[3]).toMatchObject({
      tag: 'H-108',
      status: 'fail',
      airflow: { value: null, source: 'invalid' },
      messages: [{ level: 'error', field: 'airflow', text: expect.stringContaining('"1,200"') }],
    });
  });

  it('junit: one testcase per row, failures and warnings, XML-escaped', async () => {
    const sheet = folder.write('junit.csv', 'tag,q,v,d\n"<A&B> ""x""",1000,3500,8\nH-2,1000,,8\nH-3,2118,4000,\n');
    const run = await runCheckProcess(['check', sheet, ...DUST, '--format', 'junit']);

    expect(run.exitCode).toBe(1);
    expect(run.stdout.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="duct-calc check">')).toBe(true);
    expect(run.stdout.match(/<testcase /g)).toHaveLength(3);
    expect(run.stdout).toContain('name="line 2 &lt;A&amp;B&gt; &quot;x&quot;"');
    expect(run.stdout.match(/<failure /g)).toHaveLength(2);
    expect(run.stdout).toContain(`<testsuite name="${sheet}, lines 2–4" tests="3" failures="2" errors="0" skipped="0" file="${sheet}">`);
    expect(run.stdout).toContain(`<testcase classname="${sheet}" name="line 4 H-3"/>`);
    expect(run.stdout.trimEnd().endsWith('</testsuite>\n</testsuites>')).toBe(true);
  });

  it('github: an annotation on the line of each failure and warning', async () => {
    const run = await runCheckProcess(['check', EXAMPLE_WITH_ERRORS, ...DUST, '--format', 'github']);
    const commands = run.stdout.split('\n').filter((line) => line.startsWith('::'));

    expect(run.exitCode).toBe(1);
    expect(commands).toHaveLength(7);
    expect(commands[0]).toBe(
      '::error file=examples/sizing-sheet-with-errors.csv,line=3,title=H-107 (line 3)::velocity 2566.8355 ft/min (solved) is below 3500 ft/min, the minimum transport velocity for average industrial dust (ACGIH "Range of minimum duct design velocities": 3500–4000 ft/min)',
    );
    expect(commands[1]).toContain('57.08 %25 off, more than the 1 %25 tolerance');
    expect(commands[6]).toMatch(/^::warning file=examples\/sizing-sheet-with-errors\.csv,line=9,title=B-206 \(line 9\)::/);
  });

  it('text: prints nothing but the settings and the summary for a passing sheet', async () => {
    const run = await runCheckProcess(['check', EXAMPLE, '--imperial']);

    expect(run.stdout.trimEnd().split('\n')).toEqual([
      'Checking examples/sizing-sheet.csv: imperial units (CFM, ft/min, in); tolerance 1 %',
      '',
      'examples/sizing-sheet.csv: 14 rows checked: 14 passed, 0 failed, 0 with warnings',
    ]);
  });
});

describe.concurrent('duct-calc check: a messy sheet', () => {
  const messy = folder.write('messy.csv', MESSY_SHEET);

  it('names each problem on its line, accounts for every row and exits 1', async () => {
    const run = await runCheckProcess(['check', messy, '--imperial', '--format', 'json']);
    const report = JSON.parse(run.stdout) as JsonReport;

    expect(run.exitCode).toBe(1);
    expect(run.stderr).toBe('');
    expect(report.rows.map((row) => [row.line, row.tag])).toEqual([
      [2, 'Hood, grinder 1'],
      ...MESSY_PROBLEMS.map(([line, tag]) => [line, tag]),
      [14, 'H-10'],
    ]);
    for (const [line, tag, text] of MESSY_PROBLEMS) {
      const row = report.rows.find((candidate) => candidate.line === line)!;
      expect(row.status, `line ${line} ${tag}`).toBe('fail');
      expect(row.messages[0]?.text, `line ${line} ${tag}`).toMatch(text);
    }
    expect(report.rows[0]).toMatchObject({ status: 'pass', velocity: { source: 'solved' } });
    expect(report.rows.at(-1)).toMatchObject({ status: 'pass', diameter: { value: expect.closeTo(9.853, 3) } });
    expect(report.summary).toEqual({ rows: 10, passed: 2, failed: 8, warnings: 0 });
  });

  it('gives the same report from standard input with -, named stdin', async () => {
    const [fromFile, fromStdin] = await Promise.all([
      runCheckProcess(['check', messy, '--imperial']),
      runCheckProcess(['check', '-', '--imperial'], MESSY_SHEET),
    ]);

    expect(fromStdin.exitCode).toBe(1);
    expect(fromStdin.stdout).toBe(fromFile.stdout.replaceAll(messy, 'stdin'));
  });

  it('reads standard input in every format, without a file= in annotations', async () => {
    const run = await runCheckProcess(['check', '-', '--imperial', '--format', 'github'], MESSY_SHEET);

    expect(run.exitCode).toBe(1);
    expect(run.stdout).toContain('::error line=6,title=H-2 (line 6)::airflow "1,200" is not a number');
  });
});

describe.concurrent('duct-calc check: rows that fail', () => {
  it.each([
    ['an unclosed quote', 'tag,q,v,d\nH-1,2118,4000,\nH-2,"2118,4000,\nH-3,2118,4000,\n', 3, /^a quoted field opens on this line and is never closed, so lines 3–4 were read as one row and not checked$/],
    ['text after a closing quote', 'tag,q,v,d\n"H-1"x,2118,4000,\nH-2,"1",2,3\n', 2, /^text follows a closing quote on this line/],
    ['a number too large', 'tag,q,v,d\nH-1,1e999,4000,\n', 2, /^airflow must be a finite number, got 1e999$/],
    ['a unit in the cell', 'tag,q,v,d\nH-1,2118 cfm,4000,\n', 2, /^airflow "2118 cfm" is not a number \(give the number alone/],
    ['a velocity below --min-velocity', 'tag,q,v,d\nH-1,2118,3000,\n', 2, /^velocity 3000 ft\/min is below --min-velocity 3500 ft\/min$/],
    ['a velocity above --max-velocity', 'tag,q,v,d\nH-1,2118,6000,\n', 2, /^velocity 6000 ft\/min is above --max-velocity 5000 ft\/min$/],
  ])('fails %s with a message on its line', async (what, text, line, message) => {
    // One file per case: the cases run concurrently, and two can share a line and a message length.
    const sheet = folder.write(`row-${what.replace(/\W+/g, '-')}.csv`, text);
    const run = await runCheckProcess(['check', sheet, '--imperial', '--min-velocity', '3500', '--max-velocity', '5000', '--format', 'json']);
    const report = JSON.parse(run.stdout) as JsonReport;

    expect(run.exitCode).toBe(1);
    const row = report.rows.find((candidate) => candidate.line === line);
    expect(row?.status).toBe('fail');
    expect(row?.messages.map((m) => m.text)).toContainEqual(expect.stringMatching(message));
  });

  it('checks a metric sheet against the table m/s column by default', async () => {
    const sheet = folder.write('metric.csv', 'tag,q,v,d\nH-1,1,,0.25\nH-2,1,,0.3\n');
    const run = await runCheckProcess(['check', sheet, '--transport', 'heavy-dusts', '--format', 'json']);
    const report = JSON.parse(run.stdout) as JsonReport;

    expect(run.exitCode).toBe(1);
    expect(report.rows.map((row) => [row.status, row.velocity.unit])).toEqual([
      ['pass', 'm/s'],
      ['fail', 'm/s'],
    ]);
    expect(report.rows[1]?.messages[0]?.text).toMatch(/^velocity 14\.1471 m\/s \(solved\) is below 20 m\/s, the minimum transport velocity for heavy dusts/);
  });
});

describe.concurrent('duct-calc check: unusable input exits 2 with one line on stderr', () => {
  it.each([
    ['a missing file', () => ['check', `${folder.dir}/missing.csv`], /^error: cannot read .*missing\.csv: no such file\n$/],
    ['a folder', () => ['check', folder.dir], /^error: .* is a folder, not a CSV file\n$/],
    ['an empty file', () => ['check', folder.write('empty.csv', '')], /^error: .*empty\.csv is empty: it has no header row\n$/],
    ['a file of blank lines', () => ['check', folder.write('blank.csv', '\r\n\n ,\n')], /^error: .*blank\.csv is empty: it has no header row\n$/],
    ['a header without rows', () => ['check', folder.write('header.csv', 'tag,q,v,d\n\n')], /^error: .*header\.csv has a header but no data rows to check\n$/],
    [
      'a header without the needed columns',
      () => ['check', folder.write('columns.csv', '\ntag,flow,v,d\nH-1,1,2,3\n')],
      /^error: .*columns\.csv:2: the header has no column for airflow \(q or airflow\); it has "tag", "flow", "v", "d"\. Expected tag,q,v,d or tag,airflow,velocity,diameter\n$/,
    ],
    ['a column named twice', () => ['check', folder.write('twice.csv', 'q,v,d,airflow\n1,2,,3\n')], /^error: .*twice\.csv:1: the header names the airflow column more than once/],
    ['a UTF-16 file', () => ['check', folder.write('utf16.csv', Buffer.from('\ufefftag,q,v,d\r\n', 'utf16le'))], /^error: .*utf16\.csv:1: the file is not UTF-8 text/],
    ['a bad tolerance', () => ['check', EXAMPLE, '--tolerance', 'abc'], /^error: option '--tolerance <percent>' argument 'abc' is invalid\. the tolerance must be a percentage/],
    ['a negative tolerance', () => ['check', EXAMPLE, '--tolerance', '-1'], /^error: option '--tolerance <percent>' argument '-1' is invalid/],
    ['a zero minimum velocity', () => ['check', EXAMPLE, '--min-velocity', '0'], /^error: option '--min-velocity <velocity>' argument '0' is invalid/],
    ['a minimum above the maximum', () => ['check', EXAMPLE, '--min-velocity', '5000', '--max-velocity', '4000'], /^error: option '--min-velocity' \(5000\) is above option '--max-velocity' \(4000\)\n$/],
    ['an unknown transport class', () => ['check', EXAMPLE, '--transport', 'sawdust'], /^error: option '--transport <class>' argument 'sawdust' is invalid\. Allowed choices are vapors-gases-smoke, fumes/],
    ['an unknown format', () => ['check', EXAMPLE, '--format', 'xml'], /^error: option '--format <format>' argument 'xml' is invalid/],
    ['both unit systems', () => ['check', EXAMPLE, '--metric', '--imperial'], /^error: option '--metric' cannot be used with option '--imperial'/],
    ['no sheet', () => ['check'], /^error: missing required argument 'sheet'/],
  ])('%s', async (_what, args, stderr) => {
    const run = await runCheckProcess(args());

    expect(run.exitCode).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(stderr);
    expect(run.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });
});

describe('duct-calc check --help', () => {
  it('lists the transport classes with their ranges and names the table and its source', async () => {
    const run = await runCheckProcess(['check', '--help']);

    expect(run.exitCode).toBe(0);
    expect(run.stdout).toContain('average-industrial-dust   3500–4000 ft/min, 18–20 m/s (average industrial dust)');
    expect(run.stdout).toContain('heavy-moist-dust          4500 ft/min and up, 23 m/s and up (heavy or moist dust)');
    expect(run.stdout).toContain('vapors-gases-smoke        any velocity; economic 1000–2000 ft/min, 5–10 m/s');
    expect(run.stdout).toContain('Source: ACGIH Industrial Ventilation, "Range of minimum duct design velocities"');
    expect(run.stdout).toContain('Exit codes: 0 every row passed');
  });

  it('is listed by the root help', async () => {
    const run = await runCheckProcess(['--help']);

    expect(run.stdout).toMatch(/check \[options\] <sheet>/);
  });
});
