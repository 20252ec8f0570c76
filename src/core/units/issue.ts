/**
 * What the units catalogue says when text or a conversion cannot be used.
 */

/**
 * Why a value or a unit was refused:
 * - `empty`: nothing typed;
 * - `not-a-number`: the text does not start with a decimal number;
 * - `separator`: thousands separators or a decimal comma (`10,000`, `1,5`);
 * - `not-finite`: a number too large for a double (`1e999`);
 * - `missing-unit`: a bare number and no default unit;
 * - `unknown-unit`: a unit the catalogue does not know;
 * - `gauge-pressure`: `psig`, `barg`: the catalogue cannot know the local atmosphere;
 * - `wrong-quantity`: a unit of another quantity than the one expected;
 * - `incompatible-units`: a conversion between two quantities;
 * - `below-absolute-zero`: a temperature under 0 K;
 * - `out-of-range`: a result too large for a double.
 */
export type UnitIssueReason =
  | 'empty'
  | 'not-a-number'
  | 'separator'
  | 'not-finite'
  | 'missing-unit'
  | 'unknown-unit'
  | 'gauge-pressure'
  | 'wrong-quantity'
  | 'incompatible-units'
  | 'below-absolute-zero'
  | 'out-of-range';

/** One refusal: the reason, the text it is about, and one line for a person. */
export interface UnitIssue {
  readonly reason: UnitIssueReason;
  /** The text or value refused, as given. */
  readonly text: string;
  /** One line that names the text, e.g. `Unknown unit "inH20" …`. */
  readonly message: string;
}

/** The result of every function of the catalogue: never throws, never NaN. */
export type UnitResult<T> =
  | { readonly status: 'success'; readonly data: T }
  | { readonly status: 'error'; readonly issues: readonly UnitIssue[] };

/**
 * Quotes typed text for a one-line message: in double quotes, with any run of
 * whitespace (a pasted newline or tab) shown as one space.
 */
export function quoteText(text: string): string {
  return `"${text.replace(/\s+/g, ' ')}"`;
}

/**
 * Builds the error result for one issue.
 *
 * @returns `{status: 'error', issues: [{reason, text, message}]}`.
 */
export function unitError(reason: UnitIssueReason, text: string, message: string): UnitResult<never> {
  return { status: 'error', issues: [{ reason, text, message }] };
}
