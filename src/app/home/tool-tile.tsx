import { Link } from 'wouter';
import { cardSurface, colors, focusRing, font, radius, space } from '../theme.ts';
import { paths } from '../paths.ts';
import type { ToolTile as ToolTileData } from './tool-tiles.ts';

const linkStyle = {
  ...cardSurface,
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${space.xs} ${space.md}`,
  alignItems: 'start',
  height: '100%',
  padding: space.lg,
  color: colors.text,
  textDecoration: 'none',
  transition: 'border-color 120ms, box-shadow 120ms',
  '&:hover': { borderColor: colors.primary, boxShadow: `0 0 0 1px ${colors.primary}` },
  '&:focus-visible': focusRing,
} as const;

const iconStyle = {
  gridRow: 'span 2',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.75rem',
  height: '2.75rem',
  borderRadius: radius.md,
  background: colors.selected,
  color: colors.primary,
} as const;

const titleStyle = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `0 ${space.sm}`,
  fontSize: font.size.md,
  fontWeight: 700,
  color: colors.primary,
} as const;

const tagStyle = {
  fontSize: '0.75rem',
  fontWeight: 600,
  color: colors.textMuted,
  border: `1px solid ${colors.border}`,
  borderRadius: '999px',
  padding: '0 0.5rem',
} as const;

/** One home tile: icon, title and a line saying what the tool does. */
export function ToolTile({ tile }: { tile: ToolTileData }) {
  const { path, title } = paths[tile.route];
  const Icon = tile.icon;
  return (
    <Link href={path} css={linkStyle}>
      <span css={iconStyle}>
        <Icon aria-hidden="true" size={24} />
      </span>
      <span css={titleStyle}>
        {title}
        {!tile.available && <span css={tagStyle}>Coming soon</span>}
      </span>
      <span css={{ fontSize: font.size.sm, color: colors.textMuted, lineHeight: 1.45 }}>{tile.summary}</span>
    </Link>
  );
}
