/**
 * The synonyms an engineer types for one thing: `dP`, `Δp` and `pressure
 * drop`; `ACFM` and `actual flow`; `Kst`, `K_St` and `KSt`. Each group gets
 * one token: an entry's text gets the token of each spelling it holds
 * (synonymTokens), and a query has each spelling replaced by its token
 * (querySynonyms), so any spelling finds the entries written with another,
 * and every spelling of a group finds the same entries.
 */

/** One group: its token (a word no entry uses) and the spellings, matched case-insensitively as whole words. */
export interface SynonymGroup {
  readonly token: string;
  readonly spellings: readonly string[];
}

export const SYNONYM_GROUPS: readonly SynonymGroup[] = [
  { token: 'synpressuredrop', spellings: ['dp', 'Δp', 'delta p', 'deltap', 'pressure drop', 'pressure loss', 'differential pressure'] },
  { token: 'synactualflow', spellings: ['acfm', 'actual flow', 'actual airflow', 'am3/h'] },
  { token: 'synstandardflow', spellings: ['scfm', 'standard flow', 'standard airflow', 'normal flow', 'nm3/h', 'nm³/h'] },
  { token: 'synkst', spellings: ['kst', 'k_st', 'k st', 'k-st', 'deflagration index'] },
  { token: 'synvelocitypressure', spellings: ['vp', 'velocity pressure', 'dynamic pressure'] },
  { token: 'synstaticpressure', spellings: ['sp', 'static pressure'] },
  { token: 'synaircloth', spellings: ['a/c', 'air-to-cloth', 'air to cloth', 'gas-to-cloth', 'filtering velocity', 'filtration velocity'] },
  { token: 'synairflow', spellings: ['airflow', 'air flow', 'flow rate', 'volume flow', 'cfm'] },
  { token: 'synroughness', spellings: ['roughness', 'ε', 'epsilon'] },
  { token: 'synhoodentryloss', spellings: ['fh', 'hood entry loss', 'entry loss'] },
  { token: 'synpred', spellings: ['pred', 'p_red', 'reduced explosion pressure'] },
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** Each group's spellings as one whole-word pattern: not inside a longer word or number. */
const PATTERNS = SYNONYM_GROUPS.map(({ token, spellings }) => ({
  token,
  pattern: new RegExp(`(?<![\\p{L}\\p{N}])(?:${spellings.map(escape).join('|')})(?![\\p{L}\\p{N}])`, 'giu'),
}));

/**
 * The synonym tokens of a text.
 *
 * @param text Any text: an entry's field or a query.
 * @returns The token of each group one of whose spellings the text holds, in
 *   the groups' order; none when it holds none.
 * @example synonymTokens('Δp of the duct') // ['synpressuredrop']
 */
export function synonymTokens(text: string): string[] {
  return PATTERNS.filter(({ pattern }) => text.search(pattern) >= 0).map(({ token }) => token);
}

/**
 * A query with each synonym's spelling replaced by its group's token, so
 * that `delta p` searches as `dP` does (its `p` alone would match any word
 * starting with p).
 *
 * @param query What was typed.
 * @returns The query, each spelling (whole words, case-insensitive) replaced by its token.
 * @example querySynonyms('delta p in a duct') // 'synpressuredrop in a duct'
 */
export function querySynonyms(query: string): string {
  return PATTERNS.reduce((text, { token, pattern }) => text.replace(pattern, ` ${token} `), query).replace(/\s+/g, ' ').trim();
}
