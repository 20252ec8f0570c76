/**
 * The Cost Estimation (issue 13, /cost-estimation): the capital and annual
 * cost's fields and the OPEX comparison's fields as typed, each with the
 * unit system it was typed in, the insulation choice, the page's unit
 * system, and both outcomes as far as the inputs allow. Every change
 * computes again what it touches, with core's estimateWhatCan and
 * compareWhatCan. Loading the worked examples keeps what they replaced
 * until the next edit, for an undo; so does opening the project's part.
 */
import { assertEvent, assign, setup } from 'xstate';
import type { UnitSystem } from '../../core/report/figure.ts';
import {
  applyFieldText,
  changeSystem,
  createInitialContext,
  estimate,
  loadExamples,
  recompute,
  recomputeForm,
  replaceInputs,
  undoExamples,
  type CostContext,
  type CostForm,
  type CostInputs,
} from './context.ts';

export type CostEvent =
  | { type: 'field.change'; form: CostForm; field: string; text: string }
  | { type: 'insulated.change'; insulated: boolean }
  | { type: 'system.change'; system: UnitSystem }
  | { type: 'example.load' }
  /** Other inputs in place of the page's (the project bar's Open), undoable. */
  | { type: 'inputs.replace'; inputs: CostInputs; message: string }
  | { type: 'undo' }
  | { type: 'undo.dismiss' }
  | { type: 'notes.dismiss' };

/** What the page opens with: its URL query ('' for none) and the site-wide unit preference. */
export interface CostMachineInput {
  search: string;
  preferredSystem: UnitSystem;
}

export const costMachine = setup({
  types: {
    context: {} as CostContext,
    events: {} as CostEvent,
    input: {} as CostMachineInput,
  },
  actions: {
    setFieldText: assign(({ context, event }) => {
      assertEvent(event, 'field.change');
      return applyFieldText(context, event.form, event.field, event.text);
    }),
    setInsulated: assign(({ event }) => {
      assertEvent(event, 'insulated.change');
      return { insulated: event.insulated, undo: undefined };
    }),
    setSystem: assign(({ event }) => {
      assertEvent(event, 'system.change');
      return changeSystem(event.system);
    }),
    loadExamples: assign(({ context }) => loadExamples(context)),
    replaceInputs: assign(({ context, event }) => {
      assertEvent(event, 'inputs.replace');
      return replaceInputs(context, event.inputs, event.message);
    }),
    undoExamples: assign(({ context }) => undoExamples(context)),
    dismissUndo: assign({ undo: undefined }),
    recompute: assign(({ context }) => recompute(context)),
    recomputeForm: assign(({ context, event }) => {
      assertEvent(event, 'field.change');
      return recomputeForm(context, event.form);
    }),
    estimate: assign(({ context }) => estimate(context)),
    dismissNotes: assign({ linkNotes: [] }),
  },
  guards: {
    canUndo: ({ context }) => context.undo !== undefined,
  },
}).createMachine({
  id: 'costEstimation',
  context: ({ input }) => createInitialContext(input.search, input.preferredSystem),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.change': { actions: ['setFieldText', 'recomputeForm'] },
        'insulated.change': { actions: ['setInsulated', 'estimate'] },
        // Results never depend on the page's system (each text is read in the system it was typed in); recomputed all the same, so a test can hold that.
        'system.change': { actions: ['setSystem', 'recompute'] },
        'example.load': { actions: ['loadExamples', 'recompute'] },
        'inputs.replace': { actions: ['replaceInputs', 'recompute'] },
        undo: { guard: 'canUndo', actions: ['undoExamples', 'recompute'] },
        'undo.dismiss': { actions: 'dismissUndo' },
        'notes.dismiss': { actions: 'dismissNotes' },
      },
    },
  },
});
