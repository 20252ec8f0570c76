/**
 * The Baghouse Design page (issue 10, /baghouse-design): the fields as typed,
 * the unit system and the design. Every edit designs again with core's
 * `readBaghouse`; a unit switch only changes how things are shown (issue 18).
 * Loading the example keeps the inputs it replaces until Undo, a dismissal
 * or the next edit.
 */
import { assertEvent, assign, setup } from 'xstate';
import type { BaghouseTextField } from '../../core/baghouse/texts.ts';
import type { UnitSystem } from '../../core/report/figure.ts';
import { applyFieldText, changeSystem, createInitialContext, loadExample, recompute, undoReplace, type BaghouseContext } from './context.ts';

export type BaghouseEvent =
  | { type: 'field.change'; field: BaghouseTextField; text: string }
  | { type: 'units.change'; system: UnitSystem }
  | { type: 'example.load' }
  | { type: 'undo' }
  | { type: 'undo.dismiss' }
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
    setSystem: assign(({ event }) => {
      assertEvent(event, 'units.change');
      return changeSystem(event.system);
    }),
    loadExample: assign(({ context }) => loadExample(context)),
    undoReplace: assign(({ context }) => undoReplace(context)),
    dismissUndo: assign({ replaced: undefined }),
    recompute: assign(({ context }) => recompute(context)),
    dismissNotes: assign({ linkNotes: [] }),
  },
  guards: {
    canUndo: ({ context }) => context.replaced !== undefined,
  },
}).createMachine({
  id: 'baghouse',
  context: ({ input }) => createInitialContext(input.search, input.preferredSystem),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.change': { actions: ['setFieldText', 'recompute'] },
        'units.change': { actions: 'setSystem' },
        'example.load': { actions: ['loadExample', 'recompute'] },
        undo: { guard: 'canUndo', actions: ['undoReplace', 'recompute'] },
        'undo.dismiss': { actions: 'dismissUndo' },
        'notes.dismiss': { actions: 'dismissNotes' },
      },
    },
  },
});
