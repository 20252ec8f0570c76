import { describe, expect, it } from 'vitest';
import { KNOWLEDGE_ENTRIES } from '../../../src/core/knowledge/catalogue.ts';
import { inlineParts, markdownBlocks } from '../../../src/app/know-how/markdown.ts';

describe('a method body’s Markdown', () => {
  it('reads headings, numbered and bulleted lists (a line without a marker continues its item) and paragraphs', () => {
    const blocks = markdownBlocks('## Steps\n\n1. First\n   and more.\n2. Second\n\n- a\n- b\n\nA paragraph\non two lines.');

    expect(blocks).toEqual([
      { kind: 'heading', text: 'Steps' },
      { kind: 'list', ordered: true, items: ['First and more.', 'Second'] },
      { kind: 'list', ordered: false, items: ['a', 'b'] },
      { kind: 'paragraph', text: 'A paragraph on two lines.' },
    ]);
  });

  it('splits code, strong and emphasis out of a text, and leaves an unclosed mark as text', () => {
    expect(inlineParts('`sizeDuct` takes the **next size up**, *Pressure loss*; 2 * 3')).toEqual([
      { kind: 'code', text: 'sizeDuct' },
      { kind: 'text', text: ' takes the ' },
      { kind: 'strong', text: 'next size up' },
      { kind: 'text', text: ', ' },
      { kind: 'em', text: 'Pressure loss' },
      { kind: 'text', text: '; 2 * 3' },
    ]);
  });

  it('leaves no Markdown mark in the text of any method entry', () => {
    const methods = KNOWLEDGE_ENTRIES.filter((entry) => entry.kind === 'method');
    const texts = methods.flatMap(({ body }) =>
      markdownBlocks(body).flatMap((block) => (block.kind === 'list' ? block.items : [block.text])).flatMap((text) => inlineParts(text).map((part) => part.text)),
    );

    expect(methods.length).toBeGreaterThan(0);
    expect(texts.filter((text) => /^#|`|\*\*|^\d+\. /.test(text))).toEqual([]);
  });
});
