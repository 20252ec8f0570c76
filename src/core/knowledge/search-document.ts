/**
 * The text of an entry that search reads, by field: its title; its id and
 * aliases; its symbols; and its body (summary, definition, formula, validity,
 * source, a table's rows). Each field carries the synonym tokens of the
 * spellings it holds (synonyms.ts).
 */
import type { KnowledgeEntry, MethodBodyOf } from './entry.ts';
import { synonymTokens } from './synonyms.ts';

/** The searched fields, strongest first. */
export const SEARCH_FIELDS = ['title', 'aliases', 'symbols', 'body'] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];

/** What the index holds of an entry: the searched fields, and the stored `kind`, `name` and `summary` a result list shows. */
export type SearchDocument = Readonly<Record<SearchField, string>> & {
  readonly id: string;
  readonly kind: KnowledgeEntry['kind'];
  readonly name: string;
  readonly summary: string;
};

/** The symbols an entry names: a formula's with their meanings, a term's, a table's columns, an example's figure and inputs. */
function symbolsText(entry: KnowledgeEntry): string[] {
  switch (entry.kind) {
    case 'formula':
      return entry.symbols.map(({ symbol, meaning }) => `${symbol} ${meaning}`);
    case 'term':
      return entry.symbol === undefined ? [] : [entry.symbol];
    case 'table':
      return entry.columns.map(({ label }) => label);
    case 'example':
      return [entry.figure, ...entry.inputs.map(({ label, value }) => `${label} ${value}`)];
    case 'method':
      return [];
  }
}

/**
 * A method's Markdown without its code blocks: a command's printed report is
 * figures and column names, which would only bloat the index the page ships.
 */
const prose = (markdown: string) => markdown.replace(/^```[^\n]*\n[\s\S]*?^```$/gm, ' ');

/** The rest of an entry's words. */
function bodyText(entry: KnowledgeEntry, bodyOf: MethodBodyOf): string[] {
  switch (entry.kind) {
    case 'formula':
      return [entry.plain, entry.validity, entry.source.work, entry.source.locator];
    case 'term':
      return [entry.definition];
    case 'table':
      return [entry.source.work, entry.source.locator, ...entry.rows().map((row) => Object.values(row).join(' '))];
    case 'method':
      return [prose(bodyOf(entry.id))];
    case 'example':
      return [entry.answer.source.work, entry.answer.source.locator];
  }
}

const withSynonyms = (parts: readonly string[]): string => {
  const text = parts.join(' · ');
  return [text, ...synonymTokens(text)].join(' ');
};

/**
 * An entry as the search index reads it.
 *
 * @param entry Any entry.
 * @param bodyOf A method entry's Markdown body by id (`methodBody`); read for a method only.
 * @returns Its searched fields with their synonym tokens, and the fields a result list shows.
 */
export function searchDocument(entry: KnowledgeEntry, bodyOf: MethodBodyOf): SearchDocument {
  return {
    id: entry.id,
    kind: entry.kind,
    name: entry.title,
    summary: entry.summary,
    title: withSynonyms([entry.title]),
    aliases: withSynonyms([entry.id, ...(entry.aliases ?? [])]),
    symbols: withSynonyms(symbolsText(entry)),
    body: withSynonyms([entry.summary, ...bodyText(entry, bodyOf)]),
  };
}
