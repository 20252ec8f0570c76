/**
 * Reads a hood design from what was typed (page fields, link, CLI options,
 * a sheet's `hood` cell) and designs the hood from it: one reader, so the
 * page, `duct-calc hood` and the exhaust system agree. Every field that
 * cannot be used is named with its text; what a missing input would add is
 * said in one line each.
 */
import { checkedAltitudePressurePa } from '../air/barometric.ts';
import { findTransportClass, TRANSPORT_CLASS_IDS } from '../duct/transport-velocity.ts';
import { defaultSeriesFor } from '../duct-size/standard-sizes.ts';
import type { UnitSystem } from '../report/figure.ts';
import { figureRangeIssue, measureInputTexts } from '../report/figure-check.ts';
import { readMeasure, type MeasureIssue } from '../report/measure.ts';
import { readPlainNumber, type PlainNumberSpec } from '../report/plain-number.ts';
import type { ToolWarning } from '../report/warning.ts';
import { designHood } from './design.ts';
import type { EntryLossBasis, FlowBasis, HoodDesign, HoodDesignInput } from './design-input.ts';
import { HOOD_DESIGN_TYPES, type FlowBasisId, type HoodShape } from './design-types.ts';
import {
  HOOD_COEFFICIENTS,
  HOOD_DESIGN_TYPE_IDS,
  HOOD_FIELDS,
  HOOD_MEASURES,
  HOOD_MOISTURE,
  type HoodDesignTypeId,
  type HoodField,
  type HoodMeasureField,
  type HoodTexts,
  type HoodTypedIn,
} from './fields.ts';
import { HOOD_TYPE_IDS, isHoodTypeId } from './hood-types.ts';
import { hoodReport } from './report.ts';
import { readHoodSize } from './hood-size.ts';

/** What the inputs give: every problem, the design when it can be made, its warnings, and what each missing input would add. */
export interface HoodReading {
  /** One issue per field that cannot be used (in the page's order), or the design's own issues, each naming its field. */
  readonly issues: readonly MeasureIssue[];
  /** The design; absent while an issue stands. */
  readonly design?: HoodDesign;
  /** A `field-not-used` warning per field given that the type does not use, then the design's (validity range, cross-draft, branch velocity). */
  readonly warnings: readonly ToolWarning[];
  /** One sentence per input not given or not usable: what giving it would add (`Give a measured hood static pressure SPh to get …`). */
  readonly missing: readonly string[];
}

/** The labels of the fields that are not numbers. */
export const HOOD_TEXT_LABELS = { type: 'Hood type', takeOff: 'Take-off', transport: 'Transport class', name: 'Hood name' } as const;

/** Fh, Ce and Fs as plain numbers of dimension one; moisture in %. */
const PLAIN_NUMBERS: readonly (PlainNumberSpec & { key: HoodField })[] = [...HOOD_COEFFICIENTS.map((spec) => ({ ...spec, unit: '' as const })), HOOD_MOISTURE];

const LABELS: Readonly<Record<HoodField, string>> = Object.fromEntries(
  [...HOOD_MEASURES, ...PLAIN_NUMBERS, ...Object.entries(HOOD_TEXT_LABELS).map(([key, label]) => ({ key, label }))].map(({ key, label }) => [key, label]),
) as Record<HoodField, string>;

const lower = (label: string) => label.charAt(0).toLowerCase() + label.slice(1);

/** Why a choice cannot be used: `Hood type must be one of a, b, got c`. */
const choiceMessage = (field: HoodField, choices: readonly string[], text: string) => `${LABELS[field]} must be one of ${choices.join(', ')}, got ${text.trim()}`;

/** The usable values: SI for the measures, plain numbers for Fh, Ce, Fs and moisture (%). */
type HoodValues = Partial<Record<HoodMeasureField | 'entryLoss' | 'coefficientOfEntry' | 'slotLoss' | 'moisture', number>>;

/** The texts read one by one: values, choices and issues. */
interface FieldReading {
  values: HoodValues;
  type?: HoodDesignTypeId;
  takeOff?: (typeof HOOD_TYPE_IDS)[number];
  transport?: (typeof TRANSPORT_CLASS_IDS)[number];
  issues: MeasureIssue[];
}

/** Each field on its own: the type, take-off and class against their ids, the measures in SI, the plain numbers in their ranges. */
function readFields(texts: HoodTexts, system: UnitSystem, typedIn: HoodTypedIn): FieldReading {
  const reading: FieldReading = { values: {}, issues: [] };
  const text = (field: HoodField) => (texts[field] ?? '').trim();
  const fail = (field: HoodField, message: string) => reading.issues.push({ field, text: texts[field] ?? '', message });
  const type = text('type').toLowerCase();
  if (type === '') fail('type', `${LABELS.type} is needed: ${HOOD_DESIGN_TYPE_IDS.join(', ')}`);
  else if ((HOOD_DESIGN_TYPE_IDS as readonly string[]).includes(type)) reading.type = type as HoodDesignTypeId;
  else fail('type', choiceMessage('type', HOOD_DESIGN_TYPE_IDS, type));
  const takeOff = text('takeOff').toLowerCase();
  if (isHoodTypeId(takeOff)) reading.takeOff = takeOff;
  else if (takeOff !== '') fail('takeOff', choiceMessage('takeOff', HOOD_TYPE_IDS, takeOff));
  if (text('transport') !== '') {
    const found = findTransportClass(text('transport'));
    if (found) reading.transport = found.id;
    else fail('transport', choiceMessage('transport', TRANSPORT_CLASS_IDS, text('transport')));
  }
  for (const spec of HOOD_MEASURES) {
    if (text(spec.key) === '') continue;
    const read = readMeasure(spec, texts[spec.key]!, typedIn[spec.key] ?? system);
    if (read.status === 'success') reading.values[spec.key] = read.valueSi;
    else reading.issues.push(read.issue);
  }
  for (const spec of PLAIN_NUMBERS) {
    if (text(spec.key) === '') continue;
    const value = readPlainNumber(spec, texts[spec.key]!);
    if (typeof value === 'string') fail(spec.key, value);
    else reading.values[spec.key as keyof HoodValues] = value;
  }
  return reading;
}

/**
 * The rules across fields, on the values that can be used: one issue each,
 * on the field to correct, and that field's value is dropped.
 */
function crossFieldIssues(reading: FieldReading, texts: HoodTexts): MeasureIssue[] {
  const { values } = reading;
  const issues: MeasureIssue[] = [];
  const fail = (field: keyof HoodValues, message: string) => {
    issues.push({ field, text: texts[field] ?? '', message });
    delete values[field];
  };
  if (values.altitude !== undefined && values.barometricPressure !== undefined) fail('barometricPressure', 'Give the altitude or the barometric pressure, not both');
  if (values.entryLoss !== undefined && values.coefficientOfEntry !== undefined) {
    fail('coefficientOfEntry', 'Give the hood entry loss Fh or the coefficient of entry Ce, not both (Ce = 1/√(1 + Fh))');
  }
  const bases = (['captureVelocity', 'faceVelocity', 'flow'] as const).filter((field) => values[field] !== undefined);
  for (const field of bases.slice(1)) fail(field, `Give one flow basis: the ${lower(LABELS[bases[0]!])} or the ${lower(LABELS[field])}, not both`);
  if (values.captureVelocity !== undefined && (texts.distance ?? '').trim() === '') {
    issues.push({ field: 'distance', text: '', message: 'Distance X is needed with the capture velocity: the distance from the hood face to the farthest point of release' });
  }
  if (values.minVelocity !== undefined && reading.transport !== undefined) {
    fail('minVelocity', 'Give the minimum transport velocity or the transport class, not both');
  }
  return issues;
}

/** The flow basis the values give (the capture velocity only with its X), or none. */
function flowBasisOf(values: HoodValues): FlowBasis | undefined {
  const distance = values.distance === undefined ? {} : { distanceM: values.distance };
  if (values.captureVelocity !== undefined && values.distance !== undefined) return { by: 'capture', captureVelocityMps: values.captureVelocity, distanceM: values.distance };
  if (values.faceVelocity !== undefined) return { by: 'face', faceVelocityMps: values.faceVelocity, ...distance };
  if (values.flow !== undefined) return { by: 'flow', flowM3s: values.flow, ...distance };
  return undefined;
}

/** The entry loss: Fh or Ce given, else the take-off's, else the type's default take-off's. */
function entryLossOf(reading: FieldReading, type: HoodDesignTypeId): EntryLossBasis | undefined {
  const { values } = reading;
  if (values.entryLoss !== undefined) return { by: 'entry-loss', entryLoss: values.entryLoss };
  if (values.coefficientOfEntry !== undefined) return { by: 'coefficient-of-entry', coefficientOfEntry: values.coefficientOfEntry };
  const takeOff = reading.takeOff ?? HOOD_DESIGN_TYPES[type].defaultTakeOff;
  return takeOff === undefined ? undefined : { by: 'take-off', takeOff };
}

/** How each flow basis is given, for the line that asks for one. */
const BASIS_PHRASES: Readonly<Record<FlowBasisId, string>> = { capture: 'the capture velocity with the distance X', face: 'the face velocity', flow: 'the flow' };
const BASIS_FIELDS: Readonly<Record<FlowBasisId, HoodField>> = { capture: 'captureVelocity', face: 'faceVelocity', flow: 'flow' };

/**
 * The design's input from the fields read, or the issues of the fields a
 * design cannot do without (a flow basis, a custom hood's entry loss, the
 * hot canopy's temperatures and height).
 */
function designInput(reading: FieldReading, texts: HoodTexts, type: HoodDesignTypeId, system: UnitSystem): { input?: HoodDesignInput; issues: MeasureIssue[] } {
  const { values } = reading;
  const issues: MeasureIssue[] = [];
  const need = (field: HoodField, message: string) => issues.push({ field, text: '', message });
  const entryLoss = entryLossOf(reading, type);
  if (entryLoss === undefined) need('entryLoss', `Give the hood entry loss Fh, the coefficient of entry Ce or a take-off: a ${type} hood has no take-off of its own`);
  const flowBasis = flowBasisOf(values);
  let hotSource: HoodDesignInput['hotSource'];
  if (type === 'hot-canopy') {
    const { sourceTemperature, ambientTemperature, distance } = values;
    if (sourceTemperature === undefined) need('sourceTemperature', 'Source temperature is needed for a hot canopy');
    if (ambientTemperature === undefined) need('ambientTemperature', 'Ambient temperature is needed for a hot canopy');
    if (distance === undefined) need('distance', "Distance X is needed for a hot canopy: the canopy's height above the source");
    if (sourceTemperature !== undefined && ambientTemperature !== undefined && sourceTemperature <= ambientTemperature) {
      issues.push({ field: 'sourceTemperature', text: texts.sourceTemperature!, message: `Source temperature must be above the ambient temperature (${texts.ambientTemperature!.trim()}), got ${texts.sourceTemperature!.trim()}` });
    }
    if (sourceTemperature !== undefined && ambientTemperature !== undefined && distance !== undefined) {
      hotSource = { sourceTemperatureK: sourceTemperature, ambientTemperatureK: ambientTemperature, heightM: distance };
    }
  } else if (flowBasis === undefined && values.captureVelocity === undefined) {
    const bases = HOOD_DESIGN_TYPES[type].flowBases;
    const phrases = bases.map((basis) => BASIS_PHRASES[basis]);
    need(BASIS_FIELDS[bases[0]!], `Give ${phrases.slice(0, -1).join(', ')} or ${phrases.at(-1)!} for the ${lower(HOOD_DESIGN_TYPES[type].name)}`);
  }
  if (issues.length > 0 || entryLoss === undefined) return { issues };
  const name = (texts.name ?? '').trim();
  const pressurePa = values.barometricPressure ?? (values.altitude === undefined ? undefined : checkedAltitudePressurePa(values.altitude));
  const input: HoodDesignInput = {
    type,
    ...(name !== '' && { name }),
    geometry: {
      ...(values.diameter !== undefined && { diameterM: values.diameter }),
      ...(values.width !== undefined && { widthM: values.width }),
      ...(values.length !== undefined && { lengthM: values.length }),
      ...(values.height !== undefined && { heightM: values.height }),
      ...(values.openArea !== undefined && { openAreaM2: values.openArea }),
    },
    ...(flowBasis && { flowBasis }),
    ...(hotSource && { hotSource }),
    entryLoss,
    ...(values.slotLoss !== undefined && { slotLoss: values.slotLoss }),
    ...(values.crossDraft !== undefined && { crossDraftMps: values.crossDraft }),
    branch: {
      ...(values.ductDiameter !== undefined && { ductDiameterM: values.ductDiameter }),
      ...(values.minVelocity !== undefined && { minVelocityMps: values.minVelocity }),
      ...(reading.transport !== undefined && { transport: reading.transport }),
      series: defaultSeriesFor(system),
    },
    gas: {
      ...(values.temperature !== undefined && { temperatureK: values.temperature }),
      ...(pressurePa !== undefined && { pressurePa }),
      ...(values.moisture !== undefined && { moisture: { volumePercent: values.moisture } }),
    },
    ...(values.measuredStaticPressure !== undefined && { measuredStaticPressurePa: values.measuredStaticPressure }),
  };
  return { input, issues };
}

/** The shape whose size the design uses: the first of the type's shapes whose fields are all given. */
function usedShape(input: HoodDesignInput): HoodShape | undefined {
  const read = readHoodSize(input.type, input.geometry);
  return 'size' in read ? HOOD_DESIGN_TYPES[input.type].geometry.find(({ id }) => id === read.size.shape) : undefined;
}

const SIZE_AND_SOURCE_FIELDS: readonly HoodField[] = ['diameter', 'width', 'length', 'height', 'openArea', 'sourceTemperature', 'ambientTemperature', 'slotLoss'];

/**
 * A warning per field given that the design does not use (a size of another
 * shape, a hot source's temperatures, a slot's loss), so no value typed is
 * dropped unsaid.
 */
function unusedWarnings(texts: HoodTexts, input: HoodDesignInput): ToolWarning[] {
  const type = HOOD_DESIGN_TYPES[input.type];
  const shapeFields = usedShape(input)?.fields ?? [];
  const used = new Set<HoodField>([...shapeFields, ...type.needs, ...(input.type.endsWith('-slot') ? (['slotLoss'] as const) : [])]);
  const takes = shapeFields.length === 0 ? 'no size' : `its ${shapeFields.map((field) => lower(LABELS[field])).join(' and ')}`;
  return SIZE_AND_SOURCE_FIELDS.filter((field) => (texts[field] ?? '').trim() !== '' && !used.has(field)).map((field) => ({
    code: 'field-not-used',
    text: `${LABELS[field]} ${texts[field]!.trim()} is not used: the ${lower(type.name)} takes ${takes}`,
  }));
}

const BRANCH_ADDS = 'the branch duct, its velocity and velocity pressure, and the hood static pressure SPh';
const GAS_ADDS = 'the density factor, the flow at standard air and the velocity pressures at the actual density';

/** What each field adds to the results, for the `Correct …` line of a field given but unusable. */
const ADDS: Readonly<Record<HoodField, string>> = {
  type: 'the hood design',
  name: "the custom hood's name in the report",
  captureVelocity: 'the design flow',
  distance: 'the design flow and the capture velocity reached at X',
  faceVelocity: 'the design flow',
  flow: 'the design flow',
  diameter: 'the hood face area',
  width: 'the hood face area',
  length: 'the hood face area',
  height: 'the hood face area',
  openArea: 'the hood face area',
  sourceTemperature: "a hot canopy's flow",
  ambientTemperature: "a hot canopy's flow",
  crossDraft: 'the cross-draft check against the capture velocity',
  takeOff: 'the hood entry loss Fh',
  entryLoss: 'the hood entry loss Fh',
  coefficientOfEntry: 'the hood entry loss Fh',
  slotLoss: "a slot hood's static pressure",
  transport: BRANCH_ADDS,
  minVelocity: BRANCH_ADDS,
  ductDiameter: BRANCH_ADDS,
  temperature: GAS_ADDS,
  altitude: GAS_ADDS,
  barometricPressure: GAS_ADDS,
  moisture: GAS_ADDS,
  measuredStaticPressure: 'the commissioning check: the flow the measured SPh gives and its percentage of the design',
};

/** What is missing, in the page's order: each field given that cannot be used, then the optional parts not given. */
function missingLines(texts: HoodTexts, unusable: ReadonlySet<string>, type: HoodDesignTypeId | undefined): string[] {
  const given = (field: HoodField) => (texts[field] ?? '').trim() !== '';
  const lines = HOOD_FIELDS.filter((field) => unusable.has(field)).map((field) => `${given(field) ? 'Correct' : 'Give'} the ${lower(LABELS[field])} to get ${ADDS[field]}.`);
  const none = (fields: readonly HoodField[]) => fields.every((field) => !given(field) && !unusable.has(field));
  if (none(['ductDiameter', 'minVelocity', 'transport'])) {
    lines.push(`Give the branch duct diameter, a minimum transport velocity or the dust's transport class to get ${BRANCH_ADDS}.`);
  }
  const capture = type !== undefined && HOOD_DESIGN_TYPES[type].flowBases.includes('capture');
  if (capture && none(['distance'])) lines.push('Give the distance X to get the capture velocity the flow reaches there.');
  if (capture && none(['crossDraft'])) lines.push("Give the room cross-draft to check it against the capture velocity (a cross-draft at or above it defeats the hood).");
  if (none(['measuredStaticPressure'])) lines.push(`Give a measured hood static pressure SPh to get ${ADDS.measuredStaticPressure}.`);
  return lines;
}

/**
 * Reads the inputs and designs the hood from them.
 *
 * @param texts Each field as typed (HoodField keys); absent or blank fields
 *   are not given. The hood type is required; the flow comes from the
 *   capture velocity with the distance X, or the face velocity, or the flow
 *   (one of them; a hot canopy's from its source and ambient temperatures
 *   and its height X); the entry loss from Fh or Ce (not both), else the
 *   take-off, else the type's default take-off; the gas from the
 *   temperature, the altitude or the barometric pressure (not both) and the
 *   moisture (% H₂O by volume), standard air where not given. A branch
 *   sized from a minimum velocity takes the standard sizes of the unit
 *   system (EN 1506 in metric, US spiral in imperial) and a transport
 *   class's minimum in that system's column of the ACGIH table.
 * @param system The unit system of bare numbers.
 * @param typedIn The system each measure was typed in, where a page keeps
 *   texts across unit switches; absent for the CLI, a link and a sheet.
 * @returns Every issue (one per unusable field in the page's order, each
 *   with the text as typed and a line naming the field and the value; then
 *   the rules across fields; or the design's own issues, with the text as
 *   typed; or one, field `result`, for a figure out of range, which names
 *   the inputs in SI), the design and its warnings when no issue stands
 *   (first `field-not-used`, one per field given that the type does not
 *   use, then the design's), and what each missing input would add. Never throws.
 */
export function readHoodDesign(texts: HoodTexts, system: UnitSystem, typedIn: HoodTypedIn = {}): HoodReading {
  const reading = readFields(texts, system, typedIn);
  const issues = [...reading.issues, ...crossFieldIssues(reading, texts)];
  const { type } = reading;
  const built = type !== undefined && issues.length === 0 ? designInput(reading, texts, type, system) : undefined;
  if (built) issues.push(...built.issues);
  const order = (issue: MeasureIssue) => HOOD_FIELDS.indexOf(issue.field as HoodField);
  const sorted = [...issues].sort((a, b) => order(a) - order(b));
  const missing = missingLines(texts, new Set(sorted.map((issue) => issue.field)), type);
  if (built?.input === undefined || sorted.length > 0) return { issues: sorted, warnings: [], missing };
  const result = designHood(built.input);
  if (result.status === 'error') {
    // The core names a value in SI; the user is shown the text they typed.
    const typed = result.issues.map((issue) => ({ ...issue, text: texts[issue.field as HoodField] ?? issue.text }));
    return { issues: typed, warnings: [], missing: missingLines(texts, new Set(typed.map((issue) => issue.field)), type) };
  }
  const { figures, measured } = hoodReport(result.data, system);
  const outOfRange = figureRangeIssue([...figures, ...measured], measureInputTexts(HOOD_MEASURES, reading.values));
  if (outOfRange !== undefined) return { issues: [outOfRange], warnings: [], missing };
  return { issues: [], design: result.data, warnings: [...unusedWarnings(texts, built.input), ...result.data.warnings], missing };
}
