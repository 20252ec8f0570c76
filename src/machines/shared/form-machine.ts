/**
 * The events, actions, guards and transitions every form page's machine
 * shares (form-context.ts): a field typed, a unit switch that re-displays
 * the same stored texts, the worked example and Clear inputs (each with an
 * undo), the undo, and the link's notes. A tool's machine spreads them into
 * its `setup` and its `editing` state, and adds only its own events (the fan
 * curve's rows). Every change reads again through core; no arithmetic here.
 */
import { assertEvent, assign, type EventObject } from 'xstate';
import type { UnitSystem } from '../../core/report/figure.ts';
import { applyFieldText, clearInputs, loadExample, recompute, replaceInputs, undoReplace, type FormInputs, type FormSpec, type FormState, type FormUndo } from './form-context.ts';

/**
 * The events of every form page; `F` is the tool's field. `inputs.replace`
 * puts other inputs (the tool's inputs type, as its page made them: a
 * project's part) and their unit system in place, keeping the page's for an undo.
 */
export type FormEvent<F extends string> =
  | { type: 'field.change'; field: F; text: string }
  | { type: 'inputs.replace'; inputs: unknown; system: UnitSystem; message: string }
  | { type: 'system.change'; system: UnitSystem }
  | { type: 'example.load' }
  | { type: 'inputs.clear' }
  | { type: 'undo' }
  | { type: 'undo.dismiss' }
  | { type: 'notes.dismiss' };

/**
 * Any form page's context: what the shared actions and guards need of it.
 * Its reading is the tool's (`result` for one form), so it is not required here.
 */
type AnyFormContext = FormInputs<string> & Omit<FormState<unknown, unknown, FormUndo<unknown>>, 'result'>;

/** The inputs a context keeps for an undo: the tool's inputs type. */
type InputsOf<C extends AnyFormContext> = NonNullable<C['undo']>['inputs'];

/** The spec of the tool whose context is `C`: its reading is `C`'s `result`, or for a tool that keeps more than one (Cost Estimation) its own. */
type SpecOf<C extends AnyFormContext> = FormSpec<InputsOf<C>, C extends { result: infer R } ? R : unknown>;

/**
 * The shared actions, for `setup({ actions })`, typed for the tool's context and events.
 *
 * @param spec The tool's core reader, example and clear.
 * @returns `setFieldText`, `switchSystem` (reads again only when the reading
 *   depends on the system shown), `loadExample`, `clearInputs`,
 *   `replaceInputs` (with an undo; the system shown becomes theirs), `undo`,
 *   `dismissUndo`, `recompute` (core's reading as the context's `result`; a
 *   tool with more than one outcome puts its own in place, as Cost
 *   Estimation) and `dismissNotes`.
 */
export function formActions<C extends AnyFormContext, E extends EventObject>(spec: SpecOf<C>) {
  // The updates return part of the shared context; the tool's context extends it.
  const update = (changes: object) => changes as Partial<C>;
  const act = (assignment: (args: { context: C; event: E }) => Partial<C>) => assign<C, E, undefined, E, never>(assignment);
  return {
    setFieldText: act(({ context, event }) => {
      const changed = event as FormEvent<string>;
      assertEvent(changed, 'field.change');
      return update(applyFieldText(context, changed.field, changed.text));
    }),
    switchSystem: act(({ context, event }) => {
      const changed = event as FormEvent<string>;
      assertEvent(changed, 'system.change');
      return update({ system: changed.system, ...(spec.readsInSystemShown && recompute(spec, { ...context, system: changed.system })) });
    }),
    loadExample: act(({ context }) => update(loadExample(spec, context))),
    clearInputs: act(({ context }) => update(clearInputs(spec, context))),
    replaceInputs: act(({ context, event }) => {
      const replaced = event as FormEvent<string>;
      assertEvent(replaced, 'inputs.replace');
      // The page's adapter made them of the tool's inputs type (ToolPage's `projectPart`).
      return update({ ...replaceInputs(spec, context, replaced.inputs as InputsOf<C>, { message: replaced.message }), system: replaced.system });
    }),
    undo: act(({ context }) => update(undoReplace(context))),
    dismissUndo: act(() => update({ undo: undefined })),
    recompute: act(({ context }) => update(recompute(spec, context))),
    dismissNotes: act(() => update({ linkNotes: [] })),
  };
}

/**
 * The shared guards, for `setup({ guards })`.
 *
 * @returns `hasInputs` (something Clear inputs would empty; never for a tool without one) and `canUndo`.
 */
export function formGuards<C extends AnyFormContext>(spec: SpecOf<C>) {
  return {
    hasInputs: ({ context }: { context: C }) => spec.clear?.hasInputs(context) ?? false,
    canUndo: ({ context }: { context: C }) => context.undo !== undefined,
  };
}

/** The `editing` state's shared transitions; every change that can change the reading reads again. */
export const FORM_TRANSITIONS = {
  'field.change': { actions: ['setFieldText', 'recompute'] },
  'system.change': { actions: 'switchSystem' },
  'example.load': { actions: ['loadExample', 'recompute'] },
  'inputs.clear': { guard: 'hasInputs', actions: ['clearInputs', 'recompute'] },
  'inputs.replace': { actions: ['replaceInputs', 'recompute'] },
  undo: { guard: 'canUndo', actions: ['undo', 'recompute'] },
  'undo.dismiss': { actions: 'dismissUndo' },
  'notes.dismiss': { actions: 'dismissNotes' },
} as const;
