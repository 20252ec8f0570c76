import { colors, font, media, space } from '../shell/theme.ts';
import { PageLayout } from '../shell/page-layout.tsx';
import { MORE_TOOL_TILES, TOOL_TILES, type ToolTile as ToolTileData } from './tool-tiles.ts';
import { ToolTile } from './tool-tile.tsx';

const gridStyle = {
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  [media.medium]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  [media.large]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: space.lg },
} as const;

const moreHeadingStyle = { fontSize: font.size.lg, margin: `${space.xl} 0 ${space.md}` } as const;

/** A grid of tiles: 1 column below 768 px, 2 from 768 px and 3 from 1024 px. */
function TileGrid({ tiles }: { tiles: readonly ToolTileData[] }) {
  return (
    <ul css={gridStyle}>
      {tiles.map((tile) => (
        <li key={tile.route}>
          <ToolTile tile={tile} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The home page (spec §2): the spec's nine tiles in its order, then the
 * tools built since under *More tools*, in the same tiles. Loaded eagerly;
 * every other page is lazy, which keeps the first visit under its 100 KB budget.
 */
export function HomePage() {
  return (
    <PageLayout title="Engineering toolkit">
      <h1 css={{ fontSize: font.size.xl, margin: `0 0 ${space.xs}` }}>Engineering toolkit</h1>
      <p css={{ margin: `0 0 ${space.lg}`, color: colors.textMuted, maxWidth: '48rem' }}>
        Tools and reference for process and plant engineers sizing industrial air filtration and dust collection
        equipment.
      </p>
      <nav aria-label="Tools">
        <TileGrid tiles={TOOL_TILES} />
      </nav>
      <nav aria-labelledby="more-tools">
        <h2 id="more-tools" css={moreHeadingStyle}>
          More tools
        </h2>
        <TileGrid tiles={MORE_TOOL_TILES} />
      </nav>
    </PageLayout>
  );
}
