/**
 * The run of `duct-calc explain`: finds the entry (its id, else the best
 * search hit) and prints it as text or JSON; or lists the ids.
 */
import { entryById, KNOWLEDGE_ENTRIES } from '../../core/knowledge/catalogue.ts';
import { entryData } from '../../core/knowledge/entry-data.ts';
import { entryText } from '../../core/knowledge/entry-text.ts';
import { ENTRY_KINDS, type EntryKind } from '../../core/knowledge/entry.ts';
import { methodBody } from '../../core/knowledge/method-bodies.ts';
import { nearestEntryIds } from '../../core/knowledge/nearest.ts';
import { createKnowledgeIndex, searchKnowledge } from '../../core/knowledge/search.ts';
import { jsonLine } from '../shared/json-line.ts';
import type { ToolOutcome } from '../shared/tool-options.ts';

/** The arguments and options as commander parses them. */
export interface ExplainOptions {
  readonly words: readonly string[];
  readonly json?: boolean;
  /** `true` for every kind, or the kind typed. */
  readonly list?: boolean | string;
}

/** How many other hits `See also` names, and how many suggestions an unknown term gets. */
const ALSO_COUNT = 5;
const SUGGESTION_COUNT = 3;

const isKind = (text: string): text is EntryKind => (ENTRY_KINDS as readonly string[]).includes(text);

/** The ids of one kind or all, one per line with kind and title, aligned. */
function listOutcome(list: true | string): ToolOutcome {
  if (list !== true && !isKind(list)) return { status: 'error', message: `error: option '--list [kind]' argument '${list}' is invalid: a kind is one of ${ENTRY_KINDS.join(', ')}` };
  const entries = KNOWLEDGE_ENTRIES.filter((entry) => list === true || entry.kind === list);
  const width = Math.max(...entries.map(({ id }) => id.length));
  return { status: 'success', output: entries.map(({ id, kind, title }) => `${id.padEnd(width)}  ${kind.padEnd(7)}  ${title}\n`).join('') };
}

/**
 * Runs `duct-calc explain`.
 *
 * @param options The words of the term (joined by spaces), `--json`, `--list [kind]`.
 * @returns The entry as text (then `See also:` the next hits) or one line of
 *   JSON (entryData); with `--list`, the ids; or one error line naming the
 *   term and the nearest entries when nothing matches (exit 2).
 */
export function runExplain(options: ExplainOptions): ToolOutcome {
  const query = options.words.join(' ').trim();
  if (options.list !== undefined && options.list !== false) return listOutcome(options.list);
  if (query === '') return { status: 'error', message: "error: give a term or an entry's id, e.g. duct-calc explain colebrook (duct-calc explain --list lists them)" };
  const { hits } = searchKnowledge(createKnowledgeIndex(KNOWLEDGE_ENTRIES, methodBody), query);
  const entry = entryById(query.toLowerCase().replace(/\s+/g, '-')) ?? (hits[0] && entryById(hits[0].id));
  if (entry === undefined) {
    const nearest = nearestEntryIds(query, KNOWLEDGE_ENTRIES, SUGGESTION_COUNT);
    return { status: 'error', message: `error: no Know-How entry matches '${query}'; nearest: ${nearest.join(', ')} (duct-calc explain --list lists every entry)` };
  }
  if (options.json) return { status: 'success', output: jsonLine(entryData(entry, methodBody)) };
  const also = hits.filter((hit) => hit.id !== entry.id).slice(0, ALSO_COUNT);
  const alsoLine = also.length === 0 ? '' : `\nSee also: ${also.map((hit) => hit.id).join(', ')}\n`;
  return { status: 'success', output: `${entryText(entry, methodBody)}${alsoLine}` };
}
