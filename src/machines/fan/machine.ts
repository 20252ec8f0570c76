/**
 * The Fan Selection (issue 11, /fan-selection): the inputs as typed, the fan
 * curve's table, the unit system shown, and the selection, as every form
 * page keeps them (shared/form-machine.ts), with the curve's own events.
 * Every edit selects again with core's readFanSelection; a unit switch only
 * changes what is shown (each text keeps the system it was typed in), so the
 * selection and the link never drift. Loading the example, importing a curve
 * and clearing it keep the inputs they replace for an undo until the next edit.
 */
import { assertEvent, assign, setup } from 'xstate';
import type { CurveColumn, FanField } from '../../core/fan/fields.ts';
import type { FormMachineInput } from '../shared/form-context.ts';
import { FORM_TRANSITIONS, formActions, formGuards, type FormEvent } from '../shared/form-machine.ts';
import { addRow, applyCellText, clearCurve, createInitialContext, fanForm, hasCurve, importCurve, removeRow, type FanContext } from './context.ts';

export type FanEvent =
  | FormEvent<FanField>
  | { type: 'curve.cell'; row: number; column: CurveColumn; text: string }
  | { type: 'curve.add' }
  | { type: 'curve.remove'; row: number }
  | { type: 'curve.import'; text: string; name?: string }
  | { type: 'curve.clear' };

export const fanMachine = setup({
  types: {
    context: {} as FanContext,
    events: {} as FanEvent,
    input: {} as FormMachineInput,
  },
  actions: {
    ...formActions<FanContext, FanEvent>(fanForm),
    setCell: assign(({ context, event }) => {
      assertEvent(event, 'curve.cell');
      return applyCellText(context, event.row, event.column, event.text);
    }),
    addRow: assign(({ context }) => addRow(context)),
    removeRow: assign(({ context, event }) => {
      assertEvent(event, 'curve.remove');
      return removeRow(context, event.row);
    }),
    importCurve: assign(({ context, event }) => {
      assertEvent(event, 'curve.import');
      return importCurve(context, event.text, event.name);
    }),
    clearCurve: assign(({ context }) => clearCurve(context)),
  },
  guards: {
    ...formGuards<FanContext>(fanForm),
    hasRowsLeft: ({ context }) => context.rows.length > 1,
    hasCurve: ({ context }) => hasCurve(context),
  },
}).createMachine({
  id: 'fanSelection',
  context: ({ input }) => createInitialContext(input.search, input.preferredSystem),
  initial: 'editing',
  states: {
    editing: {
      on: {
        ...FORM_TRANSITIONS,
        'curve.cell': { actions: ['setCell', 'recompute'] },
        'curve.add': { actions: ['addRow'] },
        'curve.remove': { guard: 'hasRowsLeft', actions: ['removeRow', 'recompute'] },
        'curve.import': { actions: ['importCurve', 'recompute'] },
        'curve.clear': { guard: 'hasCurve', actions: ['clearCurve', 'recompute'] },
      },
    },
  },
});
