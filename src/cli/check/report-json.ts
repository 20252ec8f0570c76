/**
 * The `json` format: one JSON object, written as the rows are checked.
 *
 * Shape: `{"sheet", "settings", "rows": [...], "summary": {"rows", "passed",
 * "failed", "warnings"}}`. `rows` comes before `summary` because the counts
 * are known only at the end and the report streams; key order carries no
 * meaning in JSON. Every data row of the sheet is in `rows`, one per line of
 * output, as `{"line", "tag", "status", "messages": [{"level", "field",
 * "text"}], "velocity": {"value", "unit", "source"}, "diameter": …,
 * "airflow": …}` with values in the sheet's units at full precision.
 * Strings keep their exact value; DEL, C1 and bidi characters, which
 * JSON.stringify leaves raw, are written as `\u` escapes like C0 (see
 * `escapeUnsafeChars`), so the report is safe to print on a terminal.
 */
import type { SizingReportRow, SizingValue } from '../../core/sizing-check/types.ts';
import { escapeUnsafeChars } from '../shared/unsafe-chars.ts';
import type { CheckReporter, ReportContext } from './reporter.ts';

const valueJson = (quantity: SizingValue) =>
  `{"value":${quantity.value === null ? 'null' : quantity.value},"unit":${JSON.stringify(quantity.unit)},"source":"${quantity.source}"}`;

/** JSON text of a value, with no raw control or bidi character. */
const safeJson = (value: unknown) => escapeUnsafeChars(JSON.stringify(value));

/**
 * Writes a report row as JSON, the same text as
 * `escapeUnsafeChars(JSON.stringify(row))` (a test holds them equal) in a
 * third of the time: a sheet may have millions of rows. Values are finite
 * numbers or null, so `${value}` is their JSON.
 *
 * @param row A row from `checkSizingRow`.
 * @returns One line of JSON, without a newline.
 */
export function reportRowJson(row: SizingReportRow): string {
  return (
    `{"line":${row.line},"tag":${safeJson(row.tag)},"status":"${row.status}",` +
    `"messages":${row.messages.length === 0 ? '[]' : safeJson(row.messages)},` +
    `"velocity":${valueJson(row.velocity)},"diameter":${valueJson(row.diameter)},"airflow":${valueJson(row.airflow)}}`
  );
}

/**
 * Makes the JSON reporter.
 *
 * @param context The sheet's name and the check's options.
 * @returns A reporter whose pieces join into one valid JSON document.
 */
export function createJsonReporter(context: ReportContext): CheckReporter {
  let first = true;
  const head = { sheet: context.sheetName, settings: context.options };
  return {
    start: () => `${safeJson(head).slice(0, -1)},"rows":[\n`,
    row(row) {
      const separator = first ? '' : ',\n';
      first = false;
      return separator + reportRowJson(row);
    },
    end: (summary) => `\n],"summary":${JSON.stringify(summary)}}\n`,
  };
}
