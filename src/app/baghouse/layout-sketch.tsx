import { useId } from 'react';
import { formatNumber } from '../../core/format/number.ts';
import type { UnitSystem } from '../../core/report/figure.ts';
import { unitById } from '../../core/units/catalogue.ts';
import { unitFromSi, unitToSi } from '../../core/units/unit.ts';
import type { LayoutSketch as Sketch } from '../../machines/baghouse/selectors.ts';
import { colors, font, space } from '../shell/theme.ts';

/** Lengths in the caption: bag sizes in mm or in. */
const SIZE_UNIT = { metric: unitById('mm'), imperial: unitById('in') } as const;
/** The scale bar's unit, and its lengths to pick from. */
const SCALE = { metric: { unit: unitById('m'), steps: [0.25, 0.5, 1, 2, 5, 10, 20, 50, 100] }, imperial: { unit: unitById('ft'), steps: [1, 2, 5, 10, 20, 50, 100, 200, 500] } } as const;

const figureStyle = { margin: 0 } as const;
const svgStyle = { display: 'block', width: '100%', height: 'auto', maxHeight: '28rem', background: colors.surface } as const;
const captionStyle = { marginTop: space.sm, fontSize: font.size.sm, color: colors.textMuted, lineHeight: 1.5 } as const;

function size(valueM: number, system: UnitSystem): string {
  const unit = SIZE_UNIT[system];
  return `${formatNumber(unitFromSi(unit, valueM), 'field')} ${unit.symbol}`;
}

/** Compartments per row of the drawing: one row up to 4, rows of at most 4 up to 16, then a near-square grid. */
function compartmentsPerRow(compartments: number): number {
  if (compartments <= 4) return compartments;
  return compartments <= 16 ? Math.ceil(compartments / Math.ceil(compartments / 4)) : Math.ceil(Math.sqrt(compartments));
}

/** A count with thousands grouping, as results show counts. */
function countText(value: number): string {
  return formatNumber(value, 'result', { decimals: 0 });
}

/** What the caption says the drawing leaves out, when it is a summary. */
function summaryText(sketch: Sketch): string {
  const total = countText(sketch.bagsPerCompartment * sketch.compartments);
  if (sketch.drawn === 'first') {
    return ` Too many bags to draw each one (${total}): compartment C1 is drawn with its bags, the others as outlines with their bag count.`;
  }
  if (sketch.drawn === 'none') {
    const each = sketch.compartments === 1 ? 'the compartment is' : 'each compartment is';
    return ` Too many bags to draw each one (${total}): ${each} drawn as its outline with its bag count.`;
  }
  return '';
}

/** The longest scale-bar step no longer than a quarter of the drawing. */
function scaleBar(widthM: number, system: UnitSystem): { lengthM: number; label: string } {
  const { unit, steps } = SCALE[system];
  const step = [...steps].reverse().find((candidate) => unitToSi(unit, candidate) <= widthM / 4) ?? steps[0];
  return { lengthM: unitToSi(unit, step), label: `${step} ${unit.symbol}` };
}

/** The rectangles of one compartment's grid, in pitches from its corner: the bag positions filled, then the empty ones. */
function gridRuns(rows: number, columns: number, bags: number): { filled: Run[]; empty: Run[] } {
  const fullRows = Math.floor(bags / columns);
  const rest = bags % columns;
  const filled: Run[] = [{ x: 0, y: 0, width: columns, height: fullRows }];
  const empty: Run[] = [];
  if (rest > 0) {
    filled.push({ x: 0, y: fullRows, width: rest, height: 1 });
    empty.push({ x: rest, y: fullRows, width: columns - rest, height: 1 });
  }
  const firstEmptyRow = fullRows + (rest > 0 ? 1 : 0);
  empty.push({ x: 0, y: firstEmptyRow, width: columns, height: rows - firstEmptyRow });
  return { filled: filled.filter(({ width, height }) => width > 0 && height > 0), empty: empty.filter(({ width, height }) => width > 0 && height > 0) };
}

/** A rectangle of whole bag positions. */
interface Run {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/**
 * The bag layout seen from above, to scale: each compartment's housing, its
 * bags at their pitch (filled) and the grid positions left empty (dashed),
 * with a scale bar. The bags are two SVG patterns (a bag, an empty place)
 * filling a few rectangles per compartment, so drawing costs the same for
 * 10 bags as for 10,000 and never holds the page. A layout whose bags would
 * be too small to tell apart (see DRAWN_POSITION_LIMIT) draws the
 * compartments' outlines with their bag count, and the first compartment's
 * bags when they alone are drawable; the caption says so. The figure's
 * title and description name what it shows.
 */
export function LayoutSketch({ sketch, system }: { sketch: Sketch; system: UnitSystem }) {
  const titleId = useId();
  const descId = useId();
  const patternId = useId();
  const { compartments, rows, columns, bagsPerCompartment, bagDiameterM: d, pitchM: pitch } = sketch;
  const perRow = compartmentsPerRow(compartments);
  const compartmentRows = Math.ceil(compartments / perRow);
  const widthM = columns * pitch;
  const heightM = rows * pitch;
  // Text scales with the drawing; the gap between compartments holds a label.
  const text = Math.max(perRow * widthM, compartmentRows * heightM) / 28;
  const gap = Math.max(pitch, text * 1.6);
  const totalW = perRow * widthM + (perRow - 1) * gap;
  const totalH = compartmentRows * heightM + (compartmentRows - 1) * gap;
  const margin = text * 2;
  const bar = scaleBar(totalW, system);
  const viewW = totalW + 2 * margin;
  const viewH = totalH + 2 * margin + text * 2.5;
  const k = 1000; // draw in millimetres, so strokes and fonts stay in sensible numbers
  const empty = rows * columns - bagsPerCompartment;
  const drawsBags = (index: number) => sketch.drawn === 'all' || (sketch.drawn === 'first' && index === 0);
  const runs = gridRuns(rows, columns, bagsPerCompartment);
  const runRect = (run: Run, pattern: string) => (
    <rect key={`${pattern}-${run.x}-${run.y}`} x={run.x * pitch * k} y={run.y * pitch * k} width={run.width * pitch * k} height={run.height * pitch * k} fill={`url(#${patternId}-${pattern})`} />
  );
  const description =
    `${compartments} ${compartments === 1 ? 'compartment' : 'compartments'} of ${rows} rows × ${columns} columns, ` +
    `${countText(bagsPerCompartment)} bags each (${countText(bagsPerCompartment * compartments)} in all${empty > 0 ? `, ${countText(empty)} empty positions per compartment` : ''}), ` +
    `bags ${size(d, system)} across at ${size(pitch, system)} pitch${sketch.pitchGiven ? '' : ' (pitch not given: drawn at 1.5 bag diameters)'}.` +
    summaryText(sketch);

  return (
    <figure css={figureStyle}>
      <svg viewBox={`0 0 ${viewW * k} ${viewH * k}`} role="img" aria-labelledby={`${titleId} ${descId}`} css={svgStyle}>
        <title id={titleId}>Top view of the bag layout, to scale</title>
        <desc id={descId}>{description}</desc>
        <defs>
          {(['bag', 'empty'] as const).map((pattern) => (
            <pattern key={pattern} id={`${patternId}-${pattern}`} patternUnits="userSpaceOnUse" width={pitch * k} height={pitch * k}>
              <circle
                cx={(pitch / 2) * k}
                cy={(pitch / 2) * k}
                r={(d / 2) * k}
                fill={pattern === 'bag' ? colors.selected : 'none'}
                stroke={pattern === 'bag' ? colors.primary : colors.textMuted}
                strokeWidth={(d / 20) * k}
                strokeDasharray={pattern === 'bag' ? undefined : `${(d / 8) * k} ${(d / 8) * k}`}
              />
            </pattern>
          ))}
        </defs>
        {Array.from({ length: compartments }, (_, index) => {
          const x = margin + (index % perRow) * (widthM + gap);
          const y = margin + Math.floor(index / perRow) * (heightM + gap);
          // Patterns tile from the user space's origin: each compartment's is its own corner.
          return (
            <g key={index} transform={`translate(${x * k} ${y * k})`}>
              <rect width={widthM * k} height={heightM * k} fill={colors.background} stroke={colors.text} strokeWidth={(text / 6) * k} />
              <text y={-text * 0.4 * k} fontSize={text * k} fill={colors.textMuted} fontFamily={font.body}>
                {`C${index + 1}`}
              </text>
              {drawsBags(index) ? (
                <>
                  {runs.filled.map((run) => runRect(run, 'bag'))}
                  {runs.empty.map((run) => runRect(run, 'empty'))}
                </>
              ) : (
                <text x={(widthM / 2) * k} y={(heightM / 2 + text * 0.3) * k} fontSize={text * 0.8 * k} textAnchor="middle" fill={colors.text} fontFamily={font.body}>
                  {`${countText(bagsPerCompartment)} bags`}
                </text>
              )}
            </g>
          );
        })}
        <g>
          <line
            x1={margin * k}
            x2={(margin + bar.lengthM) * k}
            y1={(viewH - text * 1.4) * k}
            y2={(viewH - text * 1.4) * k}
            stroke={colors.text}
            strokeWidth={(text / 4) * k}
          />
          <text x={(margin + bar.lengthM + text / 2) * k} y={(viewH - text) * k} fontSize={text * k} fill={colors.text} fontFamily={font.body}>
            {bar.label}
          </text>
        </g>
      </svg>
      <figcaption css={captionStyle}>Top view, to scale: {description}</figcaption>
    </figure>
  );
}
