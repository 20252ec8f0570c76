/**
 * What the Cost Estimation's three charts draw, in the unit system's units,
 * with the table of the same data for screen readers: the total annual cost
 * against the filter's pressure drop, the cumulative savings stacked by
 * category, and the cumulative savings meeting the investment (payback).
 * Every value is core's; this module only lays the values out.
 */
import { annualCostVsPressureDrop } from '../../core/cost/estimate.ts';
import type { CostInput } from '../../core/cost/input.ts';
import type { OpexComparison } from '../../core/cost/opex.ts';
import { formatNumber } from '../../core/format/number.ts';
import type { UnitSystem } from '../../core/report/figure.ts';
import { unitById, type UnitId } from '../../core/units/catalogue.ts';
import { unitFromSi, unitToSi } from '../../core/units/unit.ts';

/** One drawn series (see LineChartSeries in app/charts). */
export interface CostChartSeries {
  readonly label: string;
  readonly kind: 'line' | 'points' | 'area';
  readonly values: ReadonlyArray<number | null>;
}

/** A chart's data and the table beside it. */
export interface CostChartData {
  readonly title: string;
  readonly xLabel: string;
  readonly yLabel: string;
  readonly xs: readonly number[];
  readonly series: readonly CostChartSeries[];
  readonly table: { readonly columns: readonly string[]; readonly rows: ReadonlyArray<readonly string[]> };
}

/** The pressure axis: inH₂O to 2 decimals, or Pa whole. */
const PRESSURE: Readonly<Record<UnitSystem, { unit: UnitId; decimals: number }>> = {
  imperial: { unit: 'inH2O', decimals: 2 },
  metric: { unit: 'Pa', decimals: 0 },
};

const dollars = (value: number) => formatNumber(value, 'result');

/** The pressure drops drawn: 0.2 to 2 times the design's, in ten steps, so the design is the fifth. */
const PRESSURE_MULTIPLES = Array.from({ length: 10 }, (_, index) => (index + 1) / 5);
const DESIGN_INDEX = 4;

/**
 * The total annual cost at pressure drops around the design's: what a
 * filter running at a higher or lower pressure drop costs each year (the
 * fan's electricity follows the pressure drop at the fan, filter and ducts).
 *
 * @param input The capital and annual cost's input (core's CostInput).
 * @param system The unit of the pressure axis.
 * @returns The chart, or `undefined` when the input has no pressure drop (the
 *   fan's electricity, the part that follows it, cannot be costed).
 */
export function annualCostChart(input: CostInput, system: UnitSystem): CostChartData | undefined {
  if (input.pressureDrop === undefined) return undefined;
  const unit = unitById(PRESSURE[system].unit);
  const design = unitFromSi(unit, input.pressureDrop);
  const xs = PRESSURE_MULTIPLES.map((multiple) => design * multiple);
  const points = annualCostVsPressureDrop(
    input,
    xs.map((x) => unitToSi(unit, x)),
  );
  const costs = points.map((point) => point.totalAnnualCostUsd);
  const xLabel = `Pressure drop at the fan (${unit.symbol})`;
  return {
    title: 'Total annual cost against the pressure drop',
    xLabel,
    yLabel: 'Total annual cost ($/yr)',
    xs,
    series: [
      { label: 'Total annual cost', kind: 'line', values: costs },
      { label: 'This design', kind: 'points', values: costs.map((cost, index) => (index === DESIGN_INDEX ? cost : null)) },
    ],
    table: {
      columns: [xLabel, 'Total annual cost ($/yr)'],
      rows: xs.map((x, index) => [`${formatNumber(x, 'result', { decimals: PRESSURE[system].decimals })}${index === DESIGN_INDEX ? ' (this design)' : ''}`, dollars(costs[index]!)]),
    },
  };
}

/** The savings categories, stacked in this order. */
const CATEGORIES = [
  { key: 'energy', label: 'Fan energy' },
  { key: 'compressedAir', label: 'Compressed air' },
  { key: 'bags', label: 'Bags' },
] as const;

/**
 * The cumulative savings by year, stacked by category: each layer's top is
 * the running total of the categories up to it, so the top layer is the total.
 *
 * @param comparison Core's OPEX comparison.
 */
export function cumulativeSavingsChart(comparison: OpexComparison): CostChartData {
  const years = comparison.cumulativeSavings;
  let below: readonly number[] = years.map(() => 0);
  const series = CATEGORIES.map(({ key, label }): CostChartSeries => {
    const top = years.map((year, index) => below[index]! + year[key]);
    below = top;
    return { label, kind: 'area', values: top };
  });
  return {
    title: 'Cumulative savings by category',
    xLabel: 'Year',
    yLabel: 'Cumulative savings ($)',
    xs: years.map((year) => year.year),
    series,
    table: {
      columns: ['Year', ...CATEGORIES.map(({ label }) => `${label} ($)`), 'Total ($)'],
      rows: years.map((year) => [String(year.year), ...CATEGORIES.map(({ key }) => dollars(year[key])), dollars(year.total)]),
    },
  };
}

/** The cumulative savings at a year, read on the straight line between the two whole years around it. */
function savingsAt(years: OpexComparison['cumulativeSavings'], x: number): number {
  const after = years.findIndex((year) => year.year >= x);
  const next = years[after]!;
  if (next.year === x || after === 0) return next.total;
  const previous = years[after - 1]!;
  return previous.total + ((next.total - previous.total) * (x - previous.year)) / (next.year - previous.year);
}

/**
 * The cumulative savings against the investment: they meet at the simple
 * payback (by its definition, the year the savings repay the investment).
 * The discounted payback is marked on the investment line. Paybacks after
 * the last year shown are not marked (the figures say when they fall).
 *
 * @param comparison Core's OPEX comparison.
 * @param investmentUsd The investment, $.
 */
export function paybackChart(comparison: OpexComparison, investmentUsd: number): CostChartData {
  const years = comparison.cumulativeSavings;
  const lastYear = years.at(-1)?.year ?? 0;
  const within = (payback: number | null) => (payback !== null && payback <= lastYear ? payback : undefined);
  const simple = within(comparison.simplePaybackYears);
  const discounted = within(comparison.discountedPaybackYears);
  const xs = [...new Set([...years.map((year) => year.year), ...(simple === undefined ? [] : [simple]), ...(discounted === undefined ? [] : [discounted])])].sort(
    (a, b) => a - b,
  );
  const series: CostChartSeries[] = [
    { label: 'Cumulative savings', kind: 'line', values: xs.map((x) => savingsAt(years, x)) },
    { label: 'Investment', kind: 'line', values: xs.map(() => investmentUsd) },
  ];
  if (simple !== undefined) series.push({ label: 'Simple payback', kind: 'points', values: xs.map((x) => (x === simple ? investmentUsd : null)) });
  if (discounted !== undefined) series.push({ label: 'Discounted payback', kind: 'points', values: xs.map((x) => (x === discounted ? investmentUsd : null)) });
  return {
    title: 'Payback: cumulative savings against the investment',
    xLabel: 'Year',
    yLabel: 'Dollars ($)',
    xs,
    series,
    table: {
      columns: ['Year', 'Cumulative savings ($)', 'Investment ($)'],
      rows: years.map((year) => [String(year.year), dollars(year.total), dollars(investmentUsd)]),
    },
  };
}
