import { useId, useMemo } from 'react';
import { css } from '@emotion/react';
import { formatNumber } from '../../core/format/number.ts';
import type { UnitSystem } from '../../core/report/figure.ts';
import { unitById } from '../../core/units/catalogue.ts';
import { unitFromSi } from '../../core/units/unit.ts';
import { selectVesselSizes } from '../../machines/explosion/selectors.ts';
import { colors, font, space } from '../shell/theme.ts';
import { VentActorContext } from './actor-context.ts';
import { vesselDrawing, type VesselDrawing } from './vessel-layout.ts';

/** The drawing's box, px of the viewBox; the SVG scales to its column. The margins hold the labels. */
const WIDTH = 400;
const HEIGHT = 240;
const MARGIN = 34;

const figureStyle = css({ margin: 0, minWidth: 0, '& svg': { display: 'block', width: '100%', height: 'auto', maxHeight: '18rem' } });
const captionStyle = css({ marginTop: space.xs, fontSize: font.size.sm, color: colors.textMuted });
const noteStyle = css({ margin: 0, fontSize: font.size.sm, color: colors.textMuted });

/** A length as the sketch writes it: m or ft to 0.1, as the report does, through core/format. */
function lengthText(sizeM: number, system: UnitSystem): string {
  const unit = unitById(system === 'metric' ? 'm' : 'ft');
  return `${formatNumber(unitFromSi(unit, sizeM), 'result', { decimals: 1 })} ${unit.symbol}`;
}

/** The drawing in the viewBox: one scale for both axes, so vessel and hazard zone stay to scale. */
function VesselSvg({ drawing, system, titleId, title }: { drawing: VesselDrawing; system: UnitSystem; titleId: string; title: string }) {
  const { lengthM, diameterM, ventSideM, fireballLengthM, externalPressureDistanceM } = drawing;
  const extentX = diameterM + (fireballLengthM ?? 0);
  const scale = Math.min((WIDTH - 2 * MARGIN - 60) / extentX, (HEIGHT - 2 * MARGIN) / Math.max(lengthM, fireballLengthM === undefined ? 0 : fireballLengthM / 2));
  const left = MARGIN + 60;
  const top = (HEIGHT - lengthM * scale) / 2;
  const [w, h] = [diameterM * scale, lengthM * scale];
  const midY = top + h / 2;
  const wall = left + w;
  const vent = ventSideM === undefined ? undefined : ventSideM * scale;
  const ball = fireballLengthM === undefined ? undefined : fireballLengthM * scale;
  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={titleId}>
      <title id={titleId}>{title}</title>
      {ball !== undefined && (
        <g>
          <ellipse cx={wall + ball / 2} cy={midY} rx={ball / 2} ry={Math.min(ball / 4, HEIGHT / 2 - 4)} fill={colors.warningSurface} stroke={colors.warning} strokeWidth={1.5} strokeDasharray="6 4" />
          <path d={`M${wall},${HEIGHT - 12}H${wall + ball}M${wall},${HEIGHT - 17}V${HEIGHT - 7}M${wall + ball},${HEIGHT - 17}V${HEIGHT - 7}`} stroke={colors.warning} strokeWidth={1} />
          <text x={wall + ball / 2} y={HEIGHT - 16} textAnchor="middle" fontSize={12} fill={colors.text}>
            fireball {lengthText(fireballLengthM!, system)}
          </text>
        </g>
      )}
      {externalPressureDistanceM !== undefined && (
        <g>
          <circle cx={wall + externalPressureDistanceM * scale} cy={midY} r={4} fill={colors.danger} />
          <text x={wall + externalPressureDistanceM * scale} y={midY - 8} textAnchor="middle" fontSize={12} fill={colors.danger}>
            Pmax,a
          </text>
        </g>
      )}
      <rect x={left} y={top} width={w} height={h} fill={colors.selected} stroke={colors.primary} strokeWidth={2} />
      {vent !== undefined && <rect x={wall - 3} y={midY - vent / 2} width={6} height={vent} fill={colors.accent} />}
      <path d={`M${left - 12},${top}V${top + h}M${left - 17},${top}H${left - 7}M${left - 17},${top + h}H${left - 7}`} stroke={colors.textMuted} strokeWidth={1} />
      <text x={left - 16} y={midY + 4} textAnchor="end" fontSize={12} fill={colors.text}>
        L {lengthText(lengthM, system)}
      </text>
      <path d={`M${left},${top - 10}H${wall}`} stroke={colors.textMuted} strokeWidth={1} />
      <text x={left + w / 2} y={top - 14} textAnchor="middle" fontSize={12} fill={colors.text}>
        D {lengthText(diameterM, system)}
      </text>
    </svg>
  );
}

/**
 * The vessel with its vent and, once designed, the hazard zone in front of
 * the vent: all to scale, redrawn as the user types; or what to give for it to be drawn.
 */
export function VesselSketch() {
  const titleId = useId();
  const texts = VentActorContext.useSelector((snapshot) => snapshot.context.texts);
  const typedIn = VentActorContext.useSelector((snapshot) => snapshot.context.typedIn);
  const system = VentActorContext.useSelector((snapshot) => snapshot.context.system);
  const result = VentActorContext.useSelector((snapshot) => snapshot.context.result);
  const drawing = useMemo(() => vesselDrawing(selectVesselSizes({ texts, typedIn, system, result })), [texts, typedIn, system, result]);
  if (drawing === undefined) return <p css={noteStyle}>The vessel is drawn once its volume is given.</p>;
  const parts = [`L = ${lengthText(drawing.lengthM, system)}`, `D = ${lengthText(drawing.diameterM, system)}`];
  if (drawing.fireballLengthM !== undefined) parts.push(`fireball ${lengthText(drawing.fireballLengthM, system)} from the vent`);
  const title = `Vessel and vent, to scale: ${parts.join(', ')}`;
  return (
    <figure css={figureStyle}>
      <VesselSvg drawing={drawing} system={system} titleId={titleId} title={title} />
      <figcaption css={captionStyle}>
        To scale: the vessel as a cylinder of its volume and L/D, the vent (green) of the governing area on its side, and in front of it the fireball’s length (NFPA 68) with the point
        of the highest outside pressure Pmax,a (red). The fireball’s width is drawn as a guide only. Keep people, buildings and combustibles out of this zone.
      </figcaption>
    </figure>
  );
}
