// `duct-calc size` as a real process: the equal-friction cases, the
// transport velocity mode, --json and errors.
import { describe, it } from 'vitest';
import { sizeFigures } from '../../../src/core/duct-size/report.ts';
import { sizeDuct } from '../../../src/core/duct-size/size.ts';
import { figureValue } from '../../../src/core/report/figure.ts';
import { unitById } from '../../../src/core/units/catalogue.ts';
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

  it('by equal friction warns below the transport velocity: of the class given, or of the dust classes it would not carry', async ({ expect }) => {
    const withClass = await runProcess(['size', '--q', '1000', '--friction-rate', '0.1', '--transport', 'heavy-dusts', '--imperial', '--json']);
    const without = await runProcess(['size', '--q', '1000', '--friction-rate', '0.1', '--imperial']);

    expect(withClass.exitCode).toBe(0);
    expect(JSON.parse(withClass.stdout).warnings).toEqual([
      {
        code: 'below-transport-velocity',
        text: 'Velocity 935 ft/min in the standard size is below the 4000 ft/min minimum transport velocity of heavy dusts (ACGIH "Range of minimum duct design velocities"): the dust may settle and plug the duct; size by transport velocity instead',
      },
    ]);
    expect(without.stdout).toMatch(/^warning: Velocity 935 ft\/min in the standard size is below .* of every dust class, even fumes \(e\.g\. welding\) at 2000 ft\/min;/m);
  });

  it('writes the standard size as the series defines it, and every other figure as the double computed', async ({ expect }) => {
    const json = JSON.parse((await runProcess(['size', '--q', '1000', '--min-velocity', '4000', '--imperial', '--json'])).stdout);
    const metric = JSON.parse((await runProcess(['size', '--q', '1000cfm', '--min-velocity', '4000fpm', '--series', 'us-spiral', '--json'])).stdout);

    expect(json.standardDiameter).toEqual({ value: 6, unit: 'in' });
    expect(metric.standardDiameter).toEqual({ value: 152.4, unit: 'mm' });
    // √(4 · 1000 CFM / (π · 4000 ft/min)) = 6.7703 in, as the core computes it, bit for bit.
    const core = sizeDuct({ q: 1000 * unitById('CFM').siPerUnit, minVelocity: 4000 * unitById('ft/min').siPerUnit, series: 'us-spiral' });
    if (core.status !== 'success') throw new Error('sized');
    expect(json.exactDiameter).toEqual(figureValue(sizeFigures(core.data)[0]!, 'imperial'));
    expect(json.exactDiameter.value).toBeCloseTo(6.7703, 4);
  });

  it.for([
    [['size', '--q', '1000', '--imperial'], /^error: give '--friction-rate <friction-rate>' \(equal friction, with '--transport <class>' to check its velocity\), or '--min-velocity/],
    [['size', '--q', '1000', '--friction-rate', '0.1', '--min-velocity', '4000'], /^error: give '--friction-rate/],
    [['size', '--q', '1', '--min-velocity', '20', '--transport', 'fumes'], /^error: option '--transport <class>' cannot be used with option '--min-velocity <velocity>'$/m],
    [
      ['size', '--q', '100', '--transport', 'heavy-dusts'],
      /^error: No size of the EN 1506 \/ EN 12237 round duct, 63–1250 mm series carries this airflow at the minimum velocity of 20\.00 m\/s: it needs 2523 mm, and the largest, 1250 mm, would run at 81\.49 m\/s$/m,
    ],
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
