/**
 * The Cost Estimation (issue 13, /cost-estimation): the capital and annual
 * cost's fields and the OPEX comparison's fields as typed, the insulation
 * choice, the unit system, and both outcomes. Every change estimates and
 * compares again with core's estimateCost and compareOpex.
 */
import { assertEvent, assign, setup } from 'xstate';
import type { UnitSystem } from '../../core/report/figure.ts';
import { applyFieldText, changeSystem, createInitialContext, loadExamples, recompute, type CostContext, type CostForm } from './context.ts';

export type CostEvent =
  | { type: 'field.change'; form: CostForm; field: string; text: string }
  | { type: 'insulated.change'; insulated: boolean }
  | { type: 'system.change'; system: UnitSystem }
  | { type: 'example.load' }
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
      return { insulated: event.insulated };
    }),
    setSystem: assign(({ context, event }) => {
      assertEvent(event, 'system.change');
      return changeSystem(context, event.system);
    }),
    loadExamples: assign(({ context }) => loadExamples(context)),
    recompute: assign(({ context }) => recompute(context)),
    dismissNotes: assign({ linkNotes: [] }),
  },
}).createMachine({
  id: 'costEstimation',
  context: ({ input }) => createInitialContext(input.search, input.preferredSystem),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.change': { actions: ['setFieldText', 'recompute'] },
        'insulated.change': { actions: ['setInsulated', 'recompute'] },
        'system.change': { actions: ['setSystem', 'recompute'] },
        'example.load': { actions: ['loadExamples', 'recompute'] },
        'notes.dismiss': { actions: 'dismissNotes' },
      },
    },
  },
});
