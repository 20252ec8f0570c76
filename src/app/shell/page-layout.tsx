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
const bodyStyle = { display: 'flex', flex: 1, minHeight: 0 } as const;
const mainStyle = {
  flex: 1,
  minWidth: 0,
  padding: `${space.lg} ${space.md}`,
  '&:focus': { outline: 'none', boxShadow: 'none' },
  [media.medium]: { padding: `${space.xl} ${space.lg}` },
} as const;
const contentStyle = { maxWidth: layout.contentMaxWidth, margin: '0 auto' } as const;

interface PageLayoutProps {
  /** The page's own title, also used for the document title. */
  title: string;
  /** A sidebar shown left of the main content (the Process Engineering topics). */
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
        {aside}
        <main id={MAIN_ID} tabIndex={-1} css={mainStyle}>
          <div css={contentStyle}>{children}</div>
        </main>
      </div>
      <SiteFooter />
    </div>
  );
}
