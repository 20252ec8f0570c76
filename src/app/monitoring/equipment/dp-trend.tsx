/**
 * The ΔP trend of an analysed log on uPlot: drawn from core's `decimate`
 * (the least and greatest ΔP of each of about two buckets per pixel, so a
 * 10-million-sample log draws as fast as a day's), again each time the view
 * zooms or pans; findings marked as upright lines, red for an alarm and
 * amber for a warning. Drag across the plot to zoom in; the buttons zoom
 * out, pan and show all. The canvas is hidden from assistive technology:
 * the daily table beside it and the findings list carry the same.
 */
import { useEffect, useRef, useState } from 'react';
import { css } from '@emotion/react';
import { ChevronLeft, ChevronRight, Maximize2, ZoomIn, ZoomOut } from 'lucide-react';
import type uPlot from 'uplot';
import { decimate } from '../../../core/monitoring/decimate.ts';
import type { Finding } from '../../../core/monitoring/finding.ts';
import { timeText } from '../../../machines/monitoring/selectors.ts';
import { secondaryAction } from '../../shell/action-styles.ts';
import { actionRowStyle, noPrint } from '../../shell/section-styles.ts';
import { colors, focusRing, font, space } from '../../shell/theme.ts';

/** Buckets per CSS pixel of plot width: a min and a max each, so a cycle narrower than a pixel still shows its full swing. */
const BUCKETS_PER_PX = 2;
const HEIGHT_PX = 320;
/** The chart's width on paper, as the app's other chart (line-chart.tsx). */
const PRINT_WIDTH_PX = 640;
const MARK_COLOUR: Record<Finding['severity'], string> = { alarm: colors.danger, warning: colors.warning, info: colors.textMuted };

const boxStyle = css({ width: '100%', minHeight: `${HEIGHT_PX}px`, overflow: 'hidden', '& .u-legend': { fontSize: font.size.sm, textAlign: 'left' }, '& .u-select': { background: 'rgba(11, 92, 138, 0.15)' } });
const buttonStyle = css({ ...secondaryAction, minHeight: '2.25rem', padding: `${space.xs} ${space.sm}`, fontSize: font.size.sm, '&:focus-visible': focusRing });
const keyStyle = css({ display: 'flex', flexWrap: 'wrap', gap: `${space.xs} ${space.md}`, margin: 0, padding: 0, listStyle: 'none', fontSize: font.size.sm, '& li': { display: 'flex', alignItems: 'center', gap: space.xs } });
const swatch = (colour: string) => css({ display: 'inline-block', width: '3px', height: '1rem', background: colour, printColorAdjust: 'exact', WebkitPrintColorAdjust: 'exact' });

interface DpTrendProps {
  readonly timesMs: Float64Array;
  readonly dpPa: Float64Array;
  readonly findings: readonly Finding[];
  /** Pa to the unit shown, and that unit's symbol. */
  readonly toShown: (pa: number) => number;
  readonly unitSymbol: string;
  /** Readings further apart than this, ms, are a gap: the trend leaves it blank. */
  readonly gapMs: number;
  /** The IANA zone the time axis reads in: the log's. */
  readonly zone: string;
  /** The title, also the figure's name. */
  readonly title: string;
}

/**
 * The decimated data for uPlot between two instants: x, then the bucket
 * minima and maxima in the unit shown. Where two points drawn lie further
 * apart than the gap rule and two buckets, a `null` between them leaves the
 * gap in the log a gap on the trend, not a line across it.
 */
function drawnData(props: DpTrendProps, fromMs: number, toMs: number, widthPx: number): uPlot.AlignedData {
  const buckets = Math.max(1, Math.round(widthPx * BUCKETS_PER_PX));
  const drawn = decimate(props.timesMs, props.dpPa, fromMs, toMs, buckets);
  const gapMs = Math.max(props.gapMs, (2 * (toMs - fromMs)) / buckets);
  const xs: number[] = [];
  const mins: (number | null)[] = [];
  const maxes: (number | null)[] = [];
  for (let index = 0; index < drawn.timesMs.length; index += 1) {
    const time = drawn.timesMs[index]!;
    if (index > 0 && time - drawn.timesMs[index - 1]! > gapMs) {
      xs.push((time + drawn.timesMs[index - 1]!) / 2);
      mins.push(null);
      maxes.push(null);
    }
    xs.push(time);
    mins.push(props.toShown(drawn.min[index]!));
    maxes.push(props.toShown(drawn.max[index]!));
  }
  return [xs, mins, maxes];
}

/** Loads uPlot and its styles ahead, while a log is analysed, so the trend draws as soon as the result comes. */
export function preloadTrend(): void {
  // A failure shows when the trend itself loads them (where it can draw at all).
  Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]).catch(() => undefined);
}

/** Draws the findings within the view as upright lines across the plot. */
function drawFindings(plot: uPlot, findings: readonly Finding[]): void {
  const { ctx, bbox } = plot;
  const min = plot.scales.x?.min ?? 0;
  const max = plot.scales.x?.max ?? 0;
  ctx.save();
  ctx.lineWidth = 2 * devicePixelRatio;
  for (const finding of findings) {
    if (finding.severity === 'info' || finding.startMs < min || finding.startMs > max) continue;
    const x = Math.round(plot.valToPos(finding.startMs, 'x', true));
    ctx.strokeStyle = MARK_COLOUR[finding.severity];
    ctx.beginPath();
    ctx.moveTo(x, bbox.top);
    ctx.lineTo(x, bbox.top + bbox.height);
    ctx.stroke();
  }
  ctx.restore();
}

/** A time tick as the tables write times, in the log's zone: the date at midnight, else the time of day (24 h). */
function tickLabel(ms: number, zone: string): string {
  const text = timeText(ms, zone);
  return text.endsWith(' 00:00') ? text.slice(0, 10) : text.slice(11);
}

/** The whole log's span, ms; a lone sample gets a minute either side so the axis has width. */
function fullSpan(timesMs: Float64Array): [number, number] {
  const first = timesMs[0] ?? 0;
  const last = timesMs[timesMs.length - 1] ?? first;
  return last > first ? [first, last] : [first - 60_000, first + 60_000];
}

export function DpTrend(props: DpTrendProps) {
  const { timesMs, dpPa, unitSymbol, zone, title } = props;
  const boxRef = useRef<HTMLDivElement>(null);
  const plotRef = useRef<uPlot | undefined>(undefined);
  const latest = useRef(props);
  latest.current = props;
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const box = boxRef.current;
    if (!box || typeof ResizeObserver === 'undefined') return undefined;
    let cancelled = false;
    let observer: ResizeObserver | undefined;
    const [from, to] = fullSpan(timesMs);
    let drawnView = '';
    // The view's own buckets, once per view: setData commits again, which comes back here with the same view.
    const redraw = (plot: uPlot) => {
      const min = plot.scales.x?.min ?? from;
      const max = plot.scales.x?.max ?? to;
      const widthPx = plot.bbox.width / devicePixelRatio;
      const view = `${min} ${max} ${widthPx}`;
      if (view === drawnView) return;
      drawnView = view;
      plot.setData(drawnData(latest.current, min, max, widthPx));
    };
    const sized = (width: number) => () => {
      const plot = plotRef.current;
      if (plot === undefined) return;
      plot.setSize({ width, height: HEIGHT_PX });
      redraw(plot);
    };
    const beforePrint = () => sized(Math.min(box.clientWidth, PRINT_WIDTH_PX))();
    const fit = () => sized(box.clientWidth)();
    void Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')])
      .then(([{ default: UPlot }]) => {
        if (cancelled) return;
        const options: uPlot.Options = {
          width: box.clientWidth,
          height: HEIGHT_PX,
          ms: 1,
          // The ticks fall on the zone's whole hours and days.
          tzDate: (ms: number) => UPlot.tzDate(new Date(ms), zone),
          series: [
            {},
            { label: `ΔP least (${unitSymbol})`, stroke: colors.accent, width: 1, points: { show: false } },
            { label: `ΔP greatest (${unitSymbol})`, stroke: colors.primary, width: 1, points: { show: false } },
          ],
          bands: [{ series: [2, 1], fill: 'rgba(11, 92, 138, 0.12)' }],
          axes: [
            { stroke: colors.text, grid: { stroke: colors.border }, values: (_plot, ticks) => ticks.map((ms) => tickLabel(ms, zone)), space: 70 },
            { label: `ΔP (${unitSymbol})`, stroke: colors.text, grid: { stroke: colors.border }, size: 70 },
          ],
          // The x scale is the view, set by the drag, the buttons and the initial span, never by the data drawn.
          scales: { x: { time: true, auto: false } },
          cursor: { drag: { x: true, y: false, setScale: true }, points: { show: false } },
          legend: { show: true, live: false },
          hooks: {
            // A zoom or pan draws the view's own buckets: more detail the closer it looks. After
            // uPlot's own commit, or the data would be drawn with the old data's visible indices.
            setScale: [(plot, key) => key === 'x' && queueMicrotask(() => redraw(plot))],
            draw: [(plot) => drawFindings(plot, latest.current.findings)],
          },
        };
        // Drawn once the view is set: setScale's hook decimates for it (one pass over the samples, not two).
        const plot = new UPlot(options, [[], [], []], box);
        plot.setScale('x', { min: from, max: to });
        plotRef.current = plot;
        observer = new ResizeObserver(fit);
        observer.observe(box);
        window.addEventListener('beforeprint', beforePrint);
        window.addEventListener('afterprint', fit);
      })
      .catch(() => setFailed(true));
    return () => {
      cancelled = true;
      observer?.disconnect();
      window.removeEventListener('beforeprint', beforePrint);
      window.removeEventListener('afterprint', fit);
      plotRef.current?.destroy();
      plotRef.current = undefined;
    };
    // A new log, unit or zone draws a new plot; the findings are read at each draw.
  }, [timesMs, dpPa, unitSymbol, zone]);

  /** Moves the view: `zoom` scales its width about its middle, `shift` moves it by a share of its width. */
  const move = (zoom: number, shift: number) => {
    const plot = plotRef.current;
    if (plot === undefined) return;
    const [first, last] = fullSpan(timesMs);
    const min = plot.scales.x?.min ?? first;
    const max = plot.scales.x?.max ?? last;
    const width = Math.min(last - first, (max - min) * zoom);
    const middle = (min + max) / 2 + (max - min) * shift;
    const start = Math.min(Math.max(first, middle - width / 2), last - width);
    plot.setScale('x', { min: start, max: start + width });
  };
  const showAll = () => {
    const [first, last] = fullSpan(timesMs);
    plotRef.current?.setScale('x', { min: first, max: last });
  };

  return (
    <figure css={{ margin: 0, display: 'grid', gap: space.sm, minWidth: 0 }} aria-label={title}>
      <div css={[actionRowStyle, noPrint]} role="group" aria-label="Trend view">
        <button type="button" css={buttonStyle} onClick={() => move(1, -0.5)}>
          <ChevronLeft aria-hidden="true" size={16} />
          Earlier
        </button>
        <button type="button" css={buttonStyle} onClick={() => move(1, 0.5)}>
          Later
          <ChevronRight aria-hidden="true" size={16} />
        </button>
        <button type="button" css={buttonStyle} onClick={() => move(0.5, 0)}>
          <ZoomIn aria-hidden="true" size={16} />
          Zoom in
        </button>
        <button type="button" css={buttonStyle} onClick={() => move(2, 0)}>
          <ZoomOut aria-hidden="true" size={16} />
          Zoom out
        </button>
        <button type="button" css={buttonStyle} onClick={showAll}>
          <Maximize2 aria-hidden="true" size={16} />
          Show all
        </button>
        <span css={{ fontSize: font.size.sm, color: colors.textMuted }}>Or drag across the trend to zoom in on a span.</span>
      </div>
      <div ref={boxRef} css={boxStyle} aria-hidden="true" />
      {failed && <p>The trend could not be drawn in this browser; its figures are in the tables.</p>}
      <ul css={keyStyle} aria-label="Marks on the trend">
        <li>
          <span css={swatch(colors.danger)} aria-hidden="true" />
          Alarm finding
        </li>
        <li>
          <span css={swatch(colors.warning)} aria-hidden="true" />
          Warning finding
        </li>
        <li>Band: least to greatest ΔP in each slice of time drawn</li>
      </ul>
    </figure>
  );
}
