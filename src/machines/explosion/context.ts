/**
 * The Explosion Protection page's context and the pure updates its
 * machine's actions call. The design itself is core's readVentDesign; this
 * module keeps what the user typed (each field with the unit system it was
 * typed in), the unit system shown, the reading, and the inputs an example
 * or a clear replaced, until the next edit.
 */
import type { VentField, VentTexts } from '../../core/explosion/fields.ts';
import { readVentLink } from '../../core/explosion/link.ts';
import { readVentDesign, type VentReading } from '../../core/explosion/read.ts';
import type { UnitSystem } from '../../core/report/figure.ts';
import { withTypedText } from '../../core/report/typed-text.ts';
import type { LinkNote } from '../../core/site/link-query.ts';

/** What the user typed: each field exactly, with the unit system it was typed in. */
export interface VentInputs {
  /** Each field exactly as typed; an empty field is absent. */
  texts: VentTexts;
  /** The unit system each field in `texts` was typed in: a unit switch changes what a field shows, never this. */
  typedIn: Partial<Record<VentField, UnitSystem>>;
}

/** Inputs that the example or a clear replaced, and the sentence that says so. */
export interface VentUndo {
  readonly message: string;
  readonly inputs: VentInputs;
}

export interface VentContext extends VentInputs {
  /** The unit system the page shows and new texts are typed in. */
  system: UnitSystem;
  /** `readVentDesign` of the inputs: every text read in the system it was typed in, so the same in either system. */
  result: VentReading;
  /** Parameters of the opening link that were not used, each with its note. */
  linkNotes: readonly LinkNote[];
  /** What the last example or clear replaced, until the next edit or a dismissal. */
  undo: VentUndo | undefined;
}

type Update = Partial<VentContext>;

/** Every text typed in one system. */
const typedInOf = (texts: VentTexts, system: UnitSystem): Partial<Record<VentField, UnitSystem>> =>
  Object.fromEntries(Object.keys(texts).map((field) => [field, system]));

/**
 * The worked example, typed in metric units: REFERENCE.md's cross-check, a
 * slender 10 m³ vessel (L/D 3) with an St 1 dust of KSt 200 bar·m/s and
 * Pmax 9 bar, vented at Pstat 0.1 bar to Pred 0.5 bar: NFPA 68 0.732 m²,
 * EN 14491 0.977 m², where the two standards part.
 */
export const EXAMPLE: VentTexts = { volume: '10', ld: '3', kst: '200', pmax: '9', pred: '0.5', pstat: '0.1' };

/** The example's inputs, typed in metric units. */
function exampleInputs(): VentInputs {
  return { texts: { ...EXAMPLE }, typedIn: typedInOf(EXAMPLE, 'metric') };
}

/** The inputs as they stand, to keep for an undo. */
function inputsOf(context: VentInputs): VentInputs {
  return { texts: context.texts, typedIn: context.typedIn };
}

/** Designs the vent again from the current inputs, every text read in the system it was typed in. */
export function recompute(context: VentInputs & Pick<VentContext, 'system'>): { result: VentReading } {
  return { result: readVentDesign(context.texts, context.system, context.typedIn) };
}

/** Stores a field's text, typed in the system shown; an empty text removes it. Ends any undo. */
export function applyFieldText(context: VentContext, field: VentField, text: string): Update {
  return { ...withTypedText(context.texts, context.typedIn, field, text, context.system), undo: undefined };
}

/** Puts the worked example in place of every input, keeping them for an undo; the system shown stays. */
export function loadExample(context: VentContext): Update {
  return { ...exampleInputs(), undo: { message: 'Loaded the worked example in place of your inputs.', inputs: inputsOf(context) } };
}

/** Empties every input, keeping them for an undo. */
export function clearInputs(context: VentContext): Update {
  return { texts: {}, typedIn: {}, undo: { message: 'Cleared the inputs.', inputs: inputsOf(context) } };
}

/** Puts back the inputs the example or the clear replaced. */
export function undoReplace(context: VentContext): Update {
  return context.undo === undefined ? {} : { ...context.undo.inputs, undo: undefined };
}

/**
 * The context the page opens with: the link's inputs (typed in the link's
 * unit system, metric unless it says `units`) when the URL has a query,
 * otherwise the worked example (typed in metric units) shown in the link's
 * `units` or else the preferred system. Already designed.
 *
 * @param search The page's query, with or without `?` ('' for none).
 * @param preferredSystem The site-wide unit preference, for a first visit.
 */
export function createInitialContext(search: string, preferredSystem: UnitSystem): VentContext {
  const { system: linked, texts, notes } = readVentLink(search);
  const fromLink = Object.keys(texts).length > 0;
  const system = linked ?? (fromLink ? 'metric' : preferredSystem);
  const inputs: VentInputs = fromLink ? { texts, typedIn: typedInOf(texts, system) } : exampleInputs();
  return { ...inputs, system, linkNotes: notes, undo: undefined, ...recompute({ ...inputs, system }) };
}
