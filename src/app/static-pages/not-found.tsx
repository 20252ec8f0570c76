import { useEffect } from 'react';
import { Link, useLocation } from 'wouter';
import { ChevronLeft, House } from 'lucide-react';
import { paths } from '../paths.ts';
import { cardSurface, colors, font, space } from '../shell/theme.ts';
import { PageLayout } from '../shell/page-layout.tsx';
import { primaryAction, secondaryAction } from '../shell/action-styles.ts';

const cardStyle = {
  ...cardSurface,
  maxWidth: '32rem',
  margin: `${space.xl} auto`,
  padding: space.xl,
  textAlign: 'center',
} as const;
const codeStyle = { margin: 0, fontSize: '3rem', color: colors.primary, letterSpacing: '0.05em' } as const;
const messageStyle = { margin: `${space.sm} 0 ${space.xs}`, fontSize: font.size.lg, fontWeight: 600 } as const;
const pathStyle = {
  margin: `0 0 ${space.lg}`,
  color: colors.textMuted,
  overflowWrap: 'anywhere',
  '& code': { fontFamily: font.mono },
} as const;

const actionsStyle = { display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: space.sm } as const;

interface NotFoundPageProps {
  /** A second way out, to the part of the site the missing page was under (Know-How for an unknown entry). */
  back?: { readonly href: string; readonly label: string };
}

/** Spec §2 "Not-found page" and §8: '404', 'Oops! Page not found', 'Return to Home'; logs the path. */
export function NotFoundPage({ back }: NotFoundPageProps = {}) {
  const [location] = useLocation();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', location);
  }, [location]);

  return (
    <PageLayout title="Page not found">
      <div css={cardStyle}>
        <h1 css={codeStyle}>404</h1>
        <p css={messageStyle}>Oops! Page not found</p>
        <p css={pathStyle}>
          There is no page at <code>{location}</code>.
        </p>
        <div css={actionsStyle}>
          {back === undefined ? null : (
            <Link href={back.href} css={secondaryAction}>
              <ChevronLeft aria-hidden="true" size={18} />
              {back.label}
            </Link>
          )}
          <Link href={paths.home.path} css={primaryAction}>
            <House aria-hidden="true" size={18} />
            Return to Home
          </Link>
        </div>
      </div>
    </PageLayout>
  );
}
