/**
 * The Fan Selection (issue 11, /fan-selection): the inputs as typed, the fan
 * curve's table, the unit system shown, and the selection. Every edit
 * selects again with core's readFanSelection; a unit switch only changes
 * what is shown (each text keeps the system it was typed in), so the
 * selection and the link never drift. Loading the example, importing a curve
 * and clearing it keep the inputs they replace for an undo until the next edit.
 */
import { assertEvent, assign, setup } from 'xstate';
import type { CurveColumn, FanField } from '../../core/fan/fields.ts';
import type { UnitSystem } from '../../core/report/figure.ts';
import {
  addRow,
  applyCellText,
  applyFieldText,
  clearCurve,
  createInitialContext,
  importCurve,
  loadExample,
  recompute,
  removeRow,
  undoReplace,
  type FanContext,
} from './context.ts';

export type FanEvent =
  | { type: 'field.change'; field: FanField; text: string }
  | { type: 'system.change'; system: UnitSystem }
  | { type: 'curve.cell'; row: number; column: CurveColumn; text: string }
  | { type: 'curve.add' }
  | { type: 'curve.remove'; row: number }
  | { type: 'curve.import'; text: string; name?: string }
  | { type: 'curve.clear' }
  | { type: 'example.load' }
  | { type: 'undo' }
  | { type: 'undo.dismiss' }
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
    setSystem: assign(({ event }) => {
      assertEvent(event, 'system.change');
      return { system: event.system };
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
    importCurve: assign(({ context, event }) => {
      assertEvent(event, 'curve.import');
      return importCurve(context, event.text, event.name);
    }),
    clearCurve: assign(({ context }) => clearCurve(context)),
    loadExample: assign(({ context }) => loadExample(context)),
    undo: assign(({ context }) => undoReplace(context)),
    dismissUndo: assign({ undo: undefined }),
    recompute: assign(({ context }) => recompute(context)),
    dismissNotes: assign({ linkNotes: [] }),
  },
  guards: {
    hasRowsLeft: ({ context }) => context.rows.length > 1,
    hasCurve: ({ context }) => context.rows.some((row) => Object.values(row).some((cell) => cell.trim() !== '')),
    canUndo: ({ context }) => context.undo !== undefined,
  },
}).createMachine({
  id: 'fanSelection',
  context: ({ input }) => createInitialContext(input.search, input.preferredSystem),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.change': { actions: ['setFieldText', 'recompute'] },
        // Every text is read in the system it was typed in: a switch changes what is shown, not the selection.
        'system.change': { actions: 'setSystem' },
        'curve.cell': { actions: ['setCell', 'recompute'] },
        'curve.add': { actions: ['addRow'] },
        'curve.remove': { guard: 'hasRowsLeft', actions: ['removeRow', 'recompute'] },
        'curve.import': { actions: ['importCurve', 'recompute'] },
        'curve.clear': { guard: 'hasCurve', actions: ['clearCurve', 'recompute'] },
        'example.load': { actions: ['loadExample', 'recompute'] },
        undo: { guard: 'canUndo', actions: ['undo', 'recompute'] },
        'undo.dismiss': { actions: 'dismissUndo' },
        'notes.dismiss': { actions: 'dismissNotes' },
      },
    },
  },
});
