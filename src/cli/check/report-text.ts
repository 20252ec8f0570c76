/**
 * The `text` format: the settings, a table of the failing rows and warnings
 * (one line per message, so each can be read and grepped alone), then a
 * summary line. Passing rows without warnings print nothing. Text from the
 * sheet and its name has its control and bidi characters escaped, so it
 * stays on its line and cannot drive the terminal.
 */
import type { CheckReporter, ReportContext } from './reporter.ts';
import { escapeUnsafeChars } from '../shared/unsafe-chars.ts';
import { describeCheckOptions, describeSummary } from './describe.ts';

const LINE_WIDTH = 6;
const TAG_WIDTH = 12;
const RESULT_WIDTH = 7;
/** Longer tags are cut in the table (the JSON report keeps them whole). */
const TAG_SHOWN_MAX = 24;

/** The tag on one line, cut between characters so an escape or a surrogate pair is never split. */
const shownTag = (tag: string) => {
  if (tag === '') return '-';
  const whole = escapeUnsafeChars(tag);
  if (whole.length <= TAG_SHOWN_MAX) return whole;
  let shown = '';
  for (const char of tag) {
    const piece = escapeUnsafeChars(char);
    if (shown.length + piece.length > TAG_SHOWN_MAX - 1) break;
    shown += piece;
  }
  return `${shown}…`;
};

const tableLine = (line: string, tag: string, result: string, text: string) =>
  `${line.padStart(LINE_WIDTH)}  ${tag.padEnd(TAG_WIDTH)}  ${result.padEnd(RESULT_WIDTH)}  ${text}\n`;

/**
 * Makes the text reporter.
 *
 * @param context The sheet's name and the check's options.
 * @returns A reporter whose table header appears before the first problem.
 */
export function createTextReporter(context: ReportContext): CheckReporter {
  let tableStarted = false;
  const sheet = escapeUnsafeChars(context.sheetName);
  return {
    start: () => `Checking ${sheet}: ${describeCheckOptions(context.options)}\n`,
    row(row) {
      if (row.messages.length === 0) return '';
      let problems = tableStarted ? '' : `\n${tableLine('line', 'tag', 'result', 'problem')}`;
      tableStarted = true;
      const tag = shownTag(row.tag);
      for (const message of row.messages) {
        problems += tableLine(String(row.line), tag, message.level === 'error' ? 'fail' : 'warning', escapeUnsafeChars(message.text));
      }
      return problems;
    },
    end: (summary) => `\n${describeSummary(summary, sheet)}\n`,
  };
}
