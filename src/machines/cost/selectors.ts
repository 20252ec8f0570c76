/**
 * What the Cost Estimation page shows, read from the machine's context: the
 * figures, lines and warnings (core's report), each field's issue, the three
 * charts, the lines as CSV, and the link. Pure functions.
 */
import { formatCostCsv } from '../../core/cost/csv.ts';
import type { CostLine } from '../../core/cost/estimate.ts';
import { costLinkPath } from '../../core/cost/link.ts';
import { costFigures, opexFigures } from '../../core/cost/report.ts';
import type { Figure } from '../../core/report/figure.ts';
import type { ToolWarning } from '../../core/report/warning.ts';
import { annualCostChart, cumulativeSavingsChart, paybackChart, type CostChartData } from './charts.ts';
import type { CostContext, CostForm } from './context.ts';

/** The estimate's summary figures, or none while an input cannot be used. */
export function selectCostFigures(context: Pick<CostContext, 'cost'>): Figure[] {
  return context.cost.status === 'success' ? costFigures(context.cost.estimate) : [];
}

/** Every line of the estimate, in the order of the itemised table. */
export function selectCostLines(context: Pick<CostContext, 'cost'>): readonly CostLine[] {
  return context.cost.status === 'success' ? context.cost.estimate.lines : [];
}

/** The estimate's warnings. */
export function selectCostWarnings(context: Pick<CostContext, 'cost'>): readonly ToolWarning[] {
  return context.cost.status === 'success' ? context.cost.estimate.warnings : [];
}

/** The OPEX comparison's figures, or none while an input cannot be used. */
export function selectOpexFigures(context: Pick<CostContext, 'opex'>): Figure[] {
  return context.opex.status === 'success' ? opexFigures(context.opex.comparison) : [];
}

/** The OPEX comparison's warnings. */
export function selectOpexWarnings(context: Pick<CostContext, 'opex'>): readonly ToolWarning[] {
  return context.opex.status === 'success' ? context.opex.comparison.warnings : [];
}

/** Why a field of a form cannot be used, naming it, or `undefined`. */
export function selectFieldIssue(context: Pick<CostContext, 'cost' | 'opex'>, form: CostForm, field: string): string | undefined {
  const outcome = form === 'cost' ? context.cost : context.opex;
  return outcome.status === 'error' ? outcome.issues.find((issue) => issue.field === field)?.message : undefined;
}

/** The annual cost against the pressure drop, or `undefined` without an estimate or a pressure drop. */
export function selectAnnualCostChart(context: Pick<CostContext, 'cost' | 'system'>): CostChartData | undefined {
  return context.cost.status === 'success' ? annualCostChart(context.cost.input, context.system) : undefined;
}

/** The stacked cumulative savings and the payback chart, or `undefined` without a comparison. */
export function selectSavingsCharts(context: Pick<CostContext, 'opex'>): { cumulative: CostChartData; payback: CostChartData } | undefined {
  if (context.opex.status !== 'success') return undefined;
  const { comparison, input } = context.opex;
  return { cumulative: cumulativeSavingsChart(comparison), payback: paybackChart(comparison, input.investment) };
}

/** Every line of the estimate as a CSV file. */
export function selectCostCsv(context: Pick<CostContext, 'cost'>): string {
  return formatCostCsv(selectCostLines(context));
}

/** The page's link for the current inputs. */
export function selectLinkPath(context: Pick<CostContext, 'texts' | 'opexTexts' | 'insulated' | 'system'>): string {
  return costLinkPath({ texts: context.texts, opexTexts: context.opexTexts, insulated: context.insulated, unitSystem: context.system });
}
