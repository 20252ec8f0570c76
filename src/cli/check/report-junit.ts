/**
 * The `junit` format: JUnit XML for CI test reports, one `<testcase>` per
 * data row, named by line and tag; a failing row has a `<failure>` with every
 * error, warnings go to the test case's `<system-out>`.
 *
 * The report streams, so the rows are written in suites of `SUITE_ROWS`:
 * each `<testsuite>` is written once its rows are checked, with its exact
 * `tests`, `failures`, `errors` (always 0: a row that cannot be read is a
 * failure of that row) and `skipped` (always 0) counts, which the JUnit
 * schema requires and CI dashboards read. A sheet of up to `SUITE_ROWS` rows
 * gives one suite. The root `<testsuites>` carries no totals: its opening
 * tag is written before the first row is read, and holding the whole report
 * back to write them would end streaming. Readers add up the suites; the
 * last suite's `<system-out>` is the sheet's summary line.
 *
 * The output is valid against the Jenkins xUnit plugin's junit-10.xsd (a
 * test validates it), so a test case has no `file`/`line` attributes: the
 * suite names the file and each test case's name starts with its line.
 */
import type { SizingMessage, SizingReportRow } from '../../core/sizing-check/types.ts';
import { escapeUnsafeChars } from '../shared/unsafe-chars.ts';
import type { CheckReporter, ReportContext } from './reporter.ts';
import { describeCheckOptions, describeSummary } from './describe.ts';

/** Rows per `<testsuite>`: small enough to hold a suite's XML until its counts are known. */
export const SUITE_ROWS = 1000;

const XML_ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/**
 * Escapes text for XML 1.0 content and attributes. Control and bidi
 * characters are first made visible (`\n`, `\u001b`, see
 * `escapeUnsafeChars`); the characters XML 1.0 still forbids (U+FFFE,
 * U+FFFF, lone surrogates) become U+FFFD.
 *
 * @param text Any text, such as a tag from the sheet.
 * @returns Text safe inside an element or a double- or single-quoted attribute.
 */
export function escapeXml(text: string): string {
  return escapeUnsafeChars(text)
    .replace(/[&<>"']/g, (char) => XML_ESCAPES[char]!)
    .replace(/[\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');
}

const texts = (messages: readonly SizingMessage[], level: SizingMessage['level']) =>
  messages.filter((message) => message.level === level).map((message) => escapeXml(message.text));

function testcase(row: SizingReportRow, classname: string): string {
  const open = `    <testcase classname="${classname}" name="${escapeXml(`line ${row.line}${row.tag === '' ? '' : ` ${row.tag}`}`)}"`;
  const errors = texts(row.messages, 'error');
  const warnings = texts(row.messages, 'warning');
  if (errors.length === 0 && warnings.length === 0) return `${open}/>\n`;
  let body = '';
  if (errors.length > 0) body += `      <failure message="${errors[0]}" type="sizing-check">${errors.join('\n')}</failure>\n`;
  if (warnings.length > 0) body += `      <system-out>${warnings.map((w) => `warning: ${w}`).join('\n')}</system-out>\n`;
  return `${open}>\n${body}    </testcase>\n`;
}

/**
 * Makes the JUnit reporter.
 *
 * @param context The sheet's name and the check's options.
 * @returns A reporter whose pieces join into one XML document: `row` returns
 *   a whole suite after every `SUITE_ROWS` rows (and '' in between), `end`
 *   the last suite and the closing tag.
 */
export function createJunitReporter(context: ReportContext): CheckReporter {
  const sheet = escapeXml(context.sheetName);
  const fileAttribute = context.annotationFile === undefined ? '' : ` file="${escapeXml(context.annotationFile)}"`;
  const properties = `    <properties><property name="settings" value="${escapeXml(describeCheckOptions(context.options))}"/></properties>\n`;
  let cases = '';
  let tests = 0;
  let failures = 0;
  let firstLine = 0;
  let lastLine = 0;
  const suite = (systemOut: string) => {
    const name = `${sheet}, ${firstLine === lastLine ? `line ${firstLine}` : `lines ${firstLine}–${lastLine}`}`;
    const text =
      `  <testsuite name="${name}" tests="${tests}" failures="${failures}" errors="0" skipped="0"${fileAttribute}>\n` +
      `${properties}${cases}${systemOut}  </testsuite>\n`;
    cases = '';
    tests = 0;
    failures = 0;
    return text;
  };
  return {
    start: () => '<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="duct-calc check">\n',
    row(row) {
      // The full suite is written when the next row comes, so the last suite is never empty.
      const full = tests === SUITE_ROWS ? suite('') : '';
      if (tests === 0) firstLine = row.line;
      lastLine = row.line;
      tests += 1;
      if (row.status === 'fail') failures += 1;
      cases += testcase(row, sheet);
      return full;
    },
    end: (summary) =>
      `${suite(`    <system-out>${escapeXml(describeSummary(summary, context.sheetName))}</system-out>\n`)}</testsuites>\n`,
  };
}
