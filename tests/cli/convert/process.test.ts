// `duct-calc convert` as a real process, as a user or a script runs it: the
// worked examples of issue 8, the table of every unit, --json, --link and
// one-line errors.
import { describe, it } from 'vitest';
import { formatSignificant } from '../../../src/core/format/significant.ts';
import { unitsOf } from '../../../src/core/units/catalogue.ts';
import { convert } from '../../../src/core/units/convert.ts';
import { readConversion } from '../../../src/core/units/conversion.ts';
import { readConversionLink } from '../../../src/core/units/link.ts';
import { runProcess } from '../shared/harness.ts';

const FLOW_EXAMPLE = ['convert', '10000', 'acfm', 'scfm', '--temperature', '300F', '--altitude', '1500m'];
const CONCENTRATION_EXAMPLE = ['convert', '50', 'mg/m3', 'mg/Nm3', '--temperature', '150C', '--pressure', '98kPa', '--moisture', '8', '--o2', '11', '--o2-ref', '6'];

/** The figure of the first line, `<value> <unit> = <figure> <unit>…`. */
const resultFigure = (stdout: string) => Number(/ = (\S+) /.exec(stdout.split('\n')[0]!)![1]);

describe.concurrent('duct-calc convert as a process', () => {
  it('gives 4 inH₂O as 996.35564 Pa, with the factor and both units\' sources', async ({ expect }) => {
    const run = await runProcess(['convert', '4', 'inH2O', 'Pa']);

    expect(run.exitCode).toBe(0);
    expect(run.stderr).toBe('');
    const lines = run.stdout.split('\n');
    expect(lines[0]).toBe('4 inH₂O = 996.35564 Pa');
    expect(run.stdout).toMatch(/^ {2}Units +inH₂O → Pa +249\.08891 +NIST SP 811/m);
    expect(run.stdout).toContain('  inH₂O: NIST SP 811 (2008), App. B.8: inch of water, conventional');
    expect(run.stdout).toContain('  Pa: SI derived unit (NIST SP 811, Table 3)');
  });

  it.for([
    [['1', 'm3/h', 'cfm'], 0.5885778, 7, 'CFM'],
    [['1', 'gr/ft3', 'g/m3'], 2.288352, 6, 'g/m³'],
    [['100', 'F', 'C'], 37.7778, 4, '°C'],
  ] as const)('gives the worked example %j', async ([args, expected, digits, unit], { expect }) => {
    const run = await runProcess(['convert', ...args]);

    expect(run.exitCode).toBe(0);
    expect(run.stdout.split('\n')[0]).toMatch(new RegExp(` ${unit}$`));
    expect(resultFigure(run.stdout)).toBeCloseTo(expected, digits);
  });

  it('lists every pressure unit in catalogue order, decimal points aligned, each figure to 8 significant digits', async ({ expect }) => {
    const run = await runProcess(['convert', '4', 'inH2O']);

    expect(run.exitCode).toBe(0);
    const lines = run.stdout.split('\n');
    expect(lines[0]).toBe('4 inH₂O in every pressure unit:');
    const rows = lines.slice(1, 1 + unitsOf('pressure').length);
    unitsOf('pressure').forEach((unit, index) => {
      const expected = convert(4, 'inH2O', unit.id);
      if (expected.status === 'error') throw new Error(unit.id);
      expect(rows[index]).toMatch(new RegExp(`^ +${formatSignificant(expected.data.value).replace('.', '\\.')} +${unit.symbol.replace(/[()]/g, '\\$&')} +${unit.name}$`));
    });
    expect(new Set(rows.map((row) => row.indexOf('.') === -1 ? row.search(/\d /) + 1 : row.indexOf('.')))).toHaveLength(1);
    expect(run.stdout).toContain('NIST SP 811 (2008), App. B.8');
  });

  it('gives 10 000 ACFM at 300 °F and 1500 m as 5818.7 SCFM, naming the reference, the gas and each factor', async ({ expect }) => {
    const run = await runProcess(FLOW_EXAMPLE);

    expect(run.exitCode).toBe(0);
    const lines = run.stdout.split('\n');
    expect(lines[0]).toBe('10000 ACFM = 5818.7057 SCFM');
    expect(lines[1]).toMatch(/^Reference: ACGIH standard air, 70 °F and 29\.92 inHg \(ACGIH Industrial Ventilation/);
    expect(lines[2]).toBe('Actual gas: temperature 300F (422.03889 K), altitude 1500m (84.555991 kPa absolute, ISA)');
    expect(run.stdout).toMatch(/^ {2}Temperature +T_ref \/ T_act +0\.69723696 +Ideal gas law/m);
    expect(run.stdout).toMatch(/^ {2}Pressure +p_act \/ p_ref +0\.83453776 +Ideal gas law/m);
  });

  it('takes --pressure instead of --altitude, and --standard epa', async ({ expect }) => {
    const run = await runProcess(['convert', '10000', 'acfm', 'scfm', '--temperature', '300F', '--pressure', '98kPa', '--standard', 'epa']);

    expect(run.exitCode).toBe(0);
    expect(run.stdout.split('\n')[1]).toMatch(/^Reference: EPA standard conditions, 68 °F and 29\.92 inHg/);
    expect(run.stdout).toContain('pressure 98kPa (98 kPa absolute)');
    const expected = readConversion({ value: '10000', from: 'acfm', to: 'scfm', temperature: '300F', pressure: '98kPa', standard: 'epa' });
    expect(expected.status === 'success' && formatSignificant(expected.data.results[0]!.value)).toBe(String(resultFigure(run.stdout)));
  });

  it('gives 50 mg/m³ at 150 °C, 98 kPa, 8 % moisture and 11 % O₂ as 130.57 mg/Nm³ dry at 6 % O₂', async ({ expect }) => {
    const run = await runProcess(CONCENTRATION_EXAMPLE);

    expect(run.exitCode).toBe(0);
    const lines = run.stdout.split('\n');
    expect(lines[0]).toBe('50 mg/m³ = 130.57412 mg/Nm³, dry at 6 % O₂');
    expect(lines[1]).toMatch(/^Reference: normal conditions, 0 °C and 101\.325 kPa/);
    expect(lines[2]).toBe('Actual gas: temperature 150C (423.15 K), pressure 98kPa (98 kPa absolute), moisture 8 %, O₂ 11 % dry');
    for (const name of ['Temperature', 'Pressure', 'Moisture \\(to dry gas\\)', 'Oxygen reference']) {
      expect(run.stdout).toMatch(new RegExp(`^ {2}${name} +.+EU Industrial Emissions Directive`, 'm'));
    }
  });

  it('prints --json at full precision: one result with a target, every unit without', async ({ expect }) => {
    const [one, every] = await Promise.all([runProcess(['convert', '4', 'inH2O', 'Pa', '--json']), runProcess(['convert', '4', 'inH2O', '--json'])]);

    expect(one).toEqual({
      stdout: '{"quantity":"pressure","input":{"value":4,"unit":"inH2O"},"results":[{"value":996.35564,"unit":"Pa"}],"conditions":null,"factors":[]}\n',
      stderr: '',
      exitCode: 0,
    });
    const json = JSON.parse(every.stdout);
    expect(json.results.map((result: { unit: string }) => result.unit)).toEqual(unitsOf('pressure').map((unit) => unit.id));
    expect(json.results[4].value).toBe((convert(4, 'inH2O', 'psi') as { data: { value: number } }).data.value);
  });

  it('prints --json of a conditioned conversion with its reference, conditions and factors', async ({ expect }) => {
    const run = await runProcess([...CONCENTRATION_EXAMPLE, '--json']);

    expect(run.exitCode).toBe(0);
    const json = JSON.parse(run.stdout);
    expect(json.quantity).toBe('concentration');
    expect(json.input).toEqual({ value: 50, unit: 'mg/m3' });
    expect(json.results).toHaveLength(1);
    expect(json.results[0].unit).toBe('mg/Nm3');
    expect(json.results[0].value).toBeCloseTo(130.57, 2);
    expect(json.conditions).toMatchObject({
      reference: { id: 'normal', statedAs: '0 °C and 101.325 kPa', temperature: { value: 273.15, unit: 'K' }, pressure: { value: 101325, unit: 'Pa' } },
      dryBasis: true,
      temperature: { value: 423.15, unit: 'K' },
      pressure: { value: 98000, unit: 'Pa' },
      moisture: { value: 8, unit: '%' },
      o2: { value: 11, unit: '%' },
      'o2-ref': { value: 6, unit: '%' },
    });
    expect(json.factors.map((factor: { name: string }) => factor.name)).toEqual(['Temperature', 'Pressure', 'Moisture (to dry gas)', 'Oxygen reference']);
  });

  it('prints --link, a page link that reproduces the same conversion', async ({ expect }) => {
    const [link, json] = await Promise.all([runProcess([...FLOW_EXAMPLE, '--link']), runProcess([...FLOW_EXAMPLE, '--json'])]);

    expect(link).toEqual({ stdout: '/pressure-drop?value=10000&from=acfm&to=scfm&temperature=300F&altitude=1500m\n', stderr: '', exitCode: 0 });
    const { texts, ignored } = readConversionLink(new URL(link.stdout.trim(), 'https://example.org').search);
    expect(ignored).toEqual([]);
    const fromLink = readConversion(texts);
    expect(fromLink.status === 'success' && fromLink.data.results[0]!.value).toBe(JSON.parse(json.stdout).results[0].value);
  });

  it('prints the simplest link', async ({ expect }) => {
    expect(await runProcess(['convert', '4', 'inH2O', 'Pa', '--link'])).toEqual({ stdout: '/pressure-drop?value=4&from=inH2O&to=Pa\n', stderr: '', exitCode: 0 });
  });

  it.for([
    ['units of two quantities', ['4', 'inH2O', 'cfm'], 'error: Cannot convert inH₂O (pressure) to CFM (airflow): they measure different quantities'],
    ['an unknown unit, listing close ones', ['4', 'inH2X', 'Pa'], 'error: Unknown unit "inH2X"; known units of pressure (Pa, kPa, mbar, bar, psi, inH₂O, inH₂O (60 °F), mmH₂O, inHg)'],
    ['an unknown target', ['4', 'inH2O', 'Pz'], 'error: Unknown unit "Pz"; known units of pressure (Pa, kPa, mbar, bar, psi, inH₂O, inH₂O (60 °F), mmH₂O, inHg)'],
    [
      'missing conditions',
      ['10000', 'acfm', 'scfm'],
      "error: missing option '--temperature <temperature>': the actual gas temperature is needed to convert ACFM to SCFM, e.g. 300F or 150C; missing option '--pressure <pressure>' or '--altitude <altitude>': the actual absolute pressure (e.g. 98kPa) or the altitude (e.g. 1500m) is needed to convert ACFM to SCFM",
    ],
    [
      'a temperature of the wrong quantity',
      ['10000', 'acfm', 'scfm', '--temperature', '5m', '--altitude', '1500m'],
      "error: option '--temperature <temperature>' argument '5m' is invalid. \"m\" is a unit of length, not temperature (°C, °F, K, °R)",
    ],
    ['a condition a unit conversion does not use', ['4', 'inH2O', 'Pa', '--temperature', '20'], "error: option '--temperature <temperature>' is not used when converting inH₂O to Pa; leave it out"],
    ['a value that is not a number', ['four', 'inH2O', 'Pa'], 'error: "four" does not start with a number'],
    ['an unknown reference', [...FLOW_EXAMPLE.slice(1), '--standard', 'iso'], "error: option '--standard <reference>' argument 'iso' is invalid. Allowed choices are acgih, epa, normal."],
    ['--link with --json', ['4', 'inH2O', 'Pa', '--link', '--json'], "error: option '--link' cannot be used with option '--json'"],
  ] as const)('refuses %s with one line and exit 2', async ([, args, stderr], { expect }) => {
    expect(await runProcess(['convert', ...args])).toEqual({ stdout: '', stderr: `${stderr}\n`, exitCode: 2 });
  });

  it('names the unit of a bare number for each condition in --help', async ({ expect }) => {
    const run = await runProcess(['convert', '--help']);

    expect(run.exitCode).toBe(0);
    expect(run.stdout).toMatch(/^Usage: duct-calc convert \[options\] <value> <from> \[to\]/);
    const help = run.stdout.replace(/\s+/g, ' ');
    expect(help).toContain('actual gas temperature: a bare number in °C');
    expect(help).toContain('actual absolute gas pressure: a bare number in kPa');
    expect(help).toContain('a bare number in m, or with a unit');
    expect(help).toContain('water vapour in the gas, % by volume');
    expect(run.stdout).toContain('$ duct-calc convert 10000 acfm scfm --temperature 300F --altitude 1500m');
  });
});
