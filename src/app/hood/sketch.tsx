import { useId, useMemo } from 'react';
import { css } from '@emotion/react';
import { formatNumber } from '../../core/format/number.ts';
import { HOOD_DESIGN_TYPES } from '../../core/hood/design-types.ts';
import type { UnitSystem } from '../../core/report/figure.ts';
import { unitById } from '../../core/units/catalogue.ts';
import { unitFromSi } from '../../core/units/unit.ts';
import { selectHoodType, selectSketchSizes } from '../../machines/hood/selectors.ts';
import { colors, font, space } from '../shell/theme.ts';
import { HoodActorContext } from './actor-context.ts';
import { sketchDrawing, type Dimension, type Point, type SketchDrawing } from './sketch-layout.ts';

/** The drawing's box, px of the viewBox; the SVG scales to its column. The side margins hold the dimensions' labels. */
const WIDTH = 400;
const HEIGHT = 230;
const MARGIN_X = 84;
const MARGIN_Y = 30;

const figureStyle = css({ margin: 0, minWidth: 0, '& svg': { display: 'block', width: '100%', height: 'auto', maxHeight: '18rem' } });
const captionStyle = css({ marginTop: space.xs, fontSize: font.size.sm, color: colors.textMuted });
const noteStyle = css({ margin: 0, fontSize: font.size.sm, color: colors.textMuted });

/** A length as the sketch writes it: mm or in, through core/format. */
function lengthText(sizeM: number, system: UnitSystem): string {
  const unit = unitById(system === 'metric' ? 'mm' : 'in');
  return `${formatNumber(unitFromSi(unit, sizeM), 'result', { decimals: system === 'metric' ? 0 : 1 })} ${unit.symbol}`;
}

/** Every point of the drawing, for its extent. */
function pointsOf(drawing: SketchDrawing): Point[] {
  const { source } = drawing;
  return [
    ...drawing.body,
    ...drawing.face,
    ...drawing.flanges.flat(),
    ...(source ? [source.at, [source.at[0] + source.width, source.at[1] + source.height] as Point] : []),
    ...(drawing.capturePoint ? [drawing.capturePoint] : []),
    ...drawing.dimensions.flatMap((dimension) => [dimension.from, dimension.to]),
  ];
}

/** Metres to the viewBox: one scale for x and y, so the drawing stays to scale; y turned down; centred. */
function toViewBox(drawing: SketchDrawing): (point: Point) => Point {
  const points = pointsOf(drawing);
  const xs = points.map(([x]) => x);
  const ys = points.map(([, y]) => y);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const scale = Math.min((WIDTH - 2 * MARGIN_X) / Math.max(maxX - minX, 1e-9), (HEIGHT - 2 * MARGIN_Y) / Math.max(maxY - minY, 1e-9));
  const left = (WIDTH - (maxX - minX) * scale) / 2;
  const top = (HEIGHT - (maxY - minY) * scale) / 2;
  return ([x, y]) => [left + (x - minX) * scale, top + (maxY - y) * scale];
}

/** A dimension line with its end ticks and its label on the side it names. */
function DimensionLine({ dimension, at, system }: { dimension: Dimension; at: (point: Point) => Point; system: UnitSystem }) {
  const [x1, y1] = at(dimension.from);
  const [x2, y2] = at(dimension.to);
  const vertical = Math.abs(x1 - x2) < Math.abs(y1 - y2);
  const tick = (x: number, y: number) => (vertical ? `M${x - 5},${y}H${x + 5}` : `M${x},${y - 5}V${y + 5}`);
  const [mx, my] = [(x1 + x2) / 2, (y1 + y2) / 2];
  const label = `${dimension.symbol} = ${lengthText(dimension.sizeM, system)}`;
  const offset = { above: [0, -8], below: [0, 16], left: [-8, 4], right: [8, 4] }[dimension.side];
  const anchor = dimension.side === 'left' ? 'end' : dimension.side === 'right' ? 'start' : 'middle';
  return (
    <g>
      <path d={`M${x1},${y1}L${x2},${y2}${tick(x1, y1)}${tick(x2, y2)}`} stroke={colors.textMuted} strokeWidth={1} fill="none" />
      <text x={mx + offset[0]!} y={my + offset[1]!} textAnchor={anchor} fontSize={12} fill={colors.text}>
        {label}
      </text>
    </g>
  );
}

/** The drawing itself, in the viewBox. */
function SketchSvg({ drawing, system, titleId, title, captureLabel }: { drawing: SketchDrawing; system: UnitSystem; titleId: string; title: string; captureLabel: string }) {
  const at = toViewBox(drawing);
  const path = (points: readonly Point[]) => points.map((point, index) => `${index === 0 ? 'M' : 'L'}${at(point).join(',')}`).join('');
  const { source, capturePoint } = drawing;
  const sourceBox = source && [at([source.at[0], source.at[1] + source.height]), at([source.at[0] + source.width, source.at[1]])];
  const capture = capturePoint && at(capturePoint);
  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={titleId}>
      <title id={titleId}>{title}</title>
      <path
        d={`${path(drawing.body)}Z`}
        fill={colors.selected}
        stroke={colors.primary}
        strokeWidth={2}
        strokeLinejoin="round"
        {...(drawing.schematic && { strokeDasharray: '6 4' })}
      />
      <path d={path(drawing.face)} stroke={colors.primary} strokeWidth={1.5} strokeDasharray="4 3" fill="none" />
      {drawing.flanges.map((flange, index) => (
        <path key={index} d={path(flange)} stroke={colors.primary} strokeWidth={4} strokeLinecap="round" />
      ))}
      {sourceBox && (
        <g>
          <rect
            x={sourceBox[0]![0]}
            y={sourceBox[0]![1]}
            width={Math.max(sourceBox[1]![0] - sourceBox[0]![0], 2)}
            height={Math.max(sourceBox[1]![1] - sourceBox[0]![1], 2)}
            fill={colors.warningSurface}
            stroke={colors.warning}
            strokeWidth={1.5}
          />
          <text x={(sourceBox[0]![0] + sourceBox[1]![0]) / 2} y={sourceBox[0]![1] - 6} textAnchor="middle" fontSize={12} fill={colors.warning}>
            Source
          </text>
        </g>
      )}
      {capture && (
        <g>
          <circle cx={capture[0]} cy={capture[1]} r={5} fill={colors.accent} stroke={colors.surface} strokeWidth={1.5} />
          <text
            x={drawing.captureLabel === 'left' ? capture[0] - 9 : capture[0]}
            y={drawing.captureLabel === 'left' ? capture[1] + 4 : Math.max(capture[1] + 20, (sourceBox?.[1]?.[1] ?? 0) + 16)}
            textAnchor={drawing.captureLabel === 'left' ? 'end' : 'middle'}
            fontSize={12}
            fill={colors.accent}
          >
            {captureLabel}
          </text>
        </g>
      )}
      {drawing.dimensions.map((dimension) => (
        <DimensionLine key={dimension.symbol} dimension={dimension} at={at} system={system} />
      ))}
    </svg>
  );
}

/**
 * The hood, its source, the distance X and the capture point, drawn to
 * scale from the sizes typed so far and redrawn as the user types; or what
 * to give for it to be drawn.
 */
export function HoodSketch() {
  const titleId = useId();
  const texts = HoodActorContext.useSelector((snapshot) => snapshot.context.texts);
  const typedIn = HoodActorContext.useSelector((snapshot) => snapshot.context.typedIn);
  const system = HoodActorContext.useSelector((snapshot) => snapshot.context.system);
  const result = HoodActorContext.useSelector((snapshot) => snapshot.context.result);
  const type = selectHoodType({ texts });
  const sizes = useMemo(() => selectSketchSizes({ texts, typedIn, system, result }), [texts, typedIn, system, result]);
  const drawing = type === undefined ? undefined : sketchDrawing(type, sizes);
  if (type === undefined || drawing === undefined) {
    return <p css={noteStyle}>The sketch is drawn once the hood type and its size are given.</p>;
  }
  const shown = drawing.dimensions.map((dimension) => `${dimension.symbol} = ${lengthText(dimension.sizeM, system)}`);
  const title = `${HOOD_DESIGN_TYPES[type].name}, to scale${shown.length > 0 ? `: ${shown.join(', ')}` : ''}`;
  const captureLabel = type === 'booth' || type === 'enclosure' || type === 'custom' || type === 'downdraft' ? 'face velocity' : 'capture point';
  const note = drawing.schematic ? ' Give the hood’s size to draw it to scale.' : '';
  return (
    <figure css={figureStyle}>
      <SketchSvg drawing={drawing} system={system} titleId={titleId} title={title} captureLabel={captureLabel} />
      <figcaption css={captionStyle}>
        To scale: the hood’s face and the source’s distance{drawing.capturePoint ? ', with the point where the velocity is reached (green)' : ''}. The take-off behind the face is drawn in
        proportion only.{note}
      </figcaption>
    </figure>
  );
}
