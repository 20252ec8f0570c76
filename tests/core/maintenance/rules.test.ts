// The condition rules on a synthetic log of the default collector (starts
// Monday 2027-01-04, runs Monday to Friday, ΔP alarm 1500 Pa).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../../src/core/maintenance/dates.ts';
import type { LogEntry } from '../../../src/core/maintenance/log.ts';
import { occurrences, planTasks } from '../../../src/core/maintenance/plan.ts';
import { conditionAlerts } from '../../../src/core/maintenance/rules.ts';
import { anyConfig, configOf } from './configs.ts';

const config = configOf();

const tick = (taskId: string, date: string, pressureDropPa: number | null = null): LogEntry => ({
  taskId,
  date,
  doneAt: `${date}T08:00:00.000Z`,
  initials: 'AB',
  note: '',
  pressureDropPa,
  compressedAirPa: null,
});

/** Every occurrence up to the day before `today` ticked off, the ΔP log with a reading from `reading(day index)`. */
function fullLog(today: string, reading: (index: number) => number): LogEntry[] {
  let day = 0;
  return occurrences(config, planTasks(config), config.start, addDays(today, -1)).map(({ taskId, date }) =>
    taskId === 'pressure-drop-log' ? tick(taskId, date, reading(day++)) : tick(taskId, date),
  );
}

const codes = (alerts: ReturnType<typeof conditionAlerts>) => alerts.map(({ code, date, taskId }) => `${code} ${date} ${taskId}`);

describe('conditionAlerts', () => {
  it('raises nothing for a complete log with a steady ΔP', () => {
    expect(conditionAlerts(config, fullLog('2027-02-10', () => 900), '2027-02-10')).toEqual([]);
  });

  it('raises nothing on the first day, before anything is due', () => {
    expect(conditionAlerts(config, [], config.start)).toEqual([]);
  });

  it('names each operating day in the last 30 days with no ΔP logged, never a weekend or today', () => {
    const entries = fullLog('2027-01-20', () => 900).filter((entry) => !(entry.taskId === 'pressure-drop-log' && ['2027-01-08', '2027-01-12'].includes(entry.date)));
    const alerts = conditionAlerts(config, entries, '2027-01-20');
    expect(alerts).toEqual([
      { code: 'missed-daily-log', date: '2027-01-08', taskId: 'pressure-drop-log', text: 'No ΔP logged on 2027-01-08, an operating day' },
      { code: 'missed-daily-log', date: '2027-01-12', taskId: 'pressure-drop-log', text: 'No ΔP logged on 2027-01-12, an operating day' },
    ]);
    // Thirty days on, those two days are no longer reported (the log stops on 2027-01-19, so every day since is).
    const later = conditionAlerts(config, entries, '2027-03-01').filter(({ code }) => code === 'missed-daily-log');
    expect([later[0]!.date, later.at(-1)!.date, later.length]).toEqual(['2027-02-01', '2027-02-26', 20]);
  });

  it('flags a task whose latest occurrence is not ticked off, and only that occurrence', () => {
    const entries = fullLog('2027-01-20', () => 900).filter((entry) => !(entry.taskId === 'dampers' && entry.date >= '2027-01-11') && entry.taskId !== 'filter-inspection');
    expect(codes(conditionAlerts(config, entries, '2027-01-20'))).toEqual(['task-overdue 2027-01-04 filter-inspection', 'task-overdue 2027-01-18 dampers']);
    // A weekly task due today is not overdue yet.
    expect(codes(conditionAlerts(config, entries, '2027-01-18'))).toEqual(['task-overdue 2027-01-04 filter-inspection', 'task-overdue 2027-01-11 dampers']);
  });

  it('alarms on the latest reading at or above the set point, in the unit system’s unit', () => {
    const entries = fullLog('2027-01-20', (index) => (index === 11 ? 1550 : 900));
    const [alarm] = conditionAlerts(config, entries, '2027-01-20', { system: 'imperial' }).filter(({ code }) => code === 'pressure-drop-alarm');
    expect(alarm).toEqual({ code: 'pressure-drop-alarm', date: '2027-01-19', taskId: 'pressure-drop-log', text: 'ΔP 6.22 inH₂O on 2027-01-19 is at or above the alarm set point 6.02 inH₂O' });
    // Once the ΔP is back below the alarm, the alarm clears.
    const recovered = [...entries, tick('pressure-drop-log', '2027-01-20', 1000)];
    expect(conditionAlerts(config, recovered, '2027-01-21').filter(({ code }) => code === 'pressure-drop-alarm')).toEqual([]);
  });

  it('warns when the latest ΔP strays more than 20 % from the baseline, either way', () => {
    const withBaseline = configOf({ pressureDropBaselinePa: 1000 });
    const latestAt = (pa: number) => [tick('pressure-drop-log', '2027-01-04', 1000), tick('pressure-drop-log', '2027-01-05', pa)];
    const baselineAlerts = (pa: number) => conditionAlerts(withBaseline, latestAt(pa), '2027-01-06').filter(({ code }) => code === 'pressure-drop-baseline');
    expect(baselineAlerts(1200)).toEqual([]);
    expect(baselineAlerts(800)).toEqual([]);
    expect(baselineAlerts(1210).map(({ text }) => text)).toEqual(['ΔP 1210 Pa on 2027-01-05 is more than 20 % above the baseline 1000 Pa: check cleaning and the bags for blinding']);
    expect(baselineAlerts(700).map(({ text }) => text)).toEqual(['ΔP 700 Pa on 2027-01-05 is more than 20 % below the baseline 1000 Pa: check for torn bags, leaks or a bypass']);
    // Without a baseline there is nothing to compare with.
    expect(conditionAlerts(config, latestAt(700), '2027-01-06').filter(({ code }) => code === 'pressure-drop-baseline')).toEqual([]);
  });

  it('warns when the ΔP of the last 14 days rises faster than the threshold', () => {
    // 60 Pa per operating day from the sixth: a least-squares rise above 25 Pa per calendar day.
    const rising = fullLog('2027-01-20', (index) => 900 + Math.max(0, index - 4) * 60);
    const alerts = conditionAlerts(config, rising, '2027-01-20').filter(({ code }) => code === 'pressure-drop-rising');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.text).toMatch(/^ΔP is rising \d+ Pa a day over 2027-01-07 to 2027-01-19 \(alert above 25 Pa a day\): check cleaning, compressed air and bags$/);
    expect(conditionAlerts(config, rising, '2027-01-20', { risePaPerDay: 100 }).filter(({ code }) => code === 'pressure-drop-rising')).toEqual([]);
    const slow = fullLog('2027-01-20', (index) => 900 + index * 5);
    expect(conditionAlerts(config, slow, '2027-01-20').filter(({ code }) => code === 'pressure-drop-rising')).toEqual([]);
  });
});

describe('conditionAlerts on any plan', () => {
  it('never reports a missed day or an overdue task when every occurrence before today is logged (property)', () => {
    fc.assert(
      fc.property(anyConfig, fc.integer({ min: 0, max: 120 }), (any, days) => {
        const today = addDays(any.start, days);
        const entries = occurrences(any, planTasks(any), any.start, addDays(today, -1)).map(({ taskId, date }) =>
          tick(taskId, date, taskId === 'pressure-drop-log' ? 900 : null),
        );
        expect(conditionAlerts(any, entries, today)).toEqual([]);
        // Take the last entry away: that occurrence is reported, unless it is a daily check other than the ΔP log
        // (the missed-log rule covers the day) or a ΔP log more than 30 days ago.
        if (entries.length > 0) {
          const missing = entries.at(-1)!;
          const daily = planTasks(any).find((task) => task.id === missing.taskId)!.interval.kind === 'daily';
          const reported = missing.taskId === 'pressure-drop-log' ? missing.date >= addDays(today, -30) : !daily;
          const alerts = conditionAlerts(any, entries.slice(0, -1), today);
          expect(alerts.map(({ taskId, date }) => `${taskId} ${date}`)).toEqual(reported ? [`${missing.taskId} ${missing.date}`] : []);
        }
      }),
      { numRuns: 40 },
    );
  });
});
