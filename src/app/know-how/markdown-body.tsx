import type { MouseEvent } from 'react';
import { useLocation } from 'wouter';
import { colors, font, radius, space } from '../shell/theme.ts';

const bodyStyle = {
  '& h2': { fontSize: font.size.lg, margin: `${space.lg} 0 ${space.sm}` },
  '& h3': { fontSize: font.size.md, margin: `${space.md} 0 ${space.xs}` },
  '& p, & ol, & ul, & pre, & table': { margin: `0 0 ${space.sm}` },
  '& li + li': { marginTop: space.xs },
  '& code': { fontFamily: font.mono, fontSize: '0.9em', overflowWrap: 'anywhere' },
  // A command's printed report keeps its columns: it scrolls in its own box rather than wrapping.
  '& pre': { overflowX: 'auto', padding: space.sm, background: colors.background, border: `1px solid ${colors.border}`, borderRadius: radius.sm },
  '& pre code': { overflowWrap: 'normal' },
  '& table': { borderCollapse: 'collapse', display: 'block', overflowX: 'auto', maxWidth: '100%' },
  '& th, & td': { border: `1px solid ${colors.border}`, padding: `${space.xs} ${space.sm}`, textAlign: 'left', verticalAlign: 'top' },
  '@media print': { '& pre': { whiteSpace: 'pre-wrap', overflowX: 'visible' }, '& table': { display: 'table' } },
} as const;

/**
 * An entry's Markdown body, rendered by markdownHtml (markdown.ts), its
 * headings under the entry's h1. A link to another entry opens it in the
 * app, without reloading the page.
 */
export function MarkdownBody({ html }: { html: string }) {
  const [, navigate] = useLocation();
  const followEntryLink = (event: MouseEvent<HTMLDivElement>) => {
    const href = event.target instanceof Element ? event.target.closest('a')?.getAttribute('href') : undefined;
    if (href?.startsWith('/') !== true || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    navigate(href);
  };
  // The HTML is our own docs/know-how file, rendered without raw HTML (markdown.ts).
  return <div css={bodyStyle} onClick={followEntryLink} dangerouslySetInnerHTML={{ __html: html }} />;
}
