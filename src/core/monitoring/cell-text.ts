/**
 * A spreadsheet cell as the text a CSV export would hold, for the same
 * monitor: the CLI's streamed .xlsx and the page's worker read cells alike. A date cell becomes its wall time without an offset
 * (`2025-03-03T08:00:00.000`), read in the zone of `--time local`, or as UTC
 * with `--time iso`.
 */

/**
 * @param value An exceljs cell value: a number, text, boolean, Date, a
 *   formula (its result), rich text, a hyperlink (its text), an error.
 * @returns The cell as text; '' for an empty cell.
 */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, -1);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value === 'string') return value;
  if (typeof value === 'object') {
    const cell = value as { result?: unknown; richText?: { text: string }[]; text?: unknown; error?: string };
    if ('result' in cell) return cellText(cell.result);
    if (cell.richText) return cell.richText.map((run) => run.text).join('');
    if (cell.text !== undefined) return cellText(cell.text);
    if (cell.error !== undefined) return cell.error;
  }
  return String(value);
}
