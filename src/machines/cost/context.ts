/**
 * The Cost Estimation's context and the pure updates its machine's own
 * actions call. It is a form page's context (shared/form-context.ts: the
 * unit switch, the worked example, the undo and the project bar's replace
 * are the shared machine's) with two forms, each text with the unit system
 * it was typed in, the insulation box, and two outcomes in place of one
 * `result`. The estimate and the OPEX comparison themselves are core's
 * (estimateWhatCan, compareWhatCan: as far as the inputs allow).
 */
import { COST_EXAMPLE, OPEX_EXAMPLE, type CostExample, type CostTexts } from '../../core/cost/input.ts';
import { readCostLink } from '../../core/cost/link.ts';
import { compareWhatCan, estimateWhatCan, type CostResults, type OpexResults } from '../../core/cost/partial.ts';
import type { CostSection } from '../../core/cost/typed-texts.ts';
import type { UnitSystem } from '../../core/report/figure.ts';
import { withTypedText } from '../../core/report/typed-text.ts';
import type { TypedIn } from '../../core/report/measure.ts';
import { typedInOf, type FormSpec, type FormState } from '../shared/form-context.ts';

/** Which of the page's two forms a field belongs to. */
export type CostForm = CostSection;

/** Everything the user entered: what the worked examples replace and an undo puts back. */
export interface CostInputs {
  /** The capital and annual cost's fields exactly as typed; an empty field is absent. */
  texts: CostTexts;
  /** The unit system each of them was typed in (a unit switch never changes a text or its system). */
  typedIn: TypedIn;
  /** The OPEX comparison's fields as typed, and their systems. */
  opexTexts: CostTexts;
  opexTypedIn: TypedIn;
  /** Add the EPA insulation add-on to the housing. */
  insulated: boolean;
}

/** Core's two readings of the inputs, each as far as they allow. */
export interface CostOutcomes {
  cost: CostResults;
  opex: OpexResults;
}

/** The shared form state (system shown, link notes, undo), with the two outcomes in place of its one `result`. */
export interface CostContext extends CostInputs, CostOutcomes, Omit<FormState<CostInputs, CostOutcomes>, 'result'> {}

type Update = Partial<CostContext>;

/** Estimates the capital and annual cost again, as far as the inputs allow. */
export function estimate(context: CostInputs & Pick<CostContext, 'system'>): Pick<CostContext, 'cost'> {
  return { cost: estimateWhatCan(context.texts, { insulated: context.insulated }, context.system, context.typedIn) };
}

/** Compares the baseline and the improved filter again, as far as the inputs allow. */
export function compare(context: CostInputs & Pick<CostContext, 'system'>): Pick<CostContext, 'opex'> {
  return { opex: compareWhatCan(context.opexTexts, context.system, context.opexTypedIn) };
}

/**
 * Recomputes only the form a field belongs to: the other's outcome keeps
 * its identity, so its figures and charts are not drawn again on a keystroke.
 */
export function recomputeForm(context: CostInputs & Pick<CostContext, 'system'>, form: CostForm): Partial<CostOutcomes> {
  return form === 'cost' ? estimate(context) : compare(context);
}

/** Stores a field's text in its form, typed in the page's current system; an empty text removes it. Ends the offer to undo. */
export function applyFormText(context: CostContext, form: CostForm, field: string, text: string): Update {
  const [textsKey, typedInKey] = form === 'cost' ? (['texts', 'typedIn'] as const) : (['opexTexts', 'opexTypedIn'] as const);
  const { texts, typedIn } = withTypedText<string>(context[textsKey], context[typedInKey], field, text, context.system);
  return { [textsKey]: texts, [typedInKey]: typedIn, undo: undefined };
}

/** An example's texts, each marked as typed in the example's system. */
function exampleTexts(example: CostExample): { texts: CostTexts; typedIn: TypedIn } {
  return { texts: example.texts, typedIn: typedInOf(example.texts, example.system) };
}

/** Both worked examples, each in the units it was written in (the EPA's in US units, the OPEX example in metric), so their figures are exact. */
function examples(): CostInputs {
  const cost = exampleTexts(COST_EXAMPLE);
  const opex = exampleTexts(OPEX_EXAMPLE);
  return { texts: cost.texts, typedIn: cost.typedIn, opexTexts: opex.texts, opexTypedIn: opex.typedIn, insulated: COST_EXAMPLE.insulated };
}

/**
 * What is the Cost Estimation's own in the shared form machine: core's two
 * readings (each text in the system it was typed in, so a unit switch reads
 * nothing again), what an undo keeps, and the worked examples. No Clear inputs.
 */
export const costForm: FormSpec<CostInputs, CostOutcomes> = {
  read: (inputs, system) => ({ ...estimate({ ...inputs, system }), ...compare({ ...inputs, system }) }),
  readsInSystemShown: false,
  inputsOf: ({ texts, typedIn, opexTexts, opexTypedIn, insulated }) => ({ texts, typedIn, opexTexts, opexTypedIn, insulated }),
  example: { inputs: examples, message: 'Loaded the worked examples: the EPA baghouse and the OPEX comparison replaced your inputs.' },
};

const hasText = (texts: CostTexts) => Object.values(texts).some((text) => text !== undefined && text.trim() !== '');

/**
 * The context the page opens with. A link gives each section's inputs
 * exactly as typed, in the link's unit system (so a cleared field stays
 * cleared); a section the link does not mention opens on its worked
 * example. So a link from the Baghouse Design (cloth area, bags, flow,
 * pressure drop) opens the estimate with those and no prices, which the
 * estimate's warning names for the user to enter. A link is in metric units
 * unless it says otherwise; without a link, the page shows the preferred
 * system (the examples keep their own units, so their figures are exact),
 * the housing insulated as in the EPA example. Estimated and compared once.
 *
 * @param search The page's query, with or without `?` ('' for none).
 * @param preferredSystem The site-wide unit preference, for a first visit.
 */
export function createInitialContext(search: string, preferredSystem: UnitSystem): CostContext {
  const link = readCostLink(search);
  const costGiven = hasText(link.texts);
  const opexGiven = hasText(link.opexTexts);
  const system = link.unitSystemGiven || costGiven || opexGiven ? link.unitSystem : preferredSystem;
  const example = examples();
  const inputs: CostInputs = {
    ...(costGiven ? { texts: link.texts, typedIn: typedInOf(link.texts, system), insulated: link.insulated } : { texts: example.texts, typedIn: example.typedIn, insulated: example.insulated }),
    ...(opexGiven ? { opexTexts: link.opexTexts, opexTypedIn: typedInOf(link.opexTexts, system) } : { opexTexts: example.opexTexts, opexTypedIn: example.opexTypedIn }),
  };
  return { ...inputs, system, linkNotes: link.ignored, undo: undefined, ...costForm.read(inputs, system) };
}
