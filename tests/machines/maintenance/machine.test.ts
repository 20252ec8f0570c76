import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { DEFAULT_CONFIG, type CollectorConfig } from '../../../src/core/maintenance/config.ts';
import { mergeLogs, readLogFile, writeLogFile, type LogEntry } from '../../../src/core/maintenance/log.ts';
import { occurrences, planTasks } from '../../../src/core/maintenance/plan.ts';
import { BASELINE_BAND, conditionAlerts, PRESSURE_DROP_TASK } from '../../../src/core/maintenance/rules.ts';
import { unitById } from '../../../src/core/units/catalogue.ts';
import { unitToSi } from '../../../src/core/units/unit.ts';
import { shownFormText } from '../../../src/machines/maintenance/form.ts';
import { maintenanceMachine, type MaintenanceEvent } from '../../../src/machines/maintenance/machine.ts';
import { selectAlerts, selectCalendar, selectChecklists, selectDayTasks, selectPressureDropTrend, selectTasks } from '../../../src/machines/maintenance/selectors.ts';
import type { StoredLog } from '../../../src/machines/maintenance/stored.ts';
import { readStoredLog } from '../../../src/machines/maintenance/stored.ts';
import { shownTickText } from '../../../src/machines/maintenance/tick.ts';

/** Monday 11 January 2027, a week after the default plan's start. */
const TODAY = '2027-01-11';
const CONFIG: CollectorConfig = { ...DEFAULT_CONFIG, start: '2027-01-04' };

const start = (stored: StoredLog = { status: 'found', log: { config: CONFIG, entries: [] } }, ...events: MaintenanceEvent[]) => {
  const actor = createActor(maintenanceMachine, { input: { stored, today: TODAY, preferredSystem: 'imperial' } }).start();
  for (const event of events) actor.send(event);
  return actor;
};
const contextOf = (actor: ReturnType<typeof start>) => actor.getSnapshot().context;

const inH2O = (value: number) => unitToSi(unitById('inH2O'), value);
const DONE_AT = '2027-01-11T09:30:00.000Z';

/** Ticks the daily ΔP check off on a day with a reading typed in inH₂O. */
const tickPressureDrop = (date: string, reading: string): MaintenanceEvent[] => [
  { type: 'tick.open', taskId: PRESSURE_DROP_TASK, date },
  { type: 'tick.text', field: 'initials', text: 'jd' },
  { type: 'tick.text', field: 'pressureDrop', text: reading },
  { type: 'tick.save', doneAt: DONE_AT },
];

describe('maintenance planner machine', () => {
  it('on a first visit plans core’s default collector from today, opening the calendar on its first working day', () => {
    const actor = start({ status: 'empty' });
    const context = contextOf(actor);

    expect(context.config).toEqual({ ...DEFAULT_CONFIG, start: TODAY });
    // The stored 1500 Pa, typed in Pa so it reads back bit for bit, shown in the page's inH₂O.
    expect(context.form.texts.pressureDropAlarm).toBe('1500');
    expect(shownFormText(context.form, 'pressureDropAlarm', context.system)).toBe('6.0219');
    expect(context.selectedDay).toBe(TODAY);
    expect(selectTasks(context).map((task) => task.id)).toEqual(planTasks(context.config).map((task) => task.id));
  });

  it('opens in the site-wide unit preference, the saved configuration shown in it', () => {
    const actor = createActor(maintenanceMachine, { input: { stored: { status: 'empty' }, today: TODAY, preferredSystem: 'metric' } }).start();

    expect(contextOf(actor).system).toBe('metric');
    expect(contextOf(actor).form.texts.pressureDropAlarm).toBe('1500');
  });

  it('shows a week or a month of the plan’s occurrences as core gives them', () => {
    const actor = start();
    const week = selectCalendar(contextOf(actor));
    expect(week.days).toHaveLength(7);
    expect(week.days[0]).toBe('2027-01-11');
    const expected = occurrences(CONFIG, planTasks(CONFIG), '2027-01-11', '2027-01-17');
    expect([...week.tasksByDay.values()].flat().map(({ task, date }) => ({ taskId: task.id, date }))).toEqual(expected);

    actor.send({ type: 'view.change', view: 'month' });
    const month = selectCalendar(contextOf(actor));
    expect(month.periodFrom).toBe('2027-01-01');
    expect(month.periodTo).toBe('2027-01-31');
    expect(month.days[0]).toBe('2026-12-28');
    expect(month.days.at(-1)).toBe('2027-01-31');

    actor.send({ type: 'period.step', step: 1 });
    expect(selectCalendar(contextOf(actor)).periodFrom).toBe('2027-02-01');
    actor.send({ type: 'period.today' });
    expect(selectCalendar(contextOf(actor)).periodFrom).toBe('2027-01-01');
  });

  it('plans again when the collector changes: a screw conveyor brings its tasks and takes the airlock’s away', () => {
    const actor = start(undefined, { type: 'config.choose', choices: { discharge: 'screw-conveyor' } });
    const ids = selectTasks(contextOf(actor)).map((task) => task.id);

    expect(ids).toEqual(planTasks({ ...CONFIG, discharge: 'screw-conveyor' }).map((task) => task.id));
    expect(ids.some((id) => id.startsWith('airlock'))).toBe(false);
  });

  it('drops the dryer with the compressed air, and brings it back with it as it was ticked', () => {
    const actor = start(undefined, { type: 'config.choose', choices: { compressedAir: false } });

    expect(contextOf(actor).config).toMatchObject({ compressedAir: false, dryer: false });
    actor.send({ type: 'config.choose', choices: { compressedAir: true } });
    expect(contextOf(actor).config).toMatchObject({ compressedAir: true, dryer: true });
  });

  it('reads the ΔP alarm in the unit system’s unit or its own, and keeps the last plan while a field cannot be read', () => {
    const actor = start(undefined, { type: 'config.text', field: 'pressureDropAlarm', text: '5' });
    expect(contextOf(actor).config.pressureDropAlarmPa).toBeCloseTo(inH2O(5), 6);

    actor.send({ type: 'config.text', field: 'pressureDropAlarm', text: '1200 Pa' });
    expect(contextOf(actor).config.pressureDropAlarmPa).toBe(1200);

    actor.send({ type: 'config.text', field: 'bagLifeMonths', text: 'two years' });
    expect(contextOf(actor).formIssues).toEqual([{ field: 'bagLifeMonths', message: 'Bag life: "two years" is not a number' }]);
    expect(contextOf(actor).config.bagLifeMonths).toBe(24);

    actor.send({ type: 'config.text', field: 'bagLifeMonths', text: '0' });
    expect(contextOf(actor).formIssues).toEqual([{ field: 'bagLifeMonths', message: 'Bag life must be from 1 to 120 months, got 0' }]);
  });

  it.each([
    ['hoursPerDay', '1e309', 'Operating hours per day must be from 0.1 to 24 h, got 1e309'],
    ['hoursPerDay', '0', 'Operating hours per day must be from 0.1 to 24 h, got 0'],
    ['bagLifeMonths', '1e309', 'Bag life must be from 1 to 120 months, got 1e309'],
    ['bagLifeMonths', '1e-300', 'Bag life must be from 1 to 120 months, got 1e-300'],
    ['pressureDropAlarm', '100', 'ΔP alarm must be from 0.04015 to 40.15 inH₂O, got 100'],
    ['pressureDropAlarm', '1e309', 'ΔP alarm: "1e309" is too large a number'],
    ['pressureDropBaseline', '-1', 'ΔP baseline (clean bags) must be from 0.04015 to 40.15 inH₂O, got -1'],
    ['start', '9994-01-04', 'Plan start must be from 1000-01-01 to 9969-12-25, so that its bag replacements fall by 9999-12-31, got 9994-01-04'],
  ] as const)('refuses %s = %j with one line naming the field, its range and the text, keeping the last plan', (field, text, message) => {
    const actor = start(undefined, { type: 'config.text', field, text });

    expect(contextOf(actor).formIssues).toEqual([{ field, message }]);
    expect(contextOf(actor).config).toEqual(CONFIG);
  });

  it('keeps a bare pressure’s meaning when the unit system changes: shown converted, read as typed', () => {
    const actor = start(undefined, { type: 'config.text', field: 'pressureDropAlarm', text: '5' }, { type: 'units.change', units: 'metric' });
    const { form, config, system } = contextOf(actor);

    expect(form.texts.pressureDropAlarm).toBe('5');
    expect(form.typedIn.pressureDropAlarm).toBe('imperial');
    expect(shownFormText(form, 'pressureDropAlarm', system)).toBe('1245.4446');
    expect(config.pressureDropAlarmPa).toBe(inH2O(5));

    // An edit after the switch is typed in the page's system.
    actor.send({ type: 'config.text', field: 'pressureDropAlarm', text: '1300' });
    expect(contextOf(actor).config.pressureDropAlarmPa).toBe(1300);
  });

  it('ticks a task off with initials, a note and readings in Pa, and edits it again', () => {
    const actor = start(undefined, ...tickPressureDrop('2027-01-08', '3.5'), { type: 'tick.open', taskId: 'compressed-air-pressure', date: '2027-01-08' });
    actor.send({ type: 'tick.text', field: 'initials', text: 'ab' });
    actor.send({ type: 'tick.text', field: 'compressedAir', text: '90' });
    actor.send({ type: 'tick.text', field: 'note', text: ' drained the bowl ' });
    actor.send({ type: 'tick.save', doneAt: DONE_AT });

    const { entries } = contextOf(actor);
    expect(entries).toEqual([
      { taskId: PRESSURE_DROP_TASK, date: '2027-01-08', doneAt: DONE_AT, initials: 'JD', note: '', pressureDropPa: inH2O(3.5), compressedAirPa: null },
      { taskId: 'compressed-air-pressure', date: '2027-01-08', doneAt: DONE_AT, initials: 'AB', note: 'drained the bowl', pressureDropPa: null, compressedAirPa: unitToSi(unitById('psi'), 90) },
    ]);
    expect(actor.getSnapshot().value).toBe('planning');

    actor.send({ type: 'tick.open', taskId: PRESSURE_DROP_TASK, date: '2027-01-08' });
    const draft = contextOf(actor).draft!;
    expect(draft.texts).toMatchObject({ initials: 'JD', note: '' });
    expect(shownTickText(draft, 'pressureDrop', 'imperial')).toBe('3.5');
    expect(shownTickText(draft, 'compressedAir', 'imperial')).toBe('');
    actor.send({ type: 'tick.text', field: 'pressureDrop', text: '3.6' });
    actor.send({ type: 'tick.save', doneAt: DONE_AT });
    expect(contextOf(actor).entries.filter((entry) => entry.taskId === PRESSURE_DROP_TASK).map((entry) => entry.pressureDropPa)).toEqual([inH2O(3.6)]);
  });

  it('keeps the tick-off open, naming each field, until it reads; cancelling logs nothing', () => {
    const actor = start(undefined, { type: 'tick.open', taskId: PRESSURE_DROP_TASK, date: TODAY }, { type: 'tick.text', field: 'pressureDrop', text: 'high' });
    actor.send({ type: 'tick.save', doneAt: DONE_AT });

    expect(actor.getSnapshot().value).toBe('ticking');
    expect(contextOf(actor).draft?.issues).toEqual({ initials: 'Initials are required', pressureDrop: expect.stringMatching(/^ΔP: /) });
    actor.send({ type: 'tick.cancel' });
    expect(actor.getSnapshot().value).toBe('planning');
    expect(contextOf(actor).entries).toEqual([]);
  });

  it('never ticks off a task ahead of its day', () => {
    const actor = start(undefined, { type: 'tick.open', taskId: PRESSURE_DROP_TASK, date: '2027-01-12' });

    expect(actor.getSnapshot().value).toBe('planning');
    expect(contextOf(actor).draft).toBeUndefined();
  });

  it('shows each day’s tasks with the entry that ticked it off', () => {
    const actor = start(undefined, ...tickPressureDrop('2027-01-08', '3.5'));
    const day = selectDayTasks(contextOf(actor), '2027-01-08');

    expect(day.find((planned) => planned.task.id === PRESSURE_DROP_TASK)?.entry?.initials).toBe('JD');
    expect(day.filter((planned) => planned.entry === undefined).length).toBe(day.length - 1);
  });

  it('gives core’s alerts and the ΔP trend in the unit system’s unit, oldest first', () => {
    const actor = start(undefined, ...tickPressureDrop('2027-01-07', '4'), ...tickPressureDrop('2027-01-05', '3'), ...tickPressureDrop('2027-01-08', '6.5'));
    const context = contextOf(actor);

    expect(selectAlerts(context)).toEqual(conditionAlerts(CONFIG, context.entries, TODAY, { system: 'imperial' }));
    expect(selectAlerts(context).map((alert) => alert.code)).toContain('pressure-drop-alarm');
    const trend = selectPressureDropTrend(context);
    expect(trend.rows.map(([date, value]) => [date, value])).toEqual([
      ['2027-01-05', '3.00'],
      ['2027-01-07', '4.00'],
      ['2027-01-08', '6.50'],
    ]);
    // The axis runs three days either side of the readings; ΔP has no value at its ends.
    expect(trend.xs.map((seconds) => new Date(seconds * 1000).toISOString().slice(0, 10))).toEqual(['2027-01-02', '2027-01-05', '2027-01-07', '2027-01-08', '2027-01-11']);
    expect(trend.values[0]).toBeNull();
    expect(trend.values[1]).toBeCloseTo(3, 9);
    expect(trend.values.at(-1)).toBeNull();
    expect(trend.unit).toBe('inH₂O');
    expect(trend.bands.map(({ label, tone }) => [label, tone])).toEqual([
      ['Below the alarm set point 6.02 inH₂O', 'ok'],
      ['At or above the alarm set point 6.02 inH₂O', 'alarm'],
    ]);
    expect(trend.bands[1]!.from).toBeCloseTo(1500 / inH2O(1), 9);
  });

  it('shades the band core’s baseline rule allows once a clean-bag baseline is set', () => {
    const actor = start(undefined, { type: 'config.text', field: 'pressureDropBaseline', text: '3' });
    const { bands, baseline } = selectPressureDropTrend(contextOf(actor));

    expect(baseline).toBeCloseTo(3, 9);
    expect(bands[0]).toMatchObject({ label: 'Within 20 % of the baseline (2.40 inH₂O to 3.60 inH₂O)', tone: 'ok' });
    expect(bands[0]!.from).toBeCloseTo(3 * (1 - BASELINE_BAND), 9);
    expect(bands[0]!.to).toBeCloseTo(3 * (1 + BASELINE_BAND), 9);
  });

  it('groups the collector’s tasks into checklists by interval, daily first', () => {
    const checklists = selectChecklists(contextOf(start()));

    expect(checklists.map((checklist) => checklist.title)).toEqual(['Daily', 'Weekly', 'Monthly', 'Quarterly', 'Semi-annual', 'Annual', 'By operating hours']);
    expect(checklists.flatMap((checklist) => checklist.tasks).length).toBe(planTasks(CONFIG).length);
  });

  describe('importing a log', () => {
    const stackCheck: LogEntry = { taskId: 'stack-visible-emissions', date: '2027-01-08', doneAt: DONE_AT, initials: 'KM', note: '', pressureDropPa: null, compressedAirPa: null };
    const importing = () => {
      const actor = start(undefined, ...tickPressureDrop('2027-01-08', '3.5'));
      const before = contextOf(actor).entries;
      const incoming = [{ ...before[0]!, initials: 'ZZ' }, stackCheck];
      actor.send({ type: 'file.read', name: 'other.json', text: writeLogFile({ config: CONFIG, entries: incoming }) });
      return { actor, before, incoming };
    };

    it('merges by task and date, saying what it added and kept, with an undo', () => {
      const { actor, before, incoming } = importing();

      expect(contextOf(actor).entries).toEqual(mergeLogs(before, incoming).entries);
      expect(contextOf(actor).undo).toEqual({ message: 'Imported other.json: added 1 entry; 1 already in the log was kept as it was.', entries: before });
      expect(contextOf(actor).fileNotice).toBeUndefined();
    });

    it('takes the import back on undo, to the log as it was', () => {
      const { actor, before } = importing();
      actor.send({ type: 'undo' });

      expect(contextOf(actor).entries).toBe(before);
      expect(contextOf(actor).undo).toBeUndefined();
      actor.send({ type: 'undo' });
      expect(contextOf(actor).entries).toBe(before);
    });

    it('keeps the import once dismissed, or once the log is edited again (an undo would take the edit back too)', () => {
      const dismissed = importing().actor;
      const merged = contextOf(dismissed).entries;
      dismissed.send({ type: 'undo.dismiss' });
      dismissed.send({ type: 'undo' });
      expect(contextOf(dismissed).entries).toBe(merged);

      const edited = importing().actor;
      for (const event of tickPressureDrop('2027-01-07', '3.4')) edited.send(event);
      expect(contextOf(edited).undo).toBeUndefined();
      edited.send({ type: 'undo' });
      expect(contextOf(edited).entries.map((entry) => entry.date)).toContain('2027-01-07');
      expect(contextOf(edited).entries).toContainEqual(stackCheck);
    });

    it('says a file with nothing new changed nothing', () => {
      const { actor, incoming } = importing();
      const merged = contextOf(actor).entries;
      actor.send({ type: 'file.read', name: 'again.json', text: writeLogFile({ config: CONFIG, entries: incoming }) });

      expect(contextOf(actor).fileNotice).toEqual({ status: 'merged', name: 'again.json', added: 0, kept: 2 });
      expect(contextOf(actor).entries).toBe(merged);
    });

    it('refuses a bad file changing nothing, not even the undo of the import before it', () => {
      const { actor } = importing();
      const merged = contextOf(actor).entries;
      actor.send({ type: 'file.read', name: 'sheet.json', text: '{"format": "tfca-exhaust-system"}' });

      expect(contextOf(actor).fileNotice).toMatchObject({ status: 'refused', name: 'sheet.json', issues: [expect.stringContaining('not a maintenance log')] });
      expect(contextOf(actor).entries).toBe(merged);
      // The import before it can still be taken back.
      actor.send({ type: 'undo' });
      expect(contextOf(actor).entries).toHaveLength(1);
    });
  });

  it('reads the saved log back with the import’s check, keeping a corrupt record’s text', () => {
    const json = writeLogFile({ config: CONFIG, entries: [] });
    expect(readStoredLog({ id: 'current', json })).toEqual({ status: 'found', log: { config: CONFIG, entries: [] } });
    expect(readStoredLog(undefined)).toEqual({ status: 'empty' });
    const bad = json.replace('"version": 1', '"version": 9');
    expect(readStoredLog({ json: bad })).toMatchObject({ status: 'corrupt', message: expect.stringContaining('version'), raw: bad });
    expect(readLogFile(bad).status).toBe('error');
  });

  it('does not save over a corrupt record until the user replaces it', () => {
    const actor = start({ status: 'corrupt', message: 'version: version must be 1', raw: '{}' });
    expect(contextOf(actor).store.status).toBe('corrupt');
    actor.send({ type: 'store.replace' });
    expect(contextOf(actor).store.status).toBe('saving');
    actor.send({ type: 'store.fail', message: 'quota exceeded' });
    expect(contextOf(actor).store).toEqual({ status: 'unavailable', message: 'quota exceeded' });
  });
});

describe("a project's configuration opened in place of the form", () => {
  const PROJECT: CollectorConfig = { ...CONFIG, cleaning: 'shaker', compressedAir: false, dryer: false, hoursPerDay: 8, pressureDropBaselinePa: 900 };

  it('plans from it, and the Undo puts back the form as it was, a half-typed field included', () => {
    const actor = start(undefined, { type: 'config.text', field: 'hoursPerDay', text: '25' });
    const form = contextOf(actor).form;
    expect(contextOf(actor).formIssues).not.toEqual([]);
    actor.send({ type: 'config.open', config: PROJECT, message: "Opened the project's configuration." });
    expect(contextOf(actor)).toMatchObject({ config: PROJECT, formIssues: [], configUndo: { message: "Opened the project's configuration." } });
    actor.send({ type: 'config.undo' });
    expect(contextOf(actor).form).toEqual(form);
    expect(contextOf(actor).config).toEqual(CONFIG);
    expect(contextOf(actor).configUndo).toBeUndefined();
  });

  it('an edit of the form ends the offer to undo; the log is never touched', () => {
    const actor = start(undefined, { type: 'config.open', config: PROJECT, message: 'Opened.' });
    actor.send({ type: 'config.choose', choices: { sparkArrestor: true } });
    expect(contextOf(actor).configUndo).toBeUndefined();
    actor.send({ type: 'config.undo' });
    expect(contextOf(actor).config).toEqual({ ...PROJECT, sparkArrestor: true });
    expect(contextOf(actor).entries).toEqual([]);
  });
});
