/**
 * The Maintenance Schedule (issue 14, /maintenance): the collector's
 * configuration as typed, the plan's calendar, ticking tasks off into the
 * log, and files merged into it. The page keeps the log on the device and
 * writes the files; the machine only decides what the planner holds.
 */
import { assertEvent, assign, setup } from 'xstate';
import type { Interval } from '../../core/maintenance/catalogue.ts';
import type { CollectorConfig } from '../../core/maintenance/config.ts';
import type { UnitSystem } from '../../core/report/figure.ts';
import type { CalendarView } from './calendar.ts';
import {
  applyChoices,
  applyText,
  applyTickText,
  createInitialContext,
  importLog,
  movePeriod,
  openConfig,
  openTick,
  saveTick,
  undoConfig,
  undoImport,
  type MaintenanceContext,
  type MaintenanceInput,
} from './context.ts';
import type { ConfigChoices, ConfigTextField } from './form.ts';
import type { TickField } from './tick.ts';

export type MaintenanceEvent =
  | { type: 'config.choose'; choices: Partial<ConfigChoices> }
  | { type: 'config.text'; field: ConfigTextField; text: string }
  /** A configuration in place of the form's (the project bar's Open), undoable until the form is edited. */
  | { type: 'config.open'; config: CollectorConfig; message: string }
  | { type: 'config.undo' }
  | { type: 'config.undo.dismiss' }
  | { type: 'units.change'; units: UnitSystem }
  | { type: 'view.change'; view: CalendarView }
  | { type: 'period.step'; step: 1 | -1 }
  | { type: 'period.today' }
  | { type: 'day.select'; date: string }
  | { type: 'checklist.select'; interval: Interval['kind'] }
  | { type: 'tick.open'; taskId: string; date: string }
  | { type: 'tick.text'; field: TickField; text: string }
  /** Save the tick-off; `doneAt` is the device's clock (ISO timestamp). */
  | { type: 'tick.save'; doneAt: string }
  | { type: 'tick.cancel' }
  | { type: 'file.read'; name: string; text: string }
  | { type: 'file.dismiss' }
  /** Take the last import back. */
  | { type: 'undo' }
  /** Keep the last import and hide its notice. */
  | { type: 'undo.dismiss' }
  /** The user chose to save this log over a saved record that failed its check. */
  | { type: 'store.replace' }
  /** Saving failed (storage full or blocked). */
  | { type: 'store.fail'; message: string };

export const maintenanceMachine = setup({
  types: {
    context: {} as MaintenanceContext,
    events: {} as MaintenanceEvent,
    input: {} as MaintenanceInput,
  },
  actions: {
    choose: assign(({ context, event }) => {
      assertEvent(event, 'config.choose');
      return applyChoices(context, event.choices);
    }),
    setText: assign(({ context, event }) => {
      assertEvent(event, 'config.text');
      return applyText(context, event.field, event.text);
    }),
    openConfig: assign(({ context, event }) => {
      assertEvent(event, 'config.open');
      return openConfig(context, event.config, event.message);
    }),
    undoConfig: assign(({ context }) => undoConfig(context)),
    dismissConfigUndo: assign({ configUndo: undefined }),
    // A switch only changes how fields and figures are shown: every text, the system it was typed in, the configuration and the log stay.
    changeUnits: assign(({ event }) => {
      assertEvent(event, 'units.change');
      return { system: event.units };
    }),
    setView: assign(({ event }) => {
      assertEvent(event, 'view.change');
      return { view: event.view };
    }),
    step: assign(({ context, event }) => {
      assertEvent(event, 'period.step');
      return movePeriod(context, event.step);
    }),
    goToday: assign(({ context }) => ({ focus: context.today, selectedDay: context.today })),
    selectDay: assign(({ event }) => {
      assertEvent(event, 'day.select');
      return { selectedDay: event.date, focus: event.date };
    }),
    selectChecklist: assign(({ event }) => {
      assertEvent(event, 'checklist.select');
      return { checklist: event.interval };
    }),
    openTick: assign(({ context, event }) => {
      assertEvent(event, 'tick.open');
      return openTick(context, event.taskId, event.date);
    }),
    setTickText: assign(({ context, event }) => {
      assertEvent(event, 'tick.text');
      return applyTickText(context, event.field, event.text);
    }),
    saveTick: assign(({ context, event }) => {
      assertEvent(event, 'tick.save');
      return saveTick(context, event.doneAt);
    }),
    closeTick: assign({ draft: undefined }),
    readFile: assign(({ context, event }) => {
      assertEvent(event, 'file.read');
      return importLog(context, event.name, event.text);
    }),
    dismissFile: assign({ fileNotice: undefined }),
    undoImport: assign(({ context }) => undoImport(context)),
    dismissUndo: assign({ undo: undefined }),
    replaceStore: assign({ store: { status: 'saving' } }),
    storeFailed: assign(({ event }) => {
      assertEvent(event, 'store.fail');
      return { store: { status: 'unavailable' as const, message: event.message } };
    }),
  },
  guards: {
    storeIsCorrupt: ({ context }) => context.store.status === 'corrupt',
    tickSaved: ({ context }) => context.draft === undefined,
    /** A task is ticked off on or after its day, never ahead of it. */
    notAhead: ({ context, event }) => event.type === 'tick.open' && event.date <= context.today,
  },
}).createMachine({
  id: 'maintenance',
  context: ({ input }) => createInitialContext(input),
  initial: 'planning',
  on: {
    'config.choose': { actions: 'choose' },
    'config.text': { actions: 'setText' },
    'config.open': { actions: 'openConfig' },
    'config.undo': { actions: 'undoConfig' },
    'config.undo.dismiss': { actions: 'dismissConfigUndo' },
    'units.change': { actions: 'changeUnits' },
    'view.change': { actions: 'setView' },
    'period.step': { actions: 'step' },
    'period.today': { actions: 'goToday' },
    'day.select': { actions: 'selectDay' },
    'checklist.select': { actions: 'selectChecklist' },
    'file.read': { actions: 'readFile' },
    'file.dismiss': { actions: 'dismissFile' },
    undo: { actions: 'undoImport' },
    'undo.dismiss': { actions: 'dismissUndo' },
    'store.replace': { guard: 'storeIsCorrupt', actions: 'replaceStore' },
    'store.fail': { actions: 'storeFailed' },
  },
  states: {
    planning: {
      on: {
        'tick.open': { guard: 'notAhead', target: 'ticking', actions: 'openTick' },
      },
    },
    /** A task's tick-off is open: it saves into the log once it reads, or is cancelled. */
    ticking: {
      on: {
        'tick.text': { actions: 'setTickText' },
        'tick.save': { actions: 'saveTick' },
        'tick.cancel': { target: 'planning', actions: 'closeTick' },
      },
      always: { guard: 'tickSaved', target: 'planning' },
    },
  },
});
