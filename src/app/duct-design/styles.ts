/** Styles the design sections share. */
import { css } from '@emotion/react';
import { radioGroup, toolCardStyle } from '../shell/form-styles.ts';
import { colors, font, media, space } from '../shell/theme.ts';

export const sectionStyle = css({ ...toolCardStyle, marginTop: space.lg });

export const sectionHeadingStyle = css({ margin: `0 0 ${space.xs}`, fontSize: font.size.lg });

export const leadStyle = css({ margin: `0 0 ${space.md}`, color: colors.textMuted, fontSize: font.size.sm, lineHeight: 1.5 });

/** Inputs beside results from a tablet up; stacked on a phone. */
export const sectionLayoutStyle = css({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: space.lg,
  [media.large]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)', alignItems: 'start' },
});

export const stackStyle = css({ display: 'grid', gap: space.md, minWidth: 0 });

export const radioGroupStyle = css(radioGroup);
