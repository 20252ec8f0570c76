/**
 * The exhaust system page (issue 12, /ducting-calculator/system): the sheet
 * of segments as typed, edited cell by cell or a segment at a time, designed
 * again by core on every change (the ACGIH velocity-pressure method with
 * junction balancing). A unit switch changes only the system shown. An
 * import, the example or a clearing can be undone until the next edit. The
 * page saves the sheet on the device and reads files; the machine only
 * decides what the sheet becomes.
 */
import { assertEvent, assign, setup } from 'xstate';
import type { ConditionKey } from '../../core/exhaust-system/conditions.ts';
import type { SheetColumn, SheetDust, SystemFrictionMethod, SystemSheet } from '../../core/exhaust-system/sheet.ts';
import type { UnitSystem } from '../../core/report/figure.ts';
import {
  applySuggestedSizes,
  changeSheetUnits,
  clearSheet,
  createInitialContext,
  importFile,
  loadExample,
  openProjectSheet,
  recompute,
  takeStoredSheet,
  undoReplace,
  type SystemContext,
  type SystemInput,
} from './context.ts';
import { addBranch, addHood, deleteSegment, moveSegment, setCell } from './edit.ts';
import { typedGroupText, typedOutlet } from './typed-sheet.ts';

export type SystemEvent =
  | { type: 'cell.change'; row: number; column: SheetColumn; text: string }
  | { type: 'hood.add'; to: string }
  | { type: 'branch.add'; row: number }
  | { type: 'segment.join'; row: number; to: string }
  | { type: 'segment.delete'; row: number }
  | { type: 'segment.move'; row: number; by: -1 | 1 }
  /** The unit system shown; nothing typed changes. */
  | { type: 'units.change'; units: UnitSystem }
  /** The sheet's own units: its standard sizes (US spiral or EN 1506) and the bare numbers of its JSON. */
  | { type: 'series.change'; units: UnitSystem }
  | { type: 'friction.change'; friction: SystemFrictionMethod }
  | { type: 'outlet.change'; text: string }
  /** A gas condition of the whole system (temperature, altitude, barometric pressure, moisture), typed in the system shown. */
  | { type: 'condition.change'; key: ConditionKey; text: string }
  /** The system's dust (an explosion table id), its tested KSt or the dust loading in the ducts (typed in the system shown), for the dust's warnings. */
  | { type: 'dust.change'; key: keyof SheetDust; text: string }
  | { type: 'sizes.apply' }
  | { type: 'file.read'; name: string; text: string }
  | { type: 'file.dismiss' }
  | { type: 'example.load' }
  /** A project's system part in place of the sheet (the project bar's Open), undoable. */
  | { type: 'sheet.open'; sheet: SystemSheet; message: string }
  | { type: 'sheet.clear' }
  /** Puts back the sheet the last import, example or clearing replaced. */
  | { type: 'undo' }
  | { type: 'undo.dismiss' }
  /** The user chose to save this system over a saved record that failed its check. */
  | { type: 'store.replace' }
  /** Saving failed (storage full or blocked). */
  | { type: 'store.fail'; message: string }
  /** Another page saved this system on the device (a hood added from Hood Design). */
  | { type: 'store.change'; sheet: SystemSheet };

export const systemMachine = setup({
  types: {
    context: {} as SystemContext,
    events: {} as SystemEvent,
    input: {} as SystemInput,
  },
  actions: {
    setCell: assign(({ context, event }) => {
      assertEvent(event, 'cell.change');
      return { sheet: setCell(context.sheet, event.row, event.column, event.text, context.system) };
    }),
    addHood: assign(({ context, event }) => {
      assertEvent(event, 'hood.add');
      return { sheet: addHood(context.sheet, event.to) };
    }),
    addBranch: assign(({ context, event }) => {
      assertEvent(event, 'branch.add');
      return { sheet: addBranch(context.sheet, event.row) };
    }),
    join: assign(({ context, event }) => {
      assertEvent(event, 'segment.join');
      return { sheet: setCell(context.sheet, event.row, 'to', event.to) };
    }),
    deleteSegment: assign(({ context, event }) => {
      assertEvent(event, 'segment.delete');
      return { sheet: deleteSegment(context.sheet, event.row) };
    }),
    moveSegment: assign(({ context, event }) => {
      assertEvent(event, 'segment.move');
      return { sheet: moveSegment(context.sheet, event.row, event.by) };
    }),
    changeUnits: assign(({ event }) => {
      assertEvent(event, 'units.change');
      return { system: event.units };
    }),
    changeSeries: assign(({ context, event }) => {
      assertEvent(event, 'series.change');
      return changeSheetUnits(context, event.units);
    }),
    setFriction: assign(({ context, event }) => {
      assertEvent(event, 'friction.change');
      return { sheet: { ...context.sheet, friction: event.friction } };
    }),
    setOutlet: assign(({ context, event }) => {
      assertEvent(event, 'outlet.change');
      return { sheet: typedOutlet(context.sheet, event.text, context.system) };
    }),
    setCondition: assign(({ context, event }) => {
      assertEvent(event, 'condition.change');
      return { sheet: typedGroupText(context.sheet, 'conditions', event.key, event.text, context.system) };
    }),
    setDust: assign(({ context, event }) => {
      assertEvent(event, 'dust.change');
      return { sheet: typedGroupText(context.sheet, 'dust', event.key, event.text, context.system) };
    }),
    applySizes: assign(({ context }) => applySuggestedSizes(context)),
    readFile: assign(({ context, event }) => {
      assertEvent(event, 'file.read');
      return importFile(context, event.name, event.text);
    }),
    dismissFile: assign({ refusedFile: undefined }),
    openSheet: assign(({ context, event }) => {
      assertEvent(event, 'sheet.open');
      return openProjectSheet(context, event.sheet, event.message);
    }),
    loadExample: assign(({ context }) => loadExample(context)),
    clearSheet: assign(({ context }) => clearSheet(context)),
    undo: assign(({ context }) => undoReplace(context)),
    /** An edit keeps what it edits: the sheet an import replaced and the last redesign's report are let go. */
    settle: assign({ undo: undefined, redesign: undefined }),
    dismissUndo: assign({ undo: undefined }),
    replaceStore: assign({ store: { status: 'saving' } }),
    storeFailed: assign(({ event }) => {
      assertEvent(event, 'store.fail');
      return { store: { status: 'unavailable' as const, message: event.message } };
    }),
    takeStored: assign(({ context, event }) => {
      assertEvent(event, 'store.change');
      return takeStoredSheet(context, event.sheet);
    }),
    recompute: assign(({ context }) => recompute(context)),
  },
  guards: {
    storeIsCorrupt: ({ context }) => context.store.status === 'corrupt',
    canUndo: ({ context }) => context.undo !== undefined,
    hasRedesign: ({ context }) =>
      context.outcome.status === 'success' && context.outcome.design.junctions.some((junction) => junction.action === 'redesign'),
  },
}).createMachine({
  id: 'exhaustSystem',
  context: ({ input }) => createInitialContext(input),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'cell.change': { actions: ['settle', 'setCell', 'recompute'] },
        'hood.add': { actions: ['settle', 'addHood', 'recompute'] },
        'branch.add': { actions: ['settle', 'addBranch', 'recompute'] },
        'segment.join': { actions: ['settle', 'join', 'recompute'] },
        'segment.delete': { actions: ['settle', 'deleteSegment', 'recompute'] },
        'segment.move': { actions: ['settle', 'moveSegment', 'recompute'] },
        'units.change': { actions: ['changeUnits', 'recompute'] },
        'series.change': { actions: ['settle', 'changeSeries', 'recompute'] },
        'friction.change': { actions: ['settle', 'setFriction', 'recompute'] },
        'outlet.change': { actions: ['settle', 'setOutlet', 'recompute'] },
        'condition.change': { actions: ['settle', 'setCondition', 'recompute'] },
        'dust.change': { actions: ['settle', 'setDust', 'recompute'] },
        'sizes.apply': { guard: 'hasRedesign', actions: ['settle', 'applySizes', 'recompute'] },
        'file.read': { actions: ['readFile', 'recompute'] },
        'file.dismiss': { actions: 'dismissFile' },
        'example.load': { actions: ['loadExample', 'recompute'] },
        'sheet.open': { actions: ['openSheet', 'recompute'] },
        'sheet.clear': { actions: ['clearSheet', 'recompute'] },
        undo: { guard: 'canUndo', actions: ['undo', 'recompute'] },
        'undo.dismiss': { actions: 'dismissUndo' },
        'store.replace': { guard: 'storeIsCorrupt', actions: 'replaceStore' },
        'store.fail': { actions: 'storeFailed' },
        'store.change': { actions: ['takeStored', 'recompute'] },
      },
    },
  },
});
