/**
 * What the maintenance page shows, derived from the planner's context by
 * core: the collector's tasks, the calendar's occurrences with what the log
 * says of each, the alerts, the ΔP trend, the checklists and the files.
 */
import { planToIcs } from '../../core/maintenance/calendar.ts';
import { INTERVAL_LABELS, type Interval, type MaintenanceTask } from '../../core/maintenance/catalogue.ts';
import { writeLogFile, type LogEntry } from '../../core/maintenance/log.ts';
import { bagReplacementForecast, occurrences, planTasks } from '../../core/maintenance/plan.ts';
import { PRESSURE_DROP_READING, pressureText } from '../../core/maintenance/measures.ts';
import { BASELINE_BAND, conditionAlerts, PRESSURE_DROP_TASK, type Alert } from '../../core/maintenance/rules.ts';
import { trendAxis } from '../../core/maintenance/trend.ts';
import { calendarRange, type CalendarRange } from './calendar.ts';
import type { MaintenanceContext } from './context.ts';
import { pressureIn, pressureValue, unitSymbol } from './readings.ts';

type Context = Pick<MaintenanceContext, 'config' | 'entries'>;

/** The key of an occurrence and of the entry that ticks it off. */
export const occurrenceKey = (taskId: string, date: string) => `${taskId}|${date}`;

/** The collector's tasks: only what it has. */
export function selectTasks(context: Pick<MaintenanceContext, 'config'>): MaintenanceTask[] {
  return planTasks(context.config);
}

/** The log's entries by task and date. */
export function selectEntryIndex(context: Pick<MaintenanceContext, 'entries'>): ReadonlyMap<string, LogEntry> {
  return new Map(context.entries.map((entry) => [occurrenceKey(entry.taskId, entry.date), entry]));
}

/** One occurrence on the calendar: the task, and the entry that ticked it off. */
export interface PlannedTask {
  readonly task: MaintenanceTask;
  readonly date: string;
  readonly entry: LogEntry | undefined;
}

/** The calendar's days, each with its planned tasks in the plan's order. */
export interface CalendarDays extends CalendarRange {
  readonly tasksByDay: ReadonlyMap<string, readonly PlannedTask[]>;
}

/** The days of the week or month shown, with their tasks. */
export function selectCalendar(context: Context & Pick<MaintenanceContext, 'view' | 'focus'>): CalendarDays {
  const range = calendarRange(context.view, context.focus);
  return { ...range, tasksByDay: plannedBetween(context, range.from, range.to) };
}

/** The tasks planned on one day. */
export function selectDayTasks(context: Context, date: string): readonly PlannedTask[] {
  return plannedBetween(context, date, date).get(date) ?? [];
}

function plannedBetween(context: Context, from: string, to: string): Map<string, PlannedTask[]> {
  const tasks = planTasks(context.config);
  const byId = new Map(tasks.map((task) => [task.id, task]));
  const entries = selectEntryIndex(context);
  const byDay = new Map<string, PlannedTask[]>();
  for (const { taskId, date } of occurrences(context.config, tasks, from, to)) {
    const task = byId.get(taskId);
    if (task === undefined) continue;
    const day = byDay.get(date) ?? [];
    day.push({ task, date, entry: entries.get(occurrenceKey(taskId, date)) });
    byDay.set(date, day);
  }
  return byDay;
}

/** The condition alerts on today's date. */
export function selectAlerts(context: Context & Pick<MaintenanceContext, 'today' | 'system'>): Alert[] {
  return conditionAlerts(context.config, context.entries, context.today, { system: context.system });
}

/** The next bag replacements. */
export function selectBagForecast(context: Pick<MaintenanceContext, 'config'>, count = 3): string[] {
  return bagReplacementForecast(context.config, count);
}

/** The order checklists are printed in. */
const INTERVAL_ORDER: readonly Interval['kind'][] = ['daily', 'weekly', 'monthly', 'quarterly', 'semi-annual', 'annual', 'hours'];

/** One printable checklist: an interval's tasks. */
export interface Checklist {
  readonly kind: Interval['kind'];
  readonly title: string;
  readonly tasks: readonly MaintenanceTask[];
}

/** The collector's tasks grouped by interval, daily first; intervals without a task are left out. */
export function selectChecklists(context: Pick<MaintenanceContext, 'config'>): Checklist[] {
  const tasks = planTasks(context.config);
  return INTERVAL_ORDER.map((kind) => ({ kind, title: INTERVAL_LABELS[kind], tasks: tasks.filter((task) => task.interval.kind === kind) })).filter(
    (checklist) => checklist.tasks.length > 0,
  );
}

/** The log as a file to export. */
export function selectLogFile(context: Context): string {
  return writeLogFile({ config: context.config, entries: context.entries });
}

/** The plan as an iCalendar file. */
export function selectIcs(context: Pick<MaintenanceContext, 'config'>): string {
  return planToIcs(context.config, planTasks(context.config));
}

/** The ΔP trend: the readings in the system's unit by date, the baseline, the bands, and the table. */
export interface PressureDropTrend {
  /**
   * The days drawn, as seconds since 1970 at UTC midnight: the axis's first
   * day (core's trendAxis), each reading's, and the axis's last day, so the
   * axis spans a few days either side of the readings.
   */
  readonly xs: readonly number[];
  /** ΔP at each x; `null` at the axis's ends. */
  readonly values: ReadonlyArray<number | null>;
  readonly unit: string;
  readonly baseline: number | null;
  readonly baselineText: string | null;
  /** The shaded bands: within the baseline's band when one is set (or below the alarm), and at or above the alarm. */
  readonly bands: ReadonlyArray<{ readonly label: string; readonly from: number | null; readonly to: number | null; readonly tone: 'ok' | 'alarm' }>;
  /** Date, ΔP, initials: as the person reads them. */
  readonly rows: ReadonlyArray<readonly [string, string, string]>;
}

/** A calendar date as seconds since 1970 at its UTC midnight (the chart's time axis). */
const dateSeconds = (date: string) => Date.parse(`${date}T00:00:00Z`) / 1000;

/** The daily ΔP log's readings (one per day: the operator's entry for that day), oldest first. */
export function selectPressureDropTrend(context: Context & Pick<MaintenanceContext, 'system'>): PressureDropTrend {
  const { config, system } = context;
  const readings = context.entries
    .filter((entry) => entry.taskId === PRESSURE_DROP_TASK && entry.pressureDropPa !== null)
    .sort((a, b) => a.date.localeCompare(b.date));
  const shown = (valuePa: number) => pressureIn(valuePa, PRESSURE_DROP_READING, system);
  const { pressureDropAlarmPa: alarmPa, pressureDropBaselinePa: baselinePa } = config;
  const alarmText = pressureText(alarmPa, 'pressure-drop', system);
  // The baseline's band, as core's rule checks it (BASELINE_BAND either way).
  const low = (baselinePa ?? 0) * (1 - BASELINE_BAND);
  const high = Math.min(alarmPa, (baselinePa ?? 0) * (1 + BASELINE_BAND));
  const axis = trendAxis(readings.map((entry) => entry.date));
  return {
    xs: axis === undefined ? [] : [axis.from, ...readings.map((entry) => entry.date), axis.to].map(dateSeconds),
    values: axis === undefined ? [] : [null, ...readings.map((entry) => shown(entry.pressureDropPa!)), null],
    unit: unitSymbol(PRESSURE_DROP_READING, system),
    baseline: baselinePa === null ? null : shown(baselinePa),
    baselineText: baselinePa === null ? null : pressureText(baselinePa, 'pressure-drop', system),
    bands: [
      baselinePa === null
        ? { label: `Below the alarm set point ${alarmText}`, from: null, to: shown(alarmPa), tone: 'ok' as const }
        : {
            label: `Within ${BASELINE_BAND * 100} % of the baseline (${pressureText(low, 'pressure-drop', system)} to ${pressureText(high, 'pressure-drop', system)})`,
            from: shown(low),
            to: shown(high),
            tone: 'ok' as const,
          },
      { label: `At or above the alarm set point ${alarmText}`, from: shown(alarmPa), to: null, tone: 'alarm' as const },
    ],
    rows: readings.map((entry) => [entry.date, pressureValue(entry.pressureDropPa!, PRESSURE_DROP_READING, system), entry.initials] as const),
  };
}
