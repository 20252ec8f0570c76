import { selectDiagramLabels, type DiagramLabel } from '../../machines/duct-calculator/selectors.ts';
import { colors, ductDrawing, font } from '../shell/theme.ts';
import { CalculatorActorContext } from './actor-context.ts';

// Geometry of the drawing, in viewBox units.
const DUCT = { left: 150, right: 370, top: 78, bottom: 168, endRx: 14 } as const;
/** Large enough to stay readable when the drawing shrinks to a phone's width. */
const LABEL_SIZE = 18;
const MID_Y = (DUCT.top + DUCT.bottom) / 2;
const DIM_X = 122;
const CENTER_X = (DUCT.left + DUCT.right) / 2;
const END_RY = MID_Y - DUCT.top;
const STREAM_YS = [MID_Y - 24, MID_Y, MID_Y + 24];

// One arrowhead per line colour: SVG markers cannot inherit the line's stroke everywhere.
const ARROW_COLORS = {
  primary: colors.primary,
  accent: colors.accent,
  muted: colors.textMuted,
  text: colors.text,
} as const;
type ArrowColor = keyof typeof ARROW_COLORS;
const arrowId = (name: string) => `duct-arrow-${name}`;
const arrowUrl = (name: ArrowColor) => `url(#${arrowId(name)})`;

const labelColor = (label: DiagramLabel) => (label.computed ? colors.primary : colors.text);

const svgStyle = {
  display: 'block',
  width: '100%',
  height: 'auto',
  maxWidth: '28rem',
  margin: '0 auto',
  fontFamily: font.body,
} as const;

/** A centred label such as "Velocity V = 20 m/s", the calculated quantity in bold. */
function CentredLabel({ label, name, y }: { label: DiagramLabel; name: string; y: number }) {
  return (
    <text x={CENTER_X} y={y} textAnchor="middle" fill={labelColor(label)} fontSize={LABEL_SIZE}>
      <tspan fill={colors.textMuted}>{name} </tspan>
      <tspan fontWeight={700}>{label.symbol}</tspan>
      <tspan fontWeight={label.computed ? 700 : 400}> = {label.text}</tspan>
    </text>
  );
}

/**
 * A round duct seen from the side, with the airflow arrow Q above it, the
 * velocity streamlines V inside it and the diameter dimension D beside it,
 * each labelled with its current value and unit (spec §2). The diameter
 * reads in feet for imperial, metres for metric (spec §9).
 */
export function DuctDiagram() {
  const labels = CalculatorActorContext.useSelector((snapshot) => selectDiagramLabels(snapshot.context));
  const { velocity, airflow, diameter } = labels;
  const airflowArrow: ArrowColor = airflow.computed ? 'primary' : 'muted';
  const velocityArrow: ArrowColor = velocity.computed ? 'primary' : 'accent';
  const diameterArrow: ArrowColor = diameter.computed ? 'primary' : 'text';
  const description =
    `Round duct: airflow Q ${airflow.text}, velocity V ${velocity.text}, diameter D ${diameter.text}. ` +
    `Calculated: ${[velocity, airflow, diameter].find((label) => label.computed)?.symbol ?? 'none'}.`;

  return (
    <svg
      viewBox="0 0 400 224"
      role="img"
      aria-label={`Duct diagram. ${description}`}
      css={svgStyle}
    >
      <title>Duct diagram</title>
      <defs>
        {Object.entries(ARROW_COLORS).map(([name, color]) => (
          <marker
            key={name}
            id={arrowId(name)}
            viewBox="0 0 10 10"
            refX="8"
            refY="5"
            markerUnits="userSpaceOnUse"
            markerWidth="12"
            markerHeight="12"
            orient="auto-start-reverse"
          >
            <path d="M0,0 L10,5 L0,10 z" fill={color} />
          </marker>
        ))}
        <linearGradient id="duct-shade" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={ductDrawing.shadeEdge} />
          <stop offset="0.45" stopColor={ductDrawing.shadeMiddle} />
          <stop offset="1" stopColor={ductDrawing.shadeDeep} />
        </linearGradient>
      </defs>

      {/* Airflow Q: the volume moving through the duct. */}
      <CentredLabel label={airflow} name="Airflow" y={30} />
      <line
        x1={DUCT.left + 20}
        y1={52}
        x2={DUCT.right - 20}
        y2={52}
        stroke={ARROW_COLORS[airflowArrow]}
        strokeWidth={4}
        markerEnd={arrowUrl(airflowArrow)}
      />

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
        <line
          key={y}
          x1={DUCT.left + 30}
          y1={y}
          x2={DUCT.right - 40}
          y2={y}
          stroke={ARROW_COLORS[velocityArrow]}
          strokeWidth={2}
          strokeDasharray="10 6"
          markerEnd={arrowUrl(velocityArrow)}
        />
      ))}
      <CentredLabel label={velocity} name="Velocity" y={204} />

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
        y1={DUCT.top + 2}
        x2={DIM_X}
        y2={DUCT.bottom - 2}
        stroke={ARROW_COLORS[diameterArrow]}
        strokeWidth={2}
        markerStart={arrowUrl(diameterArrow)}
        markerEnd={arrowUrl(diameterArrow)}
      />
      <text x={DIM_X - 12} y={MID_Y - 4} textAnchor="end" fontSize={LABEL_SIZE} fill={labelColor(diameter)}>
        <tspan fill={colors.textMuted}>Diameter </tspan>
        <tspan fontWeight={700}>D</tspan>
      </text>
      <text
        x={DIM_X - 12}
        y={MID_Y + 18}
        textAnchor="end"
        fontSize={LABEL_SIZE}
        fontWeight={diameter.computed ? 700 : 400}
        fill={labelColor(diameter)}
      >
        {diameter.text}
      </text>
    </svg>
  );
}
