/**
 * The small Markdown of a method entry's body, read into blocks: `## `
 * headings, numbered and `- ` lists, paragraphs; inline `code`, **strong**
 * and *emphasis*. That is all the entries use (entry.ts: no raw HTML), so
 * no Markdown library is shipped; anything else reads as plain text.
 */

export type MarkdownBlock =
  | { readonly kind: 'heading'; readonly text: string }
  | { readonly kind: 'paragraph'; readonly text: string }
  | { readonly kind: 'list'; readonly ordered: boolean; readonly items: readonly string[] };

export interface InlinePart {
  readonly kind: 'text' | 'code' | 'strong' | 'em';
  readonly text: string;
}

const HEADING = /^#{1,6} +/;
const ORDERED_ITEM = /^\d+\. +/;
const UNORDERED_ITEM = /^[-*] +/;

/** A list's lines: a line without the marker continues the item before it. */
function listItems(lines: readonly string[], marker: RegExp): string[] {
  const items: string[] = [];
  for (const line of lines) {
    if (marker.test(line) || items.length === 0) items.push(line.replace(marker, ''));
    else items[items.length - 1] += ` ${line}`;
  }
  return items;
}

/** One block of lines (between blank lines); a heading line ends the block it starts. */
function readBlock(lines: readonly string[]): MarkdownBlock[] {
  const [first = ''] = lines;
  if (HEADING.test(first)) return [{ kind: 'heading', text: first.replace(HEADING, '') }, ...(lines.length > 1 ? readBlock(lines.slice(1)) : [])];
  if (ORDERED_ITEM.test(first)) return [{ kind: 'list', ordered: true, items: listItems(lines, ORDERED_ITEM) }];
  if (UNORDERED_ITEM.test(first)) return [{ kind: 'list', ordered: false, items: listItems(lines, UNORDERED_ITEM) }];
  return [{ kind: 'paragraph', text: lines.join(' ') }];
}

/**
 * Reads a method's body into blocks.
 *
 * @param markdown The body: blocks separated by blank lines.
 * @returns The headings, lists and paragraphs in order; their text still holds inline marks (see {@link inlineParts}).
 */
export function markdownBlocks(markdown: string): MarkdownBlock[] {
  return markdown
    .split(/\n\s*\n/)
    .map((block) => block.split('\n').map((line) => line.trim()).filter((line) => line !== ''))
    .filter((lines) => lines.length > 0)
    .flatMap(readBlock);
}

const INLINE = /(`[^`]+`|\*\*[^*]+\*\*|\*[^*\s][^*]*\*)/;

/**
 * Splits a block's text at its inline marks.
 *
 * @param text A heading's, item's or paragraph's text.
 * @returns Plain text, `code`, **strong** and *em* parts in order, marks removed; an unclosed mark stays text.
 */
export function inlineParts(text: string): InlinePart[] {
  return text
    .split(INLINE)
    .filter((part) => part !== '')
    .map((part): InlinePart => {
      if (part.startsWith('`') && part.endsWith('`') && part.length > 2) return { kind: 'code', text: part.slice(1, -1) };
      if (part.startsWith('**') && part.endsWith('**') && part.length > 4) return { kind: 'strong', text: part.slice(2, -2) };
      if (part.startsWith('*') && part.endsWith('*') && part.length > 2) return { kind: 'em', text: part.slice(1, -1) };
      return { kind: 'text', text: part };
    });
}
