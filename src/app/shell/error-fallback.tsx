import { Link } from 'wouter';
import { getErrorMessage, type FallbackProps } from 'react-error-boundary';
import { RotateCcw, TriangleAlert } from 'lucide-react';
import { paths } from '../paths.ts';
import { cardSurface, colors, font, space } from './theme.ts';
import { PageLayout } from './page-layout.tsx';
import { primaryAction, secondaryAction } from './action-styles.ts';

const cardStyle = {
  ...cardSurface,
  borderTop: `4px solid ${colors.danger}`,
  maxWidth: '40rem',
  padding: space.xl,
} as const;
const headingStyle = {
  display: 'flex',
  alignItems: 'center',
  gap: space.sm,
  margin: 0,
  fontSize: font.size.xl,
  color: colors.danger,
} as const;
const messageStyle = {
  margin: `${space.md} 0 ${space.lg}`,
  padding: space.md,
  background: colors.background,
  borderRadius: '4px',
  fontFamily: font.mono,
  fontSize: font.size.sm,
  overflowWrap: 'anywhere',
  whiteSpace: 'pre-wrap',
} as const;
const actionsStyle = { display: 'flex', flexWrap: 'wrap', gap: space.sm } as const;

/**
 * The message of whatever was thrown, never a stack trace. A thrown non-Error
 * (a string, an object) still gets a readable line.
 */
export function describeThrown(thrown: unknown): string {
  const message = getErrorMessage(thrown) ?? (typeof thrown === 'string' ? thrown : undefined);
  return message && message.trim() !== '' ? message : 'An unknown error occurred.';
}

/**
 * Spec §8 "Unhandled routing error": a fallback titled 'Unexpected
 * Application Error!' with the error message, inside the normal header and
 * footer so the user can navigate on (navigation resets the boundary).
 */
export function ErrorFallback({ error, resetErrorBoundary }: FallbackProps) {
  return (
    <PageLayout title="Application error">
      <div role="alert" css={cardStyle}>
        <h1 css={headingStyle}>
          <TriangleAlert aria-hidden="true" size={28} />
          Unexpected Application Error!
        </h1>
        <p css={messageStyle}>{describeThrown(error)}</p>
        <div css={actionsStyle}>
          <button type="button" css={primaryAction} onClick={() => resetErrorBoundary()}>
            <RotateCcw aria-hidden="true" size={18} />
            Try again
          </button>
          <Link href={paths.home.path} css={secondaryAction}>
            Return to Home
          </Link>
        </div>
      </div>
    </PageLayout>
  );
}
