/**
 * Reads a fan selection from what was typed (page fields, link, CLI options
 * and the curve's cells) and selects the fan: one reader, so the page and
 * `duct-calc fan` agree.
 */
import { readMeasure, readMeasures, type MeasureIssue, type MeasureSpec } from '../report/measure.ts';
import type { UnitSystem } from '../report/figure.ts';
import { DECIMAL_NUMBER_TEXT } from '../units/number-text.ts';
import type { FanCurvePoint } from './fan-curve.ts';
import { CURVE_UNITS, FAN_FIELDS, FAN_MEASURES, FAN_PERCENTS, REQUIRED_FAN_FIELDS, type CurveRow, type FanField, type FanTexts } from './fields.ts';
import type { FanSelectionInput } from './input.ts';
import { fanRangeIssue } from './report.ts';
import { selectFan, type FanSelection } from './selection.ts';
import { FLOW_OR_ZERO_RANGE, POWER_RANGE, PRESSURE_OR_ZERO_RANGE } from '../report/ranges.ts';

/** The key of the fan curve's issues, as its CLI option and link key `fan-curve`. */
export const FAN_CURVE_FIELD = 'fanCurve';

/** A selection, or every issue of the inputs, each naming its field (`fanCurve` for the curve) and the text. */
export type FanReadResult = { status: 'success'; data: FanSelection } | { status: 'error'; issues: MeasureIssue[] };

const LABELS: Readonly<Record<FanField, string>> = Object.fromEntries(
  [...FAN_MEASURES, ...FAN_PERCENTS].map(({ key, label }) => [key, label]),
) as Record<FanField, string>;

/**
 * A percentage as typed: a plain decimal, optionally followed by `%`.
 *
 * @returns The number, or one line naming the field and the text.
 */
export function readPercent(label: string, text: string): number | string {
  const trimmed = text.trim().replace(/\s*%$/, '');
  return DECIMAL_NUMBER_TEXT.test(trimmed) ? Number(trimmed) : `${label} must be a number in %, got ${text.trim()}`;
}

/** The curve's dimensional columns, read like the fields. */
export const CURVE_SPECS: Readonly<Record<'flow' | 'pressure' | 'power', MeasureSpec>> = {
  flow: { key: 'flow', label: 'Flow', quantity: 'airflow', units: { metric: CURVE_UNITS.metric.flow, imperial: CURVE_UNITS.imperial.flow }, range: FLOW_OR_ZERO_RANGE },
  pressure: { key: 'pressure', label: 'Pressure', quantity: 'pressure', units: { metric: CURVE_UNITS.metric.pressure, imperial: CURVE_UNITS.imperial.pressure }, range: PRESSURE_OR_ZERO_RANGE },
  power: { key: 'power', label: 'Power', quantity: 'power', units: { metric: CURVE_UNITS.metric.power, imperial: CURVE_UNITS.imperial.power }, range: POWER_RANGE },
};

/**
 * Reads the fan curve's rows: blank rows are skipped, each cell is read in the
 * unit system's unit (or the unit typed with it), efficiency in %.
 *
 * @returns The points in SI (m³/s, Pa, %, W), or one line naming the row and
 *   the cell (`Fan curve row 3: Pressure: …`). An empty curve gives no points.
 */
export function readCurveRows(rows: readonly CurveRow[], system: UnitSystem): FanCurvePoint[] | string {
  const points: FanCurvePoint[] = [];
  for (const [index, row] of rows.entries()) {
    if (Object.values(row).every((cell) => cell.trim() === '')) continue;
    const where = `Fan curve row ${index + 1}`;
    const point: { flow?: number; pressure?: number; efficiency?: number; power?: number } = {};
    for (const column of ['flow', 'pressure', 'power'] as const) {
      const cell = row[column];
      if (cell.trim() === '') {
        if (column !== 'power') return `${where}: ${CURVE_SPECS[column].label} is empty`;
        continue;
      }
      const read = readMeasure(CURVE_SPECS[column], cell, system);
      if (read.status === 'error') return `${where}: ${read.issue.message}`;
      point[column] = read.valueSi;
    }
    if (row.efficiency.trim() !== '') {
      const efficiency = readPercent('Efficiency', row.efficiency);
      if (typeof efficiency === 'string') return `${where}: ${efficiency}`;
      point.efficiency = efficiency;
    }
    points.push(point as FanCurvePoint);
  }
  return points;
}

/**
 * Reads the inputs and selects the fan.
 *
 * @param texts Each field as typed; absent or blank fields take their defaults
 *   (flow, pressure and fan efficiency are required).
 * @param rows The fan curve as typed; no non-blank row means no curve.
 * @param system The unit system of bare numbers.
 * @returns The selection, or one issue per unusable field, in field order,
 *   each with the text as typed, or one issue (field `result`) for a
 *   selection with a figure out of range (fanRangeIssue). Never throws.
 */
export function readFanSelection(texts: FanTexts, rows: readonly CurveRow[], system: UnitSystem): FanReadResult {
  const issues: MeasureIssue[] = [];
  const given = (field: FanField) => (texts[field] ?? '').trim() !== '';
  for (const field of REQUIRED_FAN_FIELDS) {
    if (!given(field)) issues.push({ field, text: '', message: `${LABELS[field]} is needed` });
  }
  const measures = readMeasures(FAN_MEASURES, texts, system);
  if (measures.status === 'error') issues.push(...measures.issues);
  const input: Record<string, unknown> = measures.status === 'success' ? { ...measures.data } : {};
  for (const { key, label } of FAN_PERCENTS) {
    if (!given(key)) continue;
    const value = readPercent(label, texts[key]!);
    if (typeof value === 'string') issues.push({ field: key, text: texts[key]!, message: value });
    else input[key] = value;
  }
  const curve = readCurveRows(rows, system);
  if (typeof curve === 'string') issues.push({ field: FAN_CURVE_FIELD, text: '', message: curve });
  else if (curve.length > 0) input.fanCurve = curve;
  if (issues.length > 0) return { status: 'error', issues: sortByField(issues) };

  const selected = selectFan(input as unknown as FanSelectionInput);
  if (selected.status === 'success') {
    const outOfRange = fanRangeIssue(selected.data);
    return outOfRange === undefined ? selected : { status: 'error', issues: [outOfRange] };
  }
  return {
    status: 'error',
    issues: selected.issues.map(({ field, message }) => ({ field, text: texts[field as FanField] ?? '', message })),
  };
}

const FIELD_ORDER: readonly string[] = [...FAN_FIELDS, FAN_CURVE_FIELD];

/** Issues in the order of the fields, one per field (the first found). */
function sortByField(issues: readonly MeasureIssue[]): MeasureIssue[] {
  const first = new Map<string, MeasureIssue>();
  for (const issue of issues) if (!first.has(issue.field)) first.set(issue.field, issue);
  return [...first.values()].sort((a, b) => FIELD_ORDER.indexOf(a.field) - FIELD_ORDER.indexOf(b.field));
}
