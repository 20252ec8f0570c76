/**
 * One error boundary per section of a tool page (issue 18): a bug in a
 * sketch, a chart or a results table shows a line in that section, and the
 * inputs, the other sections and the link stay usable. The route's boundary
 * (route-error-boundary.tsx) still catches what escapes a page.
 */
import type { ReactNode } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { css } from '@emotion/react';
import { RotateCcw, TriangleAlert } from 'lucide-react';
import { secondaryAction } from './action-styles.ts';
import { describeThrown } from './error-fallback.tsx';
import { colors, focusRing, font, radius, space } from './theme.ts';

const panelStyle = css({
  padding: `${space.sm} ${space.md}`,
  borderLeft: `4px solid ${colors.danger}`,
  borderRadius: radius.sm,
  background: colors.surface,
  fontSize: font.size.sm,
  '& p': { display: 'flex', alignItems: 'flex-start', gap: space.sm, margin: `0 0 ${space.sm}`, overflowWrap: 'anywhere' },
  '& svg': { flexShrink: 0, color: colors.danger },
});
const buttonStyle = css({ ...secondaryAction, '&:focus-visible': focusRing });

interface SectionBoundaryProps {
  /** The section as a person names it, after "The": `bag layout sketch`. */
  name: string;
  /** Values whose change clears the error (the inputs the section draws from). */
  resetKeys?: unknown[];
  children: ReactNode;
}

/**
 * Renders the section, or, when it throws while rendering, one line naming
 * the section and the error, and a Try again button.
 */
export function SectionBoundary({ name, resetKeys, children }: SectionBoundaryProps) {
  const fallback = ({ error, resetErrorBoundary }: FallbackProps) => (
    <div role="alert" css={panelStyle}>
      <p>
        <TriangleAlert aria-hidden="true" size={18} />
        <span>
          The {name} could not be shown: {describeThrown(error)}. Your inputs are kept; change them or try again.
        </span>
      </p>
      <button type="button" css={buttonStyle} onClick={resetErrorBoundary}>
        <RotateCcw aria-hidden="true" size={16} />
        Try again
      </button>
    </div>
  );
  return (
    <ErrorBoundary fallbackRender={fallback} resetKeys={resetKeys}>
      {children}
    </ErrorBoundary>
  );
}
