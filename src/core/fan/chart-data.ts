/**
 * What the fan chart draws, in the unit system's units: the fan curve, the
 * system curves and the operating points on one flow axis, and the table of
 * the same data for screen readers.
 */
import { formatNumber } from '../format/number.ts';
import type { UnitSystem } from '../report/figure.ts';
import { unitById } from '../units/catalogue.ts';
import { unitFromSi } from '../units/unit.ts';
import { fanPressurePa } from './fan-curve.ts';
import { CURVE_UNITS } from './fields.ts';
import type { FanSelection, SystemCurveId } from './selection.ts';
import { systemPressurePa } from './system-curve.ts';

/** Short names for the legend and the table's headers, which must fit a phone. */
const SYSTEM_NAMES: Readonly<Record<SystemCurveId, string>> = { design: 'Design system', clean: 'Clean-filter system' };
const POINT_NAMES: Readonly<Record<SystemCurveId, string>> = { design: 'Design point', clean: 'Clean-filter point' };

/** Points along the flow axis where the curves are drawn. */
const SAMPLES = 80;

/** One drawn series: a line, or markers at the operating points. */
export interface ChartSeries {
  readonly label: string;
  readonly kind: 'line' | 'points';
  /** One y per x of the chart, `null` where the series has no value (the fan curve outside its flows). */
  readonly values: ReadonlyArray<number | null>;
}

/** The chart's data and the table beside it. */
export interface FanChartData {
  readonly xLabel: string;
  readonly yLabel: string;
  readonly xs: readonly number[];
  readonly series: readonly ChartSeries[];
  /** The table: a header row, then one row per fan-curve point and per operating point, as formatted text. */
  readonly table: { readonly columns: readonly string[]; readonly rows: ReadonlyArray<readonly string[]> };
}

/**
 * The chart of a selection.
 *
 * @param selection From selectFan.
 * @param system The units of the axes: CFM and inH₂O, or m³/h and Pa.
 * @returns Flows from 0 to the larger of the curve's last flow and 1.25 × the
 *   design flow, with each operating point's flow among them, and a series
 *   per curve; the fan curve and points only when a fan curve was given.
 */
export function fanChartData(selection: FanSelection, system: UnitSystem): FanChartData {
  const flowUnit = unitById(CURVE_UNITS[system].flow);
  const pressureUnit = unitById(CURVE_UNITS[system].pressure);
  const flowShown = (valueSi: number) => unitFromSi(flowUnit, valueSi);
  const pressureShown = (valueSi: number) => unitFromSi(pressureUnit, valueSi);
  const { fanCurve, systemCurves, operatingPoints, input } = selection;
  const lastFlow = fanCurve ? fanCurve.points.at(-1)!.flow : 0;
  const maxFlow = Math.max(lastFlow, 1.25 * input.flow);
  const meeting = operatingPoints.flatMap((point) => (point.intersection.status === 'meets' ? [{ curve: point.curve, ...point.intersection }] : []));
  const flowsSi = [
    ...Array.from({ length: SAMPLES + 1 }, (_, k) => (maxFlow * k) / SAMPLES),
    ...(fanCurve?.points.map((point) => point.flow) ?? []),
    ...meeting.map((point) => point.flowM3s),
  ]
    .sort((a, b) => a - b)
    .filter((flow, index, all) => index === 0 || flow !== all[index - 1]);

  const series: ChartSeries[] = [];
  if (fanCurve) {
    series.push({ label: 'Fan curve', kind: 'line', values: flowsSi.map((flow) => { const pa = fanPressurePa(fanCurve, flow); return pa === undefined ? null : pressureShown(pa); }) });
  }
  for (const { id, curve } of systemCurves) {
    series.push({ label: SYSTEM_NAMES[id], kind: 'line', values: flowsSi.map((flow) => pressureShown(systemPressurePa(curve, flow))) });
  }
  for (const point of meeting) {
    series.push({
      label: POINT_NAMES[point.curve],
      kind: 'points',
      values: flowsSi.map((flow) => (flow === point.flowM3s ? pressureShown(point.pressurePa) : null)),
    });
  }

  const flowText = (valueSi: number) => formatNumber(flowShown(valueSi), 'result', { decimals: 0 });
  const pressureText = (valueSi: number) => formatNumber(pressureShown(valueSi), 'result', { decimals: system === 'metric' ? 0 : 2 });
  const tableFlows = [...(fanCurve?.points.map((point) => point.flow) ?? [input.flow])];
  const rows = tableFlows.map((flow) => [
    flowText(flow),
    ...(fanCurve ? [pressureText(fanPressurePa(fanCurve, flow)!)] : []),
    ...systemCurves.map(({ curve }) => pressureText(systemPressurePa(curve, flow))),
  ]);
  const pointRows = meeting.map((point) => [
    `${flowText(point.flowM3s)} (${POINT_NAMES[point.curve].toLowerCase()})`,
    ...(fanCurve ? [pressureText(point.pressurePa)] : []),
    ...systemCurves.map(({ curve }) => pressureText(systemPressurePa(curve, point.flowM3s))),
  ]);
  return {
    xLabel: `Flow (${flowUnit.symbol})`,
    yLabel: `Pressure, actual (${pressureUnit.symbol})`,
    xs: flowsSi.map(flowShown),
    series,
    table: {
      columns: [`Flow (${flowUnit.symbol})`, ...(fanCurve ? [`Fan (${pressureUnit.symbol})`] : []), ...systemCurves.map(({ id }) => `${SYSTEM_NAMES[id]} (${pressureUnit.symbol})`)],
      rows: [...rows, ...pointRows],
    },
  };
}
