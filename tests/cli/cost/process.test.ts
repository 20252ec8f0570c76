// `duct-calc cost` as a real process: the EPA worked example's lines, --json with the issue's
// keys and every line's factor, basis and source, escalation, --link, and one-line errors (exit 2).
import { describe, it } from 'vitest';
import { readCostLink } from '../../../src/core/cost/link.ts';
import { runInProcess, runProcess, withOption } from '../shared/harness.ts';
import { EPA_COST_ARGS } from '../shared/worked-examples.ts';
import { tableRow as row } from '../shared/table-row.ts';

/** The operating inputs of the EPA example as method-cost runs it (illustrative 1998 prices). */
const OPERATION_ARGS = [
  '--flow', '10000', '--pressure-drop', '10', '--hours', '8640', '--electricity-price', '0.06', '--compressed-air-price', '0.25',
  '--operator-wage', '12.96', '--maintenance-wage', '14.26', '--bag-change-time', '10',
];


describe.concurrent('duct-calc cost as a process', () => {
  it('reproduces the EPA example: housing $17,582.45, insulation $5,796.59, and Table 1.9 line by line', async ({ expect }) => {
    const run = await runProcess(EPA_COST_ARGS);

    expect(run).toMatchObject({ exitCode: 0, stderr: '' });
    expect(row(run.stdout, 'Baghouse housing (1998 $)')).toBe('17582.45');
    expect(row(run.stdout, 'Insulation add-on (1998 $)')).toBe('5796.59');
    expect(row(run.stdout, 'Bags')).toBe('3604.01 bag price · A_gross');
    expect(row(run.stdout, 'Cages')).toBe('1914.36 cage price · 159 cages');
    expect(row(run.stdout, 'Instruments and controls')).toBe('0.1 11839.74 × equipment cost A');
    expect(row(run.stdout, 'Purchased equipment cost B ($)')).toBe('139708.94');
    expect(row(run.stdout, 'Handling and erection')).toBe('0.5 69854.47 × purchased equipment cost B');
    expect(row(run.stdout, 'Total capital investment ($)')).toBe('305962.59'); // 2.19 B
    expect(run.stdout).toContain('warning: CEPCI today is 389.5, the 1998 index');
  });

  it('prints one JSON line with the issue’s keys, the annual costs by category and every line', async ({ expect }) => {
    const run = await runProcess([...EPA_COST_ARGS, ...OPERATION_ARGS, '--cepci', '800', '--interest', '10', '--json']);
    const json = JSON.parse(run.stdout);

    expect(run.exitCode).toBe(0);
    expect(json.housingCost).toEqual({ value: expect.closeTo(17_582.45, 2), unit: 'USD (1998)' });
    expect(json.insulationCost).toEqual({ value: expect.closeTo(5_796.59, 2), unit: 'USD (1998)' });
    expect(json.escalationFactor).toEqual({ value: 800 / 389.5, unit: '1' });
    expect(json.capitalRecoveryFactor).toEqual({ value: expect.closeTo(0.11746, 6), unit: '1' });
    for (const key of ['equipmentCost', 'purchasedEquipmentCost', 'totalCapitalInvestment']) expect(json[key].unit).toBe('USD');
    expect(json.purchasedEquipmentCost.value).toBeCloseTo(1.18 * json.equipmentCost.value, 6);
    expect(Object.keys(json.annualCost)).toEqual([
      'electricity', 'compressedAir', 'bagReplacement', 'operatingLabour', 'supervisoryLabour', 'maintenanceLabour',
      'maintenanceMaterials', 'wasteDisposal', 'overhead', 'administration', 'propertyTax', 'insurance', 'capitalRecovery', 'total',
    ]);
    expect(json.annualCost.electricity).toEqual({ value: expect.closeTo(json.electricityUse.value * 0.06, 6), unit: 'USD/yr' });
    for (const line of json.lines) {
      expect(Object.keys(line)).toEqual(['key', 'group', 'item', 'factor', 'basis', 'value', 'source']);
      expect(line.source).toMatch(/^EPA Air Pollution Control Cost Manual/);
    }
    expect(json.lines.find((line: { key: string }) => line.key === 'contingencies')).toMatchObject({ item: 'Contingencies', factor: 0.03 });
    expect(json.warnings).toEqual([]);
  });

  it('prices the dust disposal of Wang et al. (2004), Examples 9–10: 3.2 gr/ft³ at 110,000 acfm for 6000 h at $200/short ton is $1,810,285.71/yr', async ({ expect }) => {
    const args = ['cost', '--gross-cloth-area', '49500', '--imperial', '--flow', '110000', '--hours', '6000', '--loading', '3.2', '--disposal-price', '200'];
    const run = await runProcess(args);

    expect(run).toMatchObject({ exitCode: 0, stderr: '' });
    expect(row(run.stdout, 'Dust collected (t/yr)')).toBe('8211.3');
    expect(row(run.stdout, 'Dust disposal ($/yr)')).toBe('1810285.71');
    expect(row(run.stdout, 'Dust disposal')).toBe('1810285.71 C · Q · hours = 8,211.3 t/yr (9,051.4 short tons/yr) × disposal price');
    const metric = JSON.parse((await runProcess(['cost', '--gross-cloth-area', '4598.7', '--flow', '186891.19', '--hours', '6000', '--loading', '7.32273', '--disposal-price', '220.46', '--json'])).stdout);
    expect(metric.annualCost.wasteDisposal.value).toBeCloseTo(1_810_286, -3); // the same dust in g/m³, m³/h and $ per metric tonne
    expect(metric.dustCollected).toEqual({ value: expect.closeTo(8_211_280, -3), unit: 'kg/yr' });
  });

  it('escalates the prices quoted in another year by --base-index: C₂ = C₁ · I₂/I₁', async ({ expect }) => {
    const run = await runProcess([...EPA_COST_ARGS, '--base-index', '389.5', '--cepci', '779']);

    expect(row(run.stdout, 'Escalation factor of the quoted prices')).toBe('2.0000');
    expect(row(run.stdout, 'Auxiliary equipment')).toBe('179000.00 as quoted × CEPCI 779 / 389.5');
  });

  it('takes every Table 1.9 factor as an option', async ({ expect }) => {
    const run = await runProcess([...EPA_COST_ARGS, '--erection-factor', '0.4', '--json']);
    const json = JSON.parse(run.stdout);

    expect(json.lines.find((line: { key: string }) => line.key === 'erection')).toMatchObject({ factor: 0.4, value: expect.closeTo(0.4 * json.purchasedEquipmentCost.value, 6) });
    expect(json.totalCapitalInvestment.value).toBeCloseTo(2.09 * json.purchasedEquipmentCost.value, 6);
  });

  it('prints the page link, which reads back to the same texts', async ({ expect }) => {
    const run = await runProcess([...EPA_COST_ARGS, '--cepci', '800', '--link']);
    const link = run.stdout.trim();

    expect(link).toMatch(/^\/cost-estimation\?gross-cloth-area=2132.5498&/);
    expect(readCostLink(link.split('?')[1]!)).toMatchObject({
      texts: { grossClothArea: '2132.5498', bagCount: '159', cepci: '800' },
      insulated: true,
      unitSystem: 'imperial',
    });
  });

  it.for([
    [['--gross-cloth-area', '-3'], "error: option '--gross-cloth-area <area>' argument '-3' is invalid. Gross cloth area must be from 1.076 to 1.076e+7 ft², got -3"],
    [['--interest', 'abc'], "error: option '--interest <percent>' argument 'abc' is invalid. Interest rate must be a number in %, got abc"],
    [['--bag-count', '158.5'], "error: option '--bag-count <number>' argument '158.5' is invalid. Number of bags (and cages) must be a whole number, got 158.5"],
    [['--bag-price', '1e308'], "error: option '--bag-price <number>' argument '1e308' is invalid. Bag price must be from 0 to 929 $/ft², got 1e308"],
    [['--cepci', '1e309'], "error: option '--cepci <number>' argument '1e309' is invalid. CEPCI today must be from 50 to 5000, around the index’s history, got 1e309"],
    [['--flow', '1000 scfm'], "error: option '--flow <airflow>' argument '1000 scfm' is invalid. Gas flow (actual) \"1000 scfm\" is a standard volume"],
    [['--disposal-price', '1e309'], "error: option '--disposal-price <number>' argument '1e309' is invalid. Disposal price must be from 0 to 90718 $/short ton, got 1e309"],
    [['--base-index', '0'], "error: option '--base-index <number>' argument '0' is invalid. CEPCI of the quoted prices must be from 50 to 5000, around the index’s history, got 0"],
  ] as const)('refuses %j with one line and exit 2', async ([extra, message], { expect }) => {
    const run = await runProcess(withOption(EPA_COST_ARGS, extra[0], extra[1]));

    expect(run.exitCode).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr).toContain(message);
  });

  it('names the missing gross cloth area', async ({ expect }) => {
    const run = await runProcess(['cost', '--cepci', '800']);

    expect(run.exitCode).toBe(2);
    expect(run.stderr.trim()).toBe("error: required option '--gross-cloth-area <area>' not specified");
  });

  it('lists every factor in --help with its EPA default', async ({ expect }) => {
    const run = await runInProcess(['cost', '--help']);

    expect(run.exitCode).toBe(0);
    expect(run.stdout).toMatch(/--erection-factor <number> +Handling and erection factor \(default 0\.5\)/);
    expect(run.stdout).toMatch(/--interest <percent> +Interest rate in % \(default 7\)/);
    expect(run.stdout).toMatch(/--bag-price <number> +Bag price in \$\/m² \(--imperial: \$\/ft²\)/);
  });
});
