/** Style objects shared by the tools' form controls (selects, fields, buttons). */
import { cardSurface, colors, focusRing, font, media, radius, space } from './theme.ts';

/** Height of the selects, inputs and the submit button, so a row lines up. */
export const CONTROL_HEIGHT = '2.75rem';

/** A label above a control. */
export const labelStyle = {
  display: 'block',
  fontSize: font.size.sm,
  fontWeight: 600,
  color: colors.text,
  marginBottom: space.xs,
} as const;

/** The box of a select trigger or a text input. */
export const controlBoxStyle = {
  height: CONTROL_HEIGHT,
  padding: `0 ${space.md}`,
  fontFamily: font.body,
  fontSize: font.size.md,
  color: colors.text,
  background: colors.surface,
  border: `1px solid ${colors.border}`,
  borderRadius: radius.sm,
  '&:hover:not(:disabled)': { borderColor: colors.textMuted },
  '&:focus-visible': focusRing,
} as const;

/** The card that holds a tool's form and results. */
export const toolCardStyle = {
  ...cardSurface,
  padding: space.md,
  [media.medium]: { padding: space.lg },
} as const;

/** A fieldset of radio buttons: its legend above, the choices side by side, each a comfortable target. */
export const radioGroup = {
  margin: 0,
  padding: 0,
  border: 'none',
  minWidth: 0,
  '& legend': { padding: 0, marginBottom: space.xs, fontWeight: 600 },
  '& label': { display: 'inline-flex', alignItems: 'center', gap: space.xs, marginRight: space.md, minHeight: '2.75rem' },
  '& input': { width: '1.1rem', height: '1.1rem', accentColor: colors.primary },
} as const;
