/**
 * The maintenance planner's context and the pure updates its machine's
 * actions call: the collector's form and the configuration read from it,
 * the log, the calendar's view, the task being ticked off, the state of the
 * device's store, the last file read in and the undo of the last import.
 * The plan, the alerts and the files themselves are core's (selectors call it).
 */
import type { Interval } from '../../core/maintenance/catalogue.ts';
import { DEFAULT_CONFIG, type CollectorConfig } from '../../core/maintenance/config.ts';
import { firstOperatingDay } from '../../core/maintenance/recurrence.ts';
import { mergeLogs, readLogFile, type LogEntry } from '../../core/maintenance/log.ts';
import type { UnitSystem } from '../../core/report/figure.ts';
import { stepPeriod, type CalendarView } from './calendar.ts';
import { formFromConfig, readForm, withFormText, type ConfigChoices, type ConfigForm, type ConfigTextField, type FormIssue } from './form.ts';
import type { StoredLog } from './stored.ts';
import { openDraft, readDraft, withTickText, type TickDraft, type TickField } from './tick.ts';

/** Whether the log is kept on the device. */
export type StoreState =
  /** Every change is saved. */
  | { readonly status: 'saving' }
  /** The saved record failed its check: it is kept, and nothing is saved over it until the user chooses. */
  | { readonly status: 'corrupt'; readonly message: string; readonly raw: string }
  /** The device's storage cannot be used: the page works, but forgets the log when closed. */
  | { readonly status: 'unavailable'; readonly message: string };

/** What the last file did when it left the log as it was: refused with every problem, or nothing new in it. */
export type FileNotice =
  | { readonly status: 'refused'; readonly name: string; readonly issues: readonly string[] }
  | { readonly status: 'merged'; readonly name: string; readonly added: number; readonly kept: number };

/** A change to the log that can be taken back: what it did, and the log as it was before. */
export interface UndoableChange {
  /** What happened, as a sentence: `Imported backup.json: added 1 entry.` */
  readonly message: string;
  readonly entries: readonly LogEntry[];
}

export interface MaintenanceContext {
  system: UnitSystem;
  /** The collector's form as typed. */
  form: ConfigForm;
  /** The configuration the plan is made from: the form's, or the last one that could be read while the form has issues. */
  config: CollectorConfig;
  formIssues: readonly FormIssue[];
  /** The log, in the order ticked off. */
  entries: readonly LogEntry[];
  /** Today's date on the device, `YYYY-MM-DD`. */
  today: string;
  view: CalendarView;
  /** A day in the week or month shown. */
  focus: string;
  /** The day whose tasks are listed under the calendar. */
  selectedDay: string;
  /** The interval whose checklist is shown and printed. */
  checklist: Interval['kind'];
  /** The occurrence being ticked off. */
  draft: TickDraft | undefined;
  store: StoreState;
  fileNotice: FileNotice | undefined;
  /** The last import, until the log is edited again or the notice is dismissed. */
  undo: UndoableChange | undefined;
  /** The form and the plan's configuration a project's configuration replaced (opened from the project bar), until the form is edited or the notice is dismissed. */
  configUndo: { readonly message: string; readonly form: ConfigForm; readonly config: CollectorConfig } | undefined;
}

type Update = Partial<MaintenanceContext>;

/** What the page opens with. */
export interface MaintenanceInput {
  /** What the device's store gave back. */
  stored: StoredLog;
  /** Today's date on the device. */
  today: string;
  /** The site-wide unit preference: the form's and readings' units. */
  preferredSystem: UnitSystem;
}

function storeState(stored: StoredLog): StoreState {
  if (stored.status === 'corrupt') return { status: 'corrupt', message: stored.message, raw: stored.raw };
  if (stored.status === 'unavailable') return { status: 'unavailable', message: stored.message };
  return { status: 'saving' };
}

/**
 * The context the page opens with: the saved configuration and log, or on a
 * first visit core's realistic pulse-jet collector with a plan starting today,
 * in the preferred unit system (the saved configuration is in SI, so it
 * shows in either).
 */
export function createInitialContext({ stored, today, preferredSystem }: MaintenanceInput): MaintenanceContext {
  const found = stored.status === 'found' ? stored.log : undefined;
  const config = found?.config ?? { ...DEFAULT_CONFIG, start: today };
  const system = preferredSystem;
  // The calendar opens on today, or on the plan's first working day while it lies ahead.
  const firstDay = firstOperatingDay(config);
  const focus = firstDay > today ? firstDay : today;
  return {
    system,
    form: formFromConfig(config),
    config,
    formIssues: [],
    entries: found?.entries ?? [],
    today,
    view: 'week',
    focus,
    selectedDay: focus,
    checklist: 'daily',
    draft: undefined,
    store: storeState(stored),
    fileNotice: undefined,
    undo: undefined,
    configUndo: undefined,
  };
}

/** Reads the form again: a configuration that reads replaces the plan's; one that does not leaves it, with the issues. */
function withForm(form: ConfigForm): Update {
  const read = readForm(form);
  return read.status === 'success' ? { form, config: read.config, formIssues: [] } : { form, formIssues: read.issues };
}

/** A choice of the form changed (cleaning, discharge, a component fitted or not, the operating days). */
export function applyChoices(context: MaintenanceContext, choices: Partial<ConfigChoices>): Update {
  return { ...withForm({ ...context.form, ...choices }), configUndo: undefined };
}

/** A typed field of the form changed: its text, typed in the page's unit system. */
export function applyText(context: MaintenanceContext, field: ConfigTextField, text: string): Update {
  return { ...withForm(withFormText(context.form, field, text, context.system)), configUndo: undefined };
}

/**
 * Puts a configuration in place of the form's (a project's maintenance part,
 * opened from the project bar), keeping the form it replaces for an undo.
 *
 * @param context The current context.
 * @param config The configuration to plan from.
 * @param message The undo notice's sentence.
 */
export function openConfig(context: MaintenanceContext, config: CollectorConfig, message: string): Update {
  return { ...withForm(formFromConfig(config)), configUndo: { message, form: context.form, config: context.config } };
}

/** Puts back the form an opened configuration replaced, and the plan's configuration (the last one a form with issues could make). */
export function undoConfig(context: MaintenanceContext): Update {
  return context.configUndo === undefined ? {} : { ...withForm(context.configUndo.form), config: context.configUndo.config, configUndo: undefined };
}

/** Moves the calendar a week or a month. */
export function movePeriod(context: MaintenanceContext, step: 1 | -1): Update {
  return { focus: stepPeriod(context.view, context.focus, step) };
}

/** Opens the tick-off of one occurrence: empty, or with what the log holds for it. */
export function openTick(context: MaintenanceContext, taskId: string, date: string): Update {
  const entry = context.entries.find((each) => each.taskId === taskId && each.date === date);
  return { draft: openDraft(taskId, date, entry), selectedDay: date };
}

/** Stores a field of the tick-off as typed. */
export function applyTickText(context: MaintenanceContext, field: TickField, text: string): Update {
  return context.draft === undefined ? {} : { draft: withTickText(context.draft, field, text, context.system) };
}

/**
 * Saves the tick-off into the log (replacing an earlier entry for the same
 * task and date), or keeps the draft open with its issues. A saved entry
 * ends the undo of the last import (it would take the entry back too).
 */
export function saveTick(context: MaintenanceContext, doneAt: string): Update {
  const { draft } = context;
  if (draft === undefined) return {};
  const read = readDraft(draft, context.system, doneAt);
  if (read.status === 'error') return { draft: { ...draft, issues: read.issues } };
  const others = context.entries.filter((entry) => entry.taskId !== draft.taskId || entry.date !== draft.date);
  return { entries: [...others, read.entry], draft: undefined, undo: undefined };
}

/**
 * Reads a log file and merges its entries by task and date (core's
 * `mergeLogs`). A bad or foreign file is refused with every problem named,
 * and nothing changes; a file with nothing new says so; a file that adds
 * entries can be undone until the log is edited again.
 */
export function importLog(context: MaintenanceContext, name: string, text: string): Update {
  const read = readLogFile(text);
  // A file that changes nothing leaves the undo of the import before it as it was.
  if (read.status === 'error') return { fileNotice: { status: 'refused', name, issues: read.issues } };
  const merged = mergeLogs(context.entries, read.data.entries);
  const added = merged.added.length;
  if (added === 0) return { fileNotice: { status: 'merged', name, added, kept: merged.kept } };
  const already = merged.kept === 0 ? '' : `; ${merged.kept} already in the log ${merged.kept === 1 ? 'was kept as it was' : 'were kept as they were'}`;
  return {
    entries: merged.entries,
    fileNotice: undefined,
    undo: { message: `Imported ${name}: added ${added} ${added === 1 ? 'entry' : 'entries'}${already}.`, entries: context.entries },
  };
}

/** Takes the last import back: the log as it was before it. */
export function undoImport(context: MaintenanceContext): Update {
  return context.undo === undefined ? {} : { entries: context.undo.entries, undo: undefined };
}
