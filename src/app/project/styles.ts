/** The overview's sections: the tool cards on screen, flat on paper (no frame to split across pages, no page for a frame's last padding). */
import { css } from '@emotion/react';
import { sectionStyle } from '../shell/section-styles.ts';
import { space } from '../shell/theme.ts';

export const overviewSectionStyle = [sectionStyle, css({ '@media print': { border: 0, borderRadius: 0, boxShadow: 'none', padding: 0, marginTop: space.md } })];
