/** Styles the exhaust system page's parts share (the sections' own are in shell/section-styles.ts). */
import { css } from '@emotion/react';
import { colors, focusRing, font, media, radius, space } from '../shell/theme.ts';

/**
 * A wide table's own scrolling region: the table scrolls sideways inside it
 * on a phone, the page never does. Focusable, so a keyboard can scroll it.
 */
export const scrollRegionStyle = css({
  overflowX: 'auto',
  maxWidth: '100%',
  '&:focus-visible': focusRing,
  '@media print': { overflow: 'visible' },
});

/** A sheet-like table: compact, tabular figures, the first column kept in view while scrolling. */
export const sheetTableStyle = css({
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontVariantNumeric: 'tabular-nums',
  fontSize: font.size.sm,
  '& th, & td': { padding: `${space.xs} ${space.xs}`, borderBottom: `1px solid ${colors.border}`, textAlign: 'left', verticalAlign: 'middle' },
  '& thead th': { color: colors.textMuted, fontWeight: 600, verticalAlign: 'bottom', whiteSpace: 'nowrap' },
  '& tbody th:first-of-type, & thead th:first-of-type': {
    position: 'sticky',
    left: 0,
    zIndex: 1,
    background: colors.surface,
    boxShadow: `1px 0 0 ${colors.border}`,
  },
  '@media print': { fontSize: '9pt', '& th, & td': { padding: '2pt 4pt' } },
});

/** A note beside the results: a heading or a lead line, then a list; a coloured edge says what kind. */
export const notePanelStyle = css({
  padding: `${space.sm} ${space.md}`,
  borderLeft: `4px solid ${colors.border}`,
  borderRadius: radius.sm,
  background: colors.background,
  fontSize: font.size.sm,
  lineHeight: 1.45,
  '& h3': { margin: 0, fontSize: font.size.md },
  '& ul': { margin: `${space.xs} 0 0`, paddingLeft: space.lg },
  '& li + li': { marginTop: space.xs },
  '@media print': { breakInside: 'avoid' },
});

const sideBySide = { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', alignItems: 'start' } as const;

/** Two blocks side by side from a large screen and on (landscape) paper; stacked below. */
export const pairStyle = css({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: space.lg,
  [media.large]: sideBySide,
  '@media print': sideBySide,
});
