/**
 * A Know-How entry's Markdown body (docs/know-how/<id>.md) as HTML, by
 * marked (GitHub-flavoured: tables, fenced code). The same files read well
 * on GitHub, so their links are written for it: `./<id>.md` opens that
 * entry's page here; a web address stays a link; a link to a repository
 * file (`../../examples/…`) means nothing in the app and keeps its text
 * only. Raw HTML is not rendered (tests/core/knowledge/docs.test.ts keeps
 * it out of the files).
 */
import { Marked, type Tokens } from 'marked';
import { entryPath } from './entry-path.ts';

/** `./method-fan.md` or `./method-fan.md#curve`: another entry's file. */
const ENTRY_FILE = /^\.\/([a-z0-9-]+)\.md(#[a-z0-9-]*)?$/;
const WEB_ADDRESS = /^https?:\/\//;

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

const marked = new Marked({
  gfm: true,
  async: false,
  renderer: {
    link({ href, tokens }: Tokens.Link) {
      const text = this.parser.parseInline(tokens);
      const entry = ENTRY_FILE.exec(href);
      if (entry !== null) return `<a href="${escapeAttribute(entryPath(entry[1] ?? '') + (entry[2] ?? ''))}">${text}</a>`;
      return WEB_ADDRESS.test(href) ? `<a href="${escapeAttribute(href)}">${text}</a>` : text;
    },
    html: () => '',
  },
});

/**
 * Renders a body.
 *
 * @param markdown The body, GitHub-flavoured Markdown with `##` headings and below.
 * @returns The HTML; entry links point at `/process/know-how/<id>`; code blocks and tables are focusable.
 */
export const markdownHtml = (markdown: string): string =>
  // A code block or table wider than the screen scrolls in its own box, which the keyboard must reach (WCAG 2.1.1).
  marked.parse(markdown, { async: false }).replace(/<(pre|table)>/g, '<$1 tabindex="0">');
