/**
 * The app's one chart: uPlot (canvas; about 20 KB gzip, and it draws
 * 100 000+ points, which the monitoring trend will need), loaded on first use
 * so that only the pages with a chart pay for it. Every chart has labelled
 * axes with units, a legend, and a data table beside it that screen readers
 * read instead of the canvas.
 */
import { useEffect, useId, useRef, useState } from 'react';
import type uPlot from 'uplot';
import { colors, font, media, space } from '../shell/theme.ts';
import { dateTickLabels, spansYears } from './date-ticks.ts';

/** One series on the shared x axis. */
export interface LineChartSeries {
  readonly label: string;
  /**
   * `line` joins the values; `points` marks each value alone (an operating
   * point); `area` is one layer of a stack: its values are the layer's top
   * (the running sum of the layers so far), and the band down to the
   * previous `area` series (or to zero, for the first) is filled.
   */
  readonly kind: 'line' | 'points' | 'area';
  /** One y per x; `null` where the series has no value. */
  readonly values: ReadonlyArray<number | null>;
  /**
   * A line that also marks its values (a log of readings): each value is
   * marked while they are far enough apart to tell, and a lone value, which
   * no line joins, always is.
   */
  readonly markers?: boolean;
}

/** A horizontal band of y values shaded behind the series, e.g. the ΔP at or above an alarm set point. */
export interface LineChartBand {
  readonly label: string;
  /** Lower and upper y; `null` for the chart's edge. */
  readonly from: number | null;
  readonly to: number | null;
  readonly tone: 'ok' | 'alarm';
}

interface LineChartProps {
  /** The chart's title, also its table's caption. */
  title: string;
  /** Axis labels with their units: `Flow (CFM)`. */
  xLabel: string;
  yLabel: string;
  xs: readonly number[];
  series: readonly LineChartSeries[];
  /** Shaded bands of y values, named in a key under the chart. */
  bands?: readonly LineChartBand[];
  /** The xs are calendar dates as seconds since 1970 at UTC midnight: the axis shows dates, never shifted by the device's zone. */
  xDates?: boolean;
  /** The data as a person reads it: column headers and rows of formatted text. */
  table: { readonly columns: readonly string[]; readonly rows: ReadonlyArray<readonly string[]> };
}

/** Series colours, distinct for the common colour-vision deficiencies and dark enough on white. */
/** Band fills: light enough for the lines to read over them; the key shows the same colours. */
const BAND_FILL = { ok: 'rgba(31, 138, 91, 0.12)', alarm: 'rgba(180, 35, 24, 0.16)' } as const;

const keyStyle = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${space.xs} ${space.md}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: font.size.sm,
  '& li': { display: 'flex', alignItems: 'center', gap: space.xs },
  // The swatches keep their colour on paper, where backgrounds are otherwise left out.
  '& span': { display: 'inline-block', width: '1rem', height: '0.75rem', border: `1px solid ${colors.border}`, printColorAdjust: 'exact', WebkitPrintColorAdjust: 'exact' },
} as const;

/** Shades the bands behind the series, across the plot's width. */
function drawBands(plot: uPlot, bands: readonly LineChartBand[]): void {
  const { ctx, bbox } = plot;
  ctx.save();
  for (const band of bands) {
    const top = band.to === null ? bbox.top : Math.max(bbox.top, plot.valToPos(band.to, 'y', true));
    const bottom = band.from === null ? bbox.top + bbox.height : Math.min(bbox.top + bbox.height, plot.valToPos(band.from, 'y', true));
    if (bottom <= top) continue;
    ctx.fillStyle = BAND_FILL[band.tone];
    ctx.fillRect(bbox.left, top, bbox.width, bottom - top);
  }
  ctx.restore();
}

/**
 * The y range when bands are shaded: the data and every band edge in view,
 * from zero when all are positive, with a tenth of headroom above.
 */
function rangeWithBands(bands: readonly LineChartBand[]): uPlot.Range.Function {
  const edges = bands.flatMap((band) => [band.from, band.to]).filter((edge): edge is number => edge !== null);
  return (_plot, dataMin, dataMax) => {
    const values = [...edges, ...[dataMin, dataMax].filter((value) => Number.isFinite(value))];
    const low = Math.min(0, ...values);
    const high = Math.max(...values);
    return [low, high + (high - low) * 0.1 || 1];
  };
}

/** Dates on a time axis, at whole days only; labelled by date-ticks.ts. */
const DAY_SECONDS = 86_400;
const dateAxis: Partial<uPlot.Axis> = {
  incrs: [1, 2, 7, 14, 28, 91, 182, 364, 728, 1820].map((days) => days * DAY_SECONDS),
  // The least room between ticks, px: a label with its year is longer.
  space: (_plot, _axis, min, max) => (spansYears(min, max) ? 90 : 60),
  values: (plot, splits) => dateTickLabels(splits, plot.scales.x?.min ?? 0, plot.scales.x?.max ?? 0),
};

const PALETTE = [colors.primary, colors.warning, colors.accent, '#6941c6', colors.danger, '#475467'];

const CHART_HEIGHT_PX = 300;

/** The chart's width on paper: an A4 or Letter page inside 12 mm margins and the page's own padding (CSS px). */
const PRINT_WIDTH_PX = 640;

const layoutStyle = {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: space.md,
  margin: 0,
} as const;

const captionStyle = { fontSize: font.size.md, fontWeight: 600, margin: `0 0 ${space.sm}` } as const;
const canvasBoxStyle = { minHeight: `${CHART_HEIGHT_PX}px`, width: '100%', overflow: 'hidden', '& .u-legend': { fontSize: font.size.sm, textAlign: 'left' } } as const;
const tableBoxStyle = { overflowX: 'auto', '&:focus-visible': { outline: `3px solid ${colors.focus}` } } as const;
const tableStyle = {
  borderCollapse: 'collapse',
  fontSize: font.size.sm,
  fontVariantNumeric: 'tabular-nums',
  '& caption': { textAlign: 'left', fontWeight: 600, padding: `0 0 ${space.xs}` },
  '& th, & td': { padding: `${space.xs} ${space.sm}`, borderBottom: `1px solid ${colors.border}`, textAlign: 'right' },
  '& th[scope="col"]': { color: colors.textMuted, fontWeight: 600, verticalAlign: 'bottom' },
  '& th[scope="col"]:first-of-type': { textAlign: 'left' },
  '& tbody th': { textAlign: 'left', fontWeight: 400 },
  [media.medium]: { fontSize: font.size.md },
} as const;

/**
 * The y axis's width: its longest tick value as drawn, plus the ticks and the
 * gap, so values such as 150,000 never run into the axis label (uPlot calls
 * this again while it settles the ticks; the first size sticks after that).
 */
function yAxisSize(plot: uPlot, values: string[] | null, axisIndex: number, cycle: number): number {
  const axis = plot.axes[axisIndex]!;
  if (cycle > 1) return (axis as { _size?: number })._size ?? MIN_Y_AXIS_PX;
  const longest = (values ?? []).reduce((widest, value) => (value.length > widest.length ? value : widest), '');
  plot.ctx.font = axis.font?.[0] ?? plot.ctx.font;
  const text = longest === '' ? 0 : plot.ctx.measureText(longest).width / window.devicePixelRatio;
  return Math.max(MIN_Y_AXIS_PX, Math.ceil(text + (axis.ticks?.size ?? 10) + (axis.gap ?? 5) + 4));
}

/** The y axis's width before its values are known, as it was fixed before. */
const MIN_Y_AXIS_PX = 60;

/** A stack layer's fill: its line colour, translucent, so the grid shows through. */
const areaFill = (stroke: string) => `${stroke}66`;

/** uPlot's options for the series: lines, markers alone, or filled stack layers. */
function seriesOptions(series: readonly LineChartSeries[]): uPlot.Series[] {
  return [
    {},
    ...series.map((entry, index): uPlot.Series => {
      const stroke = PALETTE[index % PALETTE.length]!;
      if (entry.kind === 'area') return { label: entry.label, stroke, width: 1.5, fill: areaFill(stroke), points: { show: false } };
      // Markers left to uPlot's own rule (shown while the values are far enough apart, and always for a lone one).
      if (entry.kind === 'line' && entry.markers) return { label: entry.label, stroke, width: 2, spanGaps: false, points: { size: 8, width: 2, fill: colors.surface } };
      return entry.kind === 'line'
        ? { label: entry.label, stroke, width: 2, spanGaps: false, points: { show: false } }
        : { label: entry.label, stroke, paths: () => null, points: { show: true, size: 11, width: 2, fill: colors.surface, stroke } };
    }),
  ];
}

/**
 * uPlot's bands that fill each stack layer down to the layer below it
 * (uPlot series indices count the x values as 0), so a layer's colour covers
 * only its own share.
 */
function stackBands(series: readonly LineChartSeries[]): uPlot.Band[] {
  const layers = series.flatMap((entry, index) => (entry.kind === 'area' ? [index + 1] : []));
  return layers.slice(1).map((layer, index) => ({ series: [layer, layers[index]!], fill: areaFill(PALETTE[(layer - 1) % PALETTE.length]!) }));
}

/**
 * A line chart with its data table. Draws on a canvas sized to its box (it
 * follows the box's width, so it fits a 375 px phone); draws nothing where
 * the browser cannot (no ResizeObserver, as in jsdom), leaving the table.
 */
export function LineChart({ title, xLabel, yLabel, xs, series, bands = [], xDates = false, table }: LineChartProps) {
  const titleId = useId();
  const boxRef = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const box = boxRef.current;
    if (!box || typeof ResizeObserver === 'undefined') return undefined;
    let plot: uPlot | undefined;
    let observer: ResizeObserver | undefined;
    let beforePrint: (() => void) | undefined;
    let afterPrint: (() => void) | undefined;
    let cancelled = false;
    void Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')])
      .then(([{ default: UPlot }]) => {
        if (cancelled) return;
        const options: uPlot.Options = {
          width: box.clientWidth,
          height: CHART_HEIGHT_PX,
          series: seriesOptions(series),
          bands: stackBands(series),
          axes: [
            { label: xLabel, stroke: colors.text, grid: { stroke: colors.border }, ...(xDates && dateAxis) },
            { label: yLabel, stroke: colors.text, grid: { stroke: colors.border }, size: yAxisSize },
          ],
          scales: { x: { time: xDates }, ...(bands.length > 0 && { y: { range: rangeWithBands(bands) } }) },
          ...(xDates && { tzDate: (seconds: number) => UPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC') }),
          hooks: { drawClear: [(drawn: uPlot) => drawBands(drawn, bands)] },
          legend: { show: true, live: false },
          cursor: { show: false },
        };
        plot = new UPlot(options, [xs as number[], ...series.map((entry) => entry.values as (number | null)[])], box);
        const fit = () => plot?.setSize({ width: box.clientWidth, height: CHART_HEIGHT_PX });
        observer = new ResizeObserver(fit);
        observer.observe(box);
        // On paper the box is narrower than on screen, and the canvas cannot
        // follow it while the page is laid out for print: draw it at the
        // printed width before, and back to the box after.
        beforePrint = () => plot?.setSize({ width: Math.min(box.clientWidth, PRINT_WIDTH_PX), height: CHART_HEIGHT_PX });
        afterPrint = fit;
        window.addEventListener('beforeprint', beforePrint);
        window.addEventListener('afterprint', afterPrint);
      })
      .catch(() => setFailed(true));
    return () => {
      cancelled = true;
      observer?.disconnect();
      if (beforePrint) window.removeEventListener('beforeprint', beforePrint);
      if (afterPrint) window.removeEventListener('afterprint', afterPrint);
      plot?.destroy();
    };
  }, [xLabel, yLabel, xs, series, bands, xDates]);

  return (
    <figure css={layoutStyle} aria-labelledby={titleId}>
      <figcaption id={titleId} css={captionStyle}>
        {title}
      </figcaption>
      {/* The canvas repeats the table below, which is what assistive technology reads. */}
      <div ref={boxRef} css={canvasBoxStyle} aria-hidden="true" />
      {bands.length > 0 && (
        <ul css={keyStyle} aria-label={`${title}: shaded bands`}>
          {bands.map((band) => (
            <li key={band.label}>
              <span style={{ background: BAND_FILL[band.tone] }} aria-hidden="true" />
              {band.label}
            </li>
          ))}
        </ul>
      )}
      {failed && <p>The chart could not be drawn in this browser; its data is in the table.</p>}
      <div css={tableBoxStyle} tabIndex={0} role="region" aria-label={`${title}: data`}>
        <table css={tableStyle}>
          <caption>{`${title}: data`}</caption>
          <thead>
            <tr>
              {table.columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row.join('|')}>
                {row.map((cell, index) =>
                  index === 0 ? (
                    <th key={index} scope="row">
                      {cell}
                    </th>
                  ) : (
                    <td key={index}>{cell}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
