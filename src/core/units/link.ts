/**
 * The Unit Convertor's shareable link: `/pressure-drop?value=4&from=inH2O&to=Pa`.
 * The names are the fields of a conversion request, which are also
 * `duct-calc convert`'s positional and option names (issue 8, shareable links).
 * Built by the page's URL sync and by `duct-calc convert … --link`, read by the page.
 */
import { buildLinkPath, readLinkQuery, type LinkNote } from '../site/link-query.ts';
import { CONVERSION_FIELDS, type ConversionTexts } from './conversion.ts';

/** The Unit Convertor page's path (the home tile's). */
export const CONVERSION_LINK_PATH = '/pressure-drop';

/**
 * Builds the Unit Convertor's link.
 *
 * @param texts The request as typed; absent and empty fields are left out.
 * @returns The path and query, the fields in CONVERSION_FIELDS order,
 *   e.g. `/pressure-drop?value=4&from=inH2O&to=Pa` or
 *   `/pressure-drop?value=10000&from=acfm&to=scfm&temperature=300F&altitude=1500m`.
 */
export function conversionLinkPath(texts: ConversionTexts): string {
  return buildLinkPath(
    CONVERSION_LINK_PATH,
    CONVERSION_FIELDS.map((field) => [field, texts[field]] as const),
  );
}

/**
 * Reads the Unit Convertor's link.
 *
 * @param search The query (`location.search`), with or without `?`.
 * @returns `texts`: each known field as typed, unchecked (readConversion
 *   checks them, as when typed); `ignored`: a note per unknown or repeated
 *   parameter. Never throws.
 */
export function readConversionLink(search: string): { texts: ConversionTexts; ignored: LinkNote[] } {
  const { values, ignored } = readLinkQuery(search, CONVERSION_FIELDS);
  return { texts: values, ignored };
}
