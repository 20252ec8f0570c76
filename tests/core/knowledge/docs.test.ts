import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { Lexer, type Token } from 'marked';
import { describe, expect, it } from 'vitest';
import { entryById, KNOWLEDGE_ENTRIES } from '../../../src/core/knowledge/catalogue.ts';
import { methodBody } from '../../../src/core/knowledge/method-bodies.ts';

const DOCS = 'docs/know-how';
const files = readdirSync(DOCS).filter((name) => name.endsWith('.md'));
const tokensOf = (file: string): Token[] => [...Lexer.lex(readFileSync(join(DOCS, file), 'utf8'))];

/** Every token, nested ones included (a link inside a list item). */
function allTokens(tokens: readonly Token[]): Token[] {
  return tokens.flatMap((token) => {
    const nested = [
      ...('tokens' in token && Array.isArray(token.tokens) ? token.tokens : []),
      ...('items' in token && Array.isArray(token.items) ? (token.items as Token[]) : []),
      ...(token.type === 'table' ? [...token.header, ...token.rows.flat()].flatMap((cell: { tokens: Token[] }) => cell.tokens) : []),
    ];
    return [token, ...allTokens(nested)];
  });
}

describe('the Markdown bodies in docs/know-how', () => {
  it('are each the body of the method entry named as the file, and every method has its file', () => {
    for (const file of files) {
      const entry = entryById(file.replace(/\.md$/, ''));
      expect(entry?.kind, file).toBe('method');
      expect(methodBody(file.replace(/\.md$/, '')), file).toBe(readFileSync(join(DOCS, file), 'utf8'));
    }
    const methods = KNOWLEDGE_ENTRIES.filter((entry) => entry.kind === 'method').map(({ id }) => `${id}.md`);
    expect(files.sort()).toEqual(methods.sort());
  });

  it('hold no raw HTML and no level-1 heading (the entry page’s title is the h1)', () => {
    for (const file of files) {
      for (const token of allTokens(tokensOf(file))) {
        expect(token.type, `${file}: ${token.raw.slice(0, 60)}`).not.toBe('html');
        if (token.type === 'heading') expect(token.depth, `${file}: ${token.raw}`).toBeGreaterThan(1);
      }
    }
  });

  it('link only to files that exist, so each link works on GitHub as in the app', () => {
    for (const file of files) {
      const links = allTokens(tokensOf(file)).filter((token): token is Token & { href: string } => token.type === 'link');
      for (const { href } of links.filter(({ href }) => !/^https?:\/\//.test(href))) {
        expect(existsSync(resolve(dirname(join(DOCS, file)), href.replace(/#.*$/, ''))), `${file} → ${href}`).toBe(true);
      }
    }
  });
});
