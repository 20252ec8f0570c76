import { useEffect, type ReactNode } from 'react';
import { Global } from '@emotion/react';
import { colors, font, space } from '../theme.ts';
import { siteConfig } from '../site-config.ts';
import { SiteHeader } from './site-header.tsx';
import { SiteFooter } from './site-footer.tsx';

const globalStyles = {
  '*, *::before, *::after': { boxSizing: 'border-box' },
  body: {
    margin: 0,
    fontFamily: font.body,
    color: colors.text,
    background: colors.background,
    lineHeight: 1.5,
  },
} as const;

const shellStyle = { display: 'flex', flexDirection: 'column', minHeight: '100vh' } as const;
const mainStyle = {
  flex: 1,
  width: '100%',
  maxWidth: '72rem',
  margin: '0 auto',
  padding: space.lg,
} as const;

interface PageLayoutProps {
  /** The page's own title, also used for the document title. */
  title: string;
  children: ReactNode;
}

/** The shell of every page: header, a main landmark and footer. */
export function PageLayout({ title, children }: PageLayoutProps) {
  useEffect(() => {
    document.title = `${title} · ${siteConfig.title}`;
  }, [title]);

  return (
    <div css={shellStyle}>
      <Global styles={globalStyles} />
      <SiteHeader />
      <main css={mainStyle}>{children}</main>
      <SiteFooter />
    </div>
  );
}
