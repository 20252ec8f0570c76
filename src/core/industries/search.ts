/**
 * Finding an industry by what an engineer types: its name, its processes,
 * or a dust it makes.
 */
import { INDUSTRY_DUSTS } from './dusts.ts';
import { INDUSTRIES, INDUSTRY_IDS, type IndustryId } from './industries.ts';

/** Lower case without accents: `Pâte` and `pate` match. */
function folded(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** An industry's searchable text: name, applications, collector and its dusts' names. */
function haystack(id: IndustryId): string {
  const { name, applications, collector, dusts } = INDUSTRIES[id];
  return folded([name, applications, collector, ...dusts.map((dust) => INDUSTRY_DUSTS[dust].name)].join(' '));
}

/**
 * The industries that match a search.
 *
 * @param query What the user typed; every word must appear
 *   somewhere in the industry's text, ignoring case and accents.
 * @returns The matching industries in the order; all of them for a
 *   blank query.
 * @example searchIndustries('fly ash') // ['power-fly-ash']
 */
export function searchIndustries(query: string): IndustryId[] {
  const words = folded(query).split(/\s+/).filter(Boolean);
  return INDUSTRY_IDS.filter((id) => {
    const text = haystack(id);
    return words.every((word) => text.includes(word));
  });
}
