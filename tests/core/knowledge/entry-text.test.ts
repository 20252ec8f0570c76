import { describe, expect, it } from 'vitest';
import { entryById, KNOWLEDGE_ENTRIES } from '../../../src/core/knowledge/catalogue.ts';
import { entryData } from '../../../src/core/knowledge/entry-data.ts';
import { entryText } from '../../../src/core/knowledge/entry-text.ts';
import { methodBody } from '../../../src/core/knowledge/method-bodies.ts';
import { nearestEntryIds } from '../../../src/core/knowledge/nearest.ts';

const entry = (id: string) => {
  const found = entryById(id);
  if (found === undefined) throw new Error(`no entry ${id}`);
  return found;
};

describe('entryText', () => {
  it('writes a worked example with its published answer, its source, command and link', () => {
    const text = entryText(entry('example-vent-slender-vessel'), methodBody);

    expect(text).toContain('\nPublished answer: Vent area required (EN 14491 governs) 0.977 m², within 0.0005 m²\n');
    expect(text).toContain('\n  $ duct-calc vent --volume 10 --kst 200 --pmax 9 --pred 0.5 --ld 3\n');
    expect(text).toContain('\n  /explosion-protection?volume=10&ld=3&kst=200&pmax=9&pred=0.5&units=metric\n');
  });

  it('writes every entry without a blank figure, NaN or undefined', () => {
    // A method's Markdown is prose, which may name what the tools refuse (`NaN`, `Infinity`); the docs tests run its commands.
    const noBody = () => '';
    for (const each of KNOWLEDGE_ENTRIES) expect(entryText(each, noBody), each.id).not.toMatch(/NaN|undefined|Infinity|\[object/);
  });
});

describe('entryData', () => {
  it('keeps no function: a table has its rows, an example the tool’s answer', () => {
    const table = entryData(entry('transport-velocities'), methodBody);
    const example = entryData(entry('example-size-1000-cfm'), methodBody);

    expect(JSON.parse(JSON.stringify(table))).toEqual(table);
    expect('rows' in table && table.rows).toHaveLength(7);
    expect('toolAnswer' in example && example.toolAnswer).toEqual({ value: expect.closeTo(0.3556, 12), unit: 'm' });
  });
});

describe('nearestEntryIds', () => {
  it('suggests the entries nearest to a misspelt term', () => {
    expect(nearestEntryIds('colbruk', KNOWLEDGE_ENTRIES, 3)[0]).toBe('colebrook');
    expect(nearestEntryIds('pread', KNOWLEDGE_ENTRIES, 3)).toContain('pred');
  });
});
