import { memo, type ReactNode } from 'react';
import { css } from '@emotion/react';
import { shallowEqual } from '@xstate/react';
import type { Quantity } from '../../core/duct/units.ts';
import { selectDiagramLabel, selectDiagramLabels } from '../../machines/duct-calculator/selectors.ts';
import { colors, ductDrawing, font, media, space } from '../shell/theme.ts';
import { useDeferredSelector } from '../shell/use-deferred-selector.ts';
import { CalculatorActorContext } from './actor-context.ts';

// Geometry of the drawing, in viewBox units. The airflow arrow has its own
// strip above, drawn at the same scale (both SVGs are as wide as their column).
const VIEW_WIDTH = 268;
const DUCT = { left: 40, right: 250, top: 4, bottom: 94, endRx: 14 } as const;
const VIEW_HEIGHT = DUCT.bottom + 4;
const ARROW_STRIP_HEIGHT = 16;
const MID_Y = (DUCT.top + DUCT.bottom) / 2;
const END_RY = MID_Y - DUCT.top;
const DIM_X = 12;
const STREAM_YS = [MID_Y - 24, MID_Y, MID_Y + 24];
/** Length and half-width of an arrowhead. */
const HEAD = { length: 10, half: 5 } as const;

/** Wide enough for the duct to read as a duct; labels wrap around it, never over it. */
const diagramStyle = css({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(8rem, 17rem)',
  gridTemplateAreas: '". airflow" "diameter drawing" ". velocity"',
  justifyContent: 'center',
  alignItems: 'center',
  gap: `${space.xs} ${space.sm}`,
  fontSize: font.size.sm,
  marginBottom: space.md,
  lineHeight: 1.3,
  [media.medium]: { gridTemplateColumns: 'auto minmax(8rem, 22rem)', fontSize: font.size.md },
});

const areaStyles = {
  airflow: css({ gridArea: 'airflow', textAlign: 'center' }),
  velocity: css({ gridArea: 'velocity', textAlign: 'center' }),
  diameter: css({ gridArea: 'diameter', textAlign: 'right' }),
  drawing: css({ gridArea: 'drawing' }),
} as const;

const labelStyle = css({ margin: 0 });
const nameStyle = css({ color: colors.textMuted });
const symbolStyles = {
  given: css({ color: colors.text }),
  computed: css({ color: colors.primary }),
} as const;
// A value and its unit move to the next line together, and break inside only
// when a whole line can't hold them. The diameter's value has a line of its own.
const valueBase = { display: 'inline-block', maxWidth: '100%', overflowWrap: 'anywhere', color: colors.text } as const;
const computedValue = { color: colors.primary, fontWeight: 700 } as const;
const valueStyles = {
  given: css(valueBase),
  computed: css(valueBase, computedValue),
  givenBlock: css(valueBase, { display: 'block' }),
  computedBlock: css(valueBase, computedValue, { display: 'block' }),
} as const;
const svgStyle = css({ display: 'block', width: '100%', height: 'auto' });

const arrowColor = (computed: boolean, idle: string) => (computed ? colors.primary : idle);

const LABEL_NAMES: Readonly<Record<Quantity, string>> = {
  velocity: 'Velocity',
  airflow: 'Airflow',
  diameter: 'Diameter',
};

/** Arrowheads with their tip at (x, y). */
const headRight = (x: number, y: number) => `M${x},${y} l${-HEAD.length},${-HEAD.half} v${2 * HEAD.half} z`;
const headUp = (x: number, y: number) => `M${x},${y} l${-HEAD.half},${HEAD.length} h${2 * HEAD.half} z`;
const headDown = (x: number, y: number) => `M${x},${y} l${-HEAD.half},${-HEAD.length} h${2 * HEAD.half} z`;

/**
 * One label in HTML beside the drawing, such as "Velocity V = 20 m/s", the
 * calculated quantity bold and in the primary colour. HTML text wraps where
 * SVG text would run out of its box. The diameter's value sits under its name.
 */
const DiagramText = memo(function DiagramText({ quantity }: { quantity: Quantity }) {
  const actorRef = CalculatorActorContext.useActorRef();
  const label = useDeferredSelector(
    actorRef,
    (snapshot) => selectDiagramLabel(snapshot.context, quantity),
    shallowEqual,
  );
  const block = quantity === 'diameter';
  const state = label.computed ? 'computed' : 'given';
  const valueStyle = block ? valueStyles[`${state}Block` as const] : valueStyles[state];
  return (
    <p css={labelStyle}>
      <span css={nameStyle}>
        {LABEL_NAMES[quantity]} <b css={symbolStyles[state]}>{label.symbol}</b>
      </span>
      {block ? null : ' = '}
      <span css={valueStyle}>{label.text}</span>
    </p>
  );
});

/** The airflow arrow Q, in a strip of its own above the duct. */
const AirflowArrow = memo(function AirflowArrow() {
  const computed = CalculatorActorContext.useSelector((snapshot) => snapshot.context.calculationType === 'airflow');
  const color = arrowColor(computed, colors.textMuted);
  const y = ARROW_STRIP_HEIGHT / 2;
  const tipX = DUCT.right - 20;
  return (
    <svg viewBox={`0 0 ${VIEW_WIDTH} ${ARROW_STRIP_HEIGHT}`} aria-hidden="true" css={svgStyle}>
      <line x1={DUCT.left + 20} y1={y} x2={tipX - HEAD.length + 1} y2={y} stroke={color} strokeWidth={4} />
      <path d={headRight(tipX, y)} fill={color} />
    </svg>
  );
});

/** A round duct seen from the side: velocity streamlines V inside, the diameter dimension D beside it. */
const DuctDrawing = memo(function DuctDrawing() {
  const solving = CalculatorActorContext.useSelector((snapshot) => snapshot.context.calculationType);
  const velocityColor = arrowColor(solving === 'velocity', colors.accent);
  const diameterColor = arrowColor(solving === 'diameter', colors.text);
  const streamTipX = DUCT.right - 40;

  return (
    <svg viewBox={`0 0 ${VIEW_WIDTH} ${VIEW_HEIGHT}`} aria-hidden="true" css={svgStyle}>
      <defs>
        <linearGradient id="duct-shade" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={ductDrawing.shadeEdge} />
          <stop offset="0.45" stopColor={ductDrawing.shadeMiddle} />
          <stop offset="1" stopColor={ductDrawing.shadeDeep} />
        </linearGradient>
      </defs>

      {/* The duct: a cylinder, open at the right-hand end. */}
      <path
        d={
          `M${DUCT.left},${DUCT.top} H${DUCT.right} V${DUCT.bottom} H${DUCT.left} ` +
          `A${DUCT.endRx},${END_RY} 0 0,1 ${DUCT.left},${DUCT.top} z`
        }
        fill="url(#duct-shade)"
        stroke={colors.primary}
        strokeWidth={2}
      />
      <ellipse
        cx={DUCT.right}
        cy={MID_Y}
        rx={DUCT.endRx}
        ry={END_RY}
        fill={ductDrawing.opening}
        stroke={colors.primary}
        strokeWidth={2}
      />

      {/* Velocity V: streamlines inside the duct. */}
      {STREAM_YS.map((y) => (
        <g key={y} fill={velocityColor}>
          <line
            x1={DUCT.left + 30}
            y1={y}
            x2={streamTipX - HEAD.length + 1}
            y2={y}
            stroke={velocityColor}
            strokeWidth={2}
            strokeDasharray="10 6"
          />
          <path d={headRight(streamTipX, y)} />
        </g>
      ))}

      {/* Diameter D: a dimension line across the duct. */}
      {[DUCT.top, DUCT.bottom].map((y) => (
        <line
          key={y}
          x1={DIM_X - 8}
          y1={y}
          x2={DUCT.left - 4}
          y2={y}
          stroke={colors.textMuted}
          strokeWidth={1}
          strokeDasharray="3 3"
        />
      ))}
      <line
        x1={DIM_X}
        y1={DUCT.top + HEAD.length - 1}
        x2={DIM_X}
        y2={DUCT.bottom - HEAD.length + 1}
        stroke={diameterColor}
        strokeWidth={2}
      />
      <path d={headUp(DIM_X, DUCT.top + 1)} fill={diameterColor} />
      <path d={headDown(DIM_X, DUCT.bottom - 1)} fill={diameterColor} />
    </svg>
  );
});

/** The image: its name says every value in full; it re-renders alone as they change. */
function DiagramFrame({ children }: { children: ReactNode }) {
  const actorRef = CalculatorActorContext.useActorRef();
  const description = useDeferredSelector(actorRef, (snapshot) => {
    const { velocity, airflow, diameter } = selectDiagramLabels(snapshot.context);
    const computed = [velocity, airflow, diameter].find((label) => label.computed)?.symbol ?? 'none';
    return (
      `Duct diagram. Round duct: airflow Q ${airflow.text}, velocity V ${velocity.text}, ` +
      `diameter D ${diameter.text}. Calculated: ${computed}.`
    );
  });
  return (
    <div role="img" aria-label={description} css={diagramStyle}>
      {children}
    </div>
  );
}

/**
 * The duct diagram: airflow Q above the duct, velocity V below it and the
 * diameter D beside it, each with its current value and unit (spec §2). The
 * diameter reads in feet for imperial, metres for metric (spec §9). Screen
 * readers get every value in full from the image's name.
 *
 * Each part selects only what it shows, so a keystroke re-renders the image's
 * name and the labels whose text changed, never the drawing.
 */
export const DuctDiagram = memo(function DuctDiagram() {
  return (
    <DiagramFrame>
      <div css={areaStyles.airflow}>
        <DiagramText quantity="airflow" />
        <AirflowArrow />
      </div>
      <div css={areaStyles.diameter}>
        <DiagramText quantity="diameter" />
      </div>
      <div css={areaStyles.drawing}>
        <DuctDrawing />
      </div>
      <div css={areaStyles.velocity}>
        <DiagramText quantity="velocity" />
      </div>
    </DiagramFrame>
  );
});
