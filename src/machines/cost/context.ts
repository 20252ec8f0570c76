/**
 * The Cost Estimation's context and the pure updates its machine's actions
 * call. The estimate and the OPEX comparison themselves are core's
 * (estimateCost, compareOpex); this module keeps what the user typed, the
 * unit system and both outcomes in step.
 */
import { convertCostTexts, convertOpexTexts } from '../../core/cost/convert-texts.ts';
import { estimateCost, type CostEstimate } from '../../core/cost/estimate.ts';
import {
  DEFAULT_COST_FLAGS,
  DEFAULT_COST_TEXTS,
  DEFAULT_OPEX_TEXTS,
  OPEX_SPECS,
  readCostInput,
  readOpexInput,
  type CostInput,
  type CostTexts,
  type OpexInput,
} from '../../core/cost/input.ts';
import { readCostLink } from '../../core/cost/link.ts';
import { compareOpex, type OpexComparison } from '../../core/cost/opex.ts';
import type { UnitSystem } from '../../core/report/figure.ts';
import type { MeasureIssue } from '../../core/report/measure.ts';
import type { LinkNote } from '../../core/site/link-query.ts';

/** Which of the page's two forms a field belongs to. */
export type CostForm = 'cost' | 'opex';

/** The capital and annual cost: the input read and its estimate, or why it cannot be made. */
export type CostOutcome =
  | { readonly status: 'success'; readonly input: CostInput; readonly estimate: CostEstimate }
  | { readonly status: 'error'; readonly issues: readonly MeasureIssue[] };

/** The OPEX comparison, or why it cannot be made. */
export type OpexOutcome =
  | { readonly status: 'success'; readonly input: OpexInput; readonly comparison: OpexComparison }
  | { readonly status: 'error'; readonly issues: readonly MeasureIssue[] };

export interface CostContext {
  system: UnitSystem;
  /** The capital and annual cost's fields exactly as typed; an empty field is absent. */
  texts: CostTexts;
  /** The OPEX comparison's fields as typed. */
  opexTexts: CostTexts;
  /** Add the EPA insulation add-on to the housing. */
  insulated: boolean;
  cost: CostOutcome;
  opex: OpexOutcome;
  /** Parameters of the opening link that were not used, each with its note. */
  linkNotes: readonly LinkNote[];
}

type Update = Partial<CostContext>;

/** Estimates the capital and annual cost from the current inputs. */
export function estimate(context: Pick<CostContext, 'texts' | 'insulated' | 'system'>): CostOutcome {
  const read = readCostInput(context.texts, { insulated: context.insulated }, context.system);
  return read.status === 'success' ? { status: 'success', input: read.data, estimate: estimateCost(read.data) } : read;
}

/** Compares the baseline and the improved filter from the current inputs. */
export function compare(context: Pick<CostContext, 'opexTexts' | 'system'>): OpexOutcome {
  const read = readOpexInput(context.opexTexts, context.system);
  return read.status === 'success' ? { status: 'success', input: read.data, comparison: compareOpex(read.data) } : read;
}

/** Estimates and compares again. */
export function recompute(context: Pick<CostContext, 'texts' | 'opexTexts' | 'insulated' | 'system'>): Update {
  return { cost: estimate(context), opex: compare(context) };
}

/** Stores a field's text in its form; an empty text removes it. */
export function applyFieldText(context: CostContext, form: CostForm, field: string, text: string): Update {
  const key = form === 'cost' ? 'texts' : 'opexTexts';
  const texts: Record<string, string | undefined> = { ...context[key] };
  if (text.trim() === '') delete texts[field];
  else texts[field] = text;
  return { [key]: texts };
}

/** Switches the unit system, converting bare numbers so that they keep their meaning. */
export function changeSystem(context: CostContext, system: UnitSystem): Update {
  if (system === context.system) return {};
  return {
    system,
    texts: convertCostTexts(context.texts, context.system, system),
    opexTexts: convertOpexTexts(context.opexTexts, context.system, system),
  };
}

/**
 * The OPEX worked example (100,000 m³/h, 15 → 10 mbar, …) as the page shows
 * it: in metric as given; in imperial each measure keeps its metric unit
 * (`100000 m3/h`), so it reads exactly and gives the example's figures
 * (158,730 kWh/yr), which numbers rounded to CFM and inH₂O would miss.
 */
export function exampleOpexTexts(system: UnitSystem): CostTexts {
  const metric = DEFAULT_OPEX_TEXTS.metric;
  if (system === 'metric') return metric;
  const withUnits = OPEX_SPECS.flatMap((spec) => {
    const text = metric[spec.key];
    return text === undefined ? [] : [[spec.key, `${text} ${spec.units.metric}`] as const];
  });
  return { ...metric, ...Object.fromEntries(withUnits) };
}

/** Both forms back to the worked examples, in the current unit system. */
export function loadExamples(context: CostContext): Update {
  return { texts: DEFAULT_COST_TEXTS[context.system], opexTexts: exampleOpexTexts(context.system), insulated: DEFAULT_COST_FLAGS.insulated };
}

const hasText = (texts: CostTexts) => Object.values(texts).some((text) => text !== undefined && text.trim() !== '');

/**
 * The context the page opens with. A link gives each section's inputs
 * exactly as typed (so a cleared field stays cleared); a section the link
 * does not mention opens on its worked example. So a link from the Baghouse
 * Design (cloth area, bags, flow, pressure drop) opens the estimate with
 * those and no prices, which the estimate's warning names for the user to
 * enter. A link is in metric units unless it says otherwise; without a link,
 * both worked examples in the preferred system, the housing insulated as in
 * the EPA example. Estimated and compared once.
 *
 * @param search The page's query, with or without `?` ('' for none).
 * @param preferredSystem The site-wide unit preference, for a first visit.
 */
export function createInitialContext(search: string, preferredSystem: UnitSystem): CostContext {
  const link = readCostLink(search);
  const costGiven = hasText(link.texts);
  const opexGiven = hasText(link.opexTexts);
  const system = link.unitSystemGiven || costGiven || opexGiven ? link.unitSystem : preferredSystem;
  const base = {
    system,
    texts: costGiven ? link.texts : DEFAULT_COST_TEXTS[system],
    opexTexts: opexGiven ? link.opexTexts : exampleOpexTexts(system),
    insulated: costGiven ? link.insulated : DEFAULT_COST_FLAGS.insulated,
  };
  return { ...base, linkNotes: link.ignored, cost: estimate(base), opex: compare(base) };
}
