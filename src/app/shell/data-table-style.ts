/**
 * A table of records on screen (a log's entries, a controller log's days and
 * findings): small tabular figures, a header that stays in view while its box
 * scrolls, numbers right-aligned in `td.number`.
 */
import { colors, font, space } from './theme.ts';

export const dataTableStyle = {
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: font.size.sm,
  fontVariantNumeric: 'tabular-nums',
  '& caption': { textAlign: 'left', fontWeight: 600, paddingBottom: space.xs },
  '& th, & td': { padding: `${space.xs} ${space.sm}`, borderBottom: `1px solid ${colors.border}`, textAlign: 'left', verticalAlign: 'top' },
  '& thead th': { position: 'sticky', top: 0, background: colors.surface, color: colors.textMuted, fontWeight: 600, whiteSpace: 'nowrap' },
  '& td.number': { textAlign: 'right', whiteSpace: 'nowrap' },
} as const;
