/**
 * The Hood Design's fields as the page names and groups them, by hood type:
 * the form shows the fields the type takes (its size, its distance X, its
 * flow bases) and any other field that holds a text, so nothing typed is
 * read unseen. Shared by the form and its printed summary.
 */
import { HOOD_DESIGN_TYPES } from '../../core/hood/design-types.ts';
import { HOOD_COEFFICIENTS, HOOD_MEASURES, HOOD_MOISTURE, type HoodDesignTypeId, type HoodField, type HoodTexts } from '../../core/hood/fields.ts';
import type { UnitSystem } from '../../core/report/figure.ts';
import { unitById } from '../../core/units/catalogue.ts';

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
