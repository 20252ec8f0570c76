/**
 * The fan curve's table, read and checked: each cell like a field (a bare
 * number in the unit system's unit, or with its own unit), then the rules
 * across rows. Every problem is one issue naming its row and column, so the
 * page marks each cell and lists them all, and the CLI names them all.
 */
import type { UnitSystem } from '../report/figure.ts';
import { checkMeasureValues, inRange, readMeasure, type MeasureIssue, type MeasureSpec } from '../report/measure.ts';
import { FLOW_OR_ZERO_RANGE, FLOW_RANGE, POWER_RANGE, PRESSURE_OR_ZERO_RANGE } from '../report/ranges.ts';
import { formatSignificant } from '../format/significant.ts';
import { unitById } from '../units/catalogue.ts';
import { unitFromSi } from '../units/unit.ts';
import type { FanCurvePoint } from './fan-curve.ts';
import { CURVE_UNITS, EFFICIENCY_PERCENT_RANGE, type CurveColumn, type CurveRow, type CurveRowTypedIn } from './fields.ts';
import { plainRangeText, readPlainNumber, type PlainNumberSpec } from '../report/plain-number.ts';

/** The key of the fan curve's issues, as its CLI option and link key `fan-curve`. */
export const FAN_CURVE_FIELD = 'fanCurve';

/** The smallest flow of a curve point other than shut-off, in both systems' units. */
const SMALLEST_FLOW = (['m3/h', 'CFM'] as const).map((id) => `${formatSignificant(unitFromSi(unitById(id), FLOW_RANGE.min), 4)} ${unitById(id).symbol}`);

/**
 * The curve's dimensional columns, read like the fields. A point's flow is
 * 0 (shut-off) or a flow of the flow range: a step of 10⁻³⁰⁰ m³/s between two
 * points would make the curve's slope overflow.
 */
export const CURVE_SPECS: Readonly<Record<'flow' | 'pressure' | 'power', MeasureSpec>> = {
  flow: {
    key: 'flow',
    label: 'Flow',
    quantity: 'airflow',
    units: { metric: CURVE_UNITS.metric.flow, imperial: CURVE_UNITS.imperial.flow },
    range: FLOW_OR_ZERO_RANGE,
    check: (flowM3s) => (flowM3s === 0 || flowM3s >= FLOW_RANGE.min ? undefined : `must be 0 at shut-off or at least ${SMALLEST_FLOW.join(' (')})`),
  },
  pressure: { key: 'pressure', label: 'Pressure', quantity: 'pressure', units: { metric: CURVE_UNITS.metric.pressure, imperial: CURVE_UNITS.imperial.pressure }, range: PRESSURE_OR_ZERO_RANGE },
  power: { key: 'power', label: 'Power', quantity: 'power', units: { metric: CURVE_UNITS.metric.power, imperial: CURVE_UNITS.imperial.power }, range: POWER_RANGE },
};

/** The efficiency column, in %. */
export const CURVE_EFFICIENCY: PlainNumberSpec = { key: 'efficiency', label: 'Efficiency', unit: '%', range: EFFICIENCY_PERCENT_RANGE };

/** One problem of the curve: the row (1 = the table's first) and column it is in, when it is in one. */
export interface CurveIssue extends MeasureIssue {
  readonly field: typeof FAN_CURVE_FIELD;
  readonly row?: number;
  readonly column?: CurveColumn;
}

function issue(row: number | undefined, column: CurveColumn | undefined, text: string, message: string): CurveIssue {
  return {
    field: FAN_CURVE_FIELD,
    text,
    message: row === undefined ? message : `Fan curve row ${row}: ${message}`,
    ...(row !== undefined && { row }),
    ...(column !== undefined && { column }),
  };
}

/** What the rules across rows look at: a row's number, its flow when it could be read, which optional columns it fills. */
interface RuleRow {
  readonly row: number;
  readonly flow?: number;
  readonly has: Readonly<Record<'efficiency' | 'power', boolean>>;
}

/**
 * The rules across rows: at least 2 points, flows increasing down the table,
 * and the efficiency and power columns each filled on every row or on none.
 */
function ruleIssues(rows: readonly RuleRow[]): CurveIssue[] {
  const issues: CurveIssue[] = [];
  if (rows.length < 2) issues.push(issue(undefined, undefined, '', `A fan curve needs at least 2 points, got ${rows.length}`));
  let previous: RuleRow | undefined;
  for (const row of rows) {
    if (row.flow === undefined) continue;
    if (previous?.flow !== undefined && row.flow <= previous.flow) {
      issues.push(issue(row.row, 'flow', '', `Flow must be above row ${previous.row}'s (flows increase down the table)`));
    }
    previous = row;
  }
  for (const column of ['efficiency', 'power'] as const) {
    const given = rows.filter((row) => row.has[column]);
    if (given.length === 0 || given.length === rows.length) continue;
    const name = column === 'efficiency' ? 'Efficiency' : 'Power';
    for (const row of rows.filter((entry) => !entry.has[column])) {
      issues.push(issue(row.row, column, '', `${name} is empty while row ${given[0]!.row} gives one: fill the column on every row or on none`));
    }
  }
  return issues;
}

/** The curve read from its table: the points of the filled rows, or every problem found. */
export type CurveReading = { readonly status: 'success'; readonly points: readonly FanCurvePoint[] } | { readonly status: 'error'; readonly issues: readonly CurveIssue[] };

/**
 * Reads the fan curve's rows: blank rows are skipped; each cell is read in
 * the unit it was typed in (its system's unit for a bare number), efficiency
 * in %.
 *
 * @param rows The table as typed.
 * @param system The unit system of a cell whose system is not in `typedIn`.
 * @param typedIn Per row, the system each cell was typed in (a page after a unit switch).
 * @returns The points in SI (m³/s, Pa, %, W), no points for an empty table;
 *   or every problem, each naming its row and column. Never throws.
 */
export function readCurveRows(rows: readonly CurveRow[], system: UnitSystem, typedIn: readonly (CurveRowTypedIn | undefined)[] = []): CurveReading {
  const issues: CurveIssue[] = [];
  const points: FanCurvePoint[] = [];
  const ruleRows: RuleRow[] = [];
  for (const [index, row] of rows.entries()) {
    if (Object.values(row).every((cell) => cell.trim() === '')) continue;
    const number = index + 1;
    const point: { flow?: number; pressure?: number; efficiency?: number; power?: number } = {};
    let usable = true;
    for (const column of ['flow', 'pressure', 'power'] as const) {
      const text = row[column];
      if (text.trim() === '') {
        if (column !== 'power') {
          issues.push(issue(number, column, text, `${CURVE_SPECS[column].label} is empty`));
          usable = false;
        }
        continue;
      }
      const read = readMeasure(CURVE_SPECS[column], text, typedIn[index]?.[column] ?? system);
      if (read.status === 'error') {
        issues.push(issue(number, column, text, read.issue.message));
        usable = false;
      } else point[column] = read.valueSi;
    }
    if (row.efficiency.trim() !== '') {
      const efficiency = readPlainNumber(CURVE_EFFICIENCY, row.efficiency);
      if (typeof efficiency === 'string') {
        issues.push(issue(number, 'efficiency', row.efficiency, efficiency));
        usable = false;
      } else point.efficiency = efficiency;
    }
    ruleRows.push({ row: number, ...(point.flow !== undefined && { flow: point.flow }), has: { efficiency: row.efficiency.trim() !== '', power: row.power.trim() !== '' } });
    if (usable) points.push(point as FanCurvePoint);
  }
  if (ruleRows.length > 0) issues.push(...ruleIssues(ruleRows));
  return issues.length === 0 ? { status: 'success', points } : { status: 'error', issues: sortByRow(issues) };
}

/**
 * Checks a curve given as numbers in SI (a script calling the core), by the
 * same ranges and rules as the table.
 *
 * @param points Flow m³/s, pressure Pa, efficiency %, power W; point k is row k + 1.
 * @returns Every problem, each naming its row and column; empty when the curve can be used.
 */
export function checkCurvePoints(points: readonly FanCurvePoint[]): CurveIssue[] {
  const issues: CurveIssue[] = [];
  for (const [index, point] of points.entries()) {
    for (const found of checkMeasureValues(Object.values(CURVE_SPECS), { ...point }, ['flow', 'pressure'])) {
      issues.push(issue(index + 1, found.field as CurveColumn, found.text, found.message));
    }
    if (point.efficiency !== undefined && !inRange(CURVE_EFFICIENCY.range, point.efficiency)) {
      issues.push(issue(index + 1, 'efficiency', String(point.efficiency), `Efficiency ${plainRangeText(CURVE_EFFICIENCY)}, got ${point.efficiency}`));
    }
  }
  const ruleRows = points.map((point, index) => ({
    row: index + 1,
    ...(Number.isFinite(point.flow) && { flow: point.flow }),
    has: { efficiency: point.efficiency !== undefined, power: point.power !== undefined },
  }));
  return sortByRow([...issues, ...ruleIssues(ruleRows)]);
}

const COLUMN_ORDER: readonly (CurveColumn | undefined)[] = [undefined, 'flow', 'pressure', 'efficiency', 'power'];

/** Issues in reading order: the curve's own first, then by row and column. */
function sortByRow(issues: readonly CurveIssue[]): CurveIssue[] {
  return [...issues].sort((a, b) => (a.row ?? 0) - (b.row ?? 0) || COLUMN_ORDER.indexOf(a.column) - COLUMN_ORDER.indexOf(b.column));
}
