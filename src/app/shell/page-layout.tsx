import type { ReactNode } from 'react';
import { Global } from '@emotion/react';
import { layout, media, space } from './theme.ts';
import { globalStyles } from './global-styles.ts';
import { SiteHeader } from './site-header.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SkipLink } from './skip-link.tsx';
import { useDocumentTitle } from './use-document-title.ts';

const MAIN_ID = 'main-content';

const shellStyle = { display: 'flex', flexDirection: 'column', minHeight: '100vh' } as const;
// The header's padding and width, so every page's content starts at the
// header's left edge; a sidebar sits inside that width too.
const bodyStyle = {
  flex: 1,
  padding: `${space.lg} ${space.md}`,
  [media.medium]: { padding: `${space.xl} ${space.lg}` },
} as const;
const rowStyle = {
  display: 'flex',
  alignItems: 'flex-start',
  gap: space.lg,
  maxWidth: layout.contentMaxWidth,
  margin: '0 auto',
} as const;
const mainStyle = { flex: 1, minWidth: 0, '&:focus': { outline: 'none', boxShadow: 'none' } } as const;

interface PageLayoutProps {
  /** The page's own title, also used for the document title. */
  title: string;
  /** A sidebar left of the main content, inside the page's width (the Process Engineering topics). */
  aside?: ReactNode;
  children: ReactNode;
}

/** The shell of every page: skip link, header, optional sidebar, a main landmark and footer. */
export function PageLayout({ title, aside, children }: PageLayoutProps) {
  useDocumentTitle(title);

  return (
    <div css={shellStyle}>
      <Global styles={globalStyles} />
      <SkipLink targetId={MAIN_ID} />
      <SiteHeader />
      <div css={bodyStyle}>
        <div css={rowStyle}>
          {aside}
          <main id={MAIN_ID} tabIndex={-1} css={mainStyle}>
            {children}
          </main>
        </div>
      </div>
      <SiteFooter />
    </div>
  );
}
