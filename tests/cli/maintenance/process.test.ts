// `duct-calc maintenance` as a real process: the pulse-jet collector
// as text, JSON and .ics, and every unusable option named in one line (exit 2).
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { maintenanceCommand } from '../../../src/core/maintenance/command-line.ts';
import { DEFAULT_CONFIG, type CollectorConfig } from '../../../src/core/maintenance/config.ts';
import { planTasks } from '../../../src/core/maintenance/plan.ts';
import { unitById } from '../../../src/core/units/catalogue.ts';
import { unitToSi } from '../../../src/core/units/unit.ts';
import { runProcess, withOption } from '../shared/harness.ts';

const PULSE_JET = ['maintenance', '--cleaning', 'pulse-jet', '--discharge', 'rotary-airlock', '--compressed-air', '--belt-drive', '--explosion-vents', '--bag-life', '24', '--start', '2027-01-04'];

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'duct-calc-maintenance-'));
});

describe.concurrent('duct-calc maintenance as a process', () => {
  it('prints the plan grouped by interval, with criteria and sources, and the bag forecast', async () => {
    const run = await runProcess([...PULSE_JET, '--imperial']);

    expect(run).toMatchObject({ exitCode: 0, stderr: '' });
    const headings = run.stdout.split('\n').filter((line) => /^\S.*\(\d+ tasks?\): /.test(line));
    expect(headings).toEqual([
      'Daily (5 tasks): every operating day',
      'Weekly (5 tasks): every Monday',
      'Monthly (4 tasks): the first Monday of every month',
      'Quarterly (5 tasks): the first Monday of January, April, July, October',
      'Semi-annual (1 task): the first Monday of January, July',
      'Annual (4 tasks): the first Monday of January',
      'By operating hours (1 task): every 25 weeks on Monday (2,000 operating hours at 80 h a week)',
    ]);
    expect(run.stdout).toContain('Runs Mon, Tue, Wed, Thu, Fri, 16 h a day; ΔP alarm 6.02 inH₂O, baseline not set; 25 tasks');
    expect(run.stdout).toMatch(/^ {2}Diaphragm \(pulse\) valves \[diaphragm-valves\]\n {4}Listen .*\n {4}Criterion: .*\n {4}Source: Camfil Farr Gold Series IOM manual, §500\.8/m);
    expect(run.stdout).toContain('Source: NFPA 68, Explosion Protection by Deflagration Venting (2018), ch. 11');
    expect(run.stdout).not.toMatch(/screw|dryer \[/i);
    expect(run.stdout).toMatch(/^Bag replacement forecast \(every 24 months\): 2029-01-04, 2031-01-06, 2033-01-04$/m);
  });

  // method-maintenance shows the worked example's plan only by its headings, one task and the bag forecast (run by the
  // console-block runner, tests/cli/docs); its tasks and their dates are checked here and in tests/core/maintenance/plan.test.ts.
  it('prints the tasks and the first 90 days of occurrences as JSON', async () => {
    const run = await runProcess([...withOption(PULSE_JET, '--discharge', 'screw-conveyor'), '--json']);

    expect(run.exitCode).toBe(0);
    const json = JSON.parse(run.stdout) as { tasks: Record<string, unknown>[]; occurrences: { taskId: string; date: string }[]; bagReplacements: string[] };
    expect(Object.keys(json.tasks[0]!)).toEqual(['id', 'component', 'interval', 'check', 'criterion', 'source']);
    const ids = json.tasks.map((task) => task.id);
    expect(ids).toEqual(expect.arrayContaining(['screw-conveyor-lubrication', 'screw-conveyor-wear']));
    expect(ids.filter((id) => String(id).startsWith('airlock'))).toEqual([]);
    expect(json.tasks.find((task) => task.id === 'fan-bearing-lubrication')!.interval).toEqual({ kind: 'hours', hours: 2000 });
    const dates = json.occurrences.map(({ date }) => date);
    expect([dates[0], dates.at(-1)]).toEqual(['2027-01-04', '2027-04-02']);
    expect(json.occurrences.filter(({ taskId }) => taskId === 'pressure-drop-log')).toHaveLength(65);
    expect(json.occurrences.filter(({ taskId }) => taskId === 'filter-inspection').map(({ date }) => date)).toEqual(['2027-01-04']);
  });

  it('writes the .ics that ical.js reads back as floating all-day recurring events', async () => {
    const file = path.join(dir, 'plan.ics');
    const run = await runProcess([...PULSE_JET, '--ics', file]);

    expect(run).toEqual({ exitCode: 0, stderr: '', stdout: `Wrote ${file}: 25 recurring all-day events from 2027-01-04\n` });
    const calendar = new ICAL.Component(ICAL.parse(await readFile(file, 'utf8')));
    const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
    expect(events).toHaveLength(25);
    const valves = events.find((event) => event.uid === 'diaphragm-valves@tfca-maintenance')!;
    const iterator = valves.iterator();
    expect([iterator.next(), iterator.next(), iterator.next()].map((time) => time?.toString())).toEqual(['2027-01-04', '2027-01-11', '2027-01-18']);
  });

  it.for([
    [['--bag-life', '0'], "error: option '--bag-life <months>' argument '0' is invalid. Bag life must be from 1 to 120 months"],
    [['--bag-life', '1e309'], "error: option '--bag-life <months>' argument '1e309' is invalid. Bag life must be from 1 to 120 months"],
    [['--bag-life', 'two years'], "error: option '--bag-life <months>' argument 'two years' is invalid. Bag life must be a number"],
    [['--start', '2027-02-30'], "error: option '--start <date>' argument '2027-02-30' is invalid. Plan start must be a calendar date YYYY-MM-DD"],
    [['--operating-days', 'mo,xx'], "error: option '--operating-days <days>' argument 'mo,xx' is invalid. Operating days must be among mo, tu, we, th, fr, sa, su"],
    [['--hours-per-day', '30'], "error: option '--hours-per-day <hours>' argument '30' is invalid. Operating hours per day must be from 0.1 to 24 h"],
    [['--discharge', 'chute'], "error: option '--discharge <type>' argument 'chute' is invalid. Allowed choices are rotary-airlock, screw-conveyor, drum."],
    [['--pressure-drop-alarm', '-3'], "error: option '--pressure-drop-alarm <pressure>' argument '-3' is invalid. ΔP alarm must be from 10 to 10000 Pa, got -3"],
    [['--start', '9994-01-04'], "error: option '--start <date>' argument '9994-01-04' is invalid. Plan start must be from 1000-01-01 to 9969-12-25, so that its bag replacements fall by 9999-12-31"],
    [['--flameless-vents'], "error: option '--explosion-vents' cannot be used with option '--flameless-vents'"],
    [['--ics', '/nonexistent-dir/plan.ics'], "error: option '--ics <file>' argument '/nonexistent-dir/plan.ics' is invalid. Cannot write the file (ENOENT)"],
  ] as const)('refuses %j with one line naming the option and the value (exit 2)', async ([extra, line]) => {
    const args = extra.length === 2 ? withOption(PULSE_JET, extra[0], extra[1]) : [...PULSE_JET, ...extra];
    expect(await runProcess(args)).toEqual({ stdout: '', stderr: `${line}\n`, exitCode: 2 });
  });

  it('plans from the last start of its range, whatever the bag life and operating days (exit 0)', async () => {
    // 9999-12-25 is a Saturday: with Fridays only, the third replacement moves the most, 6 days, to the range's end.
    const args = [...withOption(withOption(PULSE_JET, '--start', '9969-12-25'), '--bag-life', '120'), '--operating-days', 'fr', '--json'];
    const run = await runProcess(args);

    expect(run.exitCode).toBe(0);
    expect((JSON.parse(run.stdout) as { bagReplacements: string[] }).bagReplacements.at(-1)).toBe('9999-12-31');
  });

  const configOf = (changes: Partial<CollectorConfig>): CollectorConfig => ({ ...DEFAULT_CONFIG, ...changes });
  it.for([
    configOf({ start: '2027-01-04', pressureDropBaselinePa: 870.3 }),
    configOf({ cleaning: 'reverse-air', discharge: 'drum', compressedAir: false, dryer: false, fanDrive: 'direct', explosionProtection: 'flameless', start: '2031-12-27', operatingDays: ['sa', 'su'], hoursPerDay: 7.25, bagLifeMonths: 30, pressureDropAlarmPa: unitToSi(unitById('inH2O'), 5.5) }),
    configOf({ cleaning: 'shaker', discharge: 'screw-conveyor', sparkArrestor: true, emissionMonitor: true, start: '2027-03-31', operatingDays: ['mo', 'we', 'fr'], hoursPerDay: 24 }),
  ])('reproduces the page’s printed plan from the command line the report gives: %#', async (config) => {
    const run = await runProcess(maintenanceCommand(config, 'metric').split(' ').slice(1).concat('--json'));

    expect(run).toMatchObject({ exitCode: 0, stderr: '' });
    const json = JSON.parse(run.stdout) as { configuration: unknown; tasks: { id: string; check: string }[] };
    expect(json.configuration).toEqual(config);
    expect(json.tasks.map(({ id, check }) => ({ id, check }))).toEqual(planTasks(config).map(({ id, check }) => ({ id, check })));
  });

  it('refuses a dryer without compressed air', async () => {
    const run = await runProcess(['maintenance', '--dryer', '--start', '2027-01-04']);
    expect(run).toEqual({ stdout: '', stderr: "error: option '--dryer' is invalid. A dryer needs compressed air: add --compressed-air\n", exitCode: 2 });
  });
});
