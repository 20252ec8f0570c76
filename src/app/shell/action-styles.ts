import { colors, font, radius, space } from './theme.ts';

/** A link or button that reads as the page's main action. */
export const primaryAction = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.sm,
  minHeight: '2.5rem',
  padding: `${space.sm} ${space.md}`,
  border: `1px solid ${colors.primary}`,
  borderRadius: radius.sm,
  background: colors.primary,
  color: colors.primaryText,
  font: 'inherit',
  fontSize: font.size.md,
  fontWeight: 600,
  textDecoration: 'none',
  cursor: 'pointer',
  '&:hover': { background: colors.primaryHover, borderColor: colors.primaryHover },
} as const;

/** A quieter action beside a primary one. */
export const secondaryAction = {
  ...primaryAction,
  background: colors.surface,
  color: colors.primary,
  borderColor: colors.border,
  '&:hover': { background: colors.selected, borderColor: colors.primary },
} as const;

/** A square button holding only an icon; it needs an aria-label. */
export const iconAction = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '2.5rem',
  height: '2.5rem',
  padding: 0,
  border: 0,
  borderRadius: radius.sm,
  background: 'transparent',
  color: colors.textMuted,
  cursor: 'pointer',
  '&:hover': { background: colors.background, color: colors.text },
} as const;

/** A note's panel above a tool (link notes, an undo offer): framed in the focus colour, a row that wraps. */
export const notePanel = {
  display: 'flex',
  gap: space.sm,
  margin: `0 0 ${space.md}`,
  padding: `${space.sm} ${space.md}`,
  border: `1px solid ${colors.focus}`,
  borderLeftWidth: '4px',
  borderRadius: radius.sm,
  background: colors.surface,
  fontSize: font.size.sm,
} as const;

/** The small dismiss (×) button of a note. */
export const dismissAction = { ...iconAction, width: '2rem', height: '2rem' } as const;
