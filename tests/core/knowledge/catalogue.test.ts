import temml from 'temml';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../src/app/paths.ts';
import { entryById, KNOWLEDGE_ENTRIES } from '../../../src/core/knowledge/catalogue.ts';
import { KNOWLEDGE_TOOLS } from '../../../src/core/knowledge/tools.ts';

const formulas = KNOWLEDGE_ENTRIES.filter((entry) => entry.kind === 'formula');
const tables = KNOWLEDGE_ENTRIES.filter((entry) => entry.kind === 'table');

describe('the catalogue', () => {
  it('gives every entry its own id, kebab-case', () => {
    const ids = KNOWLEDGE_ENTRIES.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('looks an entry up by id', () => {
    expect(entryById('colebrook')?.title).toBe('Colebrook friction factor');
    expect(entryById('no-such-entry')).toBeUndefined();
  });

  it('links only to entries that exist: related ids and worked examples', () => {
    for (const entry of KNOWLEDGE_ENTRIES) {
      for (const id of entry.related ?? []) expect(entryById(id), `${entry.id} → ${id}`).toBeDefined();
      if (entry.kind === 'formula' && entry.example !== undefined) expect(entryById(entry.example)?.kind, `${entry.id} → ${entry.example}`).toBe('example');
    }
  });

  it('names only tools that exist, each on a route of the app', () => {
    const routes = new Set<string>(Object.values(paths).map((route) => route.path));
    for (const tool of Object.values(KNOWLEDGE_TOOLS)) expect(routes, tool.name).toContain(tool.route);
    for (const entry of KNOWLEDGE_ENTRIES) {
      const used = 'tools' in entry ? entry.tools : 'tool' in entry && entry.tool !== undefined ? [entry.tool] : [];
      for (const tool of used) expect(Object.keys(KNOWLEDGE_TOOLS), entry.id).toContain(tool);
    }
  });

  it('has the glossary terms the issue names', () => {
    const terms = ['acfm', 'scfm', 'static-pressure', 'air-to-cloth-ratio', 'can-velocity', 'interstitial-velocity', 'kst', 'pred', 'st-class', 'cepci', 'crf', 'hood-entry-loss', 'capture-velocity'];
    for (const id of terms) expect(entryById(id)?.kind, id).toBe('term');
    // VP, FSP, FTP and df are formulas, found by their symbol.
    for (const id of ['velocity-pressure', 'fan-static-pressure', 'fan-total-pressure', 'density-factor']) expect(entryById(id)?.kind, id).toBe('formula');
  });
});

describe('formulas', () => {
  it.each(formulas.map((entry) => [entry.id, entry.tex]))('%s: its TeX renders as MathML', (_id, tex) => {
    expect(temml.renderToString(tex, { throwOnError: true })).toMatch(/^<math/);
  });

  it.each(formulas.map((entry) => [entry.id, entry]))('%s: names its symbols, validity, source and tools', (_id, entry) => {
    expect(entry.symbols.length).toBeGreaterThan(0);
    expect(entry.validity).not.toBe('');
    expect(entry.source.work).not.toBe('');
    expect(entry.source.locator).not.toBe('');
    expect(entry.tools.length).toBeGreaterThan(0);
  });
});

describe('tables', () => {
  it.each(tables.map((entry) => [entry.id, entry]))('%s: reads rows from the core, every column filled', (_id, entry) => {
    const rows = entry.rows();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      for (const { key } of entry.columns) {
        const cell = row[key];
        expect(cell === undefined || (typeof cell === 'number' && !Number.isFinite(cell)), `${entry.id}.${key}`).toBe(false);
      }
    }
  });
});
