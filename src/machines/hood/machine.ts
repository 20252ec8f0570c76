/**
 * The Hood Design (issue 20, /hood-design): the inputs as typed, the unit
 * system shown, and the design. Every edit designs again with core's
 * readHoodDesign. A unit switch never changes a text (each keeps the system
 * it was typed in) nor the hood's flow; it designs again because a branch
 * sized from the standard sizes takes the system's series (EN 1506 or US
 * spiral, and the class's minimum velocity in that column), as the link
 * (its `units=`) and Add to exhaust system read it.
 * Loading the example and clearing the inputs keep the inputs they replace
 * for an undo until the next edit.
 */
import { assertEvent, assign, setup } from 'xstate';
import type { HoodField } from '../../core/hood/fields.ts';
import type { UnitSystem } from '../../core/report/figure.ts';
import { applyFieldText, clearInputs, createInitialContext, loadExample, recompute, undoReplace, type HoodContext } from './context.ts';

export type HoodEvent =
  | { type: 'field.change'; field: HoodField; text: string }
  | { type: 'system.change'; system: UnitSystem }
  | { type: 'example.load' }
  | { type: 'inputs.clear' }
  | { type: 'undo' }
  | { type: 'undo.dismiss' }
  | { type: 'notes.dismiss' };

/** What the page opens with: its URL query ('' for none) and the site-wide unit preference. */
export interface HoodInput {
  search: string;
  preferredSystem: UnitSystem;
}

export const hoodMachine = setup({
  types: {
    context: {} as HoodContext,
    events: {} as HoodEvent,
    input: {} as HoodInput,
  },
  actions: {
    setFieldText: assign(({ context, event }) => {
      assertEvent(event, 'field.change');
      return applyFieldText(context, event.field, event.text);
    }),
    setSystem: assign(({ event }) => {
      assertEvent(event, 'system.change');
      return { system: event.system };
    }),
    loadExample: assign(({ context }) => loadExample(context)),
    clearInputs: assign(({ context }) => clearInputs(context)),
    undo: assign(({ context }) => undoReplace(context)),
    dismissUndo: assign({ undo: undefined }),
    recompute: assign(({ context }) => recompute(context)),
    dismissNotes: assign({ linkNotes: [] }),
  },
  guards: {
    hasInputs: ({ context }) => Object.keys(context.texts).some((field) => field !== 'type'),
    canUndo: ({ context }) => context.undo !== undefined,
  },
}).createMachine({
  id: 'hoodDesign',
  context: ({ input }) => createInitialContext(input.search, input.preferredSystem),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.change': { actions: ['setFieldText', 'recompute'] },
        // Every text is read in the system it was typed in; only a sized branch follows the system's series.
        'system.change': { actions: ['setSystem', 'recompute'] },
        'example.load': { actions: ['loadExample', 'recompute'] },
        'inputs.clear': { guard: 'hasInputs', actions: ['clearInputs', 'recompute'] },
        undo: { guard: 'canUndo', actions: ['undo', 'recompute'] },
        'undo.dismiss': { actions: 'dismissUndo' },
        'notes.dismiss': { actions: 'dismissNotes' },
      },
    },
  },
});
