/**
 * Reading a tool's numeric inputs from text, the same way on the page, in a
 * link and on the command line: a bare number is in the unit system's unit of
 * the field, and a number may carry its own unit (`10ft`, `300F`, `4 in wg`),
 * converted with the catalogue's exact factor.
 */
import { roundScientific } from '../format/rounding.ts';
import { formatSignificant } from '../format/significant.ts';
import { unitById, unitsOf, type UnitId } from '../units/catalogue.ts';
import { parseQuantity } from '../units/parse-quantity.ts';
import { QUANTITY_INFO, type QuantityId } from '../units/quantity.ts';
import { unitFromSi } from '../units/unit.ts';
import type { UnitSystem } from './figure.ts';

/**
 * The physical range of an input, in SI: every value a real plant can have,
 * and no more. Outside it a tool's formulas leave the ground they were
 * fitted on, and far outside it a double overflows to Infinity or underflows
 * to zero, so the value is refused as an input error naming the field and
 * the range, never passed on to become a blank or NaN figure.
 */
export interface MeasureRange {
  /** The smallest usable value, in the quantity's SI unit. */
  readonly min: number;
  /** The largest usable value, in the quantity's SI unit. */
  readonly max: number;
  /** `min` itself is refused: a flow must be greater than zero. */
  readonly minExclusive?: boolean;
  /** Why the bounds are where they are, when a law or table sets them: `where Sutherland's law holds`. */
  readonly why?: string;
}

/** One numeric input of a tool. */
export interface MeasureSpec {
  /** camelCase key: the core's input name; its kebab-case form is the CLI option and the link's query key. */
  readonly key: string;
  /** What an engineer calls it, starting with a capital: `Bag length`. */
  readonly label: string;
  readonly quantity: QuantityId;
  /** The unit of a bare number, per unit system. */
  readonly units: Readonly<Record<UnitSystem, UnitId>>;
  /** The physical range; a value outside it is refused with a message naming the range in the unit typed. */
  readonly range: MeasureRange;
  /**
   * A further check on the SI value, past the range: the reason it cannot be
   * used, worded to follow the label, or `undefined` when it can.
   */
  readonly check?: (valueSi: number) => string | undefined;
}

/** Why one input cannot be used. */
export interface MeasureIssue {
  /** The spec's key. */
  readonly field: string;
  /** The text as the user gave it. */
  readonly text: string;
  /** One line naming the field and the value: `Bag length must be greater than zero, got -3`. */
  readonly message: string;
}

/** A bound as a person reads it: 4 significant digits; scientific beyond 10⁵ or below 10⁻³, where a run of zeros is hard to count. */
function boundText(value: number): string {
  const size = Math.abs(value);
  return size >= 1e5 || (size > 0 && size < 1e-3) ? roundScientific(value, { significantDigits: 4, trimZeros: true }) : formatSignificant(value, 4);
}

/**
 * The range in words, in one unit, to follow a label: `must be greater than 0
 * and at most 1000000 m³/h`, `must be from −100 to 1000 °C, where Sutherland's law holds`.
 *
 * @param range The range, SI.
 * @param unitId The unit to state it in (the unit system's unit of the field).
 * @returns The phrase; the unit's symbol after the upper bound.
 */
export function rangeText(range: MeasureRange, unitId: UnitId): string {
  const unit = unitById(unitId);
  return shownRangeText(range, (value) => unitFromSi(unit, value), unit.symbol);
}

/**
 * The range in words, as {@link rangeText}, for a plain number that is not a
 * measure of the catalogue (a factor, a count, a price per ft²): `must be
 * from 0 to 10`, `must be greater than 0 and at most 100 %`.
 *
 * @param range The range, in the value the core holds.
 * @param toShown The held value to the number as typed (× 100 for a percentage).
 * @param symbol The unit shown after the upper bound; '' for a pure number.
 */
export function shownRangeText(range: MeasureRange, toShown: (value: number) => number, symbol: string): string {
  const [min, max] = [boundText(toShown(range.min)), boundText(toShown(range.max))];
  const bounds = range.minExclusive ? `greater than ${min} and at most ${max}` : `from ${min} to ${max}`;
  return `must be ${bounds}${symbol === '' ? '' : ` ${symbol}`}${range.why ? `, ${range.why}` : ''}`.replaceAll(' -', ' −');
}

/** The quantity's coherent SI unit (factor 1, no offset): K for a temperature, not °C. */
function siUnitOf(quantity: QuantityId): UnitId {
  return unitsOf(quantity).find((unit) => unit.siPerUnit === 1 && !unit.offset)!.id;
}

/** Whether an SI value lies in the range (a non-finite value never does). */
export function inRange(range: MeasureRange, valueSi: number): boolean {
  if (!Number.isFinite(valueSi) || valueSi > range.max) return false;
  return range.minExclusive ? valueSi > range.min : valueSi >= range.min;
}

/**
 * Why an SI value cannot be used, worded to follow the label, or `undefined`.
 *
 * @param spec The input.
 * @param valueSi The value in SI.
 * @param system The unit system the range is stated in.
 */
function refusal(spec: MeasureSpec, valueSi: number, system: UnitSystem): string | undefined {
  return inRange(spec.range, valueSi) ? spec.check?.(valueSi) : rangeText(spec.range, spec.units[system]);
}

/**
 * Reads one input.
 *
 * @param spec The input.
 * @param text What the user typed.
 * @param system The unit system of a bare number.
 * @returns `success` with the value in SI (the quantity's SI unit: m, Pa, K,
 *   m³/s, …), or `error` with one issue: not a number, a unit of another
 *   quantity, an unknown unit, a standard or normal flow (the tools work at
 *   actual conditions), a value outside the spec's range (the message states
 *   the range in the unit of `system`), or the spec's own check. Never throws.
 */
export function readMeasure(
  spec: MeasureSpec,
  text: string,
  system: UnitSystem,
): { status: 'success'; valueSi: number } | { status: 'error'; issue: MeasureIssue } {
  const fail = (message: string) => ({ status: 'error' as const, issue: { field: spec.key, text, message } });
  const parsed = parseQuantity(text, { quantity: spec.quantity, defaultUnit: spec.units[system] });
  if (parsed.status === 'error') return fail(`${spec.label}: ${parsed.issues[0]!.message}`);
  const { valueSi, basis } = parsed.data;
  if (basis && basis.reference !== 'actual') {
    return fail(`${spec.label} "${text.trim()}" is a ${basis.reference} volume; give it at actual conditions (duct-calc convert gives it)`);
  }
  const reason = refusal(spec, valueSi, system);
  return reason === undefined ? { status: 'success', valueSi } : fail(`${spec.label} ${reason}, got ${text.trim()}`);
}

/**
 * The unit system each field's bare number was typed in, by key, where it is
 * not the page's: a unit switch re-displays a field in the new system but
 * keeps the text and the system it was typed in, so its value never drifts
 * (see typed-text.ts).
 */
export type TypedIn = Readonly<Partial<Record<string, UnitSystem>>>;

/**
 * Reads every input of a tool that was given.
 *
 * @param specs The tool's inputs.
 * @param texts The texts by key; an absent or blank text is not given (the
 *   tool's own schema decides whether it is required).
 * @param system The unit system of bare numbers.
 * @param typedIn The system of each field typed in another one (a page after
 *   a unit switch); absent for the CLI and a link, where every text is in `system`.
 * @returns `success` with the SI value of each given input by key, or `error`
 *   with one issue per unusable input, in the order of `specs`, so that none
 *   is lost.
 */
export function readMeasures(
  specs: readonly MeasureSpec[],
  texts: Readonly<Record<string, string | undefined>>,
  system: UnitSystem,
  typedIn: TypedIn = {},
): { status: 'success'; data: Record<string, number> } | { status: 'error'; issues: MeasureIssue[] } {
  const data: Record<string, number> = {};
  const issues: MeasureIssue[] = [];
  for (const spec of specs) {
    const text = texts[spec.key];
    if (text === undefined || text.trim() === '') continue;
    const read = readMeasure(spec, text, typedIn[spec.key] ?? system);
    if (read.status === 'success') data[spec.key] = read.valueSi;
    else issues.push(read.issue);
  }
  return issues.length === 0 ? { status: 'success', data } : { status: 'error', issues };
}

/**
 * The kebab-case name of a key, as the CLI option and the link's query key.
 *
 * @example optionName('bagLength') // 'bag-length'
 */
export function optionName(key: string): string {
  return key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/**
 * Checks a tool's inputs once they are numbers in SI: what a core entry point
 * runs on values that did not come through {@link readMeasures} (a script
 * calling the core, a machine's defaults), with the same specs and checks.
 *
 * @param specs The tool's inputs.
 * @param values The SI values by key; `undefined` when not given.
 * @param required The keys that must be given.
 * @returns One issue per missing, non-finite or refused input, in the order
 *   of `specs`; the issue's `text` is the SI value with its SI unit. Empty when all can be used.
 */
export function checkMeasureValues(
  specs: readonly MeasureSpec[],
  values: Readonly<Record<string, number | undefined>>,
  required: readonly string[] = [],
): MeasureIssue[] {
  const issues: MeasureIssue[] = [];
  for (const spec of specs) {
    const value = values[spec.key];
    if (value === undefined) {
      if (required.includes(spec.key)) issues.push({ field: spec.key, text: '', message: `${spec.label} is required` });
      continue;
    }
    const text = `${value} ${QUANTITY_INFO[spec.quantity].siSymbol}`;
    const reason = !Number.isFinite(value)
      ? 'must be a finite number'
      : inRange(spec.range, value)
        ? spec.check?.(value)
        : rangeText(spec.range, siUnitOf(spec.quantity));
    if (reason !== undefined) issues.push({ field: spec.key, text, message: `${spec.label} ${reason}, got ${text}` });
  }
  return issues;
}
