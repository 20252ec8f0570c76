/**
 * The `github` format: GitHub Actions workflow commands, so each failure or
 * warning shows as an annotation on the line of the sheet that caused it
 * (`::error file=…,line=…,title=…::message`), then the summary as a plain
 * log line. Passing rows print nothing.
 *
 * Escaping follows @actions/core's `toCommandValue`/`escapeData` and
 * `escapeProperty`: in messages % CR LF become %25 %0D %0A; in properties
 * also : and , become %3A %2C. Before that, control and bidi characters of
 * the file name, tags and messages are made visible (`\n`, `\u001b`), so
 * every line of the report that starts with `::` is a command written here:
 * no file name or cell can start one of its own, even on the plain log lines.
 */
import type { CheckReporter, ReportContext } from './reporter.ts';
import { escapeUnsafeChars } from '../shared/unsafe-chars.ts';
import { describeCheckOptions, describeSummary } from './describe.ts';

/**
 * Escapes a workflow command's message.
 *
 * @param text The message.
 * @returns The text with %, CR and LF percent-encoded.
 */
export function escapeCommandData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

/**
 * Escapes a workflow command's property value (file, title).
 *
 * @param text The value.
 * @returns The text with %, CR, LF, colon and comma percent-encoded.
 */
export function escapeCommandProperty(text: string): string {
  return escapeCommandData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

/**
 * Makes the GitHub Actions reporter.
 *
 * @param context The sheet's name, the path to annotate (omitted for stdin)
 *   and the check's options.
 * @returns A reporter writing one `::error` or `::warning` per message.
 */
export function createGithubReporter(context: ReportContext): CheckReporter {
  const property = (text: string) => escapeCommandProperty(escapeUnsafeChars(text));
  const file = context.annotationFile === undefined ? '' : `file=${property(context.annotationFile)},`;
  const sheet = escapeUnsafeChars(context.sheetName);
  return {
    start: () => `Checking ${sheet}: ${describeCheckOptions(context.options)}\n`,
    row(row) {
      let commands = '';
      const title = property(row.tag === '' ? `line ${row.line}` : `${row.tag} (line ${row.line})`);
      for (const message of row.messages) {
        const command = message.level === 'error' ? 'error' : 'warning';
        commands += `::${command} ${file}line=${row.line},title=${title}::${escapeCommandData(escapeUnsafeChars(message.text))}\n`;
      }
      return commands;
    },
    end: (summary) => `${describeSummary(summary, sheet)}\n`,
  };
}
