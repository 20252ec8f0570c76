// `duct-calc equivalent` as a real process: Huebscher's table values, flat
// oval, --json with and without an airflow, and errors.
import { describe, it } from 'vitest';
import { runProcess } from '../shared/harness.ts';

describe.concurrent('duct-calc equivalent as a process', () => {
  it.for([
    ['12x12', '13.12 in'],
    ['12x24', '18.28 in'],
  ] as const)('gives a %s in rectangle an equivalent diameter of %s (ASHRAE table)', async ([section, expected], { expect }) => {
    const run = await runProcess(['equivalent', '--rect', section, '--imperial']);

    expect(run.exitCode).toBe(0);
    expect(run.stdout).toMatch(new RegExp(`^Equivalent diameter De +${expected}$`, 'm'));
  });

  it('prints the issue’s keys in --json, the velocity only with --q', async ({ expect }) => {
    const without = JSON.parse((await runProcess(['equivalent', '--oval', '20x10', '--imperial', '--json'])).stdout);
    const withQ = JSON.parse((await runProcess(['equivalent', '--oval', '20x10', '--q', '2000', '--imperial', '--json'])).stdout);

    expect(Object.keys(without)).toEqual(['equivalentDiameter', 'hydraulicDiameter', 'area', 'shape', 'warnings']);
    expect(without.warnings).toEqual([]);
    expect(withQ.velocity.unit).toBe('ft/min');
    // 2000 CFM through A = π·10²/4 + 10·10 = 178.54 in² = 1.2399 ft²
    expect(withQ.velocity.value).toBeCloseTo(2000 / ((Math.PI * 100) / 4 + 100) * 144, 9);
  });

  it('reads a bare metric section in millimetres: 300x500 is a 420 mm duct, not 420 m', async ({ expect }) => {
    const run = await runProcess(['equivalent', '--rect', '300x500', '--metric']);

    expect(run).toMatchObject({ exitCode: 0, stderr: '' });
    expect(run.stdout).toBe(['Rectangular duct 300x500:', 'Equivalent diameter De     420 mm', 'Hydraulic diameter Dh      375 mm', 'Area A                  0.1500 m²', ''].join('\n'));
  });

  it.for([
    [['0.3mx0.5m'], 'Equivalent diameter De     420 mm'],
    [['12inx24in'], 'Equivalent diameter De     464 mm'],
    [['12x24', '--imperial'], 'Equivalent diameter De  18.28 in'],
  ] as const)('reads sides with their own unit, %j', async ([args, line], { expect }) => {
    const [section, ...rest] = args;
    const run = await runProcess(['equivalent', '--rect', section, ...rest]);
    expect(run.stdout.split('\n')[1]).toBe(line);
  });

  it('warns of a section no one builds: metres typed as millimetres, or a 8:1 aspect ratio', async ({ expect }) => {
    const small = await runProcess(['equivalent', '--rect', '0.6x0.3', '--json']);
    const flat = await runProcess(['equivalent', '--rect', '12x100', '--imperial']);

    expect(small.exitCode).toBe(0);
    expect(JSON.parse(small.stdout).warnings.map(({ code }: { code: string }) => code)).toEqual(['section-size-implausible']);
    expect(flat.stdout).toMatch(/^warning: Rectangular duct 304\.8 × 2540 mm \(12 × 100 in\) has an aspect ratio of 8\.3:1, beyond the 4:1/m);
  });

  it('reads millimetres written once after both sides', async ({ expect }) => {
    const json = JSON.parse((await runProcess(['equivalent', '--rect', '600x300mm', '--json'])).stdout);

    expect(json.area).toEqual({ value: expect.closeTo(0.18, 12), unit: 'm2' });
    expect(json.equivalentDiameter.unit).toBe('mm');
  });

  it.for([
    [['equivalent', '--imperial'], "error: give '--rect <a x b>' or '--oval <major x minor>'"],
    [['equivalent', '--rect', '12', '--imperial'], "error: option '--rect <a x b>' argument '12' is invalid. Rectangular duct must be two dimensions joined by x, e.g. 24x12, or 600x300mm, got 12"],
    [['equivalent', '--rect', '1e200x1e200'], 'error: Equivalent diameter De cannot be computed: the result is out of range for these inputs (Sides 1e+197 m × 1e+197 m)'],
    [['equivalent', '--oval', '10x20'], "error: option '--oval <major x minor>' argument '10x20' is invalid. Flat oval duct: the major axis (first) must be at least the minor axis (second)"],
    [['equivalent', '--rect', '12x12', '--q', '-1'], "error: option '--q <airflow>' argument '-1' is invalid. Airflow must be from 1e-4 to 10000 m³/s, got -1"],
  ] as const)('refuses %j with one line and exit 2', async ([args, message], { expect }) => {
    const run = await runProcess(args);

    expect(run.exitCode).toBe(2);
    expect(run.stderr.trimEnd()).toBe(message);
  });
});
