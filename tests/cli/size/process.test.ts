// `duct-calc size` as a real process: the equal-friction cases, the
// transport velocity mode, --json and errors.
import { describe, it } from 'vitest';
import { runProcess } from '../shared/harness.ts';

describe.concurrent('duct-calc size as a process', () => {
  it.for([
    ['1000', 14],
    ['2000', 18],
  ] as const)('sizes %s CFM at 0.1 inH₂O/100 ft to %s in (mepcalcs test vector)', async ([airflow, inches], { expect }) => {
    const run = await runProcess(['size', '--q', airflow, '--friction-rate', '0.1', '--imperial', '--json']);

    expect(run.exitCode).toBe(0);
    const json = JSON.parse(run.stdout);
    expect(json.standardDiameter).toEqual({ value: inches, unit: 'in' });
    expect(json.series).toBe('us-spiral');
    expect(json.frictionRate.value).toBeLessThanOrEqual(0.1);
    for (const key of ['exactDiameter', 'velocity']) expect(json[key]).toEqual({ value: expect.any(Number), unit: expect.any(String) });
  });

  it('by a minimum velocity takes the largest size that keeps it, the next size down', async ({ expect }) => {
    const run = await runProcess(['size', '--q', '1000', '--min-velocity', '4000', '--imperial']);

    expect(run.exitCode).toBe(0);
    expect(run.stdout.split('\n')[0]).toBe('US round spiral duct, 3–20 in by 1 in, 22–60 in by 2 in: 6 in by transport velocity');
    expect(run.stdout).toMatch(/^Velocity V +5093 ft\/min$/m);
  });

  it('by an ACGIH class reads the table’s column for the unit system', async ({ expect }) => {
    const imperial = JSON.parse((await runProcess(['size', '--q', '1000', '--transport', 'heavy-dusts', '--imperial', '--json'])).stdout);
    const byVelocity = JSON.parse((await runProcess(['size', '--q', '1000', '--min-velocity', '4000', '--imperial', '--json'])).stdout);
    const metric = JSON.parse((await runProcess(['size', '--q', '0.5', '--transport', 'heavy-dusts', '--json'])).stdout);

    expect(imperial).toEqual(byVelocity);
    expect(metric.series).toBe('en-1506');
    expect(metric.standardDiameter.unit).toBe('mm');
    expect(metric.velocity.value).toBeGreaterThanOrEqual(20);
  });

  it.for([
    [['size', '--q', '1000', '--imperial'], /^error: give one of '--friction-rate/],
    [['size', '--q', '1000', '--friction-rate', '0.1', '--min-velocity', '4000'], /^error: give one of/],
    [['size', '--q', '1', '--transport', 'vapors-gases-smoke'], /have no minimum transport velocity/],
    [['size', '--q', '1', '--transport', 'sand'], /argument 'sand' is invalid\. Allowed choices are vapors-gases-smoke/],
    [['size', '--q', '100000', '--friction-rate', '0.1', '--imperial'], /^error: No size of the US round spiral duct.* the largest is 60\.0 in$/m],
    [['size', '--q', '1', '--friction-rate', '0'], /^error: option '--friction-rate <friction-rate>' argument '0' is invalid\. Friction rate must be from 0.01 to 100 Pa\/m, got 0$/m],
  ] as const)('refuses %j with one line and exit 2', async ([args, message], { expect }) => {
    const run = await runProcess(args);

    expect(run.exitCode).toBe(2);
    expect(run.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(run.stderr).toMatch(message);
  });
});
