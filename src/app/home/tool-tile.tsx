import { Link } from 'wouter';
import { cardSurface, colors, focusRing, font, media, radius, space } from '../shell/theme.ts';
import { paths } from '../paths.ts';
import type { ToolTile as ToolTileData } from './tool-tiles.ts';

const linkStyle = {
  ...cardSurface,
  display: 'grid',
  gridTemplateAreas: '"icon ." "title title" "summary summary"',
  gridTemplateColumns: 'auto 1fr',
  gridTemplateRows: 'auto auto 1fr',
  gap: `${space.sm} ${space.sm}`,
  height: '100%',
  padding: space.md,
  color: colors.text,
  textDecoration: 'none',
  transition: 'border-color 120ms, box-shadow 120ms',
  '&:hover': { borderColor: colors.primary, boxShadow: `0 0 0 1px ${colors.primary}` },
  '&:focus-visible': focusRing,
  [media.medium]: { padding: space.lg },
} as const;

const iconStyle = {
  gridArea: 'icon',
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
  gridArea: 'title',
  fontSize: font.size.lg,
  fontWeight: 700,
  lineHeight: 1.3,
  color: colors.primary,
} as const;

const summaryStyle = {
  gridArea: 'summary',
  fontSize: font.size.sm,
  color: colors.textMuted,
  lineHeight: 1.45,
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
      <span css={titleStyle}>{title}</span>
      <span css={summaryStyle}>{tile.summary}</span>
    </Link>
  );
}
