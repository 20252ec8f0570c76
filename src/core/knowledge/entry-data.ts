/**
 * An entry as plain data, for `duct-calc explain --json` and for a page
 * that loads entries as JSON: a table's rows read, an example's tool answer
 * computed, so no function is left.
 */
import type { ExampleEntry, KnowledgeEntry, KnowledgeQuantity, MethodBodyOf, MethodEntry, TableEntry } from './entry.ts';

/** A table with its rows, an example with the tool's answer, a method with its Markdown body; the other kinds as they are. */
export type KnowledgeEntryData =
  | Exclude<KnowledgeEntry, TableEntry | ExampleEntry | MethodEntry>
  | (MethodEntry & { readonly body: string })
  | (Omit<TableEntry, 'rows'> & { readonly rows: ReturnType<TableEntry['rows']> })
  | (Omit<ExampleEntry, 'run'> & { readonly toolAnswer: KnowledgeQuantity });

/**
 * An entry without functions.
 *
 * @param entry Any entry.
 * @param bodyOf A method entry's Markdown body by id (`methodBody`); read for a method only.
 * @returns The same fields; `rows` read from the core for a table, for
 *   an example `toolAnswer` (the core's answer, in the unit it returns)
 *   instead of `run`, and a method's `body`.
 */
export function entryData(entry: KnowledgeEntry, bodyOf: MethodBodyOf): KnowledgeEntryData {
  if (entry.kind === 'table') return { ...entry, rows: entry.rows() };
  if (entry.kind === 'method') return { ...entry, body: bodyOf(entry.id) };
  if (entry.kind === 'example') {
    const { run, ...rest } = entry;
    return { ...rest, toolAnswer: run() };
  }
  return entry;
}
