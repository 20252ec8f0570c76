/**
 * The Industries part's link: `/monitoring?industry=woodworking&search=wood&units=metric`.
 * The page's other part (Equipment monitoring) keeps nothing in the URL; a
 * parameter this part does not know is left for it, not noted.
 */
import { UNIT_SYSTEMS } from '../duct/units.ts';
import type { UnitSystem } from '../report/figure.ts';
import { buildLinkPath, quoteLinkParameter, type LinkNote } from '../site/link-query.ts';
import { isIndustryId, type IndustryId } from './industries.ts';

/** The page's path (the home tile's). */
export const INDUSTRIES_LINK_PATH = '/monitoring';

/** What the part shows: the search as typed, the industry opened, the unit system. */
export interface IndustriesLinkState {
  readonly search: string;
  readonly industry?: IndustryId;
  readonly system: UnitSystem;
}

/**
 * Builds the page's link.
 *
 * @param state The search (left out when blank), the industry opened (when any) and the unit system (always written).
 * @returns `/monitoring?industry=woodworking&search=wood&units=metric`.
 */
export function industriesLinkPath(state: IndustriesLinkState): string {
  return buildLinkPath(INDUSTRIES_LINK_PATH, [
    ['industry', state.industry],
    ['search', state.search.trim() === '' ? undefined : state.search],
    ['units', state.system],
  ]);
}

/**
 * Reads the page's link.
 *
 * @param search The query, with or without `?`.
 * @returns The search as typed, the industry and the unit system where the
 *   link gives a known one, and a note for an unknown industry or unit
 *   system. Other parameters are not this part's and are passed over. Never throws.
 */
export function readIndustriesLink(search: string): { search?: string; industry?: IndustryId; system?: UnitSystem; notes: LinkNote[] } {
  const query = new URLSearchParams(search);
  const notes: LinkNote[] = [];
  const text = query.get('search') ?? undefined;
  const industry = query.get('industry') ?? undefined;
  const units = query.get('units') ?? undefined;
  const system = UNIT_SYSTEMS.find((known) => known === units);
  if (industry !== undefined && !isIndustryId(industry)) {
    notes.push({ name: 'industry', value: industry, message: `Ignored link parameter ${quoteLinkParameter('industry', industry)}: no such industry` });
  }
  if (units !== undefined && system === undefined) {
    notes.push({ name: 'units', value: units, message: `Ignored link parameter ${quoteLinkParameter('units', units)}: units are metric or imperial` });
  }
  return {
    ...(text !== undefined && { search: text }),
    ...(industry !== undefined && isIndustryId(industry) && { industry }),
    ...(system !== undefined && { system }),
    notes,
  };
}
