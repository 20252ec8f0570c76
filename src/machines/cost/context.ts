/**
 * The Cost Estimation's context and the pure updates its machine's actions
 * call. The estimate and the OPEX comparison themselves are core's
 * (estimateWhatCan, compareWhatCan: as far as the inputs allow); this
 * module keeps what the user typed, the unit system each field was typed
 * in, the page's unit system and both outcomes in step.
 */
import { COST_EXAMPLE, OPEX_EXAMPLE, type CostExample, type CostTexts } from '../../core/cost/input.ts';
import { readCostLink } from '../../core/cost/link.ts';
import { compareWhatCan, estimateWhatCan, type CostResults, type OpexResults } from '../../core/cost/partial.ts';
import type { CostSection } from '../../core/cost/typed-texts.ts';
import type { UnitSystem } from '../../core/report/figure.ts';
import { withTypedText } from '../../core/report/typed-text.ts';
import type { TypedIn } from '../../core/report/measure.ts';
import type { LinkNote } from '../../core/site/link-query.ts';

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

export interface CostContext extends CostInputs {
  /** The page's unit system: how fields and results are shown, and what a new text is typed in. */
  system: UnitSystem;
  cost: CostResults;
  opex: OpexResults;
  /** Parameters of the opening link that were not used, each with its note. */
  linkNotes: readonly LinkNote[];
  /** What the worked examples replaced, with a line saying so, until the next edit or a dismissal. */
  undo: { readonly message: string; readonly inputs: CostInputs } | undefined;
}

type Update = Partial<CostContext>;

/** Every text of a section typed in one system. */
function typedInOf(texts: CostTexts, system: UnitSystem): TypedIn {
  return Object.fromEntries(Object.keys(texts).map((key) => [key, system]));
}

/** An example's texts, each marked as typed in the example's system. */
function exampleInputs(example: CostExample): { texts: CostTexts; typedIn: TypedIn } {
  return { texts: example.texts, typedIn: typedInOf(example.texts, example.system) };
}

/** Estimates the capital and annual cost again, as far as the inputs allow. */
export function estimate(context: CostInputs & Pick<CostContext, 'system'>): Pick<CostContext, 'cost'> {
  return { cost: estimateWhatCan(context.texts, { insulated: context.insulated }, context.system, context.typedIn) };
}

/** Compares the baseline and the improved filter again, as far as the inputs allow. */
export function compare(context: CostInputs & Pick<CostContext, 'system'>): Pick<CostContext, 'opex'> {
  return { opex: compareWhatCan(context.opexTexts, context.system, context.opexTypedIn) };
}

/** Estimates and compares again. */
export function recompute(context: CostInputs & Pick<CostContext, 'system'>): Pick<CostContext, 'cost' | 'opex'> {
  return { ...estimate(context), ...compare(context) };
}

/**
 * Recomputes only the form a field belongs to: the other's outcome keeps
 * its identity, so its figures and charts are not drawn again on a keystroke.
 */
export function recomputeForm(context: CostInputs & Pick<CostContext, 'system'>, form: CostForm): Partial<Pick<CostContext, 'cost' | 'opex'>> {
  return form === 'cost' ? estimate(context) : compare(context);
}

/** Stores a field's text in its form, typed in the page's current system; an empty text removes it. Ends the offer to undo. */
export function applyFieldText(context: CostContext, form: CostForm, field: string, text: string): Update {
  const [textsKey, typedInKey] = form === 'cost' ? (['texts', 'typedIn'] as const) : (['opexTexts', 'opexTypedIn'] as const);
  const { texts, typedIn } = withTypedText<string>(context[textsKey], context[typedInKey], field, text, context.system);
  return { [textsKey]: texts, [typedInKey]: typedIn, undo: undefined };
}

/** Switches the unit system; every text and the system it was typed in stay as they are. */
export function changeSystem(system: UnitSystem): Update {
  return { system };
}

/** What the user entered, as an undo keeps it. */
function inputsOf(context: CostInputs): CostInputs {
  const { texts, typedIn, opexTexts, opexTypedIn, insulated } = context;
  return { texts, typedIn, opexTexts, opexTypedIn, insulated };
}

/**
 * Both forms back to the worked examples, each in the units it was written
 * in (the EPA's in US units, the OPEX example in metric) whatever the page
 * shows, so their figures are exact; what they replace is kept for an undo.
 */
export function loadExamples(context: CostContext): Update {
  const cost = exampleInputs(COST_EXAMPLE);
  const opex = exampleInputs(OPEX_EXAMPLE);
  return {
    texts: cost.texts,
    typedIn: cost.typedIn,
    opexTexts: opex.texts,
    opexTypedIn: opex.typedIn,
    insulated: COST_EXAMPLE.insulated,
    undo: { message: 'Loaded the worked examples: the EPA baghouse and the OPEX comparison replaced your inputs.', inputs: inputsOf(context) },
  };
}

/**
 * Puts other inputs in place of the page's (a project's cost part, opened
 * from the project bar), keeping what they replace for an undo.
 *
 * @param context The current context.
 * @param inputs The inputs to show, each text with the system it was typed in.
 * @param message The undo notice's sentence.
 */
export function replaceInputs(context: CostContext, inputs: CostInputs, message: string): Update {
  return { ...inputs, undo: { message, inputs: inputsOf(context) } };
}

/** Puts back what the worked examples or an opened project replaced. */
export function undoExamples(context: CostContext): Update {
  return context.undo === undefined ? {} : { ...context.undo.inputs, undo: undefined };
}

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
  const cost = costGiven ? { texts: link.texts, typedIn: typedInOf(link.texts, system) } : exampleInputs(COST_EXAMPLE);
  const opex = opexGiven ? { texts: link.opexTexts, typedIn: typedInOf(link.opexTexts, system) } : exampleInputs(OPEX_EXAMPLE);
  const inputs: CostInputs = {
    texts: cost.texts,
    typedIn: cost.typedIn,
    opexTexts: opex.texts,
    opexTypedIn: opex.typedIn,
    insulated: costGiven ? link.insulated : COST_EXAMPLE.insulated,
  };
  return { ...inputs, system, linkNotes: link.ignored, undo: undefined, ...recompute({ ...inputs, system }) };
}
