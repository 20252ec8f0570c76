/**
 * A tool page's link that is only its fields: each field's text under its
 * CLI option's name (`ventDuctLength` → `vent-duct-length=`), in the page's
 * order, `units` last; and the same link read back. A measure typed in the
 * other unit system than the link's goes with its unit (linkedMeasureText),
 * so the link never carries a value rounded by a unit switch.
 */
import { UNIT_SYSTEMS } from '../duct/units.ts';
import type { UnitSystem } from '../report/figure.ts';
import { optionName, type MeasureSpec, type TypedIn } from '../report/measure.ts';
import { linkedMeasureText } from '../report/typed-text.ts';
import { buildLinkPath, quoteLinkParameter, readLinkQuery, type LinkNote } from './link-query.ts';

/** What a link says: the unit system (when valid), the fields as typed, and a note per part not used. */
export interface FieldLinkState<F extends string> {
  readonly system?: UnitSystem;
  readonly texts: Partial<Record<F, string>>;
  readonly notes: readonly LinkNote[];
}

/**
 * Builds a page's link from its stored texts.
 *
 * @param path The page's path, e.g. `/explosion-protection`.
 * @param fields Every field in the page's order (camelCase keys).
 * @param measures The fields that are measures, whose texts take a unit when typed in the other system.
 * @param system The unit system of bare numbers (the link's `units=`).
 * @param texts The fields as typed; empty ones are left out.
 * @param typedIn The system each measure was typed in; absent means `system`.
 * @returns The path with its query: `/explosion-protection?volume=10&kst=200&units=metric`.
 */
export function fieldLinkPath<F extends string>(
  path: string,
  fields: readonly F[],
  measures: readonly MeasureSpec[],
  system: UnitSystem,
  texts: Readonly<Partial<Record<F, string>>>,
  typedIn: TypedIn = {},
): string {
  const linked = (field: F) => {
    const text = texts[field];
    const spec = measures.find(({ key }) => key === field);
    return text === undefined || spec === undefined ? text : linkedMeasureText(spec, text, typedIn[field] ?? system, system);
  };
  return buildLinkPath(path, [...fields.map((field) => [optionName(field), linked(field)] as const), ['units', system]]);
}

/**
 * Reads a page's link made by fieldLinkPath.
 *
 * @param query The query, with or without `?`.
 * @param fields Every field of the page (camelCase keys).
 * @returns The unit system when `units` is valid, the fields as typed
 *   (values unchecked: the tool's reader reads them), and a note per unknown
 *   or repeated parameter or a bad `units`. Never throws.
 */
export function readFieldLink<F extends string>(query: string, fields: readonly F[]): FieldLinkState<F> {
  const fieldByParam = new Map<string, F>(fields.map((field) => [optionName(field), field]));
  const { values, ignored } = readLinkQuery(query, ['units', ...fieldByParam.keys()]);
  const notes: LinkNote[] = [...ignored];
  const texts: Partial<Record<F, string>> = {};
  for (const [param, field] of fieldByParam) if (values[param] !== undefined) texts[field] = values[param];
  const { units } = values;
  let system: UnitSystem | undefined;
  if (units === 'metric' || units === 'imperial') system = units;
  else if (units !== undefined) {
    notes.push({ name: 'units', value: units, message: `Ignored link parameter ${quoteLinkParameter('units', units)}: expected ${UNIT_SYSTEMS.join(' or ')}` });
  }
  return { ...(system && { system }), texts, notes };
}
