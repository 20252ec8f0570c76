// `duct-calc fan` and `duct-calc fan-laws` as real processes, as a user or a
// script runs them: the golden case, the cold start, a fan curve, the fan
// laws, --json, --link, and one-line errors with exit 2.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'vitest';
import { readFanLink } from '../../../src/core/fan/link.ts';
import { runProcess } from '../shared/harness.ts';

const FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../fixtures');
const CURVE = path.join(FIXTURES, 'fan-curve.csv');
/** A curve with three problems in three rows. */
const BAD_CURVE = path.join(FIXTURES, 'fan-curve-problems.csv');
const GOLDEN = ['fan', '--flow', '10000', '--pressure', '10', '--imperial', '--efficiency', '70'];

/** The figure on the line that starts with `label`. */
const figure = (stdout: string, label: string) => {
  const line = stdout.split('\n').find((text) => text.startsWith(label));
  return line === undefined ? undefined : Number(/ (-?[\d.]+) \S+$/.exec(line)?.[1]);
};

describe.concurrent('duct-calc fan as a process', () => {
  it('needs 22.52 hp (16.79 kW) at the shaft for 10 000 CFM at 10 inH₂O and 70 %, and a 30 hp motor', async ({ expect }) => {
    const run = await runProcess(GOLDEN);

    expect(run.exitCode).toBe(0);
    expect(run.stderr).toBe('');
    expect(run.stdout).toMatch(/^Shaft power P_shaft \(16\.79 kW\) +22\.52 hp$/m);
    expect(figure(run.stdout, 'Shaft power by the US rule BHP')).toBe(22.48);
    expect(run.stdout).toMatch(/^Motor rating \(NEMA step\) +30\.0 hp$/m);
    // What the optional inputs not given would add, after the figures.
    expect(run.stdout).toMatch(/\nnote: Give the clean filter pressure to get the clean-filter system curve and its operating point\.\nnote: Give a fan curve of 2 points or more to get the operating points/);
  });

  it('gives the same shaft power in metric units from the SI form of the golden case', async ({ expect }) => {
    const run = await runProcess(['fan', '--flow', '16990.04', '--pressure', '2490.89', '--efficiency', '70']);

    expect(run.exitCode).toBe(0);
    expect(run.stdout).toMatch(/^Shaft power P_shaft \(22\.52 hp\) +16\.79 kW$/m);
    expect(run.stdout).toMatch(/^Motor rating \(IEC step\) +22\.00 kW$/m);
  });

  it('warns when the motor would overload at a cold start, and still exits 0', async ({ expect }) => {
    const run = await runProcess([...GOLDEN, '--temperature', '300F', '--altitude', '1500m', '--cold-temperature', '20F']);

    expect(run.exitCode).toBe(0);
    expect(figure(run.stdout, 'Shaft power at a cold start P_cold')).toBe(35.67);
    expect(run.stdout).toContain('warning: At a cold start (20.0 °F) the fan needs 35.67 hp at the shaft, more than the 30.0 hp motor');
  });

  it('prints the JSON keys of the issue with the operating points of a fan curve file', async ({ expect }) => {
    const run = await runProcess([...GOLDEN, '--filter-pressure', '4', '--clean-filter-pressure', '1.5', '--fan-curve', CURVE, '--json']);

    expect(run.exitCode).toBe(0);
    const json = JSON.parse(run.stdout);
    for (const key of ['density', 'airPower', 'shaftPower', 'electricalPower', 'motorRating', 'coldStartShaftPower']) {
      expect(json[key]).toEqual({ value: expect.any(Number), unit: expect.any(String) });
    }
    expect(json.shaftPower).toEqual({ value: expect.closeTo(22.5209, 4), unit: 'hp' });
    expect(json.operatingPoints).toHaveLength(2);
    expect(json.operatingPoints[0]).toMatchObject({ curve: 'design', meets: true, flow: { value: expect.closeTo(10_000, 6), unit: 'CFM' }, pressure: { value: expect.closeTo(10, 8), unit: 'inH2O' } });
    expect(json.operatingPoints[1].curve).toBe('clean');
    expect(json.operatingPoints[1].flow.value).toBeGreaterThan(10_000);
    expect(json.warnings).toEqual([]);
    expect(json.missing).toEqual([]);
  });

  it('says when the curves do not meet, with a warning code in JSON', async ({ expect }) => {
    const run = await runProcess(['fan', '--flow', '10000', '--pressure', '20', '--fixed-pressure', '15', '--imperial', '--efficiency', '70', '--fan-curve', CURVE, '--json']);

    expect(run.exitCode).toBe(0);
    const json = JSON.parse(run.stdout);
    expect(json.operatingPoints).toEqual([{ curve: 'design', meets: false }]);
    expect(json.warnings.map((warning: { code: string }) => warning.code)).toContain('design-curve-misses');
  });

  it('prints the page link that carries the same inputs and curve', async ({ expect }) => {
    const run = await runProcess([...GOLDEN, '--fan-curve', CURVE, '--link']);

    expect(run.exitCode).toBe(0);
    const link = run.stdout.trim();
    expect(link.startsWith('/fan-selection?flow=10000&pressure=10&efficiency=70&fan-curve=')).toBe(true);
    const { state, ignored } = readFanLink(link.slice(link.indexOf('?')));
    expect(ignored).toEqual([]);
    expect(state.system).toBe('imperial');
    expect(state.rows).toHaveLength(6);
    expect(state.rows[3]).toEqual({ flow: '10000', pressure: '10', efficiency: '75', power: '' });
  });

  it.for([
    [['fan', '--pressure', '10', '--efficiency', '70'], "error: required option '--flow <airflow>' not specified (Design flow is needed)"],
    [['fan', '--flow', '-3', '--pressure', '10', '--efficiency', '70'], "error: option '--flow <airflow>' argument '-3' is invalid. Design flow must be from 0.36 to 3.6e+7 m³/h, got -3"],
    [['fan', '--flow', '1', '--pressure', '10', '--efficiency', '170'], "error: option '--efficiency <percent>' argument '170' is invalid. Fan efficiency must be from 1 to 100 %, got 170"],
    [[...GOLDEN, '--margin', '1e309'], "error: option '--margin <percent>' argument '1e309' is invalid. Service margin must be from 0 to 100 %, got 1e309"],
    [
      [...GOLDEN, '--fan-curve', BAD_CURVE],
      `error: option '--fan-curve <file>' argument '${BAD_CURVE}' is invalid. Fan curve row 2: Pressure: "x" does not start with a number; Fan curve row 3: Flow must be above row 2's (flows increase down the table); Fan curve row 3: Efficiency must be from 1 to 100 %, got 101`,
    ],
    [[...GOLDEN, '--temperature', '5m'], "error: option '--temperature <temperature>' argument '5m' is invalid. Temperature: \"m\" is a unit of length, not temperature (°C, °F, K, °R)"],
    [[...GOLDEN, '--filter-pressure', '12'], "error: option '--filter-pressure <pressure>' argument '12' is invalid. Filter pressure and fixed pressure add up to more than the design pressure"],
    [[...GOLDEN, '--fan-curve', 'no-such.csv'], "error: option '--fan-curve <file>' argument 'no-such.csv' is invalid. Cannot read the file: no such file"],
    [[...GOLDEN, '--fan-curve', '/dev/zero'], "error: option '--fan-curve <file>' argument '/dev/zero' is invalid. /dev/zero is larger than 16 MB, the most duct-calc reads as a fan curve; is it the right file?"],
    [[...GOLDEN, '--fan-curve', 'tests'], "error: option '--fan-curve <file>' argument 'tests' is invalid. It is a folder, not a CSV file"],
    [['fan-laws', '--flow', '10000', '--speed', '1000'], 'error: Give the speed and the new speed together'],
    [['fan-laws', '--flow', '10000', '--speed', 'fast', '--new-speed', '1200'], "error: option '--speed <rpm>' argument 'fast' is invalid. Speed must be a number in rpm, got fast"],
    [['fan-laws', '--flow', '10000', '--speed', '1000', '--new-speed', '1e309 rpm'], "error: option '--new-speed <rpm>' argument '1e309 rpm' is invalid. New speed must be from 1 to 1e+5 rpm, got 1e309 rpm"],
  ] as const)('refuses %j in one line with exit 2', async ([args, message], { expect }) => {
    const run = await runProcess(args);

    expect(run.exitCode).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(`${message}\n`);
  });
});

describe.concurrent('duct-calc fan-laws as a process', () => {
  it('gives 1.2× the flow, 1.44× the pressure and 1.728× the power for 1000 → 1200 rpm', async ({ expect }) => {
    const run = await runProcess(['fan-laws', '--flow', '10000', '--pressure', '10', '--power', '22.5', '--speed', '1000', '--new-speed', '1200', '--imperial', '--json']);

    expect(run.exitCode).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({
      flow: { value: expect.closeTo(12_000, 9), unit: 'CFM' },
      pressure: { value: expect.closeTo(14.4, 12), unit: 'inH2O' },
      power: { value: expect.closeTo(38.88, 12), unit: 'hp' },
    });
  });

  it('combines speed, diameter and density, each value with its unit or in the system\'s', async ({ expect }) => {
    const run = await runProcess(['fan-laws', '--flow', '10000', '--pressure', '10', '--power', '22.5', '--speed', '1000', '--new-speed', '1200', '--diameter', '36', '--new-diameter', '40in', '--density', '0.075', '--new-density', '0.06', '--imperial']);

    expect(run.exitCode).toBe(0);
    expect(figure(run.stdout, 'New flow Q₂')).toBe(16461);
    expect(figure(run.stdout, 'New pressure Δp₂')).toBe(14.22);
    expect(figure(run.stdout, 'New power P₂')).toBe(52.67);
  });
});
