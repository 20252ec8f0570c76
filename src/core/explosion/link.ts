/**
 * The explosion protection page's link: its inputs in the URL query, named
 * as the `duct-calc vent` options
 * (`/explosion-protection?volume=10&kst=200&pmax=9&pred=0.5&units=metric`).
 */
import type { UnitSystem } from '../report/figure.ts';
import { fieldLinkPath, readFieldLink, type FieldLinkState } from '../site/field-link.ts';
import { VENT_FIELDS, VENT_MEASURES, type VentField, type VentTexts, type VentTypedIn } from './fields.ts';

/** The page's path. */
export const VENT_LINK_PATH = '/explosion-protection';

/** What a link says: the unit system (when valid), the fields as typed, and a note per part not used. */
export type VentLinkState = FieldLinkState<VentField>;

/**
 * Builds the page's link from the stored texts; a measure typed in the
 * other unit system than the link's goes with its unit.
 *
 * @param system The unit system of bare numbers (the link's `units=`).
 * @param texts The fields as typed; empty ones are left out.
 * @param typedIn The system each measure was typed in; absent means `system`.
 * @returns `/explosion-protection?volume=10&ld=3&kst=200&pmax=9&pred=0.5&units=metric`,
 *   the fields in the page's order (VENT_FIELDS), `units` last.
 */
export function ventLinkPath(system: UnitSystem, texts: VentTexts, typedIn: VentTypedIn = {}): string {
  return fieldLinkPath(VENT_LINK_PATH, VENT_FIELDS, VENT_MEASURES, system, texts, typedIn);
}

/**
 * Reads the page's link.
 *
 * @param search The query, with or without `?` (`location.search`), or
 *   the path and query ventLinkPath builds (`/explosion-protection?volume=…`).
 * @returns The unit system when `units` is valid, the fields as typed
 *   (values unchecked: readVentDesign reads them), and a note per unknown or
 *   repeated parameter or a bad `units`. Never throws.
 */
export function readVentLink(search: string): VentLinkState {
  return readFieldLink(search.slice(search.indexOf('?') + 1), VENT_FIELDS);
}
