/** Styles shared by the tools' results tables: the heading row, the sources toggle and the table. */
import { secondaryAction } from './action-styles.ts';
import { colors, focusRing, font, space } from './theme.ts';

/** A results heading with its toggle beside it, wrapping under it on a phone. */
export const resultsHeaderStyle = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.sm,
  marginBottom: space.sm,
} as const;

/** A small pressed/unpressed button that shows or hides the sources. */
export const sourcesToggleStyle = {
  ...secondaryAction,
  minHeight: '2.25rem',
  padding: `${space.xs} ${space.sm}`,
  fontSize: font.size.sm,
  '&[aria-pressed="true"]': { background: colors.selected, borderColor: colors.primary },
  '&:focus-visible': focusRing,
} as const;

/** A full-width table of figures with a row heading per figure; long labels wrap between words. */
export const resultsTableStyle = {
  width: '100%',
  borderCollapse: 'collapse',
  fontVariantNumeric: 'tabular-nums',
  '& th, & td': { padding: `${space.xs} ${space.sm}`, borderBottom: `1px solid ${colors.border}` },
  '& thead th': { fontSize: font.size.sm, color: colors.textMuted, fontWeight: 600, textAlign: 'left' },
  '& tbody th': { textAlign: 'left', fontWeight: 600, overflowWrap: 'break-word' },
} as const;
