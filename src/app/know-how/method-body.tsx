import { useEffect, useState } from 'react';
import { colors } from '../shell/theme.ts';
import { MarkdownBody } from './markdown-body.tsx';

/**
 * Every method body, `docs/know-how/<id>.md`, each its own chunk loaded on
 * demand, so an entry page downloads only the body it shows. The CLI and
 * the search index read the same files through core/knowledge/method-bodies.ts.
 */
const BODIES = import.meta.glob<string>('/docs/know-how/*.md', { query: '?raw', import: 'default' });

const loadingStyle = { color: colors.textMuted } as const;
const failedStyle = { color: colors.danger } as const;

/** The body of the entry it was loaded for, as HTML, or that it failed; nothing yet while it loads. */
type Loaded = { readonly id: string } & ({ readonly html: string } | { readonly failed: true });

/** The body as HTML: its file and the Markdown renderer (marked, which only method pages need) load side by side. */
async function loadBodyHtml(id: string): Promise<string> {
  const load = BODIES[`/docs/know-how/${id}.md`];
  if (load === undefined) throw new Error(`docs/know-how/${id}.md is missing`);
  const [markdown, { markdownHtml }] = await Promise.all([load(), import('./markdown.ts')]);
  return markdownHtml(markdown);
}

/**
 * A method entry's Markdown body, loaded when the entry is shown: a short
 * line while it loads, one line if it cannot load (offline before the app
 * was cached), then the body.
 */
export function MethodBody({ id }: { id: string }) {
  const [loaded, setLoaded] = useState<Loaded>();
  useEffect(() => {
    let shown = true;
    loadBodyHtml(id).then(
      (html) => shown && setLoaded({ id, html }),
      () => shown && setLoaded({ id, failed: true }),
    );
    return () => {
      shown = false;
    };
  }, [id]);

  // A link from one method to another keeps this component: the last body is not shown under the new title.
  if (loaded?.id !== id) {
    return (
      <p role="status" css={loadingStyle}>
        Loading the method…
      </p>
    );
  }
  if ('failed' in loaded) {
    return (
      <p role="alert" css={failedStyle}>
        This method’s text could not be loaded. Check the connection and reload the page.
      </p>
    );
  }
  return <MarkdownBody html={loaded.html} />;
}
