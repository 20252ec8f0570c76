/**
 * The Cost Estimation (issue 13, /cost-estimation): a form page on the
 * shared form machine (shared/form-machine.ts: the unit switch that
 * re-displays the same stored texts, the worked examples and the project
 * bar's replace, each with an undo, and the link's notes). Its own are two
 * forms (a field names the one it belongs to, and only that form's outcome
 * is computed again), the insulation box, and two outcomes read with core's
 * estimateWhatCan and compareWhatCan in place of one `result`.
 */
import { assertEvent, assign, setup } from 'xstate';
import type { FormMachineInput } from '../shared/form-context.ts';
import { FORM_TRANSITIONS, formActions, formGuards, type FormEvent } from '../shared/form-machine.ts';
import { applyFormText, costForm, createInitialContext, estimate, recomputeForm, type CostContext, type CostForm } from './context.ts';

export type CostEvent =
  | Exclude<FormEvent<string>, { type: 'field.change' }>
  /** A field of one of the two forms typed. */
  | { type: 'field.change'; form: CostForm; field: string; text: string }
  | { type: 'insulated.change'; insulated: boolean };

export const costMachine = setup({
  types: {
    context: {} as CostContext,
    events: {} as CostEvent,
    input: {} as FormMachineInput,
  },
  actions: {
    ...formActions<CostContext, CostEvent>(costForm),
    // Both outcomes, in place of the shared `result`.
    recompute: assign(({ context }) => costForm.read(context, context.system)),
    setFormText: assign(({ context, event }) => {
      assertEvent(event, 'field.change');
      return applyFormText(context, event.form, event.field, event.text);
    }),
    recomputeForm: assign(({ context, event }) => {
      assertEvent(event, 'field.change');
      return recomputeForm(context, event.form);
    }),
    setInsulated: assign(({ event }) => {
      assertEvent(event, 'insulated.change');
      return { insulated: event.insulated, undo: undefined };
    }),
    estimate: assign(({ context }) => estimate(context)),
  },
  guards: formGuards<CostContext>(costForm),
}).createMachine({
  id: 'costEstimation',
  context: ({ input }) => createInitialContext(input.search, input.preferredSystem),
  initial: 'editing',
  states: {
    editing: {
      on: {
        // The shared `inputs.clear` never passes its guard here: the spec has no Clear inputs.
        ...FORM_TRANSITIONS,
        'field.change': { actions: ['setFormText', 'recomputeForm'] },
        'insulated.change': { actions: ['setInsulated', 'estimate'] },
      },
    },
  },
});
