/**
 * A baghouse design from text as typed, the one reader of the page, its link
 * and `duct-calc baghouse`: measures with or without their unit, plain
 * numbers, choices. Every field is named by its key (`bagLength`), which is
 * the CLI's `--bag-length` and the link's `bag-length`.
 */
import { parseNumberText } from '../duct/form-schema.ts';
import { formatNumber } from '../format/number.ts';
import { unitById } from '../units/catalogue.ts';
import { unitFromSi, unitToSi } from '../units/unit.ts';
import type { UnitSystem } from '../report/figure.ts';
import { readMeasures, type MeasureIssue } from '../report/measure.ts';
import { DUST_IDS, type DustId } from './dusts.ts';
import { CLEANING_TYPES, type CleaningType } from './cleaning.ts';
import { designBaghouse, type BaghouseDesign } from './design.ts';
import type { BaghouseInput } from './input.ts';
import { BAGHOUSE_MEASURES, BAGHOUSE_NUMBERS, type BaghouseNumberKey } from './measures.ts';
import { DRAG_COEFFICIENT_UNITS } from './pressure-drop.ts';
import { baghouseRangeIssue } from './report.ts';

/** Every field of the form, in the order of the form, the link and `--help`. */
export const BAGHOUSE_FIELDS = [
  'flow',
  'temperature',
  'loading',
  'mmd',
  'dust',
  'materialFactor',
  'applicationFactor',
  'cleaning',
  'airToCloth',
  'compartments',
  'pulsePressure',
  'pulseSpacing',
  'k1',
  'k2',
  'cleaningInterval',
  'maxPressureDrop',
  'bagDiameter',
  'bagLength',
  'bagBottom',
  'bagPitch',
  'rows',
  'columns',
] as const;
/** One field. */
export type BaghouseTextField = (typeof BAGHOUSE_FIELDS)[number];
/** The fields as typed; absent or blank is not given. `bagBottom` is `yes` or `no`. */
export type BaghouseTexts = Partial<Record<BaghouseTextField, string>>;

/** How a plain number is named in a message. */
const NUMBER_LABELS: Readonly<Record<BaghouseNumberKey, string>> = {
  materialFactor: 'Material factor A',
  applicationFactor: 'Application factor B',
  k1: 'K₁',
  k2: 'K₂',
  compartments: 'Compartments',
  rows: 'Rows',
  columns: 'Columns',
};

/** The measures every design needs. */
const REQUIRED: readonly string[] = ['flow', 'loading', 'bagDiameter', 'bagLength'];

/** The outcome of reading: a design, or one issue per unusable field with the text given. */
export type BaghouseReading =
  | { readonly status: 'success'; readonly design: BaghouseDesign }
  | { readonly status: 'error'; readonly issues: readonly MeasureIssue[] };

function given(text: string | undefined): text is string {
  return text !== undefined && text.trim() !== '';
}

function readNumbers(texts: BaghouseTexts, system: UnitSystem, issues: MeasureIssue[]): Partial<Record<BaghouseNumberKey, number>> {
  const numbers: Partial<Record<BaghouseNumberKey, number>> = {};
  for (const key of BAGHOUSE_NUMBERS) {
    const text = texts[key];
    if (!given(text)) continue;
    const value = parseNumberText(text);
    if (value === undefined || !Number.isFinite(value)) {
      issues.push({ field: key, text, message: `${NUMBER_LABELS[key]} must be a number, got ${text.trim()}` });
    } else {
      numbers[key] = key === 'k1' || key === 'k2' ? value * DRAG_COEFFICIENT_UNITS[key][system].si : value;
    }
  }
  return numbers;
}

function readChoice<T extends string>(field: BaghouseTextField, text: string | undefined, choices: readonly T[], issues: MeasureIssue[]): T | undefined {
  if (!given(text)) return undefined;
  const value = text.trim().toLowerCase();
  if ((choices as readonly string[]).includes(value)) return value as T;
  issues.push({ field, text, message: `${field === 'dust' ? 'Dust' : 'Cleaning'} must be one of ${choices.join(', ')}, got ${text.trim()}` });
  return undefined;
}

/**
 * Reads the texts and designs the baghouse.
 *
 * @param texts Each field as typed. Measures take a unit (`10ft`, `300F`) or
 *   are in the system's unit; K₁ and K₂ are numbers in the system's unit
 *   (DRAG_COEFFICIENT_UNITS); cleaning defaults to pulse-jet.
 * @param system The unit system of bare numbers.
 * @returns The design, or every unusable field's issue (text as given and one
 *   line naming the field), none lost, or one issue (field `result`) for a
 *   design with a figure out of range (baghouseRangeIssue). Never throws.
 */
export function readBaghouse(texts: BaghouseTexts, system: UnitSystem): BaghouseReading {
  const measures = readMeasures(BAGHOUSE_MEASURES, texts, system);
  const issues: MeasureIssue[] = measures.status === 'error' ? [...measures.issues] : [];
  const numbers = readNumbers(texts, system, issues);
  const cleaning = readChoice<CleaningType>('cleaning', texts.cleaning, CLEANING_TYPES, issues) ?? 'pulse-jet';
  const dust = readChoice<DustId>('dust', texts.dust, DUST_IDS, issues);
  for (const spec of BAGHOUSE_MEASURES) {
    if (REQUIRED.includes(spec.key) && !given(texts[spec.key as BaghouseTextField])) {
      issues.push({ field: spec.key, text: '', message: `${spec.label} is required.` });
    }
  }
  if (issues.length > 0) return { status: 'error', issues };
  const values = measures.status === 'success' ? measures.data : {};
  const input = { ...values, ...numbers, cleaning, dust, bagBottom: texts.bagBottom?.trim().toLowerCase() === 'yes' } as BaghouseInput;
  const result = designBaghouse(input);
  if (result.status === 'success') {
    const outOfRange = baghouseRangeIssue(result.data);
    return outOfRange === undefined ? { status: 'success', design: result.data } : { status: 'error', issues: [outOfRange] };
  }
  return {
    status: 'error',
    issues: result.issues.map((issue) => ({ field: issue.field, text: texts[issue.field as BaghouseTextField]?.trim() ?? '', message: issue.message })),
  };
}

/** The EPA worked example as typed in imperial units: what a first visit shows. */
export const EPA_EXAMPLE_TEXTS: BaghouseTexts = {
  flow: '10000',
  temperature: '275',
  loading: '4',
  mmd: '7',
  materialFactor: '9',
  applicationFactor: '0.8',
  cleaning: 'pulse-jet',
  pulsePressure: '100',
  k2: '15',
  cleaningInterval: '10',
  bagDiameter: '5.125',
  bagLength: '10',
};

/** A bare number typed in one system, in another: value converted, shown as a field shows it. */
function convertBareNumber(text: string, factor: (value: number) => number): string {
  const value = parseNumberText(text);
  return value === undefined || !Number.isFinite(value) ? text : formatNumber(factor(value), 'field');
}

/**
 * The texts when the unit system changes: every bare number of a measure, K₁
 * and K₂ is converted to the new system's unit, so the design stays the same;
 * a number typed with its unit (`10ft`) and any text that is not a number stay
 * as typed.
 *
 * @param texts The fields as typed.
 * @param from The system the bare numbers are in.
 * @param to The system wanted.
 * @returns The new texts (field style: up to 4 decimals, trailing zeros trimmed).
 */
export function convertTexts(texts: BaghouseTexts, from: UnitSystem, to: UnitSystem): BaghouseTexts {
  if (from === to) return texts;
  const next: BaghouseTexts = { ...texts };
  for (const spec of BAGHOUSE_MEASURES) {
    const field = spec.key as BaghouseTextField;
    const text = next[field];
    if (text === undefined) continue;
    const fromUnit = unitById(spec.units[from]);
    const toUnit = unitById(spec.units[to]);
    next[field] = convertBareNumber(text, (value) => unitFromSi(toUnit, unitToSi(fromUnit, value)));
  }
  for (const key of ['k1', 'k2'] as const) {
    const text = next[key];
    const units = DRAG_COEFFICIENT_UNITS[key];
    if (text !== undefined) next[key] = convertBareNumber(text, (value) => (value * units[from].si) / units[to].si);
  }
  return next;
}
