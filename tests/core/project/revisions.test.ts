import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addRevision, nextRevision, readRevisionLine, removeRevision, replaceRevision, revisionTableIssue } from '../../../src/core/project/revisions.ts';
import { shop, shopWith } from './shop.ts';

/** Whether a run of digits or of letters counted up comes after the old one: longer, or as long and later. */
const after = (next: string, current: string) => next.length > current.length || (next.length === current.length && next > current);

describe('nextRevision', () => {
  it('counts the last number or letters up, as revision tables name them', () => {
    expect(['A', 'Z', 'AZ', 'c', 'P2', 'P09', '1.9', '3', 'rev c', 'B-1', '—', ''].map(nextRevision)).toEqual(['B', 'AA', 'BA', 'd', 'P3', 'P10', '1.10', '4', 'rev d', 'B-2', '—1', 'A']);
  });

  it('is always after the current one: a number greater, letters later (property)', () => {
    fc.assert(fc.property(fc.bigInt({ min: 0n, max: 10n ** 30n }), (value) => {
      expect(BigInt(nextRevision(String(value)))).toBe(value + 1n);
    }));
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Z]{1,6}$/), (letters) => {
        const next = nextRevision(letters);
        expect(next).toMatch(/^[A-Z]+$/);
        expect(after(next, letters)).toBe(true);
      }),
    );
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 20 }).filter((text) => text.trim() !== ''), (text) => {
        const next = nextRevision(text);
        expect(next.trim()).not.toBe('');
        expect(next).not.toBe(text.trim());
      }),
    );
  });
});

describe('the revision table', () => {
  it('adds the next revision, today, by the engineer, and makes it current; past names already taken', () => {
    expect(addRevision(shop(), '2026-11-26')).toEqual({
      revision: 'B',
      revisions: [...shop().revisions, { revision: 'B', date: '2026-11-26', by: 'J. Alvarez, PE', description: '' }],
    });
    const taken = shopWith((project) => project.revisions.push({ revision: 'B', date: '2026-11-21', by: '', description: '' }));
    expect(addRevision(taken, '2026-11-26').revision).toBe('C');
  });

  it('reads a line: a named revision used once, a calendar date, lines not too long', () => {
    expect(readRevisionLine({ revision: ' B ', date: '2026-11-26', by: ' J ', description: 'For construction ' }, ['A'])).toEqual({
      status: 'success',
      line: { revision: 'B', date: '2026-11-26', by: 'J', description: 'For construction' },
    });
    expect(readRevisionLine({ revision: 'A', date: '2027-02-30', by: '', description: '' }, ['A'])).toEqual({
      status: 'error',
      issues: ['Revision: A is already in the table', 'Date: expected a calendar date YYYY-MM-DD, got 2027-02-30'],
    });
    expect(readRevisionLine({ revision: ' ', date: '', by: 'x'.repeat(201), description: '' }, [])).toEqual({
      status: 'error',
      issues: ['Revision: give the revision, not blank', 'Date: expected a calendar date YYYY-MM-DD, got nothing', 'By: at most 200 characters, got 201'],
    });
  });

  it('renames the current revision with its line, and a removed current line gives way to the last one left', () => {
    const line = { revision: 'A1', date: '2026-11-20', by: 'J', description: 'Issued' };
    expect(replaceRevision(shop(), 0, line)).toEqual({ revision: 'A1', revisions: [line] });
    const two = { ...shop(), ...addRevision(shop(), '2026-11-26') };
    expect(removeRevision(two, 1)).toEqual({ revision: 'A', revisions: shop().revisions });
    expect(removeRevision(two, 0)).toEqual({ revision: 'B', revisions: [two.revisions[1]] });
    // With no line left, the current revision keeps its name: the file requires one.
    expect(removeRevision(shop(), 0)).toEqual({ revision: 'A', revisions: [] });
  });
});

describe('revisionTableIssue', () => {
  it('passes the woodshop table, and names what the file would refuse', () => {
    expect(revisionTableIssue(shop())).toBeUndefined();
    expect(revisionTableIssue({ revision: 'Z'.repeat(201), revisions: [] })).toBe('Revision: the current revision must be named in 1 to 200 characters, got 201');
    expect(revisionTableIssue({ revision: 'A', revisions: [...shop().revisions, ...shop().revisions] })).toBe('Revision A: Revision: A is already in the table');
  });
});
