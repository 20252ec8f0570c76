/**
 * The search index the build made (`virtual:knowledge-index`, vite.config.ts),
 * loaded once on the first search, so the page never indexes on the device.
 */
import indexJson from 'virtual:knowledge-index';
import { loadKnowledgeIndex, type KnowledgeIndex } from '../../core/knowledge/search.ts';

let loaded: KnowledgeIndex | undefined;

/** The index of every entry; loaded from its JSON on the first call. */
export function knowledgeIndex(): KnowledgeIndex {
  loaded ??= loadKnowledgeIndex(indexJson);
  return loaded;
}
