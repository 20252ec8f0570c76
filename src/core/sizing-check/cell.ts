/**
 * Reads one q, v or d cell of a sizing sheet. A cell is blank, a usable
 * number, or invalid with a message that names the field and the text as the
 * sheet has it.
 */
import { describeDuctIssue } from '../duct/issue-message.ts';
import { readQuantityText } from '../duct/quantity-text.ts';
import type { Quantity } from '../duct/units.ts';

/** What a cell holds. `text` is the cell as written, without surrounding spaces. */
export type SheetCell =
  | { kind: 'blank' }
  | { kind: 'number'; value: number; text: string }
  | { kind: 'invalid'; text: string; message: string };

const BLANK: SheetCell = Object.freeze({ kind: 'blank' });

/** Longest cell text quoted in a message; longer text is cut with "…". */
const SHOWN_TEXT_MAX = 40;

/** 1,200, 1 200 or 12'500.5: a number written with thousands separators. */
const THOUSANDS = /^[+-]?\d{1,3}([, ']\d{3})+(\.\d*)?$/;
/** 3500 fpm, 8in, 1.2 m³/s: a number followed by a unit symbol. */
const NUMBER_WITH_UNIT =
  /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?\s*(a?cfm|scfm|fpm|ft\/min|in|inch|inches|"|mm|cm|m|m\/s|m[3³]\/[sh]|l\/s)$/i;

/**
 * Quotes a cell's text for a one-line message: JSON string escapes make
 * line breaks and control characters visible, and long text is shortened.
 *
 * @param text The cell's text.
 * @returns For example `"12 abc"` or `"1\n2"`.
 */
export function quoteCellText(text: string): string {
  const shown = text.length > SHOWN_TEXT_MAX ? `${text.slice(0, SHOWN_TEXT_MAX)}…` : text;
  return JSON.stringify(shown);
}

function notANumber(quantity: Quantity, text: string): string {
  const hint = THOUSANDS.test(text)
    ? ' (write it without thousands separators)'
    : NUMBER_WITH_UNIT.test(text)
      ? ' (give the number alone: the units come from --imperial or --metric)'
      : '';
  return `${quantity} ${quoteCellText(text)} is not a number${hint}`;
}

/**
 * Reads a cell.
 *
 * @param quantity Which quantity the column holds (airflow, velocity or diameter).
 * @param rawText The cell as the CSV reader gave it; may be empty.
 * @returns `blank` for empty or all-space text; `number` for a decimal
 *   number (any unit system: the check does not depend on units) that is
 *   finite and greater than zero; otherwise `invalid`, with a message such as
 *   `airflow "12abc" is not a number`, `velocity must be greater than zero,
 *   got -3` or `diameter must be a finite number, got 1e999`.
 */
export function readSheetCell(quantity: Quantity, rawText: string): SheetCell {
  const text = rawText.trim();
  if (text === '') return BLANK;
  const result = readQuantityText(quantity, text);
  if (result.status === 'success') return { kind: 'number', value: result.value, text };
  // A sheet's own wording for non-numbers, with hints for separators and units.
  const message =
    result.issue.reason === 'not-a-number'
      ? notANumber(quantity, text)
      : describeDuctIssue(result.issue, quantity, text);
  return { kind: 'invalid', text, message };
}
