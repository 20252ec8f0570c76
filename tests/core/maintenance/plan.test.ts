// The plan: only the tasks of the components a collector has, their dates on
// operating days, and the bag replacements.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CATALOGUE, INTERVAL_LABELS } from '../../../src/core/maintenance/catalogue.ts';
import { addDays, monthsBetween, weekdayOf } from '../../../src/core/maintenance/dates.ts';
import { bagReplacementForecast, occurrences, planTasks } from '../../../src/core/maintenance/plan.ts';
import type { CollectorConfig } from '../../../src/core/maintenance/config.ts';
import type { LogEntry } from '../../../src/core/maintenance/log.ts';
import { describeSchedule } from '../../../src/core/maintenance/recurrence.ts';
import { conditionAlerts, PRESSURE_DROP_TASK } from '../../../src/core/maintenance/rules.ts';
import { anyConfig, configOf } from './configs.ts';

/** A ΔP rising 100 Pa a day over the week to 2027-01-19, for the rising-ΔP advice. */
const risingReadings: LogEntry[] = [13, 14, 15, 18, 19].map((day, index) => ({
  taskId: PRESSURE_DROP_TASK,
  date: `2027-01-${day}`,
  doneAt: `2027-01-${day}T08:00:00.000Z`,
  initials: 'JD',
  note: '',
  pressureDropPa: 800 + 100 * index,
  compressedAirPa: null,
}));

const idsOf = (changes: Parameters<typeof configOf>[0]) => planTasks(configOf(changes)).map((task) => task.id);

describe('the catalogue', () => {
  it('gives every task a unique kebab-case id, a check and a source', () => {
    const ids = CATALOGUE.map((entry) => entry.task.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { task } of CATALOGUE) {
      expect(task.id).toMatch(/^[a-z]+(-[a-z0-9]+)*$/);
      expect(task.check.length).toBeGreaterThan(10);
      expect(task.source).toMatch(/Camfil|Donaldson|EPA APTI|NFPA 68|Fan maker/);
      expect(Object.keys(INTERVAL_LABELS)).toContain(task.interval.kind);
    }
  });

  it('gives the daily ΔP log its acceptance range with units and the baseline band', () => {
    const log = CATALOGUE.find((entry) => entry.task.id === 'pressure-drop-log')!.task;
    expect(log.interval).toEqual({ kind: 'daily' });
    expect(log.criterion).toContain('1–6 inH₂O');
    expect(log.criterion).toContain('20 % of the clean-bag baseline');
  });
});

describe('planTasks', () => {
  it('plans a pulse-jet collector with airlock, compressed air, belt drive and vents', () => {
    const ids = idsOf({});
    expect(ids).toEqual(expect.arrayContaining(['pressure-drop-log', 'diaphragm-valves', 'airlock-lubrication', 'airlock-wear', 'compressed-air-dryer', 'fan-belts', 'explosion-vents']));
    expect(ids).not.toEqual(expect.arrayContaining(['screw-conveyor-lubrication']));
    expect(ids.filter((id) => /screw|drum|reverse-air|shaker|flameless|spark|emission-monitor/.test(id))).toEqual([]);
  });

  it('brings the screw conveyor’s tasks with a screw conveyor, and no airlock tasks without an airlock', () => {
    const ids = idsOf({ discharge: 'screw-conveyor' });
    expect(ids).toEqual(expect.arrayContaining(['screw-conveyor-lubrication', 'screw-conveyor-wear']));
    expect(ids.filter((id) => id.startsWith('airlock'))).toEqual([]);
  });

  it('checks the drum daily with a drum discharge, and has neither airlock nor screw tasks', () => {
    const ids = idsOf({ discharge: 'drum' });
    expect(ids).toContain('drum-level');
    expect(ids.filter((id) => /airlock|screw/.test(id))).toEqual([]);
  });

  it('plans a reverse-air collector without compressed air: its cycle, no pulse valves, no air filter or dryer', () => {
    const ids = idsOf({ cleaning: 'reverse-air', compressedAir: false, dryer: false, fanDrive: 'direct', explosionProtection: 'none' });
    expect(ids).toContain('reverse-air-cycle');
    expect(ids.filter((id) => /diaphragm|compressed-air|fan-belts|explosion|flameless/.test(id))).toEqual([]);
  });

  it('adds the shaker, flameless vents, spark arrestor and emission monitor when the collector has them', () => {
    const ids = idsOf({ cleaning: 'shaker', explosionProtection: 'flameless', sparkArrestor: true, emissionMonitor: true });
    expect(ids).toEqual(expect.arrayContaining(['shaker-mechanism', 'flameless-vents', 'spark-arrestor', 'emission-monitor-reading', 'emission-monitor-probe']));
    expect(ids).not.toContain('explosion-vents');
  });

  it('leaves the dryer out when there is compressed air without a dryer', () => {
    const ids = idsOf({ dryer: false });
    expect(ids).toContain('compressed-air-filter');
    expect(ids).not.toContain('compressed-air-dryer');
  });
});

describe('task texts', () => {
  const task = (id: string, changes: Parameters<typeof configOf>[0]) => planTasks(configOf(changes)).find((each) => each.id === id)!;
  const drum = { discharge: 'drum', compressedAir: false, dryer: false } as const;

  it.each([
    ['pulse-jet with an airlock', {}, 'Fan and rotary airlock', 'Walk round the fan and the rotary airlock and listen for abnormal noise or vibration'],
    ['pulse-jet with a screw conveyor', { discharge: 'screw-conveyor' }, 'Fan and screw conveyor', 'Walk round the fan and the screw conveyor and listen for abnormal noise or vibration'],
    ['pulse-jet with a drum', drum, 'Fan', 'Walk round the fan and listen for abnormal noise or vibration'],
    ['reverse-air with a drum', { ...drum, cleaning: 'reverse-air' }, 'Fan and reverse-air fan', 'Walk round the fan and the reverse-air fan and listen for abnormal noise or vibration'],
    ['shaker with an airlock', { cleaning: 'shaker' }, 'Fan, shaker drive and rotary airlock', 'Walk round the fan, the shaker drive and the rotary airlock and listen for abnormal noise or vibration'],
  ] as const)('names in the noise check only what turns on a %s collector', (_, changes, component, check) => {
    expect(task('abnormal-noise', changes)).toMatchObject({ component, check });
  });

  it('names compressed air in the hoses check, the header check and the rising-ΔP advice only on a collector with it', () => {
    expect(task('hoses-clamps', {}).check).toBe('Check hoses and clamps (compressed air, hopper and duct connections) for cracks, wear and looseness');
    expect(task('hoses-clamps', drum).check).toBe('Check hoses and clamps (hopper and duct connections) for cracks, wear and looseness');
    expect(task('compressed-air-pressure', {}).check).toContain('at the pulse manifold');
    expect(task('compressed-air-pressure', { cleaning: 'shaker' })).toMatchObject({ check: expect.not.stringContaining('pulse'), criterion: 'Pressure in the collector maker’s range; no water at the drain' });
  });

  it('tells a torn bag after a cleaning pulse on a pulse-jet, and as a cleaned compartment comes back on line on the others', () => {
    expect(task('stack-visible-emissions', {}).check).toContain('a puff after each cleaning pulse');
    expect(task('stack-visible-emissions', { cleaning: 'reverse-air' }).check).toContain('a puff as each compartment comes back on line after cleaning');
    expect(task('emission-monitor-reading', { cleaning: 'shaker', emissionMonitor: true }).criterion).toContain('spikes as each compartment comes back on line after cleaning');
  });

  /** Equipment a collector may lack, and the words that would name it. */
  const EQUIPMENT: ReadonlyArray<readonly [string, RegExp, (config: CollectorConfig) => boolean]> = [
    ['rotary airlock', /airlock/i, (config) => config.discharge === 'rotary-airlock'],
    ['screw conveyor', /conveyor/i, (config) => config.discharge === 'screw-conveyor'],
    ['drum', /\bdrum\b/i, (config) => config.discharge === 'drum'],
    ['compressed air', /compressed.air|header pressure/i, (config) => config.compressedAir],
    ['pulse-jet cleaning', /pulse|diaphragm/i, (config) => config.cleaning === 'pulse-jet'],
    ['reverse air', /reverse.air/i, (config) => config.cleaning === 'reverse-air'],
    ['shaker', /shak/i, (config) => config.cleaning === 'shaker'],
    ['dryer', /dryer/i, (config) => config.dryer],
    ['belt drive', /\bbelt/i, (config) => config.fanDrive === 'belt'],
    ['explosion venting', /\bvent/i, (config) => config.explosionProtection !== 'none'],
    ['spark arrestor', /spark/i, (config) => config.sparkArrestor],
    ['emission monitor', /monitor/i, (config) => config.emissionMonitor],
  ];

  it('names only the equipment the collector has, in every task and in the rising-ΔP advice', () => {
    fc.assert(
      fc.property(anyConfig, (config) => {
        const rising = conditionAlerts(config, risingReadings, '2027-01-20').find((alert) => alert.code === 'pressure-drop-rising')!;
        const texts = [...planTasks(config).flatMap((each) => [each.component, each.check, each.criterion ?? '']), rising.text.slice(rising.text.indexOf('): ') + 3)];
        for (const [name, words, has] of EQUIPMENT) {
          if (!has(config)) expect(texts.filter((text) => words.test(text)), `${name} named without it`).toEqual([]);
        }
      }),
    );
  });
});

describe('occurrences', () => {
  const config = configOf(); // starts Monday 2027-01-04, runs Monday to Friday
  const tasks = planTasks(config);
  const datesOf = (taskId: string, from = '2027-01-01', to = '2027-12-31') =>
    occurrences(config, tasks, from, to)
      .filter((occurrence) => occurrence.taskId === taskId)
      .map(({ date }) => date);

  it('puts the daily log on every operating day from the start, none on weekends', () => {
    expect(datesOf('pressure-drop-log', '2027-01-01', '2027-01-12')).toEqual(['2027-01-04', '2027-01-05', '2027-01-06', '2027-01-07', '2027-01-08', '2027-01-11', '2027-01-12']);
  });

  it('puts weekly tasks on the first operating day’s weekday, monthly ones on its first in the month', () => {
    expect(datesOf('diaphragm-valves', '2027-01-01', '2027-01-31')).toEqual(['2027-01-04', '2027-01-11', '2027-01-18', '2027-01-25']);
    expect(datesOf('fan-belts').slice(0, 4)).toEqual(['2027-01-04', '2027-02-01', '2027-03-01', '2027-04-05']);
    expect(datesOf('filter-inspection')).toEqual(['2027-01-04', '2027-04-05', '2027-07-05', '2027-10-04']);
    expect(datesOf('pressure-gauge-check')).toEqual(['2027-01-04', '2027-07-05']);
    expect(datesOf('explosion-vents', '2027-01-01', '2029-12-31')).toEqual(['2027-01-04', '2028-01-03', '2029-01-01']);
  });

  it('turns 2,000 operating hours at 16 h a day, 5 days a week into every 25 weeks', () => {
    expect(datesOf('fan-bearing-lubrication')).toEqual(['2027-01-04', addDays('2027-01-04', 25 * 7), addDays('2027-01-04', 50 * 7)]);
  });

  it('anchors on the first operating day on or after a weekend start', () => {
    const weekend = configOf({ start: '2027-01-02' });
    const first = occurrences(weekend, planTasks(weekend), '2027-01-01', '2027-01-08');
    expect(first[0]).toEqual({ taskId: 'pressure-drop-log', date: '2027-01-04' });
    expect(first.filter(({ taskId }) => taskId === 'diaphragm-valves').map(({ date }) => date)).toEqual(['2027-01-04']);
  });

  it('keeps every occurrence on an operating day, in range, and each weekly task once a week (property)', () => {
    fc.assert(
      fc.property(anyConfig, fc.integer({ min: 0, max: 400 }), (config, offset) => {
        const from = addDays(config.start, offset - 30);
        const to = addDays(from, 120);
        const planned = planTasks(config);
        const found = occurrences(config, planned, from, to);
        // One expect per run over the whole list: an expect per occurrence costs more than the plan itself.
        const strays = found.filter(({ date }) => !config.operatingDays.includes(weekdayOf(date)) || date < config.start || date < from || date > to);
        expect(strays).toEqual([]);
        const weekly = found.filter(({ taskId }) => taskId === 'dampers').map(({ date }) => date);
        expect(weekly.slice(1)).toEqual(weekly.slice(0, -1).map((date) => addDays(date, 7)));
        const monthly = found.filter(({ taskId }) => taskId === 'fan-inspection').map(({ date }) => date);
        expect(monthly.slice(1).map((date, index) => monthsBetween(monthly[index]!, date))).toEqual(monthly.slice(1).map(() => 1));
        expect(monthly.filter((date) => Number(date.slice(8)) > 7)).toEqual([]);
      }),
      { numRuns: 60 },
    );
  });
});

describe('bagReplacementForecast', () => {
  it('forecasts every bag life after the start, on the next operating day', () => {
    expect(bagReplacementForecast(configOf(), 3)).toEqual(['2029-01-04', '2031-01-06', '2033-01-04']);
    // 31 Aug + 18 months is 28 Feb (the shorter month); 31 Aug 2030 is a Saturday.
    expect(bagReplacementForecast(configOf({ bagLifeMonths: 18, start: '2027-08-31' }), 2)).toEqual(['2029-02-28', '2030-09-02']);
  });

  it('lands each replacement on an operating day within a week of its month (property)', () => {
    fc.assert(
      fc.property(anyConfig, fc.integer({ min: 1, max: 6 }), (config, count) => {
        const dates = bagReplacementForecast(config, count);
        expect(dates).toHaveLength(count);
        dates.forEach((date, index) => {
          expect(config.operatingDays).toContain(weekdayOf(date));
          const due = monthsBetween(config.start, date);
          expect(due === (index + 1) * config.bagLifeMonths || due === (index + 1) * config.bagLifeMonths + 1).toBe(true);
        });
      }),
    );
  });
});

describe('describeSchedule', () => {
  it('says when each interval falls for the default collector', () => {
    const config = configOf();
    const kinds = ['daily', 'weekly', 'monthly', 'quarterly', 'annual'] as const;
    expect(kinds.map((kind) => describeSchedule(config, { kind }))).toEqual([
      'every operating day',
      'every Monday',
      'the first Monday of every month',
      'the first Monday of January, April, July, October',
      'the first Monday of January',
    ]);
    expect(describeSchedule(configOf({ start: '2027-05-10' }), { kind: 'semi-annual' })).toBe('the first Monday of June, December');
    expect(describeSchedule(config, { kind: 'hours', hours: 2000 })).toBe('every 25 weeks on Monday (2,000 operating hours at 80 h a week)');
    expect(describeSchedule(configOf({ hoursPerDay: 7.5 }), { kind: 'hours', hours: 2000 })).toBe('every 53 weeks on Monday (2,000 operating hours at 37.5 h a week)');
    expect(describeSchedule(configOf({ start: '2027-01-06', hoursPerDay: 24, operatingDays: ['we'] }), { kind: 'hours', hours: 30 })).toBe(
      'every Wednesday (30 operating hours at 24 h a week)',
    );
  });
});
