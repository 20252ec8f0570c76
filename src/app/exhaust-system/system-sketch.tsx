import { useId } from 'react';
import { css } from '@emotion/react';
import type { JunctionAction } from '../../core/exhaust-system/design.ts';
import { selectSketch } from '../../machines/exhaust-system/selectors.ts';
import { describeSketch } from '../../machines/exhaust-system/tree.ts';
import { colors, font, space } from '../shell/theme.ts';
import { SystemActorContext } from './actor-context.ts';
import { scrollRegionStyle } from './styles.ts';

/** Grid spacing of the sketch, in SVG units. */
const COLUMN = 120;
const ROW = 60;
const MARGIN = { left: 44, right: 56, top: 30, bottom: 20 };

/** A junction's colour by its decision; the junction list says the same in words. */
export const JUNCTION_COLORS: Readonly<Record<JunctionAction, string>> = {
  none: colors.accent,
  'increase-flow': colors.warning,
  redesign: colors.danger,
};

/** A junction not balanced yet: a stream meeting there waits for a cell that cannot be used. */
export const WAITING_COLOR = colors.textMuted;

const JUNCTION_WORDS: Readonly<Record<JunctionAction, string>> = {
  none: 'balanced',
  'increase-flow': 'flow raised',
  redesign: 'needs a redesign',
};

/** On paper the whole sketch fits the page's width (no scrolling there). */
const svgStyle = css({ display: 'block', width: '100%', height: 'auto', maxHeight: '26rem', '@media print': { minWidth: '0 !important' } });
/** The smallest scale the sketch is drawn at, so its 13 px ids stay readable (8.5 px at least); a wider sketch scrolls sideways. */
const MIN_SCALE = 0.65;
const legendStyle = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${space.xs} ${space.md}`,
  margin: `${space.sm} 0 0`,
  padding: 0,
  listStyle: 'none',
  fontSize: font.size.sm,
  color: colors.textMuted,
  '& li': { display: 'inline-flex', alignItems: 'center', gap: space.xs },
});
const noteStyle = css({ margin: `${space.sm} 0 0`, fontSize: font.size.sm, color: colors.danger });

const x = (column: number) => MARGIN.left + column * COLUMN;
const y = (row: number) => MARGIN.top + row * ROW;

/**
 * A live sketch of the system: hoods on the left, segments as ducts with
 * their ids, junctions coloured by their decision, the fan on the right and
 * its discharge run to the outlet after it. Its
 * accessible description says which segments join where.
 */
export function SystemSketch() {
  const titleId = useId();
  const descId = useId();
  const { sketch, actions, waiting } = SystemActorContext.useSelector((snapshot) => selectSketch(snapshot.context));
  const width = MARGIN.left + (sketch.columns - 1) * COLUMN + MARGIN.right;
  const height = MARGIN.top + (sketch.rows - 1) * ROW + MARGIN.bottom + 10;
  return (
    <figure css={{ margin: 0 }}>
      <div role="region" aria-label="System sketch" tabIndex={0} css={scrollRegionStyle}>
        <svg role="img" aria-labelledby={titleId} aria-describedby={descId} viewBox={`0 0 ${width} ${height}`} css={svgStyle} style={{ minWidth: `${Math.round(width * MIN_SCALE)}px` }}>
          <title id={titleId}>Sketch of the system</title>
          <desc id={descId}>{describeSketch(sketch)}</desc>
          {sketch.segments.map((segment) => {
            const [x1, y1, x2, y2] = [x(segment.from.column), y(segment.from.row), x(segment.to.column), y(segment.to.row)];
            // Straight along its row, then an angled entry into the duct it joins.
            const bend = y1 === y2 ? x2 : x2 - COLUMN * 0.35;
            return (
              <g key={segment.id}>
                <polyline points={`${x1},${y1} ${bend},${y1} ${x2},${y2}`} fill="none" stroke={colors.primary} strokeWidth={4} strokeLinejoin="round" />
                <text x={(x1 + bend) / 2} y={y1 - 8} textAnchor="middle" fontSize={13} fontWeight={600} fill={colors.text}>
                  {segment.id}
                </text>
                {segment.hood && <path d={`M ${x1 - 2} ${y1 - 5} L ${x1 - 22} ${y1 - 15} L ${x1 - 22} ${y1 + 15} L ${x1 - 2} ${y1 + 5} Z`} fill={colors.selected} stroke={colors.primary} strokeWidth={2} />}
              </g>
            );
          })}
          {sketch.junctions.map((junction) => {
            const action = actions.get(junction.at);
            const why = action === undefined ? waiting.get(junction.at) : JUNCTION_WORDS[action];
            return (
              <circle key={junction.at} cx={x(junction.column)} cy={y(junction.row)} r={7} fill={action === undefined ? WAITING_COLOR : JUNCTION_COLORS[action]} stroke={colors.surface} strokeWidth={2}>
                <title>{`Junction at ${junction.at}${why === undefined ? '' : `: ${why}`}`}</title>
              </circle>
            );
          })}
          {sketch.fan !== undefined && (
            <g>
              <circle cx={x(sketch.fan.column) + 18} cy={y(sketch.fan.row)} r={18} fill={colors.surface} stroke={colors.text} strokeWidth={2} />
              <text x={x(sketch.fan.column) + 18} y={y(sketch.fan.row) + 4} textAnchor="middle" fontSize={11} fontWeight={700} fill={colors.text}>
                Fan
              </text>
            </g>
          )}
          {sketch.outlet !== undefined && (
            <g>
              <path d={`M ${x(sketch.outlet.column)} ${y(sketch.outlet.row) - 8} L ${x(sketch.outlet.column) + 12} ${y(sketch.outlet.row)} L ${x(sketch.outlet.column)} ${y(sketch.outlet.row) + 8} Z`} fill={colors.primary} />
              <text x={x(sketch.outlet.column) + 12} y={y(sketch.outlet.row) + 22} textAnchor="end" fontSize={11} fontWeight={700} fill={colors.text}>
                Outlet
              </text>
            </g>
          )}
        </svg>
      </div>
      <figcaption>
        <ul css={legendStyle} aria-label="Junction colours">
          {(Object.keys(JUNCTION_WORDS) as JunctionAction[]).map((action) => (
            <li key={action}>
              <svg aria-hidden="true" width="12" height="12" viewBox="0 0 12 12">
                <circle cx="6" cy="6" r="5" fill={JUNCTION_COLORS[action]} />
              </svg>
              Junction {JUNCTION_WORDS[action]}
            </li>
          ))}
          {waiting.size > 0 && (
            <li>
              <svg aria-hidden="true" width="12" height="12" viewBox="0 0 12 12">
                <circle cx="6" cy="6" r="5" fill={WAITING_COLOR} />
              </svg>
              Junction not balanced yet
            </li>
          )}
        </ul>
        {sketch.unconnected.length > 0 && <p css={noteStyle}>Not connected to the fan: {sketch.unconnected.join(', ')}.</p>}
      </figcaption>
    </figure>
  );
}
