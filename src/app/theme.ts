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
  focus: '#f5a524',
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
  medium: '@media (min-width: 768px)',
  large: '@media (min-width: 1024px)',
} as const;

/** A visible focus ring for every interactive element. */
export const focusRing = {
  outline: `3px solid ${colors.focus}`,
  outlineOffset: '2px',
} as const;
