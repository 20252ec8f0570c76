/**
 * Reads a vent design from what was typed (CLI options, the page's link,
 * later the page's fields): one reader, so `duct-calc vent` and the page
 * agree. Every field that cannot be used is named with its text. A dust of
 * the table (`dust`) gives the typical KSt and Pmax where they are not
 * typed; a tested value typed always governs.
 */
import type { UnitSystem } from '../report/figure.ts';
import { figureRangeIssue, measureInputTexts, RESULT_FIELD } from '../report/figure-check.ts';
import { optionName, readMeasure, type MeasureIssue } from '../report/measure.ts';
import { readPlainNumber } from '../report/plain-number.ts';
import {
  DUCT_NAME_MAX_LENGTH,
  VENT_DISCHARGES,
  VENT_FIELDS,
  VENT_MEASURES,
  VENT_NUMBERS,
  VENT_STANDARDS,
  type VentField,
  type VentMeasureField,
  type VentNumberField,
  type VentTexts,
  type VentTypedIn,
} from './fields.ts';
import { EXPLOSIBLE_DUST_IDS, EXPLOSIBLE_DUSTS, typicalDustWarning, type ExplosibleDustId } from './dusts.ts';
import { ventReport } from './report.ts';
import { designVent } from './vent-design.ts';
import type { VentDesign, VentInput, VentStandard } from './vent-input.ts';

/** What the inputs give: every problem, or the design's input and the standard to size by. */
export interface VentInputReading {
  /** One issue per field that cannot be used, in the link's order, each naming the field and the text. */
  readonly issues: readonly MeasureIssue[];
  /** The input in SI; absent while an issue stands. */
  readonly input?: VentInput;
  /** The standard asked (`both` when not given). */
  readonly standard: VentStandard;
  /** The dust of the table whose typical KSt or Pmax the input takes, where one of them was not typed. */
  readonly typicalDust?: ExplosibleDustId;
}

/** The labels of the fields that are not numbers. */
export const VENT_TEXT_LABELS = { dust: 'Dust', standard: 'Standard', discharge: 'Vent discharge', inletDuct: 'Inlet duct', outletDuct: 'Outlet duct' } as const;

/** Every field's label, by key. */
export const VENT_LABELS: Readonly<Record<VentField, string>> = Object.fromEntries(
  [...VENT_MEASURES, ...VENT_NUMBERS, ...Object.entries(VENT_TEXT_LABELS).map(([key, label]) => ({ key, label }))].map(({ key, label }) => [key, label]),
) as Record<VentField, string>;

/**
 * A gauge pressure typed with its gauge mark (`0.5 barg`, `7 psig`,
 * `0.1 bar(g)`) as the plain unit: the field is gauge by definition, and the
 * catalogue refuses a gauge unit where it cannot know the atmosphere.
 */
function withoutGaugeMark(text: string): string {
  return text.replace(/(psi|m?bar|k?pa)\s*(?:\(\s*g\s*\)|g)\s*$/i, '$1');
}

const GAUGE_FIELDS: ReadonlySet<VentMeasureField> = new Set(['pmax', 'pred', 'pstat', 'strength']);

/**
 * Reads the inputs a vent design needs.
 *
 * @param texts Each field as typed (VentField keys); absent or blank fields
 *   are not given. The volume, KSt, Pmax and Pred are required (KSt and
 *   Pmax may come from a dust of the table, `dust`, where not typed); Pstat,
 *   L/D or the effective length Heff (with or without the diameter), the
 *   vent duct's length, Ef (%), the fill Xr (%), the enclosure strength
 *   Pes, the number of vents n (a whole number, 1 when not given) and the
 *   discharge (`outdoors`, the default, or `indoors`) and the names of the
 *   inlet and outlet ducts (for the isolation statement, at most 80
 *   characters each) are optional.
 *   Pressures are gauge, in bar (psi in imperial), and may carry a gauge
 *   mark (`barg`, `psig`, `bar(g)`); KSt is in bar·m/s in both systems.
 * @param system The unit system of bare numbers.
 * @param typedIn The system each measure was typed in, where a page keeps
 *   texts across unit switches; absent for the CLI and a link.
 * @returns Every issue (one per unusable or missing field in the link's
 *   order, then the rules across fields), or the input in SI (gauge Pa,
 *   KSt in Pa·m/s, Ef and Xr as fractions, a metal dust marked) and the
 *   standard; `typicalDust` when the table gave KSt or Pmax. Never throws.
 */
export function readVentInput(texts: VentTexts, system: UnitSystem, typedIn: VentTypedIn = {}): VentInputReading {
  const issues: MeasureIssue[] = [];
  const text = (field: VentField) => (texts[field] ?? '').trim();
  const fail = (field: VentField, message: string) => issues.push({ field, text: texts[field] ?? '', message });
  const choice = <T extends string>(field: VentField, choices: readonly T[]): T | undefined => {
    const typed = text(field).toLowerCase();
    if ((choices as readonly string[]).includes(typed)) return typed as T;
    if (typed !== '') fail(field, `${VENT_LABELS[field]} must be one of ${choices.join(', ')}, got ${typed}`);
    return undefined;
  };
  const standard = choice('standard', VENT_STANDARDS) ?? 'both';
  const discharge = choice('discharge', VENT_DISCHARGES);
  const dust = choice('dust', EXPLOSIBLE_DUST_IDS);
  const name = (field: 'inletDuct' | 'outletDuct') => {
    const typed = text(field);
    if (typed.length <= DUCT_NAME_MAX_LENGTH) return typed === '' ? undefined : typed;
    fail(field, `${VENT_LABELS[field]} must be at most ${DUCT_NAME_MAX_LENGTH} characters, got ${typed.length}`);
    return undefined;
  };
  const [inlet, outlet] = [name('inletDuct'), name('outletDuct')];
  const values: Partial<Record<VentMeasureField | VentNumberField, number>> = {};
  for (const spec of VENT_MEASURES) {
    if (text(spec.key) === '') continue;
    const typed = GAUGE_FIELDS.has(spec.key) ? withoutGaugeMark(texts[spec.key]!) : texts[spec.key]!;
    const read = readMeasure(spec, typed, typedIn[spec.key] ?? system);
    if (read.status === 'success') values[spec.key] = read.valueSi;
    else issues.push({ ...read.issue, text: texts[spec.key]! });
  }
  for (const spec of VENT_NUMBERS) {
    if (text(spec.key) === '') continue;
    const value = readPlainNumber(spec, texts[spec.key]!);
    if (typeof value === 'string') fail(spec.key, value);
    else if (spec.key === 'ventCount' && !Number.isInteger(value)) fail(spec.key, `${spec.label} must be a whole number, got ${texts[spec.key]!.trim()}`);
    else values[spec.key] = value;
  }
  if (text('volume') === '') issues.push({ field: 'volume', text: '', message: `${VENT_LABELS.volume} is needed` });
  for (const field of ['kst', 'pmax'] as const) {
    if (text(field) === '' && text('dust') === '') issues.push({ field, text: '', message: `${VENT_LABELS[field]} is needed: your dust's tested value, or a dust of the table for its typical value` });
  }
  if (text('pred') === '') issues.push({ field: 'pred', text: '', message: `${VENT_LABELS.pred} is needed` });
  if (text('ld') !== '' && text('length') !== '') fail('length', 'Give the L/D or the effective length Heff, not both');
  if (text('diameter') !== '' && text('length') === '') fail('diameter', 'Enclosure diameter D is used with the effective length Heff: give the length too, or the L/D');
  const order = (issue: MeasureIssue) => VENT_FIELDS.indexOf(issue.field as VentField);
  const sorted = [...issues].sort((a, b) => order(a) - order(b));
  // A tested value typed governs; the table fills only what was not typed.
  const typical = dust === undefined ? undefined : EXPLOSIBLE_DUSTS[dust];
  const { volume, pred } = values;
  const kst = values.kst ?? typical?.kstPaMps;
  const pmax = values.pmax ?? typical?.pmaxPa;
  if (sorted.length > 0 || volume === undefined || kst === undefined || pmax === undefined || pred === undefined) return { issues: sorted, standard };
  const input: VentInput = {
    volumeM3: volume,
    kstPaMps: kst,
    pmaxPa: pmax,
    predPa: pred,
    ...(values.pstat !== undefined && { pstatPa: values.pstat }),
    ...(values.ld !== undefined && { lengthToDiameter: values.ld }),
    ...(values.length !== undefined && { lengthM: values.length }),
    ...(values.diameter !== undefined && { diameterM: values.diameter }),
    ...(values.fill !== undefined && { fillFraction: values.fill / 100 }),
    ...(values.ventDuctLength !== undefined && { ventDuctLengthM: values.ventDuctLength }),
    ...(values.efficiency !== undefined && { ventEfficiency: values.efficiency / 100 }),
    ...(values.strength !== undefined && { enclosureStrengthPa: values.strength }),
    ...(values.ventCount !== undefined && { ventCount: values.ventCount }),
    ...(discharge === 'indoors' && { ventIndoors: true }),
    ...((inlet ?? outlet) !== undefined && { connectedDucts: { ...(inlet !== undefined && { inlet }), ...(outlet !== undefined && { outlet }) } }),
    ...(typical?.metal === true && { metalDust: true }),
  };
  const typicalDust = dust !== undefined && (values.kst === undefined || values.pmax === undefined) ? dust : undefined;
  return { issues: [], input, standard, ...(typicalDust && { typicalDust }) };
}

/** A core issue's field (the option's name, `vent-duct-length`) as the reader's key (`ventDuctLength`). */
const FIELD_BY_OPTION = new Map<string, VentField>(VENT_FIELDS.map((field) => [optionName(field), field]));

/** What the inputs give: every problem, or the design. */
export interface VentReading {
  /** The reader's issues, or the design's (a standard's limit, named), each on the field typed. */
  readonly issues: readonly MeasureIssue[];
  /** The design; absent while an issue stands. */
  readonly design?: VentDesign;
}

/**
 * Reads the inputs and sizes the vent by the standard asked.
 *
 * @param texts Each field as typed (see readVentInput).
 * @param system The unit system of bare numbers.
 * @param typedIn The system each measure was typed in (a page's); absent for the CLI and a link.
 * @returns The reader's issues; or designVent's (a value outside a
 *   standard's validity limits, the limit named), each on the field the
 *   user typed with its text; or one, field `result`, for a figure out of
 *   range; or the design with its warnings, the first saying that a table's
 *   typical values stand in for a tested one where they do. Never throws.
 */
export function readVentDesign(texts: VentTexts, system: UnitSystem, typedIn: VentTypedIn = {}): VentReading {
  const { issues, input, standard, typicalDust } = readVentInput(texts, system, typedIn);
  if (input === undefined) return { issues };
  const result = designVent(input, standard);
  if (result.status === 'error') {
    // The core names the option and the value in the standard's unit; the user is shown the text they typed.
    // A limit on a value not typed (a default Pstat or L/D) is the result's, with no option to blame.
    const typed = result.issues.map((issue) => {
      const field = FIELD_BY_OPTION.get(issue.field);
      const text = field === undefined ? undefined : texts[field];
      return text === undefined || field === undefined ? { ...issue, field: RESULT_FIELD } : { ...issue, field, text };
    });
    return { issues: typed };
  }
  const outOfRange = figureRangeIssue(ventReport(result.data), measureInputTexts(VENT_MEASURES, inputValues(input)));
  if (outOfRange !== undefined) return { issues: [outOfRange] };
  const warnings = typicalDust === undefined ? result.data.warnings : [typicalDustWarning(typicalDust), ...result.data.warnings];
  return { issues: [], design: { ...result.data, warnings } };
}

/** The input's measures by field key, in SI, for a figure-out-of-range line. */
function inputValues(input: VentInput): Partial<Record<VentMeasureField, number>> {
  return {
    volume: input.volumeM3,
    kst: input.kstPaMps,
    pmax: input.pmaxPa,
    pred: input.predPa,
    pstat: input.pstatPa,
    length: input.lengthM,
    diameter: input.diameterM,
    ventDuctLength: input.ventDuctLengthM,
    strength: input.enclosureStrengthPa,
  };
}
