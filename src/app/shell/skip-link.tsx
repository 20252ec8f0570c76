import { colors, focusRing, radius, space, zIndex } from './theme.ts';

const skipLinkStyle = {
  position: 'absolute',
  left: space.md,
  top: space.sm,
  zIndex: zIndex.panel,
  padding: `${space.sm} ${space.md}`,
  borderRadius: radius.sm,
  background: colors.surface,
  color: colors.primary,
  fontWeight: 600,
  transform: 'translateY(-200%)',
  '&:focus': { transform: 'none', ...focusRing },
} as const;

/** The first tab stop: jumps past the header to the page's main content. */
export function SkipLink({ targetId }: { targetId: string }) {
  return (
    <a href={`#${targetId}`} css={skipLinkStyle}>
      Skip to main content
    </a>
  );
}
