/**
 * Reading a plain number that is not a measure (a %, a speed in rpm): a
 * decimal, optionally followed by its unit's symbol, held to its range like
 * a measure, with the same wording (`Fan efficiency must be from 1 to 100 %,
 * got 1e309`), so that no Infinity or NaN passes on.
 */
import { inRange, shownRangeText, type MeasureRange } from './measure.ts';
import { DECIMAL_NUMBER_TEXT } from '../units/number-text.ts';

/**
 * A plain number (a %, a speed, a loss coefficient) with its unit's symbol
 * and its range in that unit; typed with or without the symbol. A pure
 * number of dimension one (a hood's Fh or Ce) has the unit ''.
 */
export interface PlainNumberSpec {
  readonly key: string;
  readonly label: string;
  readonly unit: '%' | 'rpm' | '';
  readonly range: MeasureRange;
}

/**
 * The range in words, to follow the label, worded as a measure's:
 * `must be from 1 to 100 %`.
 *
 * @param spec The number's spec; its range is in the unit typed.
 */
export function plainRangeText({ range, unit }: PlainNumberSpec): string {
  return shownRangeText(range, (value) => value, unit);
}

/**
 * Reads a plain number.
 *
 * @param spec The number's label, unit and range.
 * @param text What was typed: `70`, `70 %`, `1200rpm`.
 * @returns The number in the spec's unit, or one line naming the field and
 *   the text: not a number, or outside the range. Never throws.
 */
export function readPlainNumber(spec: PlainNumberSpec, text: string): number | string {
  const typed = text.trim();
  const bare = spec.unit !== '' && typed.toLowerCase().endsWith(spec.unit) ? typed.slice(0, -spec.unit.length).trimEnd() : typed;
  if (!DECIMAL_NUMBER_TEXT.test(bare)) return `${spec.label} must be a number${spec.unit === '' ? '' : ` in ${spec.unit}`}, got ${typed}`;
  const value = Number(bare);
  return inRange(spec.range, value) ? value : `${spec.label} ${plainRangeText(spec)}, got ${typed}`;
}
