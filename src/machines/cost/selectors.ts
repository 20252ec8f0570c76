/**
 * What the Cost Estimation page shows, read from the machine's context: the
 * figures, lines and warnings as far as the inputs allow (core's partial
 * results), what each missing input would add, each field's text and
 * issue, the three charts, the lines as CSV, and the link. Pure functions.
 */
import { formatCostCsv } from '../../core/cost/csv.ts';
import type { CostLine } from '../../core/cost/estimate.ts';
import { costLinkPath } from '../../core/cost/link.ts';
import type { InputNeed } from '../../core/cost/partial.ts';
import { shownFieldText } from '../../core/cost/typed-texts.ts';
import type { Figure } from '../../core/report/figure.ts';
import type { ToolWarning } from '../../core/report/warning.ts';
import { annualCostChart, cumulativeSavingsChart, paybackChart, type CostChartData } from './charts.ts';
import type { CostContext, CostForm } from './context.ts';

/** The estimate's summary figures that the inputs allow. */
export function selectCostFigures(context: Pick<CostContext, 'cost'>): readonly Figure[] {
  return context.cost.figures;
}

/** Every line of the estimate the inputs allow, in the order of the itemised table. */
export function selectCostLines(context: Pick<CostContext, 'cost'>): readonly CostLine[] {
  return context.cost.lines;
}

/** The estimate's warnings. */
export function selectCostWarnings(context: Pick<CostContext, 'cost'>): readonly ToolWarning[] {
  return context.cost.estimate.warnings;
}

/** Each input that holds part of the estimate back, with what it would give. */
export function selectCostNeeds(context: Pick<CostContext, 'cost'>): readonly InputNeed[] {
  return context.cost.needs;
}

/** The OPEX comparison's figures that the inputs allow. */
export function selectOpexFigures(context: Pick<CostContext, 'opex'>): readonly Figure[] {
  return context.opex.figures;
}

/** The OPEX comparison's warnings. */
export function selectOpexWarnings(context: Pick<CostContext, 'opex'>): readonly ToolWarning[] {
  return context.opex.comparison.warnings;
}

/** Each input that holds part of the comparison back, with what it would give. */
export function selectOpexNeeds(context: Pick<CostContext, 'opex'>): readonly InputNeed[] {
  return context.opex.needs;
}

/** Why a field of a form cannot be used, naming it, or `undefined`. */
export function selectFieldIssue(context: Pick<CostContext, 'cost' | 'opex'>, form: CostForm, field: string): string | undefined {
  return context[form].issues.find((issue) => issue.field === field)?.message;
}

/** The text a field shows: as typed, or converted to the page's system when it was typed in the other. */
export function selectFieldText(context: Pick<CostContext, 'texts' | 'typedIn' | 'opexTexts' | 'opexTypedIn' | 'system'>, form: CostForm, field: string): string {
  const [texts, typedIn] = form === 'cost' ? [context.texts, context.typedIn] : [context.opexTexts, context.opexTypedIn];
  const text = texts[field];
  return text === undefined ? '' : shownFieldText(form, field, text, typedIn[field] ?? context.system, context.system);
}

/** The annual cost against the pressure drop, or `undefined` without a total annual cost or a pressure drop. */
export function selectAnnualCostChart(context: Pick<CostContext, 'cost' | 'system'>): CostChartData | undefined {
  const { input, estimate } = context.cost;
  return Number.isFinite(estimate.annualCostUsd.total) ? annualCostChart(input, context.system) : undefined;
}

/** The stacked cumulative savings and the payback chart, or `undefined` until the comparison is complete. */
export function selectSavingsCharts(context: Pick<CostContext, 'opex'>): { cumulative: CostChartData; payback: CostChartData } | undefined {
  if (!context.opex.complete) return undefined;
  const { comparison, input } = context.opex;
  return { cumulative: cumulativeSavingsChart(comparison), payback: paybackChart(comparison, input.investment) };
}

/** Every line of the estimate the page shows, as a CSV file. */
export function selectCostCsv(context: Pick<CostContext, 'cost'>): string {
  return formatCostCsv(selectCostLines(context));
}

/** The page's link for the current inputs: each reads back to the same value in the link's units. */
export function selectLinkPath(context: Pick<CostContext, 'texts' | 'typedIn' | 'opexTexts' | 'opexTypedIn' | 'insulated' | 'system'>): string {
  const { texts, typedIn, opexTexts, opexTypedIn, insulated, system } = context;
  return costLinkPath({ texts, typedIn, opexTexts, opexTypedIn, insulated, unitSystem: system });
}
