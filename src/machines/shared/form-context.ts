/**
 * The context of a tool page that is a form read by core (Explosion
 * Protection, Hood Design, Fan Selection, Baghouse Design; Cost Estimation,
 * with two forms and two outcomes of its own, machines/cost/) and the pure
 * updates its machine's actions call. It keeps what the user typed (each
 * field with the unit system it was typed in) apart from core's reading of
 * it, the unit system shown, the link's notes, and the inputs an example or
 * a clear replaced, until the next edit. A tool says what is its own in a
 * {@link FormSpec}: its core reader, its worked example, what a clear keeps.
 */
import type { UnitSystem } from '../../core/report/figure.ts';
import { withTypedText } from '../../core/report/typed-text.ts';
import type { LinkNote } from '../../core/site/link-query.ts';

/** What the user typed: each field exactly, with the unit system it was typed in. */
export interface FormInputs<F extends string> {
  /** Each field exactly as typed; an empty field is absent. Never parsed here. */
  texts: Partial<Record<F, string>>;
  /** The unit system each field in `texts` was typed in: a unit switch changes what a field shows, never this. */
  typedIn: Partial<Record<F, UnitSystem>>;
}

/** Inputs that an example or a clear replaced, and the sentence that says so. */
export interface FormUndo<I> {
  readonly message: string;
  readonly inputs: I;
}

/** What a form page keeps beside its inputs. */
export interface FormState<I, R, U extends FormUndo<I> = FormUndo<I>> {
  /** The unit system the page shows and new texts are typed in. */
  system: UnitSystem;
  /** Core's reading of the inputs (the design, or an issue per unusable field), every text read in the system it was typed in. */
  result: R;
  /** Parameters of the opening link that were not used, each with its note. */
  linkNotes: readonly LinkNote[];
  /** What the last example or clear replaced, until the next edit or a dismissal. */
  undo: U | undefined;
}

/** A form page's context: its inputs (a tool may keep more than fields, as the fan curve's rows) and its state. */
export type FormContext<I, R, U extends FormUndo<I> = FormUndo<I>> = I & FormState<I, R, U>;

/** What the page opens with: its URL query ('' for none) and the site-wide unit preference. */
export interface FormMachineInput {
  search: string;
  preferredSystem: UnitSystem;
}

/** What is a tool's own in a form page: how core reads it, its worked example, and what a clear leaves. */
export interface FormSpec<I, R> {
  /**
   * Core's reading of the inputs: every text read in the system it was typed
   * in, `system` only for what has no system of its own (a standard size's series).
   */
  read(inputs: I, system: UnitSystem): R;
  /** Whether the reading depends on the system shown, so a unit switch reads again (Hood Design: a branch from the system's series). */
  readsInSystemShown: boolean;
  /** The inputs as they stand, to keep for an undo (only the inputs, not the state). */
  inputsOf(context: I): I;
  /** The worked example's inputs, each typed in the example's own unit system, and the sentence its undo shows. */
  example: { inputs(): I; message: string };
  /** What Clear inputs leaves and whether there is anything to clear; a tool without a Clear inputs has none. */
  clear?: { inputs(context: I, system: UnitSystem): I; hasInputs(context: I): boolean; message: string };
}

/** Every text typed in one system. */
export function typedInOf<F extends string>(texts: Partial<Record<F, string>>, system: UnitSystem): Partial<Record<F, UnitSystem>> {
  return Object.fromEntries(Object.keys(texts).map((field) => [field, system])) as Partial<Record<F, UnitSystem>>;
}

/** Reads the inputs again with core, the result's only source. */
export function recompute<I, R>(spec: FormSpec<I, R>, context: I & { system: UnitSystem }): { result: R } {
  return { result: spec.read(context, context.system) };
}

/** Stores a field's text, typed in the system shown; an empty text removes it. Ends any undo. */
export function applyFieldText<F extends string>(context: FormInputs<F> & { system: UnitSystem }, field: F, text: string) {
  return { ...withTypedText(context.texts, context.typedIn, field, text, context.system), undo: undefined };
}

/**
 * Puts other inputs in place of the current ones, keeping these for an undo.
 *
 * @param inputs What takes their place.
 * @param undo The undo's sentence, and anything else the tool's undo keeps (where its notice shows).
 */
export function replaceInputs<I, U extends FormUndo<I>>(spec: FormSpec<I, unknown>, context: I, inputs: I, undo: Omit<U, 'inputs'>): I & { undo: U } {
  return { ...inputs, undo: { ...undo, inputs: spec.inputsOf(context) } as U };
}

/** Puts the worked example in place of every input, keeping them for an undo; the system shown stays. */
export function loadExample<I>(spec: FormSpec<I, unknown>, context: I) {
  return replaceInputs(spec, context, spec.example.inputs(), { message: spec.example.message });
}

/** Empties the inputs (as far as the tool's clear goes), keeping them for an undo; nothing for a tool without a clear. */
export function clearInputs<I>(spec: FormSpec<I, unknown>, context: I & { system: UnitSystem }): Partial<I & { undo: FormUndo<I> }> {
  return spec.clear === undefined ? {} : replaceInputs(spec, context, spec.clear.inputs(context, context.system), { message: spec.clear.message });
}

/** Puts back the inputs the example or the clear replaced. */
export function undoReplace<I>(context: { undo: FormUndo<I> | undefined }): Partial<I & { undo: undefined }> {
  return context.undo === undefined ? {} : { ...context.undo.inputs, undo: undefined };
}

/** What a tool's link reader gave: its unit system, its notes, and its inputs typed in a system (absent when the link has no input). */
export interface LinkedForm<I> {
  system: UnitSystem | undefined;
  notes: readonly LinkNote[];
  inputs: ((system: UnitSystem) => I) | undefined;
}

/**
 * The context a page opens with: the link's inputs (typed in the link's unit
 * system, metric unless it says `units`) when the URL has a query, otherwise
 * the worked example (typed in its own system) shown in the link's `units`
 * or else the preferred system. Already read.
 *
 * @param link What the tool's link reader found in the page's query.
 * @param preferredSystem The site-wide unit preference, for a first visit.
 */
export function openForm<I, R>(spec: FormSpec<I, R>, link: LinkedForm<I>, preferredSystem: UnitSystem): FormContext<I, R> {
  const system = link.system ?? (link.inputs !== undefined ? 'metric' : preferredSystem);
  const inputs = link.inputs !== undefined ? link.inputs(system) : spec.example.inputs();
  return { ...inputs, system, linkNotes: link.notes, undo: undefined, ...recompute(spec, { ...inputs, system }) };
}
