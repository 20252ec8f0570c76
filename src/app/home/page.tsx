import { colors, font, media, space } from '../shell/theme.ts';
import { PageLayout } from '../shell/page-layout.tsx';
import { TOOL_TILES } from './tool-tiles.ts';
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

/**
 * The home page (spec §2): nine tiles in the spec's order, 1 column below
 * 768 px, 2 from 768 px and 3 from 1024 px. Loaded eagerly; every other
 * page is lazy, which keeps the first visit under its 100 KB budget.
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
        <ul css={gridStyle}>
          {TOOL_TILES.map((tile) => (
            <li key={tile.route}>
              <ToolTile tile={tile} />
            </li>
          ))}
        </ul>
      </nav>
    </PageLayout>
  );
}
