// The .ics parsed by an independent parser (ical.js): one recurring all-day
// event per task, floating dates, stable UIDs, recurrences on the plan's dates.
import ICAL from 'ical.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planToIcs } from '../../../src/core/maintenance/calendar.ts';
import type { CollectorConfig } from '../../../src/core/maintenance/config.ts';
import { addDays } from '../../../src/core/maintenance/dates.ts';
import { occurrences, planTasks } from '../../../src/core/maintenance/plan.ts';
import { anyConfig, configOf } from './configs.ts';

/** The events of a calendar text, as ical.js reads them. */
function eventsOf(text: string): ICAL.Event[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
}

/** An event's dates up to `to`, by ical.js's own RRULE expansion. */
function expand(event: ICAL.Event, to: string): string[] {
  const dates: string[] = [];
  const iterator = event.iterator();
  for (let next = iterator.next(); next !== null && next !== undefined && next.toString() <= to; next = iterator.next()) dates.push(next.toString());
  return dates;
}

/** The plan's dates per task from its first day to `to`. */
function plannedDates(config: CollectorConfig, to: string): Map<string, string[]> {
  const byTask = new Map<string, string[]>();
  for (const { taskId, date } of occurrences(config, planTasks(config), config.start, to)) byTask.set(taskId, [...(byTask.get(taskId) ?? []), date]);
  return byTask;
}

describe('planToIcs', () => {
  const config = configOf();
  const text = planToIcs(config, planTasks(config));
  const events = eventsOf(text);

  it('writes one all-day, floating, recurring event per task with a stable UID', () => {
    expect(events.map((event) => event.uid)).toEqual(planTasks(config).map((task) => `${task.id}@tfca-maintenance`));
    for (const event of events) {
      expect(event.startDate.isDate).toBe(true);
      expect(event.startDate.zone?.tzid ?? 'floating').toBe('floating');
      expect(event.isRecurring()).toBe(true);
    }
    expect(text).toContain('DTSTART;VALUE=DATE:20270104');
    expect(text).not.toMatch(/TZID|DTSTART:\d{8}T/);
  });

  it('names the component and interval, and describes the check, criterion and source', () => {
    const bearings = events.find((event) => event.uid === 'fan-bearing-lubrication@tfca-maintenance')!;
    expect(bearings.summary).toBe('Fan bearings – every 2,000 operating hours');
    expect(bearings.description.split('\n')).toEqual([
      'Grease the fan bearings with the grease and quantity on the fan’s plate; do not over-grease.',
      'Every 2,000 operating hours.',
      'Criterion: Bearing temperature and vibration back to normal after the run-in.',
      expect.stringMatching(/^Source: Fan maker’s relubrication instructions/),
    ]);
  });

  it('gives the same UID and rules when written again', () => {
    expect(planToIcs(config, planTasks(config)).replace(/DTSTAMP:.*\r\n/g, '')).toBe(text.replace(/DTSTAMP:.*\r\n/g, ''));
  });

  it('expands its recurrences to the plan’s dates over a year', () => {
    const planned = plannedDates(config, '2027-12-31');
    for (const event of events) expect([event.uid, expand(event, '2027-12-31')]).toEqual([event.uid, planned.get(event.uid.replace('@tfca-maintenance', ''))]);
    const byUid = new Map(events.map((event) => [event.uid, event]));
    expect(expand(byUid.get('diaphragm-valves@tfca-maintenance')!, '2027-01-31')).toEqual(['2027-01-04', '2027-01-11', '2027-01-18', '2027-01-25']);
    expect(expand(byUid.get('filter-inspection@tfca-maintenance')!, '2027-12-31')).toEqual(['2027-01-04', '2027-04-05', '2027-07-05', '2027-10-04']);
  });

  it('expands to the plan’s dates for any configuration (property)', () => {
    fc.assert(
      fc.property(anyConfig, (any) => {
        const to = addDays(any.start, 400);
        const planned = plannedDates(any, to);
        for (const event of eventsOf(planToIcs(any, planTasks(any)))) {
          expect(expand(event, to)).toEqual(planned.get(event.uid.replace('@tfca-maintenance', '')));
        }
      }),
      { numRuns: 12 },
    );
    // Each run expands every task over 400 days with ical.js: seconds on a shared machine.
  }, 30_000);
});
