/**
 * Reading a tool's numeric inputs from text, the same way on the page, in a
 * link and on the command line: a bare number is in the unit system's unit of
 * the field, and a number may carry its own unit (`10ft`, `300F`, `4 in wg`),
 * converted with the catalogue's exact factor.
 */
import type { UnitId } from '../units/catalogue.ts';
import { parseQuantity } from '../units/parse-quantity.ts';
import type { QuantityId } from '../units/quantity.ts';
import type { UnitSystem } from './figure.ts';

/** One numeric input of a tool. */
export interface MeasureSpec {
  /** camelCase key: the core's input name; its kebab-case form is the CLI option and the link's query key. */
  readonly key: string;
  /** What an engineer calls it, starting with a capital: `Bag length`. */
  readonly label: string;
  readonly quantity: QuantityId;
  /** The unit of a bare number, per unit system. */
  readonly units: Readonly<Record<UnitSystem, UnitId>>;
  /**
   * A range check on the SI value: the reason it cannot be used, worded to
   * follow the label (`must be greater than zero`), or `undefined` when it can.
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

/** The check of a value that must be greater than zero. */
export const mustBePositive = (valueSi: number): string | undefined => (valueSi > 0 ? undefined : 'must be greater than zero');

/**
 * Reads one input.
 *
 * @param spec The input.
 * @param text What the user typed.
 * @param system The unit system of a bare number.
 * @returns `success` with the value in SI (the quantity's SI unit: m, Pa, K,
 *   m³/s, …), or `error` with one issue: not a number, a unit of another
 *   quantity, an unknown unit, a standard or normal flow (the tools work at
 *   actual conditions), or the spec's own check. Never throws.
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
  const reason = spec.check?.(valueSi);
  return reason === undefined ? { status: 'success', valueSi } : fail(`${spec.label} ${reason}, got ${text.trim()}`);
}

/**
 * Reads every input of a tool that was given.
 *
 * @param specs The tool's inputs.
 * @param texts The texts by key; an absent or blank text is not given (the
 *   tool's own schema decides whether it is required).
 * @param system The unit system of bare numbers.
 * @returns `success` with the SI value of each given input by key, or `error`
 *   with one issue per unusable input, in the order of `specs`, so that none
 *   is lost.
 */
export function readMeasures(
  specs: readonly MeasureSpec[],
  texts: Readonly<Record<string, string | undefined>>,
  system: UnitSystem,
): { status: 'success'; data: Record<string, number> } | { status: 'error'; issues: MeasureIssue[] } {
  const data: Record<string, number> = {};
  const issues: MeasureIssue[] = [];
  for (const spec of specs) {
    const text = texts[spec.key];
    if (text === undefined || text.trim() === '') continue;
    const read = readMeasure(spec, text, system);
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
