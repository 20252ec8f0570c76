import type { EntryKind } from '../../core/knowledge/entry.ts';

/** Each kind's name: over one entry, and over a group of results. */
export const KIND_LABELS: Readonly<Record<EntryKind, { readonly one: string; readonly many: string }>> = {
  formula: { one: 'Formula', many: 'Formulas' },
  table: { one: 'Table', many: 'Tables' },
  term: { one: 'Term', many: 'Terms' },
  method: { one: 'Method', many: 'Methods' },
  example: { one: 'Worked example', many: 'Worked examples' },
};
