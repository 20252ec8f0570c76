// The contract every subcommand keeps, as a real process: a result out of
// range, a repeated option and a --link for unusable input each end in one
// line on stderr, exit 2 and nothing on stdout.
import { describe, it, type ExpectStatic } from 'vitest';
import { runProcess, withOption } from './harness.ts';
import { EPA_ARGS, EPA_COST_ARGS } from './worked-examples.ts';

const OPEX = ['opex', '--flow', '100000m3/h', '--pressure-drop-before', '15mbar', '--pressure-drop-after', '10mbar', '--fan-efficiency', '70', '--hours', '8000', '--electricity-price', '0.10'];
const SYSTEM = ['system', 'examples/exhaust-system.csv', '--imperial'];

/** What a refused run looks like: one line, exit 2, nothing on stdout, no stack trace, no NaN or Infinity. */
function expectRefused(run: { stdout: string; stderr: string; exitCode: number }, line: RegExp | string, expect: ExpectStatic): void {
  expect(run.exitCode).toBe(2);
  expect(run.stdout).toBe('');
  expect(run.stderr.trimEnd().split('\n')).toHaveLength(1);
  expect(run.stderr).not.toMatch(/NaN|Infinity|\n\s+at /);
  if (typeof line === 'string') expect(run.stderr.trimEnd()).toBe(line);
  else expect(run.stderr).toMatch(line);
}

describe.concurrent('every subcommand refuses a result out of range', () => {
  it.for([
    // The cases: each printed blank figures, a JSON null or a payback of 0.00 with exit 0.
    [['friction', '--q', '1', '--d', '1e-160'], /^error: option '--d <length>' argument '1e-160' is invalid\. Diameter must be from /],
    [['friction', '--q', '1000', '--d', '14', '--imperial', '--roughness', '10'], /^error: option '--roughness <length>' argument '10' is invalid\. Roughness must be from /],
    [['equivalent', '--rect', '1e200x1e200'], 'error: Equivalent diameter De cannot be computed: the result is out of range for these inputs (Sides 1e+197 m × 1e+197 m)'],
    [['fan', '--flow', '1e308', '--pressure', '10', '--efficiency', '70'], /^error: option '--flow <airflow>' argument '1e308' is invalid\./],
    [['fan-laws', '--flow', '1000', '--speed', '1', '--new-speed', '1e306'], /^error: option '--new-speed <rpm>' argument '1e306' is invalid\. New speed must be from 1 to /],
    [['size', '--q', '100', '--transport', 'heavy-dusts'], /^error: No size of the EN 1506 .* the largest, 1250 mm, would run at 81\.49 m\/s$/m],
    [withOption(EPA_ARGS, '--flow', '1e308'), /^error: option '--flow <airflow>' argument '1e308' is invalid\./],
    [withOption(EPA_COST_ARGS, '--gross-cloth-area', '1e308'), /^error: option '--gross-cloth-area <area>' argument '1e308' is invalid\./],
    [withOption(OPEX, '--flow', '1e308'), /^error: option '--flow <airflow>' argument '1e308' is invalid\./],
    [['hood', '--type', 'booth', '--width', '1000', '--height', '1000', '--flow', '1e308'], /^error: option '--flow <airflow>' argument '1e308' is invalid\./],
    [[...SYSTEM, '--outlet-pressure', '1e300'], /Outlet pressure must be from 0 to 401\.5 inH₂O, got 1e300$/m],
    [['vent', '--volume', '1e308', '--kst', '200', '--pmax', '9', '--pred', '0.5'], /^error: option '--volume <volume>' argument '1e308' is invalid\. Enclosure volume V must be greater than 0 and at most /],
    [['maintenance', '--start', '9994-01-04'], /^error: option '--start <date>' argument '9994-01-04' is invalid\. Plan start must be from 1000-01-01 to 9969-12-25/],
  ] as const)('%j', async ([args, line], { expect }) => {
    expectRefused(await runProcess(args), line, expect);
  });
});

describe.concurrent('--link validates first', () => {
  it.for([
    [['baghouse', '--link'], /^error: nothing can be designed yet\. Give an air-to-cloth ratio/],
    [['cost', '--link'], "error: required option '--gross-cloth-area <area>' not specified"],
    [['hood', '--link'], /^error: required option '--type <type>' not specified/],
    [['vent', '--link'], /^error: required option '--volume <volume>' not specified/],
    [['opex', '--link'], /^error: required option '--flow <airflow>' not specified; required option '--pressure-drop-before <pressure>' not specified/],
    [[...withOption(OPEX, '--fan-efficiency', '0'), '--link'], /^error: option '--fan-efficiency <percent>' argument '0' is invalid/],
  ] as const)('%j prints no link for unusable input', async ([args, line], { expect }) => {
    expectRefused(await runProcess(args), line, expect);
  });

  it('and prints it for usable input', async ({ expect }) => {
    const run = await runProcess([...OPEX, '--link']);
    expect(run).toMatchObject({ exitCode: 0, stderr: '' });
    expect(run.stdout).toMatch(/^\/cost-estimation\?.*#opex-savings\n$/);
  });
});

describe.concurrent('a repeated option is refused, in every command', () => {
  it.for([
    [['--solve', 'velocity', '--q', '1', '--q', '2', '--d', '0.3'], '--q <airflow>', "'1', then '2'"],
    [['friction', '--q', '1', '--q', '2', '--d', '0.3'], '--q <airflow>', "'1', then '2'"],
    [['size', '--q', '1', '--friction-rate', '1', '--friction-rate', '2'], '--friction-rate <friction-rate>', "'1', then '2'"],
    [['equivalent', '--rect', '600x300', '--rect', '300x300'], '--rect <a x b>', "'600x300', then '300x300'"],
    [withOption(EPA_ARGS, '--bag-length', '10ft').concat('--bag-length', '12ft'), '--bag-length <length>', "'10ft', then '12ft'"],
    [['fan', '--flow', '1', '--flow', '2', '--pressure', '10', '--efficiency', '70'], '--flow <airflow>', "'1', then '2'"],
    [['fan-laws', '--flow', '1', '--speed', '1', '--speed', '2', '--new-speed', '3'], '--speed <rpm>', "'1', then '2'"],
    [['hood', '--type', 'booth', '--type', 'canopy'], '--type <type>', "'booth', then 'canopy'"],
    [[...SYSTEM, '--friction', 'acgih', '--friction', 'colebrook'], '--friction <method>', "'acgih', then 'colebrook'"],
    [[...EPA_COST_ARGS, '--cepci', '800', '--cepci', '900'], '--cepci <number>', "'800', then '900'"],
    [[...OPEX, '--hours', '1'], '--hours <number>', "'8000', then '1'"],
    [['vent', '--pred', '0.5', '--pred', '0.4'], '--pred <pressure>', "'0.5', then '0.4'"],
    [['maintenance', '--bag-life', '24', '--bag-life', '36'], '--bag-life <months>', "'24', then '36'"],
    [['monitor', 'examples/collector-log.csv', '--gap', '60', '--gap', '90'], '--gap <time>', "'60', then '90'"],
    [['check', 'examples/sizing-sheet.csv', '--format', 'json', '--format', 'text'], '--format <format>', "'json', then 'text'"],
    [['convert', '100', 'CFM', 'm3/h', '--temperature', '20', '--temperature', '30'], '--temperature <temperature>', "'20', then '30'"],
  ] as const)('%j', async ([args, flags, values], { expect }) => {
    expectRefused(await runProcess(args), `error: option '${flags}' is given twice (${values}): give it once`, expect);
  });

  it('a flag given twice too', async ({ expect }) => {
    expectRefused(await runProcess(['friction', '--q', '1', '--d', '0.3', '--json', '--json']), "error: option '--json' is given twice: give it once", expect);
  });
});
