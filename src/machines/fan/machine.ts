/**
 * The Fan Selection (issue 11, /fan-selection): the inputs as typed, the fan
 * curve's table, the unit system, and the selection. Every change selects
 * again with core's readFanSelection.
 */
import { assertEvent, assign, setup } from 'xstate';
import type { CurveColumn, FanField } from '../../core/fan/fields.ts';
import type { UnitSystem } from '../../core/report/figure.ts';
import {
  addRow,
  applyCellText,
  applyFieldText,
  changeSystem,
  createInitialContext,
  importCurve,
  recompute,
  removeRow,
  type FanContext,
} from './context.ts';

export type FanEvent =
  | { type: 'field.change'; field: FanField; text: string }
  | { type: 'system.change'; system: UnitSystem }
  | { type: 'curve.cell'; row: number; column: CurveColumn; text: string }
  | { type: 'curve.add' }
  | { type: 'curve.remove'; row: number }
  | { type: 'curve.import'; text: string }
  | { type: 'notes.dismiss' };

/** What the page opens with: its URL query ('' for none) and the site-wide unit preference. */
export interface FanInput {
  search: string;
  preferredSystem: UnitSystem;
}

export const fanMachine = setup({
  types: {
    context: {} as FanContext,
    events: {} as FanEvent,
    input: {} as FanInput,
  },
  actions: {
    setFieldText: assign(({ context, event }) => {
      assertEvent(event, 'field.change');
      return applyFieldText(context, event.field, event.text);
    }),
    setSystem: assign(({ context, event }) => {
      assertEvent(event, 'system.change');
      return changeSystem(context, event.system);
    }),
    setCell: assign(({ context, event }) => {
      assertEvent(event, 'curve.cell');
      return applyCellText(context, event.row, event.column, event.text);
    }),
    addRow: assign(({ context }) => addRow(context)),
    removeRow: assign(({ context, event }) => {
      assertEvent(event, 'curve.remove');
      return removeRow(context, event.row);
    }),
    importCurve: assign(({ event }) => {
      assertEvent(event, 'curve.import');
      return importCurve(event.text);
    }),
    recompute: assign(({ context }) => recompute(context)),
    dismissNotes: assign({ linkNotes: [] }),
  },
  guards: {
    hasRowsLeft: ({ context }) => context.rows.length > 1,
  },
}).createMachine({
  id: 'fanSelection',
  context: ({ input }) => createInitialContext(input.search, input.preferredSystem),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.change': { actions: ['setFieldText', 'recompute'] },
        'system.change': { actions: ['setSystem', 'recompute'] },
        'curve.cell': { actions: ['setCell', 'recompute'] },
        'curve.add': { actions: ['addRow'] },
        'curve.remove': { guard: 'hasRowsLeft', actions: ['removeRow', 'recompute'] },
        'curve.import': { actions: ['importCurve', 'recompute'] },
        'notes.dismiss': { actions: 'dismissNotes' },
      },
    },
  },
});
