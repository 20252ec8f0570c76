/**
 * The cost tool's fields as its form shows them: each field's spec by key,
 * the unit beside it, the value a blank field takes (the EPA default) or
 * what it stands for, and the flow control by its name. One source for the
 * page's form and printed inputs and the project's calculation package.
 */
import { formatNumber } from '../format/number.ts';
import type { UnitSystem } from '../report/figure.ts';
import { defaultText, inputRow, NOT_GIVEN, type InputGroup, type SystemOf } from '../report/input-rows.ts';
import type { MeasureSpec } from '../report/measure.ts';
import { unitById } from '../units/catalogue.ts';
import { FLOW_CONTROL_LABELS, type FlowControl } from './flow-control.ts';
import { FLOW_CONTROL_SPEC, type CostTexts } from './input.ts';
import type { NumberSpec } from './number-field.ts';
import { SECTION_FIELDS, type CostSection } from './typed-texts.ts';

/** A field of the form: a measure (a number may carry its unit) or a plain number. */
export type CostFieldSpec = { readonly kind: 'measure'; readonly spec: MeasureSpec } | { readonly kind: 'number'; readonly spec: NumberSpec };

/** A section's fields by key: measures and plain numbers. */
function fieldsByKey(section: CostSection): ReadonlyMap<string, CostFieldSpec> {
  const { measures, numbers } = SECTION_FIELDS[section];
  return new Map<string, CostFieldSpec>([
    ...measures.map((spec): [string, CostFieldSpec] => [spec.key, { kind: 'measure', spec }]),
    ...numbers.map((spec): [string, CostFieldSpec] => [spec.key, { kind: 'number', spec }]),
  ]);
}

/** Each section's fields by key. */
export const FIELDS_BY_KEY: Readonly<Record<CostSection, ReadonlyMap<string, CostFieldSpec>>> = { cost: fieldsByKey('cost'), opex: fieldsByKey('opex') };

/** The unit beside a field; none for a pure number (a count, an index, a factor). */
export function unitOf(field: CostFieldSpec, system: UnitSystem): string | undefined {
  if (field.kind === 'measure') return unitById(field.spec.units[system]).symbol;
  const unit = field.spec.units[system];
  return unit === '' ? undefined : unit;
}

/** The value a blank field takes, as typed in the field's unit (`7 %`), or `undefined` when it has none. */
export function defaultOf(field: CostFieldSpec, system: UnitSystem): string | undefined {
  if (field.kind === 'measure' || field.spec.defaultValue === undefined) return undefined;
  const typed = field.spec.defaultValue * (field.spec.divisor?.[system] ?? 1);
  const unit = field.spec.units[system];
  return `${formatNumber(typed, 'field')}${unit === '' ? '' : ` ${unit}`}`;
}

/** What a blank field means, after `Empty: `: its default (`7 %`), or what a blank field with no default stands for. */
export function emptyMeaning(field: CostFieldSpec, system: UnitSystem): string | undefined {
  return defaultOf(field, system) ?? (field.kind === 'number' ? field.spec.whenEmpty : undefined);
}

/** The option a choice's text names, or `undefined` for a text that names none (an old or mistyped link, named by its issue). */
export function flowControlOf(text: string): FlowControl | undefined {
  return FLOW_CONTROL_SPEC.options.find((option) => option === text.trim().toLowerCase());
}

/** A form's group: its id, legend and fields' keys (core's COST_FIELD_GROUPS, OPEX_FIELD_GROUPS). */
export type CostFieldGroup = { readonly id: string; readonly legend: string; readonly keys: readonly string[] };

/**
 * Every input of a section in its groups.
 *
 * @param section The capital and annual cost, or the OPEX comparison.
 * @param groups The section's groups.
 * @param texts Each field's text (as typed, or as the page shows it).
 * @param systemOf The unit system a field's bare number reads in.
 * @param insulated Whether the housing is insulated: a row leading the capital group.
 * @returns A row per field: a bare number with its unit, the flow control by
 *   its name, a blank field with its EPA default (`default: 7 %`) or what
 *   it stands for.
 */
export function costInputGroups(section: CostSection, groups: readonly CostFieldGroup[], texts: CostTexts, systemOf: SystemOf, insulated?: boolean): InputGroup[] {
  const rowOf = (key: string) => {
    const text = texts[key]?.trim() ?? '';
    if (key === FLOW_CONTROL_SPEC.key) {
      const chosen = flowControlOf(text);
      return [inputRow(FLOW_CONTROL_SPEC.label, chosen === undefined ? text : FLOW_CONTROL_LABELS[chosen], undefined, defaultText(FLOW_CONTROL_LABELS[FLOW_CONTROL_SPEC.defaultValue]))];
    }
    const field = FIELDS_BY_KEY[section].get(key);
    if (field === undefined) return [];
    const system = systemOf(key);
    const fallback = defaultOf(field, system);
    const meaning = emptyMeaning(field, system);
    return [inputRow(field.spec.label, text, unitOf(field, system), fallback !== undefined ? defaultText(fallback) : meaning !== undefined ? `not given: ${meaning}` : NOT_GIVEN)];
  };
  const insulation = insulated === undefined ? [] : [inputRow('Insulated housing', insulated ? 'yes' : 'no', undefined, undefined)];
  return groups.map(({ id, legend, keys }) => ({ legend, rows: [...(section === 'cost' && id === 'capital' ? insulation : []), ...keys.flatMap(rowOf)] }));
}
