/** Styles shared by the equipment monitoring part's pieces. */
import { css } from '@emotion/react';
import { secondaryAction, primaryAction } from '../../shell/action-styles.ts';
import { dataTableStyle } from '../../shell/data-table-style.ts';
import { controlBoxStyle, labelStyle } from '../../shell/form-styles.ts';
import { colors, focusRing, font, radius, space } from '../../shell/theme.ts';

export const buttonStyle = css({ ...secondaryAction, '&:focus-visible': focusRing, '&:disabled': { opacity: 0.6, cursor: 'not-allowed' } });
export const primaryButtonStyle = css({ ...primaryAction, '&:focus-visible': focusRing, '&:disabled': { opacity: 0.6, cursor: 'not-allowed' } });
/** A file input hidden behind its label, which looks like a button. */
export const fileLabelStyle = css({ ...primaryAction, '&:focus-within': focusRing });
export const secondaryFileLabelStyle = css({ ...secondaryAction, '&:focus-within': focusRing });
export const fieldLabelStyle = css(labelStyle);
export const controlStyle = css({ ...controlBoxStyle, width: '100%', padding: `0 ${space.sm}`, '&[aria-invalid="true"]': { borderColor: colors.danger } });
export const hintStyle = css({ margin: `${space.xs} 0 0`, fontSize: font.size.sm, color: colors.danger });
export const mutedStyle = css({ margin: 0, fontSize: font.size.sm, color: colors.textMuted, lineHeight: 1.5 });
export const subheadingStyle = css({ margin: `${space.lg} 0 ${space.sm}`, fontSize: font.size.md });
/** A grid of fields: one column on a phone, as many 12rem columns as fit above. */
export const fieldGridStyle = css({ display: 'grid', gap: space.md, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 12rem), 1fr))' });
/** A table's box: scrolls on screen; on paper every row and column prints, wrapped to the page. */
export const scrollBoxStyle = css({
  overflowX: 'auto',
  maxHeight: '28rem',
  overflowY: 'auto',
  '&:focus-visible': focusRing,
  '@media print': { maxHeight: 'none', overflow: 'visible', '& td, & th': { minWidth: '0 !important', whiteSpace: 'normal !important' } },
});
export const tableStyle = css(dataTableStyle);
export const noticeStyle = css({ margin: `${space.sm} 0 0`, padding: `${space.sm} ${space.md}`, borderRadius: radius.sm, fontSize: font.size.sm, overflowWrap: 'anywhere' });
export const failureStyle = css({ borderLeft: `4px solid ${colors.danger}`, background: '#fff4f3' });
export const warningStyle = css({ borderLeft: `4px solid ${colors.warning}`, background: colors.warningSurface });
export const doneStyle = css({ borderLeft: `4px solid ${colors.accent}`, background: '#eef8f2' });
