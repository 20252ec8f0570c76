/** Styles the Cost Estimation page's parts share. */
import { css } from '@emotion/react';
import { toolCardStyle } from '../shell/form-styles.ts';
import { colors, font, media, space } from '../shell/theme.ts';

/** A section of the report: a card on screen, plain on paper, starting a new block. */
export const sectionStyle = css({
  ...toolCardStyle,
  marginTop: space.lg,
  minWidth: 0,
  '@media print': { border: 'none', boxShadow: 'none', padding: 0, marginTop: '10pt' },
});

export const sectionHeadingStyle = css({ margin: `0 0 ${space.xs}`, fontSize: font.size.lg, '@media print': { fontSize: '13pt' } });

export const leadStyle = css({ margin: `0 0 ${space.md}`, color: colors.textMuted, fontSize: font.size.sm, lineHeight: 1.5 });

/** Inputs beside results from a large screen; stacked below. On paper, stacked. */
export const pairStyle = css({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: space.lg,
  [media.large]: { gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 6fr)', gap: space.xl, alignItems: 'start' },
  '@media print': { display: 'block' },
});

export const stackStyle = css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: space.lg, minWidth: 0, alignContent: 'start' });

export const waitingStyle = css({ margin: 0, padding: space.md, border: `1px dashed ${colors.border}`, borderRadius: '4px', color: colors.textMuted });
