/**
 * What the Fan Selection page shows, read from the machine's context: the
 * report (figures, operating points, warnings), each field's issue, the chart
 * and its table, the curve as CSV, and the link. Pure functions.
 */
import { fanChartData, type FanChartData } from '../../core/fan/chart-data.ts';
import { formatCurveCsv } from '../../core/fan/curve-csv.ts';
import type { FanField } from '../../core/fan/fields.ts';
import { fanLinkPath } from '../../core/fan/link.ts';
import { FAN_CURVE_FIELD } from '../../core/fan/read.ts';
import { fanReport, type FanReport } from '../../core/fan/report.ts';
import type { FanContext } from './context.ts';

/** The report, or `undefined` while an input cannot be used. */
export function selectReport(context: Pick<FanContext, 'result' | 'system'>): FanReport | undefined {
  return context.result.status === 'success' ? fanReport(context.result.data, context.system) : undefined;
}

/** The chart's series and table, or `undefined` while an input cannot be used. */
export function selectChart(context: Pick<FanContext, 'result' | 'system'>): FanChartData | undefined {
  return context.result.status === 'success' ? fanChartData(context.result.data, context.system) : undefined;
}

/** Why a field cannot be used, naming it, or `undefined`. */
export function selectFieldIssue(context: FanContext, field: FanField): string | undefined {
  return context.result.status === 'error' ? context.result.issues.find((issue) => issue.field === field)?.message : undefined;
}

/** Why the fan curve cannot be used (naming the row), or `undefined`. */
export function selectCurveIssue(context: FanContext): string | undefined {
  return context.result.status === 'error' ? context.result.issues.find((issue) => issue.field === FAN_CURVE_FIELD)?.message : undefined;
}

/** The curve as a CSV file, for the export. */
export function selectCurveCsv(context: FanContext): string {
  return formatCurveCsv(context.rows);
}

/** The page's link for the current inputs. */
export function selectLinkPath(context: FanContext): string {
  return fanLinkPath(context.system, context.texts, context.rows);
}
