/**
 * The configuration's plain numbers (no unit system): the bag life in months
 * and the operating hours a day, each with its physical range, read from
 * text the same way on the page, in a log file and on the command line. A
 * value outside the range is refused with one line naming the field and the
 * range (`Bag life must be from 1 to 120 months, got 1e309`), so no Infinity,
 * NaN or `null` reaches the plan.
 */
import * as v from 'valibot';
import { inRange, rangeText, shownRangeText, type MeasureRange, type MeasureSpec } from '../report/measure.ts';
import { DECIMAL_NUMBER_TEXT } from '../units/number-text.ts';

/** One plain number of the configuration. */
export interface PlainNumberSpec {
  /** What an engineer calls it, starting with a capital: `Bag life`. */
  readonly label: string;
  /** Its unit in words, after the number: `months`. */
  readonly unit: string;
  readonly range: MeasureRange;
  /** Only whole numbers (months). */
  readonly integer?: boolean;
}

/**
 * Bag life, months: from 1 (a bag that lasts less is a process fault to fix,
 * not a replacement to plan) to 120 (ten years, past the longest fabric-filter
 * bag lives reported; EPA's cost manual assumes 2 years, 1 to 3 is typical).
 */
export const BAG_LIFE: PlainNumberSpec = { label: 'Bag life', unit: 'months', range: { min: 1, max: 120 }, integer: true };

/**
 * Operating hours per operating day: from 0.1 h (six minutes; shorter is not
 * a day's run, and the 2,000-hour bearing task would fall centuries apart) to
 * 24 h (a day has no more).
 */
export const HOURS_PER_DAY: PlainNumberSpec = { label: 'Operating hours per day', unit: 'h', range: { min: 0.1, max: 24 } };

/** The range in words, to follow the label: `must be from 1 to 120 months`. */
export function plainRangeText(spec: PlainNumberSpec): string {
  return shownRangeText(spec.range, (value) => value, spec.unit);
}

/**
 * Why a number cannot be used, worded to follow the label, or `undefined`.
 *
 * @param spec The field.
 * @param value The number (from text, a file or an option).
 */
export function plainNumberProblem(spec: PlainNumberSpec, value: number): string | undefined {
  if (!inRange(spec.range, value)) return plainRangeText(spec);
  return spec.integer && !Number.isInteger(value) ? `must be a whole number of ${spec.unit}` : undefined;
}

/**
 * Reads a plain number typed in a field or given as an option.
 *
 * @param spec The field.
 * @param text What was typed; a decimal number, with no unit.
 * @returns `success` with the number, or `error` with one line naming the
 *   field and the text as typed (`Operating hours per day must be from 0.1
 *   to 24 h, got 1e309`). Never throws.
 */
export function readPlainNumber(spec: PlainNumberSpec, text: string): { status: 'success'; value: number } | { status: 'error'; message: string } {
  const trimmed = text.trim();
  if (trimmed === '') return { status: 'error', message: `${spec.label} is required` };
  if (!DECIMAL_NUMBER_TEXT.test(trimmed)) return { status: 'error', message: `${spec.label}: "${trimmed}" is not a number` };
  const value = Number(trimmed);
  const problem = plainNumberProblem(spec, value);
  return problem === undefined ? { status: 'success', value } : { status: 'error', message: `${spec.label} ${problem}, got ${trimmed}` };
}

/**
 * A valibot check of a number from a file or an option: any number, refused
 * with `problem`'s reason after the label.
 *
 * @param label The field as the message names it.
 * @param problem Why a number cannot be used, worded to follow the label, or `undefined`.
 */
export function checkedNumber(label: string, problem: (value: number) => string | undefined) {
  return v.pipe(
    v.number(`${label} must be a number`),
    v.rawCheck<number>(({ dataset, addIssue }) => {
      const reason = dataset.typed ? problem(dataset.value) : undefined;
      if (reason !== undefined) addIssue({ message: `${label} ${reason}` });
    }),
  );
}

/** A valibot check of a plain number in its range. */
export const plainNumberSchema = (spec: PlainNumberSpec) => checkedNumber(spec.label, (value) => plainNumberProblem(spec, value));

/** A valibot check of a pressure in Pa, in its measure's range (stated in Pa). */
export const pascalSchema = (spec: MeasureSpec) => checkedNumber(spec.label, (value) => (inRange(spec.range, value) ? undefined : rangeText(spec.range, 'Pa')));
