/**
 * A baghouse design from text as typed, the one reader of the page, its link
 * and `duct-calc baghouse`: measures with or without their unit, plain
 * numbers, choices. Every field is named by its key (`bagLength`), which is
 * the CLI's `--bag-length` and the link's `bag-length`.
 */
import { parseNumberText } from '../duct/form-schema.ts';
import type { UnitSystem } from '../report/figure.ts';
import { inRange, readMeasures, type MeasureIssue, type TypedIn } from '../report/measure.ts';
import { DUST_IDS, type DustId } from './dusts.ts';
import { CLEANING_TYPES, type CleaningType } from './cleaning.ts';
import { FABRIC_IDS, type FabricId } from './fabrics.ts';
import { designBaghouse, type BaghouseDesign } from './design.ts';
import { numberRangeText, type BaghouseInput } from './input.ts';
import { BAGHOUSE_MEASURES, BAGHOUSE_NUMBER_SPECS, BAGHOUSE_NUMBERS, type BaghouseNumberKey } from './measures.ts';
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
  'fabric',
  'bagDiameter',
  'bagLength',
  'bagBottom',
  'bagPitch',
  'rows',
  'columns',
  'hopperHeight',
] as const;
/** One field. */
export type BaghouseTextField = (typeof BAGHOUSE_FIELDS)[number];
/** The fields as typed; absent or blank is not given. `bagBottom` is `yes` or `no`. */
export type BaghouseTexts = Partial<Record<BaghouseTextField, string>>;

/** The outcome of reading: a design (as far as the inputs go), or one issue per unusable field with the text given. */
export type BaghouseReading =
  | { readonly status: 'success'; readonly design: BaghouseDesign }
  | { readonly status: 'error'; readonly issues: readonly MeasureIssue[] };

function given(text: string | undefined): text is string {
  return text !== undefined && text.trim() !== '';
}

/**
 * The plain numbers, each in its range (BAGHOUSE_NUMBER_SPECS), K₁ and K₂
 * in SI from the unit of the system each was typed in.
 */
function readNumbers(texts: BaghouseTexts, system: UnitSystem, typedIn: TypedIn, issues: MeasureIssue[]): Partial<Record<BaghouseNumberKey, number>> {
  const numbers: Partial<Record<BaghouseNumberKey, number>> = {};
  for (const key of BAGHOUSE_NUMBERS) {
    const text = texts[key];
    if (!given(text)) continue;
    const { label, range, whole } = BAGHOUSE_NUMBER_SPECS[key];
    const unit = key === 'k1' || key === 'k2' ? DRAG_COEFFICIENT_UNITS[key][typedIn[key] ?? system] : undefined;
    const value = parseNumberText(text);
    const valueSi = value === undefined ? undefined : value * (unit?.si ?? 1);
    let problem: string | undefined;
    if (value === undefined || valueSi === undefined) problem = 'must be a number';
    else if (!inRange(range, valueSi)) problem = numberRangeText(key, unit);
    else if (whole && !Number.isInteger(value)) problem = 'must be a whole number';
    if (problem !== undefined) issues.push({ field: key, text, message: `${label} ${problem}, got ${text.trim()}` });
    else numbers[key] = valueSi;
  }
  return numbers;
}

/** How a choice is named in its message. */
const CHOICE_LABELS: Partial<Record<BaghouseTextField, string>> = { dust: 'Dust', cleaning: 'Cleaning', fabric: 'Fabric' };

function readChoice<T extends string>(field: BaghouseTextField, text: string | undefined, choices: readonly T[], issues: MeasureIssue[]): T | undefined {
  if (!given(text)) return undefined;
  const value = text.trim().toLowerCase();
  if ((choices as readonly string[]).includes(value)) return value as T;
  issues.push({ field, text, message: `${CHOICE_LABELS[field] ?? field} must be one of ${choices.join(', ')}, got ${text.trim()}` });
  return undefined;
}

/**
 * Reads the texts and designs the baghouse, as far as the given fields go.
 *
 * @param texts Each field as typed; absent or blank is not given. Measures
 *   take a unit (`10ft`, `300F`) or are in their system's unit; K₁ and K₂
 *   are numbers in their system's unit (DRAG_COEFFICIENT_UNITS); cleaning
 *   defaults to pulse-jet; dust and fabric are ids of their tables.
 * @param system The unit system of bare numbers.
 * @param typedIn The system each field was typed in where it is not
 *   `system` (a page after a unit switch); absent for the CLI and a link.
 * @returns The design, with what each missing field would add, or every
 *   unusable field's issue (text as given and one line naming the field and,
 *   for a number out of its range, the range), none lost, or one issue
 *   (field `result`) for a design with a figure out of range
 *   (baghouseRangeIssue). Never throws.
 */
export function readBaghouse(texts: BaghouseTexts, system: UnitSystem, typedIn: TypedIn = {}): BaghouseReading {
  const measures = readMeasures(BAGHOUSE_MEASURES, texts, system, typedIn);
  const issues: MeasureIssue[] = measures.status === 'error' ? [...measures.issues] : [];
  const numbers = readNumbers(texts, system, typedIn, issues);
  const cleaning = readChoice<CleaningType>('cleaning', texts.cleaning, CLEANING_TYPES, issues) ?? 'pulse-jet';
  const dust = readChoice<DustId>('dust', texts.dust, DUST_IDS, issues);
  const fabric = readChoice<FabricId>('fabric', texts.fabric, FABRIC_IDS, issues);
  if (issues.length > 0) return { status: 'error', issues };
  const values = measures.status === 'success' ? measures.data : {};
  const input = { ...values, ...numbers, cleaning, dust, fabric, bagBottom: texts.bagBottom?.trim().toLowerCase() === 'yes' } as BaghouseInput;
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

/** The unit system the EPA worked example is typed in. */
export const EPA_EXAMPLE_SYSTEM: UnitSystem = 'imperial';

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
