/**
 * The search index of every entry, serialised, for the page to ship built
 * (at build time, so it searches offline without indexing on the device).
 * The page's build can make it a module: a small Vite plugin that resolves
 * a virtual id (say `virtual:knowledge-index`) to
 * `export default ${JSON.stringify(knowledgeIndexJson())}`, which the lazy
 * Know-How route imports and hands to `loadKnowledgeIndex`.
 */
import { KNOWLEDGE_ENTRIES } from './catalogue.ts';
import { methodBody } from './method-bodies.ts';
import { createKnowledgeIndex } from './search.ts';

/**
 * The serialised index of the catalogue.
 *
 * @returns JSON that `loadKnowledgeIndex` loads back, every method's body indexed; the same text for the same entries.
 */
export function knowledgeIndexJson(): string {
  return JSON.stringify(createKnowledgeIndex(KNOWLEDGE_ENTRIES, methodBody));
}
