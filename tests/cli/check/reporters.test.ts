import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createReporter, type ReportContext } from '../../../src/cli/check/reporter.ts';
import { CHECK_FORMATS } from '../../../src/cli/check/settings.ts';
import { escapeCommandData, escapeCommandProperty } from '../../../src/cli/check/report-github.ts';
import { reportRowJson } from '../../../src/cli/check/report-json.ts';
import { escapeXml, SUITE_ROWS } from '../../../src/cli/check/report-junit.ts';
import { escapeUnsafeChars } from '../../../src/cli/shared/unsafe-chars.ts';
import { checkSizingRow } from '../../../src/core/sizing-check/check-row.ts';
import { countSizingRow, emptySizingSummary } from '../../../src/core/sizing-check/summary.ts';
import type { SizingCheckOptions, SizingReportRow } from '../../../src/core/sizing-check/types.ts';

const options: SizingCheckOptions = { unitSystem: 'imperial', tolerancePercent: 1, window: { transport: 'average-industrial-dust' } };
const context: ReportContext = { sheetName: 'plant.csv', annotationFile: 'sheets/plant, A:B.csv', options };

const row = (line: number, tag: string, q: string, v: string, d: string): SizingReportRow =>
  checkSizingRow({ line, tag, airflow: q, velocity: v, diameter: d }, options);

const ROWS = [
  row(2, 'H-1', '2118', '4100', ''), // pass
  row(3, 'H-2', '1000', '', '8'), // fail: too slow
  row(4, 'H-3', '', '3800', '10'), // pass with a warning
];

function report(format: (typeof CHECK_FORMATS)[number], rows: readonly SizingReportRow[]): string {
  const reporter = createReporter(format, context);
  const summary = emptySizingSummary();
  let text = reporter.start();
  for (const reportRow of rows) {
    countSizingRow(summary, reportRow);
    text += reporter.row(reportRow);
  }
  return text + reporter.end(summary);
}

describe('escaping', () => {
  it.each([
    ['<a & "b">', '&lt;a &amp; &quot;b&quot;&gt;'],
    ["it's", 'it&apos;s'],
    ['line\r\nbreak\ttab', 'line\\r\\nbreak\\ttab'],
    ['bell\u0007 nul\u0000 esc\u001b csi\u009b rlo\u202e', 'bell\\u0007 nul\\u0000 esc\\u001b csi\\u009b rlo\\u202e'],
    ['not a character \uffff', 'not a character \ufffd'],
    ['lone \ud800 surrogate', 'lone \ufffd surrogate'],
    ['pair 😀 kept', 'pair 😀 kept'],
  ])('escapes %j for XML', (text, escaped) => {
    expect(escapeXml(text)).toBe(escaped);
  });

  it('leaves no character XML 1.0 forbids, nor a raw < & or quote', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        // eslint-disable-next-line no-control-regex
        expect(escapeXml(text)).not.toMatch(/[<>"'\u0000-\u001f\u007f-\u009f\ufffe\uffff]|&(?!(amp|lt|gt|quot|apos);)/);
      }),
    );
  });

  it.each([
    ['50 % off\r\nnext', '50 %25 off%0D%0Anext'],
    ['%0A stays literal', '%250A stays literal'],
  ])('escapes %j in a workflow command message', (text, escaped) => {
    expect(escapeCommandData(text)).toBe(escaped);
  });

  it('also escapes colons and commas in a workflow command property', () => {
    expect(escapeCommandProperty('sheets/plant, A:B.csv\n')).toBe('sheets/plant%2C A%3AB.csv%0A');
  });

  it('leaves no way for a property or message to end its command or start another', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        expect(escapeCommandProperty(text)).not.toMatch(/[\r\n:,]|%(?!25|0D|0A|3A|2C)/);
        expect(escapeCommandData(text)).not.toMatch(/[\r\n]|%(?!25|0D|0A)/);
      }),
    );
  });
});

describe('json report', () => {
  it('writes each row as JSON.stringify would, with DEL, C1 and bidi characters escaped too', () => {
    const cell = fc.oneof(fc.string({ unit: 'binary' }), fc.double({ min: 1e-6, max: 1e9, noNaN: true }).map(String), fc.constant(''));
    fc.assert(
      fc.property(fc.nat(), fc.string({ unit: 'binary' }), cell, cell, cell, (line, tag, q, v, d) => {
        const reportRow = row(line, tag, q, v, d);
        const json = reportRowJson(reportRow);
        expect(json).toBe(escapeUnsafeChars(JSON.stringify(reportRow)));
        expect(JSON.parse(json)).toEqual(JSON.parse(JSON.stringify(reportRow)));
      }),
    );
  });

  it('keeps a tag with control and bidi characters exact, but never raw in the text', () => {
    const tag = 'H-1\u001b[31m\u0007\u009b\u202e';
    const json = reportRowJson(row(2, tag, '1000', '', '8'));

    expect(json).toContain('"tag":"H-1\\u001b[31m\\u0007\\u009b\\u202e"');
    expect(JSON.parse(json).tag).toBe(tag);
  });

  it('joins into one JSON document with every row and the summary last', () => {
    const parsed = JSON.parse(report('json', ROWS));

    expect(Object.keys(parsed)).toEqual(['sheet', 'settings', 'rows', 'summary']);
    expect(parsed.rows).toEqual(JSON.parse(JSON.stringify(ROWS)));
    expect(parsed.summary).toEqual({ rows: 3, passed: 2, failed: 1, warnings: 1 });
  });
});

describe('text report', () => {
  it('lists only the rows with problems, one line per message, under one header', () => {
    const lines = report('text', ROWS).split('\n');

    expect(lines.filter((line) => line.includes('problem'))).toHaveLength(1);
    expect(lines.filter((line) => /^\s+\d+ {2}/.test(line)).map((line) => line.slice(0, 31))).toEqual([
      '     3  H-2           fail     ',
      '     4  H-3           warning  ',
    ]);
    expect(lines.at(-2)).toBe('plant.csv: 3 rows checked: 2 passed, 1 failed, 1 with warnings');
  });

  it('keeps a tag with a line break on one line of the table', () => {
    const text = report('text', [row(2, 'H\n1', '1000', '', '8')]);

    expect(text).toContain('     2  H\\n1          fail');
  });

  it('cuts a long tag between characters, never inside an escape', () => {
    const text = report('text', [row(2, `${'A'.repeat(20)}\u202eBCDEFG`, '1000', '', '8')]);

    expect(text).toContain(`  ${'A'.repeat(20)}…  `);
    expect(text).not.toMatch(/\\u?[0-9a-f]{0,3}…/);
  });
});

describe('junit report', () => {
  it('has one suite with exact counts; one testcase per row; failures carry every error, warnings go to system-out', () => {
    const xml = report('junit', ROWS);

    expect(xml.match(/<testsuite /g)).toHaveLength(1);
    expect(xml).toContain('<testsuite name="plant.csv, lines 2–4" tests="3" failures="1" errors="0" skipped="0" file="sheets/plant, A:B.csv">');
    expect(xml.match(/<testcase /g)).toHaveLength(3);
    expect(xml).toContain('<testcase classname="plant.csv" name="line 2 H-1"/>');
    expect(xml).toMatch(/<testcase classname="plant.csv" name="line 3 H-2">\n {6}<failure message="velocity 2864\.7718 ft\/min \(solved\) is below 3500 ft\/min/);
    expect(xml).toMatch(/name="line 4 H-3">\n {6}<system-out>warning: velocity 3800 ft\/min is below 4000 ft\/min/);
    expect(xml).toContain('<system-out>plant.csv: 3 rows checked: 2 passed, 1 failed, 1 with warnings</system-out>\n  </testsuite>\n</testsuites>\n');
  });

  it(`writes a suite per ${SUITE_ROWS} rows as it goes, each with its own counts`, () => {
    const reporter = createReporter('junit', context);
    const rows = Array.from({ length: 2 * SUITE_ROWS + 1 }, (_, index) => (index % 10 === 0 ? ROWS[1]! : ROWS[0]!)).map((reportRow, index) => ({
      ...reportRow,
      line: index + 2,
    }));
    const summary = emptySizingSummary();

    const pieces = rows.map((reportRow) => {
      countSizingRow(summary, reportRow);
      return reporter.row(reportRow);
    });
    const suites = [...pieces, reporter.end(summary)].filter((piece) => piece !== '');

    expect(suites.map((suite) => /<testsuite [^>]*>/.exec(suite)?.[0])).toEqual([
      `<testsuite name="plant.csv, lines 2–${SUITE_ROWS + 1}" tests="${SUITE_ROWS}" failures="${SUITE_ROWS / 10}" errors="0" skipped="0" file="sheets/plant, A:B.csv">`,
      `<testsuite name="plant.csv, lines ${SUITE_ROWS + 2}–${2 * SUITE_ROWS + 1}" tests="${SUITE_ROWS}" failures="${SUITE_ROWS / 10}" errors="0" skipped="0" file="sheets/plant, A:B.csv">`,
      `<testsuite name="plant.csv, line ${2 * SUITE_ROWS + 2}" tests="1" failures="1" errors="0" skipped="0" file="sheets/plant, A:B.csv">`,
    ]);
    expect(pieces.findIndex((piece) => piece !== '')).toBe(SUITE_ROWS);
    expect(suites.join('').match(/<testcase /g)).toHaveLength(rows.length);
  });
});

describe('github report', () => {
  it('writes one ::error or ::warning per message with the file, line and tag', () => {
    const commands = report('github', ROWS).split('\n').filter((line) => line.startsWith('::'));

    expect(commands.map((command) => command.slice(0, command.indexOf('::', 2) + 2))).toEqual([
      '::error file=sheets/plant%2C A%3AB.csv,line=3,title=H-2 (line 3)::',
      '::warning file=sheets/plant%2C A%3AB.csv,line=4,title=H-3 (line 4)::',
    ]);
  });

  it('leaves out file= for standard input', () => {
    const reporter = createReporter('github', { sheetName: 'stdin', options });

    expect(reporter.row(ROWS[1]!)).toMatch(/^::error line=3,title=H-2 \(line 3\)::/);
  });
});
