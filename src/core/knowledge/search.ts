/**
 * Full-text search over the entries with MiniSearch: prefix and typo
 * tolerant, the title weighing most, then aliases, symbols and body, and
 * the synonyms of synonyms.ts. The index serialises to JSON
 * (`JSON.stringify(index)`, see index-json.ts) and loads back with
 * `loadKnowledgeIndex`, so the page can ship it built.
 */
import MiniSearch, { type Options, type SearchOptions } from 'minisearch';
import { ENTRY_KINDS, type EntryKind, type KnowledgeEntry, type MethodBodyOf } from './entry.ts';
import { SEARCH_FIELDS, searchDocument, type SearchDocument } from './search-document.ts';
import { querySynonyms, SYNONYM_GROUPS } from './synonyms.ts';

export type KnowledgeIndex = MiniSearch<SearchDocument>;

const SYNONYM_TOKENS = new Set(SYNONYM_GROUPS.map(({ token }) => token));
/**
 * A word typed, not a synonym token (which matches only itself), long
 * enough to complete: `p` or `tr` would match half the entries.
 */
const completes = (term: string) => term.length >= 3 && !SYNONYM_TOKENS.has(term);

/** Field weights: title > aliases > symbols > body. */
const BOOST: Readonly<Record<(typeof SEARCH_FIELDS)[number], number>> = { title: 4, aliases: 3, symbols: 2, body: 1 };

const SEARCH_OPTIONS: SearchOptions = {
  boost: BOOST,
  prefix: completes,
  // MiniSearch's fraction of the term's length: at most 1 edit in a word of 5 to 9 letters, 2 from 10.
  fuzzy: (term) => (completes(term) ? 0.2 : false),
  combineWith: 'OR',
};

/** The options to build and to load the index with: they must be the same. */
export const KNOWLEDGE_INDEX_OPTIONS: Options<SearchDocument> = {
  fields: [...SEARCH_FIELDS],
  storeFields: ['kind', 'name', 'summary'],
  searchOptions: SEARCH_OPTIONS,
};

/** One result: what a result list shows, and its relevance. */
export interface KnowledgeHit {
  readonly id: string;
  readonly kind: EntryKind;
  readonly title: string;
  readonly summary: string;
  readonly score: number;
}

/** The results of a query: best first, and grouped by kind. */
export interface KnowledgeResults {
  readonly hits: readonly KnowledgeHit[];
  /** One group per kind found, the group with the best hit first; hits best first within a group. */
  readonly groups: readonly { readonly kind: EntryKind; readonly hits: readonly KnowledgeHit[] }[];
}

/**
 * Builds the search index.
 *
 * @param entries The entries, ids unique (MiniSearch throws on a duplicate id).
 * @param bodyOf A method entry's body by id (`methodBody`), so a search finds the words of a method page.
 * @returns The index; `JSON.stringify` serialises it.
 */
export function createKnowledgeIndex(entries: readonly KnowledgeEntry[], bodyOf: MethodBodyOf): KnowledgeIndex {
  const index = new MiniSearch<SearchDocument>(KNOWLEDGE_INDEX_OPTIONS);
  index.addAll(entries.map((entry) => searchDocument(entry, bodyOf)));
  return index;
}

/**
 * Loads an index serialised with `JSON.stringify(createKnowledgeIndex(…))`.
 *
 * @param json The serialised index (knowledgeIndexJson()).
 * @returns The index, as built. Throws on JSON that is not such an index.
 */
export function loadKnowledgeIndex(json: string): KnowledgeIndex {
  return MiniSearch.loadJSON<SearchDocument>(json, KNOWLEDGE_INDEX_OPTIONS);
}

/**
 * Searches the entries.
 *
 * @param index The index (createKnowledgeIndex or loadKnowledgeIndex).
 * @param query What the engineer typed: words, a symbol, an id; synonyms are
 *   expanded (`dP` finds pressure drop, `scfm` standard flow).
 * @param options `kinds` to keep only some kinds; `limit` on the hits (all by default).
 * @returns The hits, best first, and the same grouped by kind; none for a blank query.
 */
export function searchKnowledge(index: KnowledgeIndex, query: string, options: { kinds?: readonly EntryKind[]; limit?: number } = {}): KnowledgeResults {
  const found = query.trim() === '' ? [] : index.search(querySynonyms(query));
  const kinds = options.kinds ?? ENTRY_KINDS;
  const hits = found
    .map((result): KnowledgeHit => ({ id: String(result.id), kind: result.kind as EntryKind, title: String(result.name), summary: String(result.summary), score: result.score }))
    .filter((hit) => kinds.includes(hit.kind))
    .slice(0, options.limit);
  const order = [...new Set(hits.map((hit) => hit.kind))];
  return { hits, groups: order.map((kind) => ({ kind, hits: hits.filter((hit) => hit.kind === kind) })) };
}
