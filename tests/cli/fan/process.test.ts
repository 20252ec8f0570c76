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
  it('needs 22.52 hp · Kp 0.9928 = 22.36 hp (16.67 kW) at the shaft for 10 000 CFM at 10 inH₂O and 70 %, and a 30 hp motor', async ({ expect }) => {
    const run = await runProcess(GOLDEN);

    expect(run.exitCode).toBe(0);
    expect(run.stderr).toBe('');
    expect(run.stdout).toMatch(/^Compressibility coefficient Kp +0\.9928$/m);
    expect(run.stdout).toMatch(/^Shaft power P_shaft \(actual\) \(16\.67 kW\) +22\.36 hp$/m);
    expect(figure(run.stdout, 'Shaft power by the US rule BHP')).toBe(22.48);
    expect(run.stdout).toMatch(/^Motor rating \(NEMA step\) +30\.0 hp$/m);
    // What the optional inputs not given would add, after the figures.
    expect(run.stdout).toMatch(/\nnote: Give the clean filter pressure to get the clean-filter system curve and its operating point\.\nnote: Give a fan curve of 2 points or more to get the operating points/);
  });

  it('gives the same shaft power in metric units from the SI form of the golden case', async ({ expect }) => {
    const run = await runProcess(['fan', '--flow', '16990.04', '--pressure', '2490.89', '--efficiency', '70']);

    expect(run.exitCode).toBe(0);
    expect(run.stdout).toMatch(/^Shaft power P_shaft \(actual\) \(22\.36 hp\) +16\.67 kW$/m);
    expect(run.stdout).toMatch(/^Motor rating \(IEC step\) +22\.00 kW$/m);
  });

  it('warns when the motor would overload at a cold start, and still exits 0', async ({ expect }) => {
    const run = await runProcess([...GOLDEN, '--temperature', '300F', '--altitude', '1500m', '--cold-temperature', '20F']);

    expect(run.exitCode).toBe(0);
    expect(figure(run.stdout, 'Shaft power at a cold start P_cold')).toBe(35.36);
    expect(figure(run.stdout, 'Motor output at a cold start')).toBe(36.45);
    expect(run.stdout).toContain("warning: At a cold start (20.0 °F) the fan needs 35.36 hp at the shaft, 36.45 hp from the motor with the drive's loss, more than the 30.0 hp motor");
  });

  it("gives Loren Cook's density example: 7500 CFM at 1.5 inH₂O, 200 °F, 6000 ft is df 0.643, 2.33 inH₂O in the catalogue, 3.53 hp there and 2.27 hp at the shaft", async ({ expect }) => {
    // Loren Cook, Engineering Cookbook, density-factor example; 3.53 hp at 7500 CFM and 2.33 inH₂O is a fan efficiency of 78 %.
    const run = await runProcess(['fan', '--flow', '7500', '--pressure', '1.5', '--imperial', '--efficiency', '78', '--temperature', '200F', '--altitude', '6000ft', '--json']);

    expect(run.exitCode).toBe(0);
    const json = JSON.parse(run.stdout);
    expect(json.densityFactor).toEqual({ value: expect.closeTo(0.643, 3), unit: '1' });
    expect(json.standardPressure).toEqual({ value: expect.closeTo(2.33, 2), unit: 'inH2O' });
    expect(json.catalogueShaftPower).toEqual({ value: expect.closeTo(3.53, 2), unit: 'hp' });
    expect(json.shaftPower).toEqual({ value: expect.closeTo(2.27, 2), unit: 'hp' });
    // From the catalogue side: the 2.331 inH₂O at standard air, basis standard, is the same fan.
    const standard = JSON.parse((await runProcess(['fan', '--flow', '7500', '--pressure', String(json.standardPressure.value), '--basis', 'standard', '--imperial', '--efficiency', '78', '--temperature', '200F', '--altitude', '6000ft', '--json'])).stdout);
    expect(standard.actualPressure.value).toBeCloseTo(1.5, 9);
    expect(standard.shaftPower.value).toBeCloseTo(json.shaftPower.value, 9);
  });

  it('sizes the motor with the drive: 10 000 CFM at 7.55 inH₂O and 70 % is 16.91 hp (17.00 × Kp), / 0.97 × 1.15 = 20.05 hp, a 25 hp motor', async ({ expect }) => {
    const run = await runProcess(['fan', '--flow', '10000', '--pressure', '7.55', '--imperial', '--efficiency', '70', '--json']);

    const json = JSON.parse(run.stdout);
    expect(json.shaftPower.value / json.compressibility.value).toBeCloseTo(17.0, 2);
    expect(json.motorPowerNeeded.value).toBeCloseTo((json.shaftPower.value / 0.97) * 1.15, 9);
    expect(json.motorPowerNeeded.value).toBeCloseTo(20.05, 2);
    expect(json.motorRating).toEqual({ value: 25, unit: 'hp' });
  });

  it('gives the speed that puts the curve on the design point and the fan laws on it, named as on the page', async ({ expect }) => {
    const run = await runProcess([...GOLDEN, '--fan-curve', CURVE, '--speed', '1200', '--new-speed', '1100', '--json']);

    expect(run.exitCode).toBe(0);
    const { fanLaws, shaftPower } = JSON.parse(run.stdout);
    expect(fanLaws.designSpeed.value).toBeCloseTo(1200, 6);
    expect(fanLaws.flow).toEqual({ value: expect.closeTo((10_000 * 1100) / 1200, 9), unit: 'CFM' });
    expect(fanLaws.pressure).toEqual({ value: expect.closeTo(10 * (1100 / 1200) ** 2, 9), unit: 'inH2O' });
    expect(fanLaws.power.value).toBeCloseTo(shaftPower.value * (1100 / 1200) ** 3, 9);
  });

  it('refuses a basis and a moisture it cannot use, naming each option', async ({ expect }) => {
    const run = await runProcess([...GOLDEN, '--basis', 'catalogue', '--moisture', '1e309']);

    expect(run.exitCode).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(
      "error: option '--basis <basis>' argument 'catalogue' is invalid. Pressure basis must be operating or standard, got catalogue; option '--moisture <percent>' argument '1e309' is invalid. Moisture (H₂O by volume) must be from 0 to 90 %, got 1e309\n",
    );
  });

  it('prints the JSON keys of the issue with the operating points of a fan curve file', async ({ expect }) => {
    const run = await runProcess([...GOLDEN, '--filter-pressure', '4', '--clean-filter-pressure', '1.5', '--fan-curve', CURVE, '--json']);

    expect(run.exitCode).toBe(0);
    const json = JSON.parse(run.stdout);
    for (const key of ['density', 'airPower', 'shaftPower', 'electricalPower', 'motorRating', 'coldStartShaftPower']) {
      expect(json[key]).toEqual({ value: expect.any(Number), unit: expect.any(String) });
    }
    expect(json.shaftPower).toEqual({ value: expect.closeTo(22.3592, 4), unit: 'hp' });
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
