/**
 * The baghouse page's shareable link: `/baghouse-design?flow=10000&…&units=imperial`.
 * Query keys are the fields' kebab-case names (the CLI's long options) and
 * `units`. Built by the page's URL sync and by `duct-calc baghouse --link`,
 * read by the page.
 */
import { UNIT_SYSTEMS } from '../duct/units.ts';
import type { UnitSystem } from '../report/figure.ts';
import { optionName, type TypedIn } from '../report/measure.ts';
import { buildLinkPath, quoteLinkParameter, readLinkQuery, type LinkNote } from '../site/link-query.ts';
import { linkedFieldText } from './field-text.ts';
import { BAGHOUSE_FIELDS, type BaghouseTexts } from './texts.ts';

/** The page's path (the home tile's). */
export const BAGHOUSE_LINK_PATH = '/baghouse-design';

/**
 * Builds the page's link.
 *
 * @param texts The fields as typed; absent and empty ones are left out.
 * @param system The unit system, always written.
 * @param typedIn The system each field was typed in where it is not
 *   `system` (a page after a unit switch): such a field is written so that
 *   it reads back in `system` to the same value (linkedFieldText).
 * @returns The path and query, fields in form order, then `units`.
 */
export function baghouseLinkPath(texts: BaghouseTexts, system: UnitSystem, typedIn: TypedIn = {}): string {
  return buildLinkPath(BAGHOUSE_LINK_PATH, [
    ...BAGHOUSE_FIELDS.map((field) => {
      const text = texts[field]?.trim();
      return [optionName(field), text === undefined ? undefined : linkedFieldText(field, text, typedIn[field] ?? system, system)] as const;
    }),
    ['units', system],
  ]);
}

/**
 * Reads the page's link.
 *
 * @param search The query (`location.search`), with or without `?`.
 * @returns The texts as typed (unchecked: readBaghouse checks them as when
 *   typed), the unit system if the link names a known one, and a note per
 *   unknown, repeated or unusable parameter. Never throws.
 */
export function readBaghouseLink(search: string): { texts: BaghouseTexts; system: UnitSystem | undefined; ignored: LinkNote[] } {
  const names = BAGHOUSE_FIELDS.map(optionName);
  const { values, ignored } = readLinkQuery(search, [...names, 'units']);
  const texts: BaghouseTexts = {};
  BAGHOUSE_FIELDS.forEach((field, index) => {
    const value = values[names[index]!];
    if (value !== undefined) texts[field] = value;
  });
  const units = values.units;
  const system = UNIT_SYSTEMS.find((known) => known === units);
  if (units !== undefined && system === undefined) {
    ignored.push({ name: 'units', value: units, message: `Ignored link parameter ${quoteLinkParameter('units', units)}: units are metric or imperial` });
  }
  return { texts, system, ignored };
}
