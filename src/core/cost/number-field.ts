/**
 * The cost tool's inputs that are plain numbers, not measures of a catalogue
 * quantity: prices, factors, rates, counts, hours. A price per area or per
 * volume is typed in the unit system's unit and held per m² or m³; each has
 * a range (ranges.ts), refused outside it by name, as a measure is.
 *
 * Across a unit switch a field keeps its text and the system it was typed
 * in (the model of core/report/typed-text.ts): it is shown converted, read
 * in the system it was typed in, and linked with its own unit (`1.69$/ft2`),
 * so a price never drifts.
 */
import type { UnitSystem } from '../report/figure.ts';
import { inRange, shownRangeText, type MeasureIssue, type MeasureRange, type TypedIn } from '../report/measure.ts';
import { isBareNumber, shownBareNumber } from '../report/typed-text.ts';

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
  /** What a blank field means when it has no default value, in a few words: `prices in today’s $`. */
  readonly whenEmpty?: string;
  /** The usable values, of the value the core holds; refused outside with the range in the unit typed. */
  readonly range: MeasureRange;
  /** A further check past the range: why the held value cannot be used, worded to follow the label, or `undefined`. */
  readonly check?: (value: number) => string | undefined;
}

/** A whole number (a count, the years shown). */
export const wholeNumber = (value: number): string | undefined => (Number.isInteger(value) ? undefined : 'must be a whole number');

/** A unit as compared and as a link writes it: no spaces, ² and ³ as 2 and 3 (`$/1000 ft³` → `$/1000ft3`). */
const plainUnit = (unit: string) => unit.replace(/\s+/g, '').replaceAll('²', '2').replaceAll('³', '3');

const divisorOf = (spec: NumberSpec, system: UnitSystem) => spec.divisor?.[system] ?? 1;

/** A decimal number, then anything after it (its unit, or what makes it no number). */
const NUMBER_THEN_REST = /^([+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?)\s*(.*)$/i;

/**
 * The typed number of a field, and the unit system its own unit names: a
 * plain decimal, optionally after `$`, optionally followed by the field's
 * unit of either system (`$1.69`, `7 %`, `1.69 $/ft²`, `0.25$/1000ft3`).
 * Thousands separators are not numbers here, as everywhere in the toolkit.
 */
function typedNumber(spec: NumberSpec, text: string): { value: number; system?: UnitSystem } | undefined {
  const match = NUMBER_THEN_REST.exec(text.trim().replace(/^\$\s*/, ''));
  if (match === null) return undefined;
  const value = Number(match[1]);
  const unit = plainUnit(match[2]!).toLowerCase();
  if (unit === '') return { value };
  const named = (['metric', 'imperial'] as const).filter((system) => plainUnit(spec.units[system]).toLowerCase() === unit);
  if (named.length === 0) return undefined;
  // A unit both systems share (%, h/yr) says nothing about the system.
  return named.length === 1 ? { value, system: named[0]! } : { value };
}

/** The unit in a message: ` in $/m² (or $/ft²)`, ` in %`, or nothing for a pure number. */
function unitPhrase(spec: NumberSpec, system: UnitSystem): string {
  const [unit, other] = [spec.units[system], spec.units[system === 'metric' ? 'imperial' : 'metric']];
  if (unit === '') return '';
  return unit === other ? ` in ${unit}` : ` in ${unit} (or ${other})`;
}

/**
 * The range of a plain number in words, in the unit of a system: `must be
 * from 0 to 929 $/ft²`, `must be from 5 to 100 %`.
 *
 * @param spec The input.
 * @param system The unit system whose unit states it.
 */
export function numberRangeText(spec: NumberSpec, system: UnitSystem): string {
  return shownRangeText(spec.range, (value) => value * divisorOf(spec, system), spec.units[system]);
}

/**
 * Reads one plain-number input.
 *
 * @param spec The input.
 * @param text What was typed.
 * @param system The unit system of a number typed without its unit.
 * @returns The value the core holds (a fraction for a percentage, $/m² for
 *   a price per area), or one issue naming the field: not a number
 *   (`Interest rate must be a number in %, got abc`), outside the range in
 *   the unit typed (`Interest rate must be from 0 to 100 %, got 1e308`), or
 *   the spec's own check. Never throws.
 */
export function readNumber(
  spec: NumberSpec,
  text: string,
  system: UnitSystem,
): { status: 'success'; value: number } | { status: 'error'; issue: MeasureIssue } {
  const fail = (message: string) => ({ status: 'error' as const, issue: { field: spec.key, text, message: `${spec.label} ${message}, got ${text.trim()}` } });
  const typed = typedNumber(spec, text);
  if (typed === undefined) return fail(`must be a number${unitPhrase(spec, system)}`);
  const unitSystem = typed.system ?? system;
  const value = typed.value / divisorOf(spec, unitSystem);
  if (!inRange(spec.range, value)) return fail(numberRangeText(spec, unitSystem));
  const reason = spec.check?.(value);
  return reason === undefined ? { status: 'success', value } : fail(reason);
}

/**
 * Reads the plain-number inputs that were given.
 *
 * @param specs The inputs.
 * @param texts Texts by key; absent or blank is not given.
 * @param system The unit system of the typed numbers.
 * @param typedIn The system each field was typed in, where it is not `system` (a page after a unit switch).
 * @returns The values the core holds by key, and one issue per unusable text, in the order of `specs`.
 */
export function readNumbers(
  specs: readonly NumberSpec[],
  texts: Readonly<Record<string, string | undefined>>,
  system: UnitSystem,
  typedIn: TypedIn = {},
): { data: Record<string, number>; issues: MeasureIssue[] } {
  const data: Record<string, number> = {};
  const issues: MeasureIssue[] = [];
  for (const spec of specs) {
    const text = texts[spec.key];
    if (text === undefined || text.trim() === '') continue;
    const read = readNumber(spec, text, typedIn[spec.key] ?? system);
    if (read.status === 'success') data[spec.key] = read.value;
    else issues.push(read.issue);
  }
  return { data, issues };
}

/** A bare number of a field, with a leading `$` allowed; `undefined` for any other text. */
function bareNumber(text: string): string | undefined {
  const bare = text.trim().replace(/^\$\s*/, '');
  return isBareNumber(bare) ? bare : undefined;
}

/**
 * The text a plain-number field shows.
 *
 * @param spec The input.
 * @param text What was typed.
 * @param typedIn The unit system it was typed in.
 * @param system The unit system the page shows.
 * @returns The text as typed, unless its unit differs between the systems
 *   and it was typed as a bare number in the other: then converted, to at
 *   most 4 decimals (`1.69` $/ft² shows as `18.191` $/m²).
 */
export function shownNumberText(spec: NumberSpec, text: string, typedIn: UnitSystem, system: UnitSystem): string {
  const [from, to] = [divisorOf(spec, typedIn), divisorOf(spec, system)];
  const bare = bareNumber(text);
  if (from === to || bare === undefined) return text;
  return shownBareNumber(bare, (value) => (value / from) * to);
}

/**
 * The text a link carries for a plain-number field, with the link's
 * `units=` set to `system`.
 *
 * @returns The text as typed, unless its unit differs between the systems
 *   and it was typed as a bare number in the other: then the number with the
 *   unit of the system it was typed in (`1.69$/ft2`), which reads back to the
 *   same value bit for bit.
 */
export function linkedNumberText(spec: NumberSpec, text: string, typedIn: UnitSystem, system: UnitSystem): string {
  const bare = bareNumber(text);
  if (divisorOf(spec, typedIn) === divisorOf(spec, system) || bare === undefined) return text;
  return `${bare}${plainUnit(spec.units[typedIn])}`;
}
