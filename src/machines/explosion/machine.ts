/**
 * The Explosion Protection page (issue 21, /explosion-protection): the
 * inputs as typed, the unit system shown, and the vent design. Every edit
 * designs again with core's readVentDesign. A unit switch never changes a
 * text (each keeps the system it was typed in) nor the design. Loading the
 * example and clearing the inputs keep the inputs they replace for an undo
 * until the next edit.
 */
import { assertEvent, assign, setup } from 'xstate';
import type { VentField } from '../../core/explosion/fields.ts';
import type { UnitSystem } from '../../core/report/figure.ts';
import { applyFieldText, clearInputs, createInitialContext, loadExample, recompute, undoReplace, type VentContext } from './context.ts';

export type VentEvent =
  | { type: 'field.change'; field: VentField; text: string }
  | { type: 'system.change'; system: UnitSystem }
  | { type: 'example.load' }
  | { type: 'inputs.clear' }
  | { type: 'undo' }
  | { type: 'undo.dismiss' }
  | { type: 'notes.dismiss' };

/** What the page opens with: its URL query ('' for none) and the site-wide unit preference. */
export interface VentMachineInput {
  search: string;
  preferredSystem: UnitSystem;
}

export const ventMachine = setup({
  types: {
    context: {} as VentContext,
    events: {} as VentEvent,
    input: {} as VentMachineInput,
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
    hasInputs: ({ context }) => Object.keys(context.texts).length > 0,
    canUndo: ({ context }) => context.undo !== undefined,
  },
}).createMachine({
  id: 'explosionProtection',
  context: ({ input }) => createInitialContext(input.search, input.preferredSystem),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.change': { actions: ['setFieldText', 'recompute'] },
        // Every text is read in the system it was typed in, so the design stays; designing again keeps the reading the system's.
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
