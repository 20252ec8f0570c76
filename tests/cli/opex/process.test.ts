// `duct-calc opex` as a real process: the worked example (158,730 kWh/yr), --json with the
// issue's keys, the page link to the OPEX section, and one-line errors (exit 2).
import { describe, it } from 'vitest';
import { readCostLink } from '../../../src/core/cost/link.ts';
import { runProcess, withOption } from '../shared/harness.ts';
import { tableRow as row } from '../shared/table-row.ts';

/** The example. */
const EXAMPLE_ARGS = [
  'opex', '--flow', '100000m3/h', '--pressure-drop-before', '15mbar', '--pressure-drop-after', '10mbar',
  '--fan-efficiency', '70', '--hours', '8000', '--electricity-price', '0.10',
];


describe.concurrent('duct-calc opex as a process', () => {
  it('saves 158,730 kWh/yr, $15,873.02/yr, on the issue’s example', async ({ expect }) => {
    const run = await runProcess([...EXAMPLE_ARGS, '--investment', '20000', '--interest', '7', '--years', '10']);

    expect(run).toMatchObject({ exitCode: 0, stderr: '' });
    expect(row(run.stdout, 'Fan energy saved (kWh/yr)')).toBe('158730');
    expect(row(run.stdout, 'Energy savings ($/yr)')).toBe('15873.02');
    expect(row(run.stdout, 'Simple payback (years)')).toBe('1.26');
    expect(row(run.stdout, 'Discounted payback (years)')).toBe('1.36');
    expect(run.stdout).toMatch(/\n +10 +158730\.16 +0\.00 +0\.00 +158730\.16 +111485\.42\n/);
  });

  it('saves 19,908 kWh/yr with a damper and 96,907 with inlet vanes, and prints the assumption beside the result', async ({ expect }) => {
    const damper = await runProcess([...EXAMPLE_ARGS, '--flow-control', 'damper']);
    expect(row(damper.stdout, 'Fan power after, share of before (%)')).toBe('95.8');
    expect(row(damper.stdout, 'Fan energy saved (kWh/yr)')).toBe('19908');
    expect(damper.stdout).toContain('Assumption: Flow held by a damper on a constant-speed fan');
    const vanes = JSON.parse((await runProcess([...EXAMPLE_ARGS, '--flow-control', 'inlet-vanes', '--json'])).stdout);
    expect(vanes.flowControl).toEqual({ value: 'inlet-vanes', assumption: expect.stringMatching(/^Flow held by inlet vanes on a constant-speed fan/) });
    expect(vanes.energySaved.value).toBeCloseTo(96_907.06, 2);
    const none = JSON.parse((await runProcess([...EXAMPLE_ARGS, '--flow-control', 'none', '--json'])).stdout);
    expect(none.energySaved.value).toBe(0);
    const bad = await runProcess([...EXAMPLE_ARGS, '--flow-control', 'throttle']);
    expect(bad).toMatchObject({ exitCode: 2, stdout: '' });
    expect(bad.stderr.trim()).toBe(
      "error: option '--flow-control <speed|inlet-vanes|damper|none>' argument 'throttle' is invalid. Fan flow control must be one of speed, inlet-vanes, damper, none, got throttle",
    );
  });

  it('prints one JSON line with the issue’s keys', async ({ expect }) => {
    const run = await runProcess([...EXAMPLE_ARGS, '--investment', '20000', '--json']);
    const json = JSON.parse(run.stdout);

    expect(run.exitCode).toBe(0);
    expect(json.energySaved).toEqual({ value: expect.closeTo(158_730.16, 2), unit: 'kWh/yr' });
    expect(json.annualSavings.total).toEqual({ value: expect.closeTo(15_873.02, 2), unit: 'USD/yr' });
    expect(json.cumulativeSavings).toHaveLength(11);
    expect(json.cumulativeSavings[2]).toEqual({ year: 2, value: expect.closeTo(31_746.03, 2), discountedValue: expect.closeTo(28_698.70, 2), unit: 'USD' });
    expect(json.simplePayback).toEqual({ value: expect.closeTo(1.26, 10), unit: 'yr' });
    expect(json.discountedPayback).toEqual({ value: expect.closeTo(1.3647, 4), unit: 'yr' });
  });

  it('gives null paybacks and a warning, still exiting 0, when the improved filter costs more to run', async ({ expect }) => {
    const run = await runProcess([...EXAMPLE_ARGS.slice(0, 5), '--pressure-drop-after', '20mbar', ...EXAMPLE_ARGS.slice(7), '--investment', '1000', '--json']);
    const json = JSON.parse(run.stdout);

    expect(run.exitCode).toBe(0);
    expect(json.simplePayback).toBeNull();
    expect(json.discountedPayback).toBeNull();
    expect(json.warnings.map(({ code }: { code: string }) => code)).toEqual(['no-savings', 'pressure-drop-higher']);
  });

  it('prints the link of the page’s OPEX section', async ({ expect }) => {
    const run = await runProcess([...EXAMPLE_ARGS, '--link']);
    const [path, anchor] = run.stdout.trim().split('#');

    expect(anchor).toBe('opex-savings');
    expect(readCostLink(path!.split('?')[1]!)).toMatchObject({ texts: {}, opexTexts: { flow: '100000m3/h', pressureDropBefore: '15mbar', fanEfficiency: '70' } });
  });

  it.for([
    [['--fan-efficiency', '0'], "error: option '--fan-efficiency <percent>' argument '0' is invalid. Fan and motor efficiency must be from 5 to 100 %, got 0"],
    [['--hours', '9000'], "error: option '--hours <number>' argument '9000' is invalid. Operating hours must be from 1 to 8784 h/yr, a leap year’s hours, got 9000"],
    [['--years', '0'], "error: option '--years <number>' argument '0' is invalid. Years to show must be from 1 to 50 years, got 0"],
  ] as const)('refuses %j with one line and exit 2', async ([extra, message], { expect }) => {
    const run = await runProcess(withOption(EXAMPLE_ARGS, extra[0], extra[1]));

    expect(run.exitCode).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr.trim()).toBe(message);
  });

  it('names every missing required option on one line', async ({ expect }) => {
    const run = await runProcess(['opex', '--flow', '1000']);

    expect(run.exitCode).toBe(2);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr).toContain("required option '--pressure-drop-before <pressure>' not specified; required option '--pressure-drop-after <pressure>' not specified");
  });
});
