/**
 * The Unit Convertor (issue 8, /pressure-drop): the quantity, the value and
 * its units, the gas conditions, and the conversion. Every change converts
 * again with core's `readConversion`. It has no unit system: what is stored
 * is the texts as typed, so picking units never changes the value typed,
 * and picking another quantity can be undone.
 */
import { assertEvent, assign, setup } from 'xstate';
import type { ConversionField } from '../../core/units/conversion.ts';
import type { QuantityId } from '../../core/units/quantity.ts';
import { applyFieldText, changeQuantity, createInitialContext, recompute, undoQuantityChange, type ConvertorContext } from './context.ts';

export type ConvertorEvent =
  | { type: 'quantity.change'; quantity: QuantityId }
  | { type: 'field.change'; field: ConversionField; text: string }
  | { type: 'notes.dismiss' }
  | { type: 'undo' }
  | { type: 'undo.dismiss' };

/** What the page opens with: its URL query ('' for none). */
export interface ConvertorInput {
  search: string;
}

export const convertorMachine = setup({
  types: {
    context: {} as ConvertorContext,
    events: {} as ConvertorEvent,
    input: {} as ConvertorInput,
  },
  actions: {
    setQuantity: assign(({ context, event }) => {
      assertEvent(event, 'quantity.change');
      return changeQuantity(context, event.quantity);
    }),
    setFieldText: assign(({ context, event }) => {
      assertEvent(event, 'field.change');
      return applyFieldText(context, event.field, event.text);
    }),
    recompute: assign(({ context }) => recompute(context)),
    dismissNotes: assign({ linkNotes: [] }),
    undoQuantityChange: assign(({ context }) => undoQuantityChange(context)),
    // The next edit keeps the new quantity's inputs: nothing is left to undo.
    dropUndo: assign({ undo: undefined }),
  },
}).createMachine({
  id: 'unitConvertor',
  context: ({ input }) => createInitialContext(input.search),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'quantity.change': { actions: ['setQuantity', 'recompute'] },
        'field.change': { actions: ['setFieldText', 'dropUndo', 'recompute'] },
        'notes.dismiss': { actions: 'dismissNotes' },
        undo: { actions: ['undoQuantityChange', 'recompute'] },
        'undo.dismiss': { actions: 'dropUndo' },
      },
    },
  },
});
