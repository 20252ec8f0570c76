/**
 * The Hood Design page's link: its inputs in the URL query, named as the
 * `duct-calc hood` options (`/hood-design?type=flanged-opening&diameter=6&capture-velocity=100&distance=6&units=imperial`).
 * The exhaust system's sheet names a hood design by this link in its `hood`
 * column, so the reader also takes the query alone and a full URL.
 */
import type { UnitSystem } from '../report/figure.ts';
import { fieldLinkPath, readFieldLink, type FieldLinkState } from '../site/field-link.ts';
import { quoteLinkParameter, type LinkNote } from '../site/link-query.ts';
import { HOOD_FIELDS, HOOD_MEASURES, type HoodField, type HoodTexts, type HoodTypedIn } from './fields.ts';

/** The page's path (the home tile's and the sheet's `hood` cell's). */
export const HOOD_LINK_PATH = '/hood-design';

/** What a link says: the unit system (when valid), the fields as typed, and a note per part not used. */
export type HoodLinkState = FieldLinkState<HoodField>;

/**
 * Builds the page's link from the stored texts: a measure typed in another
 * unit system than the link's goes with its unit (linkedMeasureText), so
 * the link never carries a value rounded by a unit switch.
 *
 * @param system The unit system of bare numbers (the link's `units=`).
 * @param texts The fields as typed; empty ones are left out.
 * @param typedIn The system each measure was typed in; absent means `system`.
 * @returns `/hood-design?type=plain-opening&distance=250&face-velocity=3&diameter=250&units=metric`,
 *   the fields in the page's order (HOOD_FIELDS), `units` last.
 */
export function hoodLinkPath(system: UnitSystem, texts: HoodTexts, typedIn: HoodTypedIn = {}): string {
  return fieldLinkPath(HOOD_LINK_PATH, HOOD_FIELDS, HOOD_MEASURES, system, texts, typedIn);
}

/** The query of a link in any of its forms, or a note when it is another page's. */
function queryOf(link: string): { query: string; note?: LinkNote } {
  const text = link.trim().replace(/#.*$/s, '');
  let path: string;
  let query: string;
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(text)) {
    try {
      const url = new URL(text);
      [path, query] = [url.pathname, url.search];
    } catch {
      return { query: '', note: { name: 'link', value: text, message: `Ignored link ${quoteLinkParameter('link', text)}: not a URL` } };
    }
  } else {
    const at = text.indexOf('?');
    [path, query] = at < 0 ? (text.startsWith('/') ? [text, ''] : ['', text]) : [text.slice(0, at), text.slice(at + 1)];
  }
  // A site served under a base path (`/tools/hood-design`) is still the hood page.
  const page = path.replace(/\/+$/, '');
  if (page === '' || page.endsWith(HOOD_LINK_PATH)) return { query };
  return { query: '', note: { name: 'link', value: path, message: `Ignored link to ${path}: a hood design's link is ${HOOD_LINK_PATH}?…` } };
}

/**
 * Reads the page's link, or a sheet's `hood` cell.
 *
 * @param search The query with or without `?` (`location.search`), the path
 *   and query (`/hood-design?type=…`), or a full URL (`https://…/hood-design?type=…`);
 *   a `#fragment` is left out.
 * @returns The unit system when `units` is valid, the fields as typed (values
 *   unchecked: readHoodDesign reads them), and a note per unknown or repeated
 *   parameter, a bad `units`, or a path of another page (then no field is read).
 *   Never throws.
 */
export function readHoodLink(search: string): HoodLinkState {
  const { query, note } = queryOf(search);
  return note === undefined ? readFieldLink(query, HOOD_FIELDS) : { texts: {}, notes: [note] };
}
