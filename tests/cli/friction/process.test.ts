// `duct-calc friction` as a real process: the worked cases, --json at
// full precision, --link, and one-line errors with exit 2.
import { describe, it } from 'vitest';
import { readDesignLink } from '../../../src/core/duct/design-link.ts';
import { runProcess } from '../shared/harness.ts';

/** The value and unit of a table row, by its label's start. */
function row(stdout: string, label: string): string | undefined {
  return stdout.split('\n').find((line) => line.startsWith(label))?.slice(label.length).trim().replace(/\s+/g, ' ');
}

describe.concurrent('duct-calc friction as a process', () => {
  it('1000 CFM in 14 in galvanized at standard air loses 0.088 inH₂O/100 ft by Colebrook', async ({ expect }) => {
    const run = await runProcess(['friction', '--q', '1000', '--d', '14', '--imperial']);

    expect(run).toMatchObject({ exitCode: 0, stderr: '' });
    expect(run.stdout.split('\n')[0]).toBe('Pressure loss by Colebrook, galvanized steel:');
    expect(row(run.stdout, 'Friction rate Δp/L')).toBe('0.088 inH₂O/100 ft');
    expect(row(run.stdout, 'Pressure loss Δp')).toBe('0.088 inH₂O');
    expect(row(run.stdout, 'Velocity V')).toBe('935 ft/min');
  });

  it('1.2 m³/s in 0.3 m loses 9.71 Pa/m, 242.7 Pa over 25 m', async ({ expect }) => {
    const run = await runProcess(['friction', '--q', '1.2', '--d', '0.3', '--length', '25']);

    expect(run.exitCode).toBe(0);
    expect(row(run.stdout, 'Friction rate Δp/L')).toBe('9.71 Pa/m');
    expect(row(run.stdout, 'Pressure loss Δp')).toBe('242.7 Pa');
  });

  it('prints every key of the issue in --json at full precision, with the method', async ({ expect }) => {
    const run = await runProcess(['friction', '--q', '1000', '--d', '14', '--imperial', '--method', 'altshul-tsal', '--json']);

    expect(run.exitCode).toBe(0);
    const json = JSON.parse(run.stdout);
    for (const key of ['velocity', 'velocityPressure', 'density', 'reynoldsNumber', 'frictionFactor', 'frictionRate', 'pressureLoss']) {
      expect(json[key]).toEqual({ value: expect.any(Number), unit: expect.any(String) });
    }
    expect(json.method).toBe('altshul-tsal');
    expect(json.frictionRate.unit).toBe('inH2O/100ft');
    expect(json.pressureLoss.value).toBeCloseTo(json.frictionRate.value, 12);
    expect(String(json.velocity.value).length).toBeGreaterThan(10);
  });

  it('takes unit suffixes and gives the rate per metre in metric', async ({ expect }) => {
    const suffixed = JSON.parse((await runProcess(['friction', '--q', '1000cfm', '--d', '14in', '--json'])).stdout);
    const imperial = JSON.parse((await runProcess(['friction', '--q', '1000', '--d', '14', '--imperial', '--json'])).stdout);

    expect(suffixed.frictionRate.unit).toBe('Pa/m');
    expect(suffixed.frictionRate.value / 8.172208333333334).toBeCloseTo(imperial.frictionRate.value, 12);
  });

  it('warns about transitional flow without failing', async ({ expect }) => {
    const run = await runProcess(['friction', '--q', '0.004', '--d', '0.1']);

    expect(run.exitCode).toBe(0);
    expect(run.stdout).toMatch(/^warning: Transitional flow \(Re \d+, between 2300 and 4000\)/m);
  });

  it('prints the page link with the card’s airflow and diameter and the section’s fields', async ({ expect }) => {
    const run = await runProcess(['friction', '--q', '1000', '--d', '14', '--imperial', '--length', '50', '--method', 'acgih', '--link']);

    expect(run.stdout).toBe('/ducting-calculator?solve=velocity&q=1000&d=14&units=imperial&length=50&method=acgih\n');
    expect(readDesignLink(run.stdout.trim().split('?')[1]!).texts).toEqual({ length: '50', method: 'acgih' });
  });

  it.for([
    [['friction', '--q', '-3', '--d', '14'], "error: option '--q <airflow>' argument '-3' is invalid. Airflow must be from 1e-4 to 10000 m³/s, got -3"],
    [['friction', '--d', '14'], "error: required option '--q <airflow>' not specified"],
    [['friction', '--q', '1', '--d', '1', '--temperature', '2000C'], /^error: option '--temperature <temperature>' argument '2000C' is invalid\. Air temperature must be from −100 to 1000 °C, where Sutherland's law holds, got 2000C$/m],
    [['friction', '--q', '1', '--d', '1', '--method', 'moody'], /^error: option '--method <method>' argument 'moody' is invalid\. Allowed choices are colebrook, altshul-tsal, acgih\./],
    [['friction', '--q', '1', '--d', '1', '--material', 'pvc', '--roughness', '0.1mm'], /cannot be used with option '--roughness/],
    [['friction', '--q', '1', '--d', '1kg'], /^error: option '--d <length>' argument '1kg' is invalid\. Diameter: /],
  ] as const)('refuses %j with one line and exit 2', async ([args, message], { expect }) => {
    const run = await runProcess(args);

    expect(run.exitCode).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr.trimEnd().split('\n')).toHaveLength(1);
    if (typeof message === 'string') expect(run.stderr.trimEnd()).toBe(message);
    else expect(run.stderr).toMatch(message);
  });
});
