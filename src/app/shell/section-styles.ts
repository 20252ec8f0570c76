/** Styles of a tool page's sections, shared by the pages built of several (exhaust system, maintenance). */
import { css } from '@emotion/react';
import { toolCardStyle } from './form-styles.ts';
import { colors, font, space } from './theme.ts';

export const sectionStyle = css({ ...toolCardStyle, marginTop: space.lg, minWidth: 0 });

export const sectionHeadingStyle = css({ margin: `0 0 ${space.xs}`, fontSize: font.size.lg });

export const leadStyle = css({ margin: `0 0 ${space.md}`, color: colors.textMuted, fontSize: font.size.sm, lineHeight: 1.5 });

/** Left out of the printed report: buttons, file inputs, notes about the screen. */
export const noPrint = css({ '@media print': { display: 'none !important' } });

/** Shown only on paper: a report's heading block, its inputs as a table. */
export const printOnly = css({ display: 'none', '@media print': { display: 'block' } });

/** A row of buttons that wraps on a phone. */
export const actionRowStyle = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space.sm });
