/**
 * The Hood Design's fields as the tool names and groups them, by hood type:
 * the form shows the fields the type takes (its size, its distance X, its
 * flow bases) and any other field that holds a text, so nothing typed is
 * read unseen; and what a blank field stands for. One source for the page's
 * form and printed inputs and the project's calculation package.
 */
import { TRANSPORT_CLASS_IDS, TRANSPORT_CLASSES } from '../duct/transport-velocity.ts';
import type { UnitSystem } from '../report/figure.ts';
import { defaultText, inputRow, NOT_GIVEN, type InputGroup, type SystemOf } from '../report/input-rows.ts';
import { unitById } from '../units/catalogue.ts';
import { HOOD_DESIGN_TYPES } from './design-types.ts';
import { HOOD_COEFFICIENTS, HOOD_DESIGN_TYPE_IDS, HOOD_MEASURES, HOOD_MOISTURE, type HoodDesignTypeId, type HoodField, type HoodTexts } from './fields.ts';
import { DEFAULT_SLOT_LOSS, HOOD_TYPE_IDS, HOOD_TYPES } from './hood-types.ts';

const MEASURE_BY_KEY = new Map(HOOD_MEASURES.map((spec) => [spec.key as HoodField, spec]));
const COEFFICIENT_BY_KEY = new Map(HOOD_COEFFICIENTS.map((spec) => [spec.key as HoodField, spec]));

/** The fields that are not numbers, as the page names them. */
const TEXT_LABELS: Partial<Record<HoodField, string>> = {
  type: 'Hood type',
  name: 'Hood name',
  takeOff: 'Take-off (gives Fh)',
  transport: 'Dust (minimum transport velocity)',
  moisture: HOOD_MOISTURE.label,
};

/** A field's label: `Capture velocity`. */
export function fieldLabel(field: HoodField): string {
  return MEASURE_BY_KEY.get(field)?.label ?? COEFFICIENT_BY_KEY.get(field)?.label ?? TEXT_LABELS[field] ?? field;
}

/** The unit of a bare number in a field, in a unit system: `m/s`, `%`; none for a choice, a name or a coefficient. */
export function fieldUnit(field: HoodField, system: UnitSystem): string | undefined {
  const spec = MEASURE_BY_KEY.get(field);
  if (spec) return unitById(spec.units[system]).symbol;
  return field === 'moisture' ? HOOD_MOISTURE.unit : undefined;
}

/** The form's groups, each with every field it may show, in the link's order. */
const GROUP_FIELDS: ReadonlyArray<{ legend: string; fields: readonly HoodField[] }> = [
  { legend: 'Hood and source', fields: ['name', 'diameter', 'width', 'length', 'height', 'openArea', 'distance', 'sourceTemperature', 'ambientTemperature', 'crossDraft'] },
  { legend: 'Airflow: give one', fields: ['captureVelocity', 'faceVelocity', 'flow'] },
  { legend: 'Entry loss', fields: ['takeOff', 'entryLoss', 'coefficientOfEntry', 'slotLoss'] },
  { legend: 'Branch duct', fields: ['transport', 'minVelocity', 'ductDiameter'] },
  { legend: 'Gas and site', fields: ['temperature', 'altitude', 'barometricPressure', 'moisture'] },
];

/** The flow basis each airflow field gives. */
const BASIS_FIELDS = { capture: 'captureVelocity', face: 'faceVelocity', flow: 'flow' } as const;

/** The fields a hood type takes. */
function typeFields(type: HoodDesignTypeId): Set<HoodField> {
  const design = HOOD_DESIGN_TYPES[type];
  const fields = new Set<HoodField>([...design.geometry.flatMap((shape) => shape.fields), ...design.needs]);
  if (design.distance !== undefined) fields.add('distance');
  for (const basis of design.flowBases) fields.add(BASIS_FIELDS[basis]);
  if (design.flowBases.length > 0) fields.add('crossDraft');
  if (type === 'custom') fields.add('name');
  if (type === 'plain-slot' || type === 'flanged-slot') fields.add('slotLoss');
  for (const field of ['takeOff', 'entryLoss', 'coefficientOfEntry', 'transport', 'minVelocity', 'ductDiameter', 'temperature', 'altitude', 'barometricPressure', 'moisture'] as const) {
    fields.add(field);
  }
  return fields;
}

/**
 * The form's groups for a hood type: the fields the type takes, and any
 * other that holds a text (a link's, or one left from another type).
 *
 * @param type The hood type; `undefined` shows every field.
 * @param texts The fields as typed.
 */
export function groupsFor(type: HoodDesignTypeId | undefined, texts: HoodTexts): ReadonlyArray<{ legend: string; fields: readonly HoodField[] }> {
  const taken = type === undefined ? undefined : typeFields(type);
  return GROUP_FIELDS.map(({ legend, fields }) => ({
    legend,
    fields: fields.filter((field) => taken === undefined || taken.has(field) || texts[field] !== undefined),
  })).filter(({ fields }) => fields.length > 0);
}

/** Whether a hood type takes a field (a field it does not take is read, and may be refused, but is not asked for). */
export function typeTakes(type: HoodDesignTypeId | undefined, field: HoodField): boolean {
  return type === undefined || typeFields(type).has(field);
}

/** What a blank field stands for, where it is not simply "not given". */
export const EMPTY_MEANS: Partial<Record<HoodField, string>> = {
  takeOff: defaultText("the hood type's entry loss"),
  slotLoss: defaultText(`${DEFAULT_SLOT_LOSS}`),
  ductDiameter: 'sized: the smallest standard size at the transport velocity',
  temperature: defaultText('standard air, 70 °F (21.1 °C)'),
  altitude: defaultText('standard air (29.92 inHg), unless the barometric pressure is given'),
  barometricPressure: defaultText('from the altitude (ISA), or standard air 29.92 inHg'),
  moisture: defaultText('dry'),
  crossDraft: 'not given: no cross-draft check',
};

/** The listed id a text names, or `undefined`. */
const listed = <T extends string>(ids: readonly T[], text: string): T | undefined => ids.find((id) => id === text.trim().toLowerCase());

/** A picked id by the name its list shows; any other text as typed. */
function choiceName(field: HoodField, text: string): string {
  const type = listed(HOOD_DESIGN_TYPE_IDS, text);
  const takeOff = listed(HOOD_TYPE_IDS, text);
  const transport = listed(TRANSPORT_CLASS_IDS, text);
  if (field === 'type' && type) return HOOD_DESIGN_TYPES[type].name;
  if (field === 'takeOff' && takeOff) return HOOD_TYPES[takeOff].name;
  if (field === 'transport' && transport) return TRANSPORT_CLASSES[transport].label;
  return text;
}

/**
 * One field's row: a choice by its name, a bare number with its unit, a
 * blank field with what it stands for.
 *
 * @param field The field.
 * @param text Its text (as typed, or as the page shows it).
 * @param system The unit system its bare number reads in.
 */
export function hoodInputRow(field: HoodField, text: string, system: UnitSystem) {
  return inputRow(fieldLabel(field), choiceName(field, text.trim()), fieldUnit(field, system), EMPTY_MEANS[field]);
}

/** The hood type a text names, or `undefined` while none (or an unknown one, from a link) is. */
export function hoodTypeOf(texts: HoodTexts): HoodDesignTypeId | undefined {
  return listed(HOOD_DESIGN_TYPE_IDS, texts.type ?? '');
}

/**
 * Every input a hood takes, in the tool's order and groups.
 *
 * @param type The hood's type, or `undefined` for every field.
 * @param texts Each field's text (as typed, or as the page shows it).
 * @param systemOf The unit system a field's bare number reads in.
 * @returns The hood type, the groups the type takes (groupsFor), and the
 *   commissioning's measured SPh; a blank take-off beside a given Fh or Ce
 *   is simply not given.
 */
export function hoodInputGroups(type: HoodDesignTypeId | undefined, texts: HoodTexts, systemOf: SystemOf): InputGroup[] {
  // Fh or Ce given in place of a take-off: a blank take-off stands for nothing, not for the type's entry loss.
  const entryLossGiven = (['entryLoss', 'coefficientOfEntry'] as const).some((field) => (texts[field] ?? '').trim() !== '');
  const row = (field: HoodField) => {
    const input = hoodInputRow(field, texts[field] ?? '', systemOf(field));
    return field === 'takeOff' && entryLossGiven ? { ...input, empty: NOT_GIVEN } : input;
  };
  return [
    { legend: 'Hood type', rows: [row('type')] },
    ...groupsFor(type, texts).map(({ legend, fields }) => ({ legend, rows: fields.map(row) })),
    { legend: 'Commissioning', rows: [row('measuredStaticPressure')] },
  ];
}
