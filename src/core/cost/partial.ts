/**
 * Partial results (issue 18 §3): the page computes what its inputs allow
 * and says what each missing or unusable input would add, instead of
 * refusing everything for one bad field. The readers put `NaN` in place of
 * such an input (readCostInputPartly, readOpexInputPartly); the estimate and
 * the comparison carry it into every value that depends on it; this module
 * keeps the finite figures and lines and names, per input, what it holds back.
 */
import type { Figure } from '../report/figure.ts';
import { optionName, type MeasureIssue, type TypedIn } from '../report/measure.ts';
import type { UnitSystem } from '../report/figure.ts';
import { ANNUAL_COST_KEYS, estimateCost, type CostEstimate, type CostLine } from './estimate.ts';
import {
  COST_NUMBERS,
  COST_SPECS,
  FLOW_CONTROL_SPEC,
  OPEX_NUMBERS,
  OPEX_SPECS,
  readCostInputPartly,
  readOpexInputPartly,
  type CostInput,
  type CostTexts,
  type OpexInput,
} from './input.ts';
import { compareOpex, type OpexComparison } from './opex.ts';
import { costFigures, opexFigures } from './report.ts';

/** An input that holds results back. */
export interface InputNeed {
  /** The input's key. */
  readonly field: string;
  readonly label: string;
  /** `required`: not given; `unusable`: given, but its field says why it cannot be used. */
  readonly reason: 'required' | 'unusable';
  /** What it would give, as the results name it: `['Baghouse housing', 'Total capital investment', …]`. */
  readonly gives: readonly string[];
}

/** A section's results as far as its inputs allow. */
interface PartialResults<Input> {
  /** The input read; `NaN` where an input cannot be used. */
  readonly input: Input;
  readonly issues: readonly MeasureIssue[];
  /** The summary figures that could be computed, in order. */
  readonly figures: readonly Figure[];
  /** Each input that holds something back, with what. */
  readonly needs: readonly InputNeed[];
  /** Whether everything was computed (the charts need it). */
  readonly complete: boolean;
}

/** The capital and annual cost as far as the inputs allow. */
export interface CostResults extends PartialResults<CostInput> {
  /** The estimate; `NaN` in every value that depends on an input that cannot be used. */
  readonly estimate: CostEstimate;
  /** The itemised lines that could be computed, in order. */
  readonly lines: readonly CostLine[];
}

/** The OPEX comparison as far as the inputs allow; complete when the savings year by year are there too. */
export interface OpexResults extends PartialResults<OpexInput> {
  readonly comparison: OpexComparison;
}

const finite = (figure: { readonly valueSi: number }) => Number.isFinite(figure.valueSi);

/** A figure as a sentence names it: `Baghouse housing (1998 $)` → `Baghouse housing`. */
const figureName = (figure: Figure) => figure.label.replace(/\s*\([^)]*\)$/, '');

/**
 * What each withheld input holds back: the names `withheldBy` gives when
 * that input alone is `NaN` (every other withheld input is set to a usable
 * stand-in, its default or 1, so only this one's reach is seen).
 */
function needsOf<Input extends object>(
  input: Input,
  issues: readonly MeasureIssue[],
  specs: readonly { key: string; label: string; defaultValue?: number | string }[],
  withheldBy: (input: Input) => string[],
): InputNeed[] {
  const withheld = [...new Set(issues.map(({ field }) => field))];
  const standIns = Object.fromEntries(withheld.map((key) => [key, specs.find((spec) => spec.key === key)?.defaultValue ?? 1]));
  return withheld.map((field) => {
    const alone = { ...input, ...standIns, [field]: Number.NaN };
    const spec = specs.find(({ key }) => key === field)!;
    const issue = issues.find((each) => each.field === field)!;
    return { field, label: spec.label, reason: issue.text === '' ? 'required' : 'unusable', gives: withheldBy(alone) };
  });
}

/** The annual cost categories' lines (their sums are the summary's total). */
const ANNUAL_KEYS: ReadonlySet<string> = new Set(ANNUAL_COST_KEYS.map(optionName));

/** The summary figures, then the annual cost categories, that an input holds back. */
function costWithheld(input: CostInput): string[] {
  const estimate = estimateCost(input);
  const figures = costFigures(estimate).filter((figure) => !finite(figure)).map(figureName);
  const annual = estimate.lines.filter((line) => ANNUAL_KEYS.has(line.key) && line.group !== 'annual-total' && !Number.isFinite(line.valueUsd));
  return [...figures, ...annual.map(({ item }) => item)];
}

/**
 * Estimates the capital and annual cost as far as the inputs allow.
 *
 * @param texts The fields as typed.
 * @param flags `insulated`.
 * @param system The page's unit system.
 * @param typedIn The system each field was typed in, where it is not `system`.
 * @returns The figures and lines computed, the issues, and what each
 *   unusable or missing input holds back (the gross cloth area: the housing,
 *   everything built on it and the total annual cost). Never throws.
 */
export function estimateWhatCan(texts: CostTexts, flags: { insulated: boolean }, system: UnitSystem, typedIn: TypedIn): CostResults {
  const { input, issues } = readCostInputPartly(texts, flags, system, typedIn);
  const estimate = estimateCost(input);
  const figures = costFigures(estimate);
  const shown = figures.filter(finite);
  const lines = estimate.lines.filter((line) => Number.isFinite(line.valueUsd));
  return {
    input,
    estimate,
    issues,
    figures: shown,
    lines,
    needs: needsOf(input, issues, [...COST_SPECS, ...COST_NUMBERS], costWithheld),
    complete: shown.length === figures.length && lines.length === estimate.lines.length,
  };
}

/** The figures an input holds back, and the savings year by year when it is the years shown. */
function opexWithheld(input: OpexInput): string[] {
  const comparison = compareOpex(input);
  const figures = opexFigures(comparison).filter((figure) => !finite(figure)).map(figureName);
  return comparison.cumulativeSavings.length === 0 ? [...figures, 'Savings year by year'] : figures;
}

/**
 * Compares the baseline and the improved filter as far as the inputs allow.
 *
 * @returns The figures computed, the issues, and what each unusable or
 *   missing input holds back (the electricity price: the energy savings,
 *   the total and the paybacks). Never throws.
 */
export function compareWhatCan(texts: CostTexts, system: UnitSystem, typedIn: TypedIn): OpexResults {
  const { input, issues } = readOpexInputPartly(texts, system, typedIn);
  const comparison = compareOpex(input);
  const figures = opexFigures(comparison);
  const shown = figures.filter(finite);
  return {
    input,
    comparison,
    issues,
    figures: shown,
    needs: needsOf(input, issues, [...OPEX_SPECS, ...OPEX_NUMBERS, FLOW_CONTROL_SPEC], opexWithheld),
    complete: shown.length === figures.length && comparison.cumulativeSavings.length > 0 && Number.isFinite(comparison.annualSavingsUsd.total),
  };
}
