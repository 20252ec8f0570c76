// `duct-calc hood` as a real process, as a user or a script runs it: the
// issue's two published examples, both unit systems, --json, --link, and
// one-line errors with exit 2 and nothing on stdout.
import { describe, it } from 'vitest';
import { readHoodLink } from '../../../src/core/hood/link.ts';
import { runProcess } from '../shared/harness.ts';

/** A 250 mm round plain opening at 3 m/s face velocity, X = 250 mm. */
const ROUND_OPENING = ['hood', '--type', 'plain-opening', '--diameter', '250', '--face-velocity', '3', '--distance', '250'];

/**
 * The grinder hood: SPh 1.69 inH₂O measured on a 6 in duct, Ce 0.78, df 0.95
 * (dft = 530/(T + 460) = 0.95 at 97.89 °F), against a design flow of 800 acfm.
 */
const GRINDER = [
  'hood', '--type', 'custom', '--open-area', '0.5', '--flow', '800', '--coefficient-of-entry', '0.78',
  '--duct-diameter', '6', '--temperature', '97.89', '--measured-static-pressure', '1.69', '--imperial',
];

/** The figure on the line that starts with `label`. */
const figure = (stdout: string, label: string) => {
  const line = stdout.split('\n').find((text) => text.startsWith(label));
  return line === undefined ? undefined : Number(/ (-?[\d.]+)(?: \S+)?$/.exec(line)?.[1]);
};

describe.concurrent('duct-calc hood as a process', () => {
  it('reaches 0.22 m/s at 250 mm from a 250 mm round opening at 3 m/s (DallaValle; the Engineering ToolBox gives 0.2 m/s)', async ({ expect }) => {
    // DallaValle's plain opening, Q = V(10X² + A): 3 m/s × 0.0491 m² = 0.1473 m³/s; V = Q/(10 × 0.25² + 0.0491) = 0.2185 m/s.
    // Engineering ToolBox, "Exhaust hoods: capture velocities", worked example of a 250 mm round hood: 0.2 m/s at 250 mm.
    const run = await runProcess(ROUND_OPENING);

    expect(run).toMatchObject({ exitCode: 0, stderr: '' });
    expect(run.stdout).toMatch(/^Capture velocity reached at X +0\.22 m\/s$/m);
    expect(figure(run.stdout, 'Flow Q (actual)')).toBe(530);
    expect(run.stdout).toMatch(/\nnote: Give a measured hood static pressure SPh to get the commissioning check/);
  });

  it('gives about 818 acfm from the grinder hood’s SPh of 1.69 inH₂O on a 6 in duct, Ce 0.78, df 0.95 (ACGIH hood equation Q = 4005·A·Ce·√(SPh/df))', async ({ expect }) => {
    // 4005 × 0.19635 ft² × 0.78 × √(1.69/0.95) = 818.1 acfm; the SI form Q = Ce·A·√(2·SPh/ρ) takes 1 inH₂O = 249.089 Pa
    // and ρ = 0.075 lb/ft³ · df, whose constant is 4008.55 rather than ACGIH's rounded 4005 (+0.09 %).
    const run = await runProcess([...GRINDER, '--json']);

    expect(run).toMatchObject({ exitCode: 0, stderr: '' });
    const json = JSON.parse(run.stdout);
    expect(json.densityFactor.value).toBeCloseTo(0.95, 4);
    expect(json.measured.measuredFlow).toEqual({ value: expect.closeTo(818, -0.5), unit: 'CFM' });
    expect(json.measured.percentOfDesign.value).toBeCloseTo((100 * json.measured.measuredFlow.value) / 800, 9);
    expect(json.ductDiameter).toEqual({ value: 6, unit: 'in' });
    // Every figure, the commissioning check's too, with its formula and source.
    const keys = [...Object.keys(json).filter((key) => json[key]?.unit !== undefined), ...Object.keys(json.measured)];
    expect(Object.keys(json.formulas).sort()).toEqual([...keys].sort());
    expect(Object.keys(json.sources).sort()).toEqual([...keys].sort());
    expect(json.formulas.measuredFlow).toMatch(/^Q = 4005·A·Ce·√\(SPh\/df\)/);
  });

  it('prints the commissioning check as a table too, and exits 0 whatever the percentage', async ({ expect }) => {
    const run = await runProcess(GRINDER.map((arg) => (arg === '800' ? '1000' : arg)));

    expect(run).toMatchObject({ exitCode: 0, stderr: '' });
    expect(run.stdout).toMatch(/\nCommissioning check:\nMeasured hood static pressure SPh +1\.69 inH₂O\nMeasured flow Q \(actual\) +819 CFM\n/);
    expect(figure(run.stdout, 'Measured flow, share of design')).toBe(81.9);
  });

  it('designs the same hood in both unit systems', async ({ expect }) => {
    const [metric, imperial] = await Promise.all([
      runProcess([...ROUND_OPENING, '--json']),
      runProcess(['hood', '--type', 'plain-opening', '--diameter', '250mm', '--face-velocity', '3m/s', '--distance', '250mm', '--imperial', '--json']),
    ]);
    const [m, i] = [JSON.parse(metric.stdout), JSON.parse(imperial.stdout)];

    expect(m.flow.unit).toBe('m3/h');
    expect(i.flow.unit).toBe('CFM');
    expect(i.flow.value).toBeCloseTo(m.flow.value / 1.6990108, 4);
    expect(i.captureVelocityAtDistance.value).toBeCloseTo(m.captureVelocityAtDistance.value * 196.850394, 6);
    expect(m.measured).toBeNull();
    expect(m.warnings).toEqual([]);
  });

  it('prints the link of the Hood Design page, which reads back to the same options', async ({ expect }) => {
    const run = await runProcess([...GRINDER, '--link']);

    expect(run).toMatchObject({ exitCode: 0, stderr: '' });
    expect(run.stdout).toBe('/hood-design?type=custom&flow=800&open-area=0.5&coefficient-of-entry=0.78&duct-diameter=6&temperature=97.89&measured-static-pressure=1.69&units=imperial\n');
    expect(readHoodLink(run.stdout.trim()).texts).toMatchObject({ type: 'custom', flow: '800', measuredStaticPressure: '1.69' });
  });

  it("names a custom hood as given, its control and bidi characters escaped, in the table and the JSON", async ({ expect }) => {
    const hood = ['hood', '--type', 'custom', '--name', 'Grinder\u202e 2', '--open-area', '0.05', '--face-velocity', '5', '--entry-loss', '0.65'];
    const [text, json] = await Promise.all([runProcess(hood), runProcess([...hood, '--json'])]);

    expect(text.stdout).toMatch(/^Hood: Grinder\\u202e 2\nFace area A +0\.0500 m²$/m);
    expect(json.stdout).toContain('"type":"custom","name":"Grinder\\u202e 2"');
    expect(JSON.parse(json.stdout).name).toBe('Grinder\u202e 2');
  });

  it('lists in its help each hood type with the sizes it takes and how its flow is set', async ({ expect }) => {
    const run = await runProcess(['hood', '--help']);

    expect(run.exitCode).toBe(0);
    expect(run.stdout).toMatch(/^ {2}booth +Booth: --width and --height; --face-velocity, --flow$/m);
    expect(run.stdout).toMatch(/^ {2}hot-canopy +Canopy over a hot source: --diameter, or --width and --length; the source and ambient temperatures$/m);
  });

  it.for([
    [['hood', '--diameter', '250'], /^error: required option '--type <type>' not specified \(Hood type is needed: plain-opening, /],
    [['hood', '--type', 'funnel'], /^error: option '--type <type>' argument 'funnel' is invalid\. Allowed choices are plain-opening, /],
    [[...ROUND_OPENING, '--distance', '-3'].filter((_, index) => index !== 7 && index !== 8), /^error: option '--distance <length>' argument '-3' is invalid\. Distance X must be from 1 to 20000 mm, got -3$/],
    [[...ROUND_OPENING, '--entry-loss', '0.5', '--coefficient-of-entry', '0.8'], /^error: option '--coefficient-of-entry <number>' argument '0\.8' is invalid\. Give the hood entry loss Fh or the coefficient of entry Ce, not both/],
    [['hood', '--type', 'plain-opening', '--diameter', '250', '--capture-velocity', '0.5'], /^error: required option '--distance <length>' not specified \(Distance X is needed with the capture velocity/],
    [[...ROUND_OPENING, '--face-velocity', '4'], /^error: option '--face-velocity <velocity>' is given twice \('3', then '4'\): give it once$/],
    [[...ROUND_OPENING, '--link', '--json'], /^error: option '--link' cannot be used with option '--json'$/],
  ] as const)('refuses %j with one line and exit 2', async ([args, line], { expect }) => {
    const run = await runProcess(args);

    expect(run.exitCode).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(run.stderr.trimEnd()).toMatch(line);
  });
});
