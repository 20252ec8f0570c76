/**
 * The Baghouse Design page (issue 10, /baghouse-design): the fields as typed,
 * the unit system and the design. Every change designs again with core's
 * `readBaghouse`.
 */
import { assertEvent, assign, setup } from 'xstate';
import type { BaghouseTextField } from '../../core/baghouse/texts.ts';
import type { UnitSystem } from '../../core/report/figure.ts';
import { applyFieldText, changeSystem, createInitialContext, loadExample, recompute, type BaghouseContext } from './context.ts';

export type BaghouseEvent =
  | { type: 'field.change'; field: BaghouseTextField; text: string }
  | { type: 'units.change'; system: UnitSystem }
  | { type: 'example.load' }
  | { type: 'notes.dismiss' };

/** What the page opens with: its URL query ('' for none) and the site-wide unit preference. */
export interface BaghouseMachineInput {
  search: string;
  preferredSystem: UnitSystem;
}

export const baghouseMachine = setup({
  types: {
    context: {} as BaghouseContext,
    events: {} as BaghouseEvent,
    input: {} as BaghouseMachineInput,
  },
  actions: {
    setFieldText: assign(({ context, event }) => {
      assertEvent(event, 'field.change');
      return applyFieldText(context, event.field, event.text);
    }),
    setSystem: assign(({ context, event }) => {
      assertEvent(event, 'units.change');
      return changeSystem(context, event.system);
    }),
    loadExample: assign(({ context }) => loadExample(context)),
    recompute: assign(({ context }) => recompute(context)),
    dismissNotes: assign({ linkNotes: [] }),
  },
}).createMachine({
  id: 'baghouse',
  context: ({ input }) => createInitialContext(input.search, input.preferredSystem),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.change': { actions: ['setFieldText', 'recompute'] },
        'units.change': { actions: ['setSystem', 'recompute'] },
        'example.load': { actions: ['loadExample', 'recompute'] },
        'notes.dismiss': { actions: 'dismissNotes' },
      },
    },
  },
});
