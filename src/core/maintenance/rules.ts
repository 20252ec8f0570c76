/**
 * Condition rules over the log: what an engineer should look at today.
 * - pressure-drop-alarm: the latest ΔP reading is at or above the alarm set point;
 * - pressure-drop-baseline: the latest ΔP is more than 20 % above the
 *   clean-bag baseline (blinding, cleaning) or below it (a torn bag or a
 *   bypass), when a baseline is set; the band of the daily ΔP check;
 * - pressure-drop-rising: the ΔP readings of the last 14 days rise faster
 *   than a threshold (least-squares slope over at least 3 days' readings);
 *   a steady rise means blinding, failing cleaning or rising load;
 * - missed-daily-log: an operating day in the last 30 days with no ΔP logged;
 * - task-overdue: a task's latest occurrence before today is not ticked off.
 */
import type { UnitSystem } from '../report/figure.ts';
import type { CollectorConfig } from './config.ts';
import { addDays, daysBetween, maxDate } from './dates.ts';
import type { LogEntry } from './log.ts';
import { pressureText } from './measures.ts';
import { occurrences, planTasks } from './plan.ts';

/** One condition to act on. */
export interface Alert {
  readonly code: 'pressure-drop-rising' | 'pressure-drop-alarm' | 'pressure-drop-baseline' | 'missed-daily-log' | 'task-overdue';
  /** One line naming the figure or the day and task. */
  readonly text: string;
  /** The day it concerns, `YYYY-MM-DD`. */
  readonly date: string;
  readonly taskId?: string;
}

/** The daily ΔP log task, whose entries carry the readings the ΔP rules use. */
export const PRESSURE_DROP_TASK = 'pressure-drop-log';
/** How far the ΔP may stray from the baseline: 20 % either way (the daily ΔP check's criterion). */
export const BASELINE_BAND = 0.2;
/** The default ΔP rise that alerts: 25 Pa (about 0.1 inH₂O) per day, sustained over the window. */
export const DEFAULT_RISE_PA_PER_DAY = 25;
/** Days of readings the rise is fitted over. */
export const RISE_WINDOW_DAYS = 14;
/** Days back a missed daily log is reported. */
export const MISSED_LOG_DAYS = 30;

/**
 * Least-squares slope of y over x.
 *
 * @param points At least two points with distinct x for a meaningful slope.
 * @returns dy/dx, in y's unit per x's unit; 0 when all x are equal.
 */
export function slope(points: readonly { x: number; y: number }[]): number {
  const n = points.length;
  const meanX = points.reduce((sum, p) => sum + p.x, 0) / n;
  const meanY = points.reduce((sum, p) => sum + p.y, 0) / n;
  const sxy = points.reduce((sum, p) => sum + (p.x - meanX) * (p.y - meanY), 0);
  const sxx = points.reduce((sum, p) => sum + (p.x - meanX) ** 2, 0);
  return sxx === 0 ? 0 : sxy / sxx;
}

/**
 * The alerts of a log on a day.
 *
 * @param config The collector (alarm, start, operating days, its tasks).
 * @param entries The log.
 * @param today The day of the check, `YYYY-MM-DD`; it is not over, so it is
 *   never reported as missed or overdue.
 * @param options `risePaPerDay`: the ΔP rise that alerts, Pa per day (default
 *   25); `system`: the unit system of the texts (default metric).
 * @returns The alerts: ΔP alarm, ΔP off its baseline, ΔP rising, then missed days and overdue
 *   tasks by date. Empty when all is well.
 */
export function conditionAlerts(
  config: CollectorConfig,
  entries: readonly LogEntry[],
  today: string,
  options: { risePaPerDay?: number; system?: UnitSystem } = {},
): Alert[] {
  const system = options.system ?? 'metric';
  const rise = options.risePaPerDay ?? DEFAULT_RISE_PA_PER_DAY;
  const readings = entries
    .filter((entry) => entry.taskId === PRESSURE_DROP_TASK && entry.pressureDropPa !== null && entry.date <= today)
    .sort((a, b) => a.date.localeCompare(b.date));
  const alerts: Alert[] = [];
  const latest = readings.at(-1);
  if (latest !== undefined && latest.pressureDropPa! >= config.pressureDropAlarmPa) {
    alerts.push({
      code: 'pressure-drop-alarm',
      date: latest.date,
      taskId: PRESSURE_DROP_TASK,
      text: `ΔP ${pressureText(latest.pressureDropPa!, 'pressure-drop', system)} on ${latest.date} is at or above the alarm set point ${pressureText(config.pressureDropAlarmPa, 'pressure-drop', system)}`,
    });
  }
  const baseline = config.pressureDropBaselinePa;
  if (latest !== undefined && baseline !== null && Math.abs(latest.pressureDropPa! - baseline) > BASELINE_BAND * baseline) {
    const side = latest.pressureDropPa! > baseline ? 'above' : 'below';
    const cause = side === 'above' ? 'check cleaning and the bags for blinding' : 'check for torn bags, leaks or a bypass';
    alerts.push({
      code: 'pressure-drop-baseline',
      date: latest.date,
      taskId: PRESSURE_DROP_TASK,
      text: `ΔP ${pressureText(latest.pressureDropPa!, 'pressure-drop', system)} on ${latest.date} is more than 20 % ${side} the baseline ${pressureText(baseline, 'pressure-drop', system)}: ${cause}`,
    });
  }
  const recent = readings.filter((entry) => daysBetween(entry.date, today) < RISE_WINDOW_DAYS);
  if (new Set(recent.map((entry) => entry.date)).size >= 3) {
    const ratePaPerDay = slope(recent.map((entry) => ({ x: daysBetween(recent[0]!.date, entry.date), y: entry.pressureDropPa! })));
    if (ratePaPerDay > rise) {
      alerts.push({
        code: 'pressure-drop-rising',
        date: recent.at(-1)!.date,
        taskId: PRESSURE_DROP_TASK,
        text: `ΔP is rising ${pressureText(ratePaPerDay, 'pressure-drop', system)} a day over ${recent[0]!.date} to ${recent.at(-1)!.date} (alert above ${pressureText(rise, 'pressure-drop', system)} a day): check ${config.compressedAir ? 'cleaning, compressed air' : 'cleaning'} and bags`,
      });
    }
  }
  const yesterday = addDays(today, -1);
  const logged = new Set(entries.map((entry) => `${entry.taskId} ${entry.date}`));
  const tasks = planTasks(config);
  const due = occurrences(config, tasks, config.start, yesterday);
  const lookFrom = maxDate(config.start, addDays(today, -MISSED_LOG_DAYS));
  for (const { taskId, date } of due) {
    if (taskId === PRESSURE_DROP_TASK && date >= lookFrom && !logged.has(`${taskId} ${date}`)) {
      alerts.push({ code: 'missed-daily-log', date, taskId, text: `No ΔP logged on ${date}, an operating day` });
    }
  }
  // Daily tasks are covered by the missed-log rule; for the others only the latest occurrence counts.
  const overdue = tasks
    .filter((task) => task.interval.kind !== 'daily')
    .flatMap((task) => {
      const last = due.filter((occurrence) => occurrence.taskId === task.id).at(-1);
      return last === undefined || logged.has(`${task.id} ${last.date}`) ? [] : [{ task, date: last.date }];
    })
    .sort((a, b) => a.date.localeCompare(b.date));
  for (const { task, date } of overdue) {
    alerts.push({ code: 'task-overdue', date, taskId: task.id, text: `${task.component} (${task.id}) was due on ${date} and is not logged` });
  }
  return alerts;
}
