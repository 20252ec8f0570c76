import { describe, expect, it } from 'vitest';
import { KNOWLEDGE_ENTRIES } from '../../../src/core/knowledge/catalogue.ts';
import { knowledgeIndexJson } from '../../../src/core/knowledge/index-json.ts';
import { methodBody } from '../../../src/core/knowledge/method-bodies.ts';
import { createKnowledgeIndex, loadKnowledgeIndex, searchKnowledge } from '../../../src/core/knowledge/search.ts';
import { querySynonyms, synonymTokens } from '../../../src/core/knowledge/synonyms.ts';

const index = createKnowledgeIndex(KNOWLEDGE_ENTRIES, methodBody);
const ids = (query: string, limit = 5) => searchKnowledge(index, query, { limit }).hits.map((hit) => hit.id);

describe('search', () => {
  it('finds the Colebrook formula first for "colebrook"', () => {
    expect(ids('colebrook')[0]).toBe('colebrook');
  });

  it('still finds it with a typo, "colbrook"', () => {
    expect(ids('colbrook')[0]).toBe('colebrook');
  });

  it('finds the explosion venting formula and the KSt term for "kst"', () => {
    const found = ids('kst', 10);
    expect(found).toContain('kst');
    expect(found).toContain('nfpa68-vent-area');
    expect(found).toContain('en14491-vent-area');
  });

  it.each(['Kst', 'K_St', 'K St', 'deflagration index'])('finds the KSt term for its synonym %s', (query) => {
    expect(ids(query, 3)).toContain('kst');
  });

  it('finds the standard flow entries for "scfm"', () => {
    expect(ids('scfm', 3)).toEqual(expect.arrayContaining(['scfm', 'standard-flow']));
  });

  it.each(['dP', 'Δp', 'delta p', 'pressure drop'])('finds the pressure drop entries for the synonym %s, the same for each spelling', (query) => {
    expect(ids(query, 5)).toEqual(expect.arrayContaining(['darcy-weisbach', 'pulse-jet-pressure-drop']));
    expect(ids(query, 5)).toEqual(ids('pressure drop', 5));
  });

  it.each(['ACFM', 'actual flow'])('finds the actual flow term for %s', (query) => {
    expect(ids(query, 3)).toContain('acfm');
  });

  it('finds by prefix while typing', () => {
    expect(ids('transp', 3)).toContain('transport-velocities');
  });

  it('finds a table by a value of its rows', () => {
    expect(ids('sawdust', 10)).toContain('explosible-dusts');
  });

  it('groups the hits by kind, the group of the best hit first', () => {
    const { hits, groups } = searchKnowledge(index, 'kst');
    expect(groups[0]!.kind).toBe(hits[0]!.kind);
    expect(groups.flatMap((group) => group.hits)).toHaveLength(hits.length);
    for (const group of groups) expect(group.hits.every((hit) => hit.kind === group.kind)).toBe(true);
  });

  it('keeps only the kinds asked for', () => {
    const { hits } = searchKnowledge(index, 'vent area', { kinds: ['example'] });
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.every((hit) => hit.kind === 'example')).toBe(true);
  });

  it('finds nothing for a blank query or a word no entry holds', () => {
    expect(searchKnowledge(index, '   ').hits).toEqual([]);
    expect(searchKnowledge(index, 'qqqxzv').hits).toEqual([]);
  });

  it('finds a word that only a method’s page holds, in the index the page ships', () => {
    // `Workbox` is in docs/know-how/method-web-app.md only, not in any title, alias or summary.
    expect(searchKnowledge(loadKnowledgeIndex(knowledgeIndexJson()), 'workbox').hits.map((hit) => hit.id)).toEqual(['method-web-app']);
  });

  it('searches the same once serialised and loaded back, as the page ships it', () => {
    const loaded = loadKnowledgeIndex(knowledgeIndexJson());
    for (const query of ['colebrook', 'colbrook', 'kst', 'scfm', 'Δp']) {
      expect(searchKnowledge(loaded, query).hits).toEqual(searchKnowledge(index, query).hits);
    }
  });
});

describe('synonym tokens', () => {
  it('match whole words only', () => {
    expect(synonymTokens('dp')).toEqual(['synpressuredrop']);
    expect(synonymTokens('dpi')).toEqual([]);
    expect(synonymTokens('scfm')).toEqual(['synstandardflow']);
  });

  it('replace every spelling of a query by its token', () => {
    expect(querySynonyms('Delta P of K_St dust')).toBe('synpressuredrop of synkst dust');
  });
});
