/**
 * An entry as plain data, for `duct-calc explain --json` and for a page
 * that loads entries as JSON: a table's rows read, an example's tool answer
 * computed, so no function is left.
 */
import type { ExampleEntry, KnowledgeEntry, KnowledgeQuantity, TableEntry } from './entry.ts';

/** A table with its rows, an example with the tool's answer; the other kinds as they are. */
export type KnowledgeEntryData =
  | Exclude<KnowledgeEntry, TableEntry | ExampleEntry>
  | (Omit<TableEntry, 'rows'> & { readonly rows: ReturnType<TableEntry['rows']> })
  | (Omit<ExampleEntry, 'run'> & { readonly toolAnswer: KnowledgeQuantity });

/**
 * An entry without functions.
 *
 * @param entry Any entry.
 * @returns The same fields; `rows` read from the core for a table, and for
 *   an example `toolAnswer` (the core's answer, in the unit it returns)
 *   instead of `run`.
 */
export function entryData(entry: KnowledgeEntry): KnowledgeEntryData {
  if (entry.kind === 'table') return { ...entry, rows: entry.rows() };
  if (entry.kind === 'example') {
    const { run, ...rest } = entry;
    return { ...rest, toolAnswer: run() };
  }
  return entry;
}
