/**
 * The one set of design tokens: colours, spacing, type, radii and breakpoints.
 * Components read these instead of writing their own values.
 */
export const colors = {
  text: '#17212b',
  textMuted: '#4a5866',
  background: '#f4f6f8',
  surface: '#ffffff',
  border: '#d5dce3',
  primary: '#0b5c8a',
  primaryHover: '#084a70',
  primaryText: '#ffffff',
  accent: '#1f8a5b',
  danger: '#b42318',
  /** A warning beside a result: the border and icon, and the panel behind the text. */
  warning: '#b54708',
  warningSurface: '#fff6e5',
  focus: '#f5a524',
  /** Background of the selected item in a list (e.g. the current topic). */
  selected: '#e3eff7',
  /** Dims the page behind a modal panel. */
  overlay: 'rgba(23, 33, 43, 0.45)',
} as const;

/** A 4 px spacing scale. */
export const space = {
  xs: '0.25rem',
  sm: '0.5rem',
  md: '1rem',
  lg: '1.5rem',
  xl: '2rem',
  xxl: '3rem',
} as const;

export const font = {
  body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  size: { sm: '0.875rem', md: '1rem', lg: '1.25rem', xl: '1.75rem' },
} as const;

export const radius = { sm: '4px', md: '8px' } as const;

/** Spec §9: the mobile breakpoint is 768 px; "large" starts at 1024 px. */
export const media = {
  /** Below the spec's 768 px mobile breakpoint. */
  mobile: '@media (max-width: 767.98px)',
  medium: '@media (min-width: 768px)',
  large: '@media (min-width: 1024px)',
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;

/**
 * A visible focus ring for every interactive element: an amber outline with a
 * dark inner ring filling the offset, so it shows on white and on the blue
 * header alike.
 */
export const focusRing = {
  outline: `3px solid ${colors.focus}`,
  outlineOffset: '2px',
  boxShadow: `0 0 0 2px ${colors.text}`,
} as const;

/** The spec's mobile breakpoint in px (spec §9), for `matchMedia` checks. */
export const MOBILE_BREAKPOINT_PX = 768;

/** Widths of the shell (sidebar widths from spec §9). */
export const layout = {
  contentMaxWidth: '72rem',
  sidebarWidth: '16rem',
  sidebarWidthMobile: '18rem',
  sidebarWidthCollapsed: '3rem',
  /** Side of a square icon button. */
  controlSize: '2.5rem',
} as const;

/** Tooltip delays (spec §9): open after 700 ms, 300 ms when moving to the next. */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

export const shadow = {
  card: '0 1px 2px rgba(23, 33, 43, 0.06), 0 1px 3px rgba(23, 33, 43, 0.1)',
  overlay: '0 10px 30px rgba(23, 33, 43, 0.25)',
} as const;

/** Stacking order of floating layers. */
export const zIndex = { overlay: 40, panel: 50, tooltip: 60 } as const;

/** A surface holding one block of content (cards, panels, notices). */
export const cardSurface = {
  background: colors.surface,
  border: `1px solid ${colors.border}`,
  borderRadius: radius.md,
  boxShadow: shadow.card,
} as const;

/** Fills of the duct drawing on the calculator page: a shaded cylinder and its open end. */
export const ductDrawing = {
  shadeEdge: '#d3e5f1',
  shadeMiddle: '#f3f8fb',
  shadeDeep: '#c4dbeb',
  opening: '#e8f1f8',
} as const;
