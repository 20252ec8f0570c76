/**
 * The entries whose id, title or alias is nearest to a text, by edit
 * distance: the suggestions for a term no entry matches.
 */
import { distance } from 'fastest-levenshtein';
import type { KnowledgeEntry } from './entry.ts';

/**
 * The nearest entries to a text.
 *
 * @param text What was asked, e.g. `colbruk`.
 * @param entries The entries to choose from.
 * @param count How many to give (at most).
 * @returns Their ids, nearest first (case-insensitive Levenshtein distance to
 *   the closest of the id, the title and each alias; ties in catalogue order).
 */
export function nearestEntryIds(text: string, entries: readonly KnowledgeEntry[], count: number): string[] {
  const typed = text.trim().toLowerCase();
  const nearness = (entry: KnowledgeEntry) => Math.min(...[entry.id, entry.title, ...(entry.aliases ?? [])].map((name) => distance(typed, name.toLowerCase())));
  return entries
    .map((entry, order) => ({ id: entry.id, order, d: nearness(entry) }))
    .sort((a, b) => a.d - b.d || a.order - b.order)
    .slice(0, count)
    .map(({ id }) => id);
}
