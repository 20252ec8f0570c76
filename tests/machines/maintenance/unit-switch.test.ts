// Issue 18 §2: a unit switch re-displays the same stored values and never changes them: the
// form's texts and the systems they were typed in, the configuration, the log, the open
// tick-off and every result read from them stay bit for bit, and switching back shows exactly
// what was typed.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { DEFAULT_CONFIG, type CollectorConfig } from '../../../src/core/maintenance/config.ts';
import type { LogEntry } from '../../../src/core/maintenance/log.ts';
import { PRESSURE_DROP_TASK } from '../../../src/core/maintenance/rules.ts';
import type { UnitSystem } from '../../../src/core/report/figure.ts';
import { unitById } from '../../../src/core/units/catalogue.ts';
import { unitToSi } from '../../../src/core/units/unit.ts';
import { shownFormText, type ConfigTextField } from '../../../src/machines/maintenance/form.ts';
import { maintenanceMachine, type MaintenanceEvent } from '../../../src/machines/maintenance/machine.ts';
import type { MaintenanceContext } from '../../../src/machines/maintenance/context.ts';
import { selectAlerts, selectBagForecast, selectCalendar, selectTasks } from '../../../src/machines/maintenance/selectors.ts';
import { readDraft, shownTickText, type TickField } from '../../../src/machines/maintenance/tick.ts';

const TODAY = '2027-01-11';
const CONFIG: CollectorConfig = { ...DEFAULT_CONFIG, start: '2027-01-04', pressureDropBaselinePa: 875.5 };
/** Logged before: a compressed-air reading typed in bar (6.3 bar), held in Pa, to be edited again. */
const LOGGED: LogEntry = { taskId: 'compressed-air-pressure', date: TODAY, doneAt: '2027-01-11T07:00:00.000Z', initials: 'AB', note: '', pressureDropPa: null, compressedAirPa: 6.3e5 };

const SYSTEMS = ['metric', 'imperial'] as const;
const FORM_FIELDS: readonly ConfigTextField[] = ['pressureDropAlarm', 'pressureDropBaseline', 'hoursPerDay', 'bagLifeMonths'];
const TICK_FIELDS: readonly TickField[] = ['pressureDrop', 'compressedAir', 'initials', 'note'];

/** What a user types: bare numbers of any size, numbers with units, and what is not a number. */
const anyText = fc.oneof(
  fc.double({ min: 0, max: 1e4, noNaN: true }).map(String),
  fc.constantFrom('6', '3.25', '1500 Pa', '4 inH2O', '90 psi', '6.3 bar', '0', '-1', '1e309', 'abc', '', '16', '24', '0.1'),
);
const anySystem = fc.constantFrom(...SYSTEMS);
const anySwitch = anySystem.map((units): MaintenanceEvent => ({ type: 'units.change', units }));
/** Edits of the form, each in whichever system the page shows at the time. */
const anyEdits = fc.array(
  fc.oneof(
    anySwitch,
    fc.record({ field: fc.constantFrom(...FORM_FIELDS), text: anyText }).map(({ field, text }): MaintenanceEvent => ({ type: 'config.text', field, text })),
  ),
  { maxLength: 12 },
);
/** The tick-off of the logged entry: its ΔP typed, its compressed air kept or typed over. */
const anyTickEdits = fc.array(
  fc.oneof(
    anySwitch,
    fc.record({ field: fc.constantFrom<TickField>('pressureDrop', 'compressedAir'), text: anyText }).map(({ field, text }): MaintenanceEvent => ({ type: 'tick.text', field, text })),
  ),
  { maxLength: 6 },
);

const DONE_AT = '2027-01-11T09:00:00.000Z';

/** Everything stored, and every result a unit system must not move (alerts by what they say of the log, not their wording). */
function storedAndResults(context: MaintenanceContext) {
  return {
    form: context.form,
    config: context.config,
    formIssues: context.formIssues,
    entries: context.entries,
    draft: context.draft,
    saved: context.draft === undefined ? undefined : readDraft(context.draft, context.system, DONE_AT),
    tasks: selectTasks(context),
    calendar: selectCalendar(context),
    forecast: selectBagForecast(context),
    alerts: selectAlerts(context).map(({ code, date, taskId }) => ({ code, date, taskId })),
  };
}

function planner(initialSystem: UnitSystem) {
  return createActor(maintenanceMachine, { input: { stored: { status: 'found', log: { config: CONFIG, entries: [LOGGED] } }, today: TODAY, preferredSystem: initialSystem } }).start();
}

describe('unit switches on the maintenance planner', () => {
  it('never change a stored text, the system it was typed in, the configuration, the log, the open tick-off or a result, and switching back shows what was typed', () => {
    fc.assert(
      fc.property(anySystem, anyEdits, anyTickEdits, fc.array(anySystem, { minLength: 1, maxLength: 8 }), (initialSystem, edits, tickEdits, switches) => {
        const actor = planner(initialSystem);
        for (const event of edits) actor.send(event);
        actor.send({ type: 'tick.open', taskId: LOGGED.taskId, date: TODAY });
        for (const event of tickEdits) actor.send(event);
        const before = actor.getSnapshot().context;
        const expected = storedAndResults(before);

        for (const units of switches) actor.send({ type: 'units.change', units });
        expect(storedAndResults(actor.getSnapshot().context)).toEqual(expected);

        // Back in each system, every field typed in it shows exactly its text.
        for (const system of SYSTEMS) {
          actor.send({ type: 'units.change', units: system });
          const { form, draft } = actor.getSnapshot().context;
          for (const field of FORM_FIELDS) {
            const typedIn = field === 'pressureDropAlarm' || field === 'pressureDropBaseline' ? form.typedIn[field] : system;
            if (typedIn === system) expect(shownFormText(form, field, system)).toBe(form.texts[field]);
          }
          for (const field of TICK_FIELDS) {
            const typed = field === 'pressureDrop' || field === 'compressedAir' ? draft!.typedIn[field] : system;
            if (typed === system && (field === 'initials' || field === 'note' || draft!.kept[field] === undefined)) expect(shownTickText(draft!, field, system)).toBe(draft!.texts[field]);
          }
        }
        expect(storedAndResults(actor.getSnapshot().context)).toEqual(expected);
      }),
      { numRuns: 150 },
    );
  });

  it('saves a reading the log holds as stored, however often the units switched, until it is edited', () => {
    const actor = planner('metric');
    actor.send({ type: 'tick.open', taskId: LOGGED.taskId, date: TODAY });
    expect(shownTickText(actor.getSnapshot().context.draft!, 'compressedAir', 'metric')).toBe('6.3');
    for (const units of ['imperial', 'metric', 'imperial'] as const) actor.send({ type: 'units.change', units });
    expect(shownTickText(actor.getSnapshot().context.draft!, 'compressedAir', 'imperial')).toBe('91.3738');
    actor.send({ type: 'tick.text', field: 'note', text: 'drained' });
    actor.send({ type: 'tick.save', doneAt: DONE_AT });

    expect(actor.getSnapshot().context.entries).toEqual([{ ...LOGGED, doneAt: DONE_AT, note: 'drained' }]);
  });

  it('reads a reading typed before a switch in the system it was typed in', () => {
    const actor = planner('imperial');
    for (const event of [
      { type: 'tick.open', taskId: PRESSURE_DROP_TASK, date: TODAY },
      { type: 'tick.text', field: 'initials', text: 'jd' },
      { type: 'tick.text', field: 'pressureDrop', text: '3.5' },
      { type: 'units.change', units: 'metric' },
      { type: 'tick.save', doneAt: DONE_AT },
    ] as const satisfies readonly MaintenanceEvent[]) {
      actor.send(event);
    }
    const reading = actor.getSnapshot().context.entries.find((entry) => entry.taskId === PRESSURE_DROP_TASK)!;
    expect(reading.pressureDropPa).toBe(unitToSi(unitById('inH2O'), 3.5));
  });
});
