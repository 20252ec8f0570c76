/**
 * The `junit` format: JUnit XML for CI test reports, one `<testcase>` per
 * data row, named by line and tag; a failing row has a `<failure>` with every
 * error, warnings go to the test case's `<system-out>`.
 *
 * The report streams, so `<testsuite>` carries no `tests`/`failures` counts
 * (they are known only at the end): JUnit readers count the test cases. The
 * summary line is the suite's closing `<system-out>`.
 */
import type { SizingMessage } from '../../core/sizing-check/types.ts';
import type { CheckReporter, ReportContext } from './reporter.ts';
import { describeCheckOptions, describeSummary } from './describe.ts';

const XML_ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/**
 * Escapes text for XML 1.0 content and attribute values. Characters XML 1.0
 * cannot hold at all (most control characters, lone surrogates) become U+FFFD;
 * tab, CR and LF become character references so attributes keep them.
 *
 * @param text Any text, such as a tag from the sheet.
 * @returns Text safe inside an element or a double- or single-quoted attribute.
 */
export function escapeXml(text: string): string {
  return text
    .replace(/[&<>"']/g, (char) => XML_ESCAPES[char]!)
    .replace(/[\t\n\r]/g, (char) => `&#${char.charCodeAt(0)};`)
    .replace(
      // eslint-disable-next-line no-control-regex
      /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g,
      '\ufffd',
    );
}

const texts = (messages: readonly SizingMessage[], level: SizingMessage['level']) =>
  messages.filter((message) => message.level === level).map((message) => message.text);

/**
 * Makes the JUnit reporter.
 *
 * @param context The sheet's name and the check's options.
 * @returns A reporter whose pieces join into one XML document.
 */
export function createJunitReporter(context: ReportContext): CheckReporter {
  const sheet = escapeXml(context.sheetName);
  const fileAttribute = context.annotationFile === undefined ? '' : ` file="${escapeXml(context.annotationFile)}"`;
  return {
    start: () =>
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
      `<testsuites name="duct-calc check">\n` +
      `  <testsuite name="${sheet}">\n` +
      `    <properties><property name="settings" value="${escapeXml(describeCheckOptions(context.options))}"/></properties>\n`,
    row(row) {
      const name = escapeXml(`line ${row.line}${row.tag === '' ? '' : ` ${row.tag}`}`);
      const open = `    <testcase classname="${sheet}" name="${name}"${fileAttribute} line="${row.line}"`;
      const errors = texts(row.messages, 'error');
      const warnings = texts(row.messages, 'warning');
      if (errors.length === 0 && warnings.length === 0) return `${open}/>\n`;
      let body = '';
      if (errors.length > 0) {
        body += `      <failure message="${escapeXml(errors[0]!)}" type="sizing-check">${escapeXml(errors.join('\n'))}</failure>\n`;
      }
      if (warnings.length > 0) body += `      <system-out>${escapeXml(warnings.map((w) => `warning: ${w}`).join('\n'))}</system-out>\n`;
      return `${open}>\n${body}    </testcase>\n`;
    },
    end: (summary) =>
      `    <system-out>${escapeXml(describeSummary(summary, context.sheetName))}</system-out>\n  </testsuite>\n</testsuites>\n`,
  };
}
