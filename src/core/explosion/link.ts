/**
 * The explosion protection page's link: its inputs in the URL query, named
 * as the `duct-calc vent` options
 * (`/explosion-protection?volume=10&kst=200&pmax=9&pred=0.5&units=metric`).
 */
import { UNIT_SYSTEMS } from '../duct/units.ts';
import type { UnitSystem } from '../report/figure.ts';
import { optionName } from '../report/measure.ts';
import { linkedMeasureText } from '../report/typed-text.ts';
import { buildLinkPath, quoteLinkParameter, readLinkQuery, type LinkNote } from '../site/link-query.ts';
import { VENT_FIELDS, VENT_MEASURES, type VentField, type VentTexts, type VentTypedIn } from './fields.ts';

/** The page's path. */
export const VENT_LINK_PATH = '/explosion-protection';

const FIELD_BY_PARAM = new Map<string, VentField>(VENT_FIELDS.map((field) => [optionName(field), field]));
const LINK_NAMES = ['units', ...FIELD_BY_PARAM.keys()];
const MEASURE_BY_FIELD = new Map<VentField, (typeof VENT_MEASURES)[number]>(VENT_MEASURES.map((spec) => [spec.key, spec]));

/** What a link says: the unit system (when valid), the fields as typed, and a note per part not used. */
export interface VentLinkState {
  readonly system?: UnitSystem;
  readonly texts: VentTexts;
  readonly notes: readonly LinkNote[];
}

/**
 * Builds the page's link from the stored texts: a measure typed in another
 * unit system than the link's goes with its unit (linkedMeasureText), so
 * the link never carries a value rounded by a unit switch.
 *
 * @param system The unit system of bare numbers (the link's `units=`).
 * @param texts The fields as typed; empty ones are left out.
 * @param typedIn The system each measure was typed in; absent means `system`.
 * @returns `/explosion-protection?volume=10&kst=200&pmax=9&pred=0.5&units=metric`,
 *   the fields in the page's order (VENT_FIELDS), `units` last.
 */
export function ventLinkPath(system: UnitSystem, texts: VentTexts, typedIn: VentTypedIn = {}): string {
  const linked = (field: VentField) => {
    const text = texts[field];
    const spec = MEASURE_BY_FIELD.get(field);
    return text === undefined || spec === undefined ? text : linkedMeasureText(spec, text, typedIn[field] ?? system, system);
  };
  return buildLinkPath(VENT_LINK_PATH, [...VENT_FIELDS.map((field) => [optionName(field), linked(field)] as const), ['units', system]]);
}

/**
 * Reads the page's link.
 *
 * @param search The query, with or without `?` (`location.search`), or
 *   the path and query this module builds (`/explosion-protection?volume=…`).
 * @returns The unit system when `units` is valid, the fields as typed
 *   (values unchecked: readVentInput reads them), and a note per unknown or
 *   repeated parameter or a bad `units`. Never throws.
 */
export function readVentLink(search: string): VentLinkState {
  const { values, ignored } = readLinkQuery(search.slice(search.indexOf('?') + 1), LINK_NAMES);
  const notes: LinkNote[] = [...ignored];
  const texts: VentTexts = {};
  for (const [param, field] of FIELD_BY_PARAM) if (values[param] !== undefined) texts[field] = values[param];
  const { units } = values;
  let system: UnitSystem | undefined;
  if (units === 'metric' || units === 'imperial') system = units;
  else if (units !== undefined) {
    notes.push({ name: 'units', value: units, message: `Ignored link parameter ${quoteLinkParameter('units', units)}: expected ${UNIT_SYSTEMS.join(' or ')}` });
  }
  return { ...(system && { system }), texts, notes };
}
