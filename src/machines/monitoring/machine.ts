/**
 * Equipment monitoring (issue 22, the second part of /monitoring): logs
 * chosen, their header read and the mapping guessed, the analysis run and
 * shown, a replaced analysis offered back, and the daily ΔP sent to the
 * maintenance log. The reading, the analysis and the send are actors the page
 * provides (a Web Worker, the maintenance log's store); the machine only
 * decides what the part holds and when each runs.
 */
import { assertEvent, assign, fromCallback, fromPromise, setup, type EventObject } from 'xstate';
import type { LogEntry } from '../../core/maintenance/log.ts';
import type { ColumnRole, LogMapping, TimeFormat } from '../../core/monitoring/log-mapping.ts';
import type { MonitorResult } from '../../core/monitoring/monitor-result.ts';
import type { MonitorRules } from '../../core/monitoring/monitor-rules.ts';
import type { UnitSystem } from '../../core/report/figure.ts';
import {
  analysisDone,
  createInitialContext,
  headerRead,
  setColumn,
  setUnit,
  setRuleText,
  setTimeKind,
  setZoneText,
  startReading,
  undoReplace,
  type MonitoringContext,
  type Progress,
  type UnitField,
} from './context.ts';
import type { FileLines } from './file-lines.ts';
import type { RuleKey } from './rules.ts';
import { selectMappingIssues } from './selectors.ts';

/** What the analysis actor reports back. */
export type AnalysisEvent =
  | ({ type: 'analysis.progress' } & Progress)
  | { type: 'analysis.done'; result: MonitorResult; files: readonly FileLines[] }
  | { type: 'analysis.fail'; message: string };

export type MonitoringEvent =
  | { type: 'files.choose'; files: readonly File[] }
  | { type: 'mapping.column'; role: ColumnRole; column: number | undefined }
  | { type: 'mapping.unit'; field: UnitField; unit: string }
  | { type: 'time.kind'; kind: TimeFormat['kind'] }
  | { type: 'time.zone'; text: string }
  | { type: 'rule.text'; rule: RuleKey; text: string }
  | { type: 'units.change'; units: UnitSystem }
  | { type: 'analysis.run' }
  | { type: 'analysis.cancel' }
  | AnalysisEvent
  /** Put back the analysis a new one replaced. */
  | { type: 'undo' }
  | { type: 'undo.dismiss' }
  /** Send the daily ΔP and the findings to the maintenance log; `entries` are made by `maintenanceEntries`. */
  | { type: 'send.start'; entries: readonly LogEntry[] }
  | { type: 'send.dismiss' }
  /** The bag leak detector's alarm log, its CSV rows read by the page. */
  | { type: 'alarms.read'; name: string; rows: ReadonlyArray<readonly string[]> }
  | { type: 'alarms.clear' }
  | { type: 'hours.text'; text: string };

/** What the header reader gives. */
export interface HeaderOutput {
  readonly header: readonly string[];
  readonly rows: ReadonlyArray<readonly string[]>;
}

/** What the send gives: the entries new to the log, and those kept as they were. */
export interface SendOutput {
  readonly added: number;
  readonly kept: number;
}

/** What the analysis reads: the logs, the mapping (checked by `canAnalyse` before) and the rules. */
function analysisInput(context: MonitoringContext) {
  if (context.log === undefined || context.mapping === undefined) throw new Error('analysing needs a log and its mapping');
  return { files: context.log.files, mapping: context.mapping, rules: context.rules };
}

/** Why an actor failed, one line. */
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The page provides the real actors (`machine.provide`); these say so if it did not. */
const notProvided = (name: string) => () => Promise.reject(new Error(`${name} is provided by the page`));

const monitoringSetup = setup({
  types: {
    context: {} as MonitoringContext,
    events: {} as MonitoringEvent,
    input: {} as { preferredSystem: UnitSystem; zone?: string },
  },
  actors: {
    readHeader: fromPromise<HeaderOutput, { files: readonly File[] }>(notProvided('readHeader')),
    analyse: fromCallback<EventObject, { files: readonly File[]; mapping: LogMapping; rules: MonitorRules }>(() => {
      throw new Error('analyse is provided by the page');
    }),
    sendToLog: fromPromise<SendOutput, { entries: readonly LogEntry[] }>(notProvided('sendToLog')),
  },
  actions: {
    startReading: assign(({ context, event }) => {
      assertEvent(event, 'files.choose');
      return startReading(context, event.files);
    }),
    setColumn: assign(({ context, event }) => {
      assertEvent(event, 'mapping.column');
      return setColumn(context, event.role, event.column);
    }),
    setUnit: assign(({ context, event }) => {
      assertEvent(event, 'mapping.unit');
      return setUnit(context, event.field, event.unit);
    }),
    setTimeKind: assign(({ context, event }) => {
      assertEvent(event, 'time.kind');
      return setTimeKind(context, event.kind);
    }),
    setZone: assign(({ context, event }) => {
      assertEvent(event, 'time.zone');
      return setZoneText(context, event.text);
    }),
    setRule: assign(({ context, event }) => {
      assertEvent(event, 'rule.text');
      return setRuleText(context, event.rule, event.text);
    }),
    // A switch only changes how ΔP is shown: the log, the mapping and the analysis stay.
    changeUnits: assign(({ event }) => {
      assertEvent(event, 'units.change');
      return { system: event.units };
    }),
    setProgress: assign(({ event }) => {
      assertEvent(event, 'analysis.progress');
      return { progress: { bytesRead: event.bytesRead, bytesTotal: event.bytesTotal, rows: event.rows } };
    }),
    keepAnalysis: assign(({ context, event }) => {
      assertEvent(event, 'analysis.done');
      return analysisDone(context, event.result, event.files);
    }),
    clearProgress: assign({ progress: undefined }),
    keepHeader: assign(({ context }, header: HeaderOutput) => headerRead(context, header.header, header.rows)),
    failed: assign((_, message: string) => ({ failure: message, progress: undefined })),
    keepSent: assign((_, sent: SendOutput) => ({ sent: { status: 'sent' as const, added: sent.added, kept: sent.kept } })),
    sendFailed: assign((_, message: string) => ({ sent: { status: 'failed' as const, message } })),
    undo: assign(({ context }) => undoReplace(context)),
    dismissUndo: assign({ undo: undefined }),
    dismissSent: assign({ sent: undefined }),
    readAlarms: assign(({ event }) => {
      assertEvent(event, 'alarms.read');
      return { alarmLog: { name: event.name, rows: event.rows } };
    }),
    clearAlarms: assign({ alarmLog: undefined }),
    setHours: assign(({ event }) => {
      assertEvent(event, 'hours.text');
      return { operatingHoursText: event.text };
    }),
  },
  guards: {
    /** A log whose mapping passes core's check, with the zone and rules as typed reading. */
    canAnalyse: ({ context }) => context.log !== undefined && context.mapping !== undefined && selectMappingIssues(context).length === 0,
    hasAnalysis: ({ context }) => context.analysis !== undefined,
    canUndo: ({ context }) => context.undo !== undefined,
  },
});

/** What a loaded log takes, analysed or not: new logs, the mapping, zone and rules edited, and Analyse. */
const EDITS = {
  'files.choose': { target: '#monitoring.reading', actions: 'startReading' },
  'analysis.run': { guard: 'canAnalyse', target: '#monitoring.analysing' },
  'mapping.column': { actions: 'setColumn' },
  'mapping.unit': { actions: 'setUnit' },
  'time.kind': { actions: 'setTimeKind' },
  'time.zone': { actions: 'setZone' },
  'rule.text': { actions: 'setRule' },
} as const;

export const monitoringMachine = monitoringSetup.createMachine({
  id: 'monitoring',
  context: ({ input }) => createInitialContext(input),
  initial: 'empty',
  on: {
    'units.change': { actions: 'changeUnits' },
    'undo.dismiss': { actions: 'dismissUndo' },
    // The alarm ledger stands apart from the controller log: it can be kept with or without one.
    'alarms.read': { actions: 'readAlarms' },
    'alarms.clear': { actions: 'clearAlarms' },
    'hours.text': { actions: 'setHours' },
  },
  states: {
    /** No log chosen yet. */
    empty: {
      on: { 'files.choose': { target: 'reading', actions: 'startReading' } },
    },
    /** The first file's header is being read, to guess the mapping. */
    reading: {
      invoke: {
        src: 'readHeader',
        input: ({ context }) => ({ files: context.log?.files ?? [] }),
        onDone: { target: 'guessed', actions: { type: 'keepHeader', params: ({ event }) => event.output } },
        onError: { target: 'mapping', actions: { type: 'failed', params: ({ event }) => messageOf(event.error) } },
      },
    },
    /** The mapping is guessed: analysed at once when it names the timestamp and ΔP, else shown to be completed. */
    guessed: {
      always: [{ guard: 'canAnalyse', target: 'analysing' }, { target: 'mapping' }],
    },
    /** A log with its mapping, not analysed (yet, or the analysis failed or was cancelled). */
    mapping: {
      on: {
        ...EDITS,
        undo: { guard: 'canUndo', target: 'analysed', actions: 'undo' },
      },
    },
    /** The worker reads every file through the monitor. */
    analysing: {
      invoke: {
        src: 'analyse',
        input: ({ context }) => analysisInput(context),
      },
      on: {
        'analysis.progress': { actions: 'setProgress' },
        'analysis.done': { target: 'analysed', actions: 'keepAnalysis' },
        'analysis.fail': { target: 'mapping', actions: { type: 'failed', params: ({ event }) => event.message } },
        // Leaving the state stops the worker.
        'analysis.cancel': [
          { guard: 'hasAnalysis', target: 'analysed', actions: 'clearProgress' },
          { target: 'mapping', actions: 'clearProgress' },
        ],
      },
    },
    /** The analysis is shown; the mapping and rules can be changed and run again. */
    analysed: {
      initial: 'idle',
      on: {
        ...EDITS,
        undo: { guard: 'canUndo', target: '.idle', actions: 'undo' },
        'send.dismiss': { actions: 'dismissSent' },
      },
      states: {
        idle: {
          on: { 'send.start': { target: 'sending', actions: 'dismissSent' } },
        },
        /** The entries are merged into the maintenance log on this device. */
        sending: {
          invoke: {
            src: 'sendToLog',
            input: ({ event }) => {
              assertEvent(event, 'send.start');
              return { entries: event.entries };
            },
            onDone: { target: 'idle', actions: { type: 'keepSent', params: ({ event }) => event.output } },
            onError: { target: 'idle', actions: { type: 'sendFailed', params: ({ event }) => messageOf(event.error) } },
          },
        },
      },
    },
  },
});
