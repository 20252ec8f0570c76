import { colors, focusRing, font } from './theme.ts';

/** Page-wide rules: box sizing, body type and one visible focus style for everything. */
export const globalStyles = {
  '*, *::before, *::after': { boxSizing: 'border-box' },
  body: {
    margin: 0,
    fontFamily: font.body,
    color: colors.text,
    background: colors.background,
    lineHeight: 1.5,
    WebkitFontSmoothing: 'antialiased',
  },
  // Keyboard users always see where they are; mouse clicks stay clean.
  ':focus-visible': focusRing,
  'h1, h2, h3': { lineHeight: 1.25 },
} as const;
