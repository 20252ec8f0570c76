/**
 * The cost tool's inputs that are plain numbers, not measures of a catalogue
 * quantity: prices, factors, rates, counts, hours. A price per area or per
 * volume is typed in the unit system's unit and held per m² or m³.
 */
import type { UnitSystem } from '../report/figure.ts';
import type { MeasureIssue } from '../report/measure.ts';
import { DECIMAL_NUMBER_TEXT } from '../units/number-text.ts';

/** One plain-number input. */
export interface NumberSpec {
  /** camelCase key; in kebab-case the CLI option and the link's query key. */
  readonly key: string;
  /** What an engineer calls it, starting with a capital: `Bag price`. */
  readonly label: string;
  /** The unit of the typed number per unit system, as shown beside the field: `$/ft²`, `%`, `h/yr`; '' for a pure number. */
  readonly units: Readonly<Record<UnitSystem, string>>;
  /** Typed number ÷ divisor = the value the core holds (100 for %, 0.09290304 m² per ft² for $/ft² → $/m²); 1 when absent. */
  readonly divisor?: Readonly<Record<UnitSystem, number>>;
  /** The value the core takes when the field is blank (the EPA default); none for dated prices. */
  readonly defaultValue?: number;
  /** Why the core value cannot be used, worded to follow the label, or `undefined`. */
  readonly check?: (value: number) => string | undefined;
}

/** Zero or more. */
export const notNegative = (value: number): string | undefined => (value >= 0 ? undefined : 'must not be negative');
/** Above zero. */
export const positive = (value: number): string | undefined => (value > 0 ? undefined : 'must be greater than zero');
/** A whole number, 0 or more. */
export const wholeNumber = (value: number): string | undefined => (Number.isInteger(value) && value >= 0 ? undefined : 'must be a whole number, 0 or more');
/** A fraction above 0, at most 1 (an efficiency). */
export const efficiency = (value: number): string | undefined => (value > 0 && value <= 1 ? undefined : 'must be above 0 % and at most 100 %');

/**
 * The typed number of a field: a plain decimal, optionally after `$` or
 * before `%` (so `$1.69` and `7 %` read as typed). Thousands separators are
 * not numbers here, as everywhere in the toolkit.
 */
function typedNumber(text: string): number | undefined {
  const trimmed = text.trim().replace(/^\$\s*/, '').replace(/\s*%$/, '');
  return DECIMAL_NUMBER_TEXT.test(trimmed) ? Number(trimmed) : undefined;
}

/**
 * Reads the plain-number inputs that were given.
 *
 * @param specs The inputs.
 * @param texts Texts by key; absent or blank is not given.
 * @param system The unit system of the typed numbers.
 * @returns The values the core holds by key, and one issue per unusable text
 *   (`Interest rate must be a number, got abc`; `Bag life must be greater than zero, got 0`).
 */
export function readNumbers(
  specs: readonly NumberSpec[],
  texts: Readonly<Record<string, string | undefined>>,
  system: UnitSystem,
): { data: Record<string, number>; issues: MeasureIssue[] } {
  const data: Record<string, number> = {};
  const issues: MeasureIssue[] = [];
  for (const spec of specs) {
    const text = texts[spec.key];
    if (text === undefined || text.trim() === '') continue;
    const typed = typedNumber(text);
    const unit = spec.units[system];
    if (typed === undefined || !Number.isFinite(typed)) {
      issues.push({ field: spec.key, text, message: `${spec.label} must be a number${unit === '' ? '' : ` in ${unit}`}, got ${text.trim()}` });
      continue;
    }
    const value = typed / (spec.divisor?.[system] ?? 1);
    const reason = spec.check?.(value);
    if (reason === undefined) data[spec.key] = value;
    else issues.push({ field: spec.key, text, message: `${spec.label} ${reason}, got ${text.trim()}` });
  }
  return { data, issues };
}
