/**
 * The printed report every tool page gives (issue 18): on paper the page
 * drops the site's header, menu, footer, skip link and every control, and
 * opens with when it was prepared, in which units and the link that
 * reproduces it; the tool adds its inputs, results, warnings and sources.
 * Rendered to PDF in Chromium by the e2e suite.
 */
import { css, Global } from '@emotion/react';
import { Printer } from 'lucide-react';
import type { UnitSystem } from '../../core/report/figure.ts';
import { secondaryAction } from './action-styles.ts';
import { printOnly } from './section-styles.ts';
import { colors, focusRing, font, space } from './theme.ts';

/**
 * A4 and Letter both fit in 186 × 250 mm; the margins leave that on either.
 * Controls go: buttons, file inputs and selects' arrows; a text field prints
 * as its value. A page may add its own rules (a landscape sheet).
 */
const reportStyles = css({
  '@page': { size: 'auto', margin: '14mm 12mm' },
  '@media print': {
    '#root > div > header, #root > div > footer, a[href="#main-content"], main button, main input[type="file"]': { display: 'none !important' },
    body: { background: 'white', fontSize: '10pt' },
    'main h1': { fontSize: '18pt' },
    'main input[type="text"], main input:not([type]), main select': {
      border: 'none',
      background: 'none',
      padding: 0,
      height: 'auto',
      fontWeight: 600,
      appearance: 'none',
      color: colors.text,
    },
    'main figure, main table tr, main [role="alert"], main [role="status"]': { breakInside: 'avoid' },
    'main h2, main h3': { breakAfter: 'avoid' },
  },
});

/** The print rules of a tool page; mount once, inside the page. */
export function ReportPrintStyles() {
  return <Global styles={reportStyles} />;
}

const headerStyle = css({ margin: `0 0 ${space.sm}`, fontSize: '9pt', color: colors.textMuted, '& p': { margin: 0 } });
const linkStyle = css({ fontFamily: font.mono, overflowWrap: 'anywhere' });

/** The unit system as a report names it. */
export function unitSystemName(system: UnitSystem): string {
  return system === 'metric' ? 'metric (SI)' : 'imperial (US)';
}

interface ReportHeaderProps {
  system: UnitSystem;
  /** The link's path and query (`/baghouse-design?flow=…`); the origin is added. */
  linkPath?: string;
  /** What reproduces the report on a page that has no link (a command line), instead of `linkPath`. */
  reproduce?: string;
  /** A tool's own line after the units (`Dollars: US, today's unless marked 1998`). */
  note?: string;
}

/**
 * On paper only: the date it was prepared, the units and the link (or what
 * else) reproduces the report.
 */
export function ReportHeader({ system, linkPath, reproduce, note }: ReportHeaderProps) {
  return (
    <div css={[printOnly, headerStyle]}>
      <p>
        Prepared {new Date().toISOString().slice(0, 10)} · Units: {unitSystemName(system)}
        {note ? ` · ${note}` : ''}
      </p>
      <p>
        Reproduce: <span css={linkStyle}>{reproduce ?? `${window.location.origin}${linkPath ?? ''}`}</span>
      </p>
    </div>
  );
}

const buttonStyle = css({ ...secondaryAction, '&:focus-visible': focusRing });

/** The button that prints the page's report. */
export function PrintButton({ label = 'Print report' }: { label?: string }) {
  return (
    <button type="button" css={buttonStyle} onClick={() => window.print()}>
      <Printer aria-hidden="true" size={18} />
      {label}
    </button>
  );
}
