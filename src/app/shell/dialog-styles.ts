/**
 * A modal dialog's look (Radix Dialog's Overlay, Content, header and
 * title): the page dimmed, a card centred within the screen that scrolls
 * when taller, the title beside its close button.
 */
import { css } from '@emotion/react';
import { cardSurface, colors, font, media, shadow, space, zIndex } from './theme.ts';

export const dialogOverlayStyle = css({ position: 'fixed', inset: 0, background: colors.overlay, zIndex: zIndex.overlay });

/** The dialog's card; `maxWidth` as its content reads best. */
export const dialogPanelStyle = (maxWidth: string) =>
  css({
    ...cardSurface,
    boxShadow: shadow.overlay,
    position: 'fixed',
    zIndex: zIndex.panel,
    top: '50%',
    left: '50%',
    transform: 'translate(-50%, -50%)',
    width: 'calc(100vw - 2rem)',
    maxWidth,
    maxHeight: 'calc(100vh - 2rem)',
    overflowY: 'auto',
    padding: space.md,
    color: colors.text,
    [media.medium]: { padding: space.lg },
  });

export const dialogHeaderStyle = css({ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: space.sm });
export const dialogTitleStyle = css({ margin: 0, fontSize: font.size.lg });
