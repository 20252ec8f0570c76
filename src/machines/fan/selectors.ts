/**
 * What the Fan Selection page shows, read from the machine's context: each
 * field's and cell's text in the system shown, the report (figures,
 * operating points, warnings), each problem, what more input would add, the
 * chart and its table or why it is not drawn, the curve as CSV, and the
 * link. Pure functions.
 */
import { fanChartData, type FanChartData } from '../../core/fan/chart-data.ts';
import { formatCurveCsv } from '../../core/fan/curve-csv.ts';
import { CURVE_SPECS, FAN_CURVE_FIELD, type CurveIssue } from '../../core/fan/curve-rows.ts';
import { FAN_MEASURES, type CurveColumn, type FanField } from '../../core/fan/fields.ts';
import { fanLinkPath, linkedCurveRows } from '../../core/fan/link.ts';
import { fanReport, type FanReport } from '../../core/fan/report.ts';
import { shownMeasureText } from '../../core/report/typed-text.ts';
import { fieldIssue, measuresByField, shownText } from '../shared/form-selectors.ts';
import type { FanContext } from './context.ts';

const MEASURES = measuresByField(FAN_MEASURES);

/** A field's text in the system shown: as typed in its own system, a bare number converted in the other. */
export function selectShownText(context: Pick<FanContext, 'texts' | 'typedIn' | 'system'>, field: FanField): string {
  return shownText(MEASURES, context, field);
}

/** A curve cell's text in the system shown (efficiency, in %, as typed). */
export function selectShownCell(context: Pick<FanContext, 'rows' | 'rowsTypedIn' | 'system'>, row: number, column: CurveColumn): string {
  const text = context.rows[row]?.[column] ?? '';
  if (column === 'efficiency') return text;
  return shownMeasureText(CURVE_SPECS[column], text, context.rowsTypedIn[row]?.[column] ?? context.system, context.system);
}

/** The report of what can be selected, or `undefined` while the design flow or pressure cannot be used. */
export function selectReport(context: Pick<FanContext, 'result' | 'system'>): FanReport | undefined {
  const { selection } = context.result;
  return selection === undefined ? undefined : fanReport(selection, context.system);
}

/** Why the chart cannot be drawn (no curve to draw), or `undefined` when it can. */
export function selectChartNote(context: Pick<FanContext, 'result'>): string | undefined {
  const { selection } = context.result;
  if (selection === undefined) return 'The chart is drawn once the design flow and pressure can be used.';
  if (selection.systemCurves.length === 0 && selection.fanCurve === undefined) {
    return 'The chart is drawn once the split of the design pressure can be used, or with a usable fan curve.';
  }
  return undefined;
}

/** The chart's series and table, or `undefined` when it cannot be drawn (see selectChartNote). */
export function selectChart(context: Pick<FanContext, 'result' | 'system'>): FanChartData | undefined {
  const { selection } = context.result;
  return selection === undefined || selectChartNote(context) !== undefined ? undefined : fanChartData(selection, context.system);
}

/** Why a field cannot be used, naming it, or `undefined`. */
export function selectFieldIssue(context: Pick<FanContext, 'result'>, field: FanField): string | undefined {
  return fieldIssue(context.result.issues, field);
}

/** Every problem of the fan curve, by row and column. */
export function selectCurveIssues(context: Pick<FanContext, 'result'>): CurveIssue[] {
  return context.result.issues.filter((issue): issue is CurveIssue => issue.field === FAN_CURVE_FIELD);
}

/** What each missing or unusable input would add to the results. */
export function selectMissing(context: Pick<FanContext, 'result'>): readonly string[] {
  return context.result.missing;
}

/** The curve as a CSV file in the system shown, exactly (a number typed in the other system goes with its unit). */
export function selectCurveCsv(context: Pick<FanContext, 'rows' | 'rowsTypedIn' | 'system'>): string {
  return formatCurveCsv(linkedCurveRows(context.rows, context.system, context.rowsTypedIn));
}

/** The page's link for the current inputs, written from the stored texts. */
export function selectLinkPath(context: Pick<FanContext, 'texts' | 'typedIn' | 'rows' | 'rowsTypedIn' | 'system'>): string {
  return fanLinkPath(context.system, context.texts, context.rows, { fields: context.typedIn, rows: context.rowsTypedIn });
}
