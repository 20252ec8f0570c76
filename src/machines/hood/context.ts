/**
 * The Hood Design's context and the pure updates its machine's actions
 * call. The design itself is core's readHoodDesign; this module keeps what
 * the user typed (each field with the unit system it was typed in), the unit
 * system shown, the reading, and the inputs an example or a clear replaced,
 * until the next edit.
 */
import type { HoodField, HoodTexts } from '../../core/hood/fields.ts';
import { readHoodLink } from '../../core/hood/link.ts';
import { readHoodDesign, type HoodReading } from '../../core/hood/read.ts';
import type { UnitSystem } from '../../core/report/figure.ts';
import { withTypedText } from '../../core/report/typed-text.ts';
import type { LinkNote } from '../../core/site/link-query.ts';

/** What the user typed: each field exactly, with the unit system it was typed in. */
export interface HoodInputs {
  /** Each field exactly as typed; an empty field is absent. */
  texts: HoodTexts;
  /** The unit system each field in `texts` was typed in: a unit switch changes what a field shows, never this. */
  typedIn: Partial<Record<HoodField, UnitSystem>>;
}

/** Inputs that the example or a clear replaced, and the sentence that says so. */
export interface HoodUndo {
  readonly message: string;
  readonly inputs: HoodInputs;
}

export interface HoodContext extends HoodInputs {
  /** The unit system the page shows and new texts are typed in. */
  system: UnitSystem;
  /** `readHoodDesign` of the inputs in the system shown: the same flow in either; a sized branch from that system's series. */
  result: HoodReading;
  /** Parameters of the opening link that were not used, each with its note. */
  linkNotes: readonly LinkNote[];
  /** What the last example or clear replaced, until the next edit or a dismissal. */
  undo: HoodUndo | undefined;
}

type Update = Partial<HoodContext>;

/** Every text typed in one system. */
const typedInOf = (texts: HoodTexts, system: UnitSystem): Partial<Record<HoodField, UnitSystem>> =>
  Object.fromEntries(Object.keys(texts).map((field) => [field, system]));

/**
 * The worked example, typed in metric units: the published round
 * opening (DallaValle; the Engineering ToolBox's worked figure), 250 mm
 * across, drawing 3 m/s at its face, with its source 250 mm out; its
 * branch sized for average industrial dust, and a measured SPh of 500 Pa to
 * check it against.
 */
export const EXAMPLE: HoodTexts = {
  type: 'plain-opening',
  faceVelocity: '3',
  distance: '250',
  diameter: '250',
  transport: 'average-industrial-dust',
  measuredStaticPressure: '500',
};

/** The example's inputs, typed in metric units. */
function exampleInputs(): HoodInputs {
  return { texts: { ...EXAMPLE }, typedIn: typedInOf(EXAMPLE, 'metric') };
}

/** The inputs as they stand, to keep for an undo. */
function inputsOf(context: HoodInputs): HoodInputs {
  return { texts: context.texts, typedIn: context.typedIn };
}

/** Designs the hood again from the current inputs, every text read in the system it was typed in. */
export function recompute(context: HoodInputs & Pick<HoodContext, 'system'>): { result: HoodReading } {
  return { result: readHoodDesign(context.texts, context.system, context.typedIn) };
}

/** Stores a field's text, typed in the system shown; an empty text removes it. Ends any undo. */
export function applyFieldText(context: HoodContext, field: HoodField, text: string): Update {
  return { ...withTypedText(context.texts, context.typedIn, field, text, context.system), undo: undefined };
}

/** Puts the worked example in place of every input, keeping them for an undo; the system shown stays. */
export function loadExample(context: HoodContext): Update {
  return { ...exampleInputs(), undo: { message: 'Loaded the worked example in place of your inputs.', inputs: inputsOf(context) } };
}

/** Empties every input but the hood type, keeping them for an undo. */
export function clearInputs(context: HoodContext): Update {
  const { type } = context.texts;
  const texts: HoodTexts = type === undefined ? {} : { type };
  return { texts, typedIn: typedInOf(texts, context.system), undo: { message: 'Cleared the inputs.', inputs: inputsOf(context) } };
}

/** Puts back the inputs the example or the clear replaced. */
export function undoReplace(context: HoodContext): Update {
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
export function createInitialContext(search: string, preferredSystem: UnitSystem): HoodContext {
  const { system: linked, texts, notes } = readHoodLink(search);
  const fromLink = Object.keys(texts).length > 0;
  const system = linked ?? (fromLink ? 'metric' : preferredSystem);
  const inputs: HoodInputs = fromLink ? { texts, typedIn: typedInOf(texts, system) } : exampleInputs();
  return { ...inputs, system, linkNotes: notes, undo: undefined, ...recompute({ ...inputs, system }) };
}
