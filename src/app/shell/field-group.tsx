import type { ReactNode } from 'react';
import { colors, font, media, space } from './theme.ts';

const fieldsetStyle = { margin: 0, padding: 0, border: 'none', minWidth: 0 } as const;

const legendStyle = {
  padding: 0,
  marginBottom: space.sm,
  fontSize: font.size.md,
  fontWeight: 600,
  color: colors.text,
} as const;

/** One column on a phone, then as many 13rem columns as fit. */
const gridStyle = {
  display: 'grid',
  gap: space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  [media.medium]: { gridTemplateColumns: 'repeat(auto-fill, minmax(13rem, 1fr))' },
} as const;

/**
 * A named group of a tool's inputs ("Gas", "Dust", "Bags"): a fieldset whose
 * legend screen readers announce with each field, laid out as a grid.
 */
export function FieldGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset css={fieldsetStyle}>
      <legend css={legendStyle}>{legend}</legend>
      <div css={gridStyle}>{children}</div>
    </fieldset>
  );
}
