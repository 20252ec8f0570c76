// Unit suffixes on the root command's and check's numeric options, and the
// solve mode's --link, as a real process.
import { describe, it } from 'vitest';
import { readDuctLink } from '../../../src/core/duct/link.ts';
import { runProcess } from '../shared/harness.ts';

const EXAMPLE = ['--solve', 'diameter', '--q', '2118', '--v', '4000', '--imperial'];

describe.concurrent('unit suffixes on numeric options', () => {
  it('gives the same table for a value typed in the unit system\'s own unit as for the bare number', async ({ expect }) => {
    const [bare, suffixed] = await Promise.all([
      runProcess(EXAMPLE),
      runProcess(['--solve', 'diameter', '--q', '2118cfm', '--v', '4000 fpm', '--imperial']),
    ]);

    expect(suffixed).toEqual(bare);
    expect(bare.stdout).toMatch(/^Diameter \(D\) +9\.85 in +\(solved\)$/m);
  });

  it('converts a value in another unit to SI with the exact factor: 10 in is 0.254 m', async ({ expect }) => {
    const run = await runProcess(['--solve', 'airflow', '--v', '20', '--d', '10in', '--json']);

    expect(run.exitCode).toBe(0);
    const json = JSON.parse(run.stdout);
    expect(json.diameter).toEqual({ value: 0.254, unit: 'm' });
    expect(json.airflow.value).toBeCloseTo((20 * Math.PI * 0.254 ** 2) / 4, 12);
  });

  it('mixes units: 3400 m³/h at 20 m/s in an imperial report', async ({ expect }) => {
    const run = await runProcess(['--solve', 'diameter', '--q', '3400m3/h', '--v', '20m/s', '--imperial', '--json']);

    expect(run.exitCode).toBe(0);
    const json = JSON.parse(run.stdout);
    expect(json.velocity).toEqual({ value: 20 * 196.85, unit: 'ft/min' });
    expect(json.airflow.value).toBeCloseTo((3400 / 3600) * 2118.88, 9);
  });

  it.for([
    ['--q', '3m', '"m" is a unit of length, not airflow (m³/s, m³/h, m³/min, L/s, CFM)'],
    ['--v', '20cfm', '"cfm" is a unit of airflow, not velocity (m/s, m/min, ft/min, m³/(m²·h))'],
    ['--q', '2118scfm', '"2118scfm" is a standard flow; size the duct for the actual flow (duct-calc convert gives it)'],
    ['--q', '0cfm', 'Airflow (Q) must be greater than zero, got 0cfm'],
  ] as const)('refuses %s %s with one line and exit 2', async ([flag, text, reason], { expect }) => {
    const args = ['--solve', 'diameter', '--q', '2118', '--v', '4000'];
    args[args.indexOf(flag) + 1] = text;
    const flags = flag === '--q' ? '--q <airflow>' : '--v <velocity>';

    expect(await runProcess(args)).toEqual({ stdout: '', stderr: `error: option '${flags}' argument '${text}' is invalid. ${reason}\n`, exitCode: 2 });
  });

  it('names the unit of a bare number in --help', async ({ expect }) => {
    const help = (await runProcess(['--help'])).stdout.replace(/\s+/g, ' ');

    expect(help).toContain('airflow Q: a bare number in m³/s (--imperial: CFM)');
    expect(help).toContain('velocity V: a bare number in m/s (--imperial: ft/min)');
    expect(help).toContain('inside diameter D: a bare number in m (--imperial: in)');
    expect(help).toContain('--link print the link of the ducting calculator page');
  });

  it('reads check\'s velocity limits with units, converted to the sheet\'s unit', async ({ expect }) => {
    const run = await runProcess(['check', 'examples/sizing-sheet.csv', '--imperial', '--min-velocity', '18m/s', '--max-velocity', '6000fpm']);

    expect(run.stdout.split('\n')[0]).toContain('minimum velocity 3543.3 ft/min; maximum velocity 6000 ft/min');
  });

  it('refuses a velocity limit of another quantity', async ({ expect }) => {
    expect(await runProcess(['check', 'examples/sizing-sheet.csv', '--min-velocity', '3500cfm'])).toEqual({
      stdout: '',
      stderr: "error: option '--min-velocity <velocity>' argument '3500cfm' is invalid. \"cfm\" is a unit of airflow, not velocity (m/s, m/min, ft/min, m³/(m²·h))\n",
      exitCode: 2,
    });
  });
});

describe.concurrent('--link on the solve mode', () => {
  it('prints the ducting calculator link of the worked example example-solve-2118-cfm, which the page reads back', async ({ expect }) => {
    const run = await runProcess([...EXAMPLE, '--link']);

    expect(run).toEqual({ stdout: '/ducting-calculator?solve=diameter&q=2118&v=4000&units=imperial\n', stderr: '', exitCode: 0 });
    expect(readDuctLink('?solve=diameter&q=2118&v=4000&units=imperial')).toEqual({
      state: { solve: 'diameter', unitSystem: 'imperial', q: '2118', v: '4000' },
      ignored: [],
    });
  });

  it('writes a value typed in another unit in the unit system\'s unit', async ({ expect }) => {
    const run = await runProcess(['--solve', 'velocity', '--q', '1', '--d', '250mm', '--link']);

    expect(run.stdout).toBe('/ducting-calculator?solve=velocity&q=1&d=0.25&units=metric\n');
  });

  it('refuses --link with --json, and checks the calculation before printing a link', async ({ expect }) => {
    const [both, missing] = await Promise.all([runProcess([...EXAMPLE, '--link', '--json']), runProcess(['--solve', 'diameter', '--q', '2118', '--link'])]);

    expect(both).toEqual({ stdout: '', stderr: "error: option '--link' cannot be used with option '--json'\n", exitCode: 2 });
    expect(missing.exitCode).toBe(2);
    expect(missing.stdout).toBe('');
  });
});
