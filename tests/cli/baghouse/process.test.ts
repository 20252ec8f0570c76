// `duct-calc baghouse` as a real process: the EPA worked example in both unit
// systems, --json with warnings and sources, --link, and one-line errors (exit 2).
import { describe, it } from 'vitest';
import { readBaghouseLink } from '../../../src/core/baghouse/link.ts';
import { runProcess, withOption } from '../shared/harness.ts';
import { EPA_ARGS } from '../shared/worked-examples.ts';

/** A table row's value and unit, by its label. */
function row(stdout: string, label: string): string {
  const line = stdout.split('\n').find((text) => text.startsWith(`${label}  `));
  return line === undefined ? '' : line.slice(label.length).trim().replace(/ +/g, ' ');
}

describe.concurrent('duct-calc baghouse as a process', () => {
  it('reproduces the EPA worked example: 4.69 ft/min, 2132.55 ft², 159 bags, 0.0268 lb/ft², 3.31 inH₂O', async ({ expect }) => {
    const run = await runProcess(EPA_ARGS);

    expect(run).toMatchObject({ exitCode: 0, stderr: '' });
    expect(row(run.stdout, 'Design air-to-cloth ratio V')).toBe('4.69 ft/min');
    expect(row(run.stdout, 'Net cloth area')).toBe('2132.55 ft²');
    expect(row(run.stdout, 'Gross cloth area')).toBe('2132.55 ft²');
    expect(row(run.stdout, 'Cloth area per bag')).toBe('13.417 ft²');
    expect(row(run.stdout, 'Bags')).toBe('159');
    expect(row(run.stdout, 'Cake areal density W')).toBe('0.0268 lb/ft²');
    expect(row(run.stdout, 'Pressure drop ΔP')).toBe('3.31 inH₂O');
    expect(run.stdout).not.toContain('warning:');
    expect(run.stdout.trim().split('\n').slice(-3)).toEqual([
      'missing: Give the bag pitch to get the can velocity between the bags, checked against the re-entrainment limit, the gross section velocity, and the dirty-side volume and L/D for explosion venting (--bag-pitch).',
      'missing: Give the maximum pressure drop to get the cleaning interval that reaches it (--max-pressure-drop).',
      'missing: Give the pulse spacing to check that the valves pulse every row within the cleaning interval (--pulse-spacing).',
    ]);
  });

  it('gives the same design in metric when the example is typed with units', async ({ expect }) => {
    const run = await runProcess([
      'baghouse', '--flow', '10000cfm', '--material-factor', '9', '--application-factor', '0.8', '--temperature', '275F',
      '--loading', '4gr/ft3', '--mmd', '7', '--bag-diameter', '5.125in', '--bag-length', '10ft',
      '--pulse-pressure', '100psi', '--k2', '2510.70', '--cleaning-interval', '10',
    ]);

    expect(run.exitCode).toBe(0);
    // 4.6892 ft/min × 0.3048 = 1.4293 m/min; 2132.55 ft² × 0.09290304 = 198.12 m²; 3.3137 inH₂O × 249.08891 = 825 Pa
    expect(row(run.stdout, 'Design air-to-cloth ratio V')).toBe('1.43 m/min');
    expect(row(run.stdout, 'Net cloth area')).toBe('198.12 m²');
    expect(row(run.stdout, 'Bags')).toBe('159');
    expect(row(run.stdout, 'Pressure drop ΔP')).toBe('825 Pa');
  });

  it('prints JSON leaves at full precision with the issue\'s keys, warnings and sources', async ({ expect }) => {
    const run = await runProcess([...EPA_ARGS.filter((arg, index, all) => arg !== '--k2' && all[index - 1] !== '--k2'), '--bag-pitch', '8', '--max-pressure-drop', '5', '--json']);
    const json = JSON.parse(run.stdout);

    expect(run.exitCode).toBe(0);
    expect(json.unitSystem).toBe('imperial');
    expect(json.airToCloth).toEqual({ value: expect.closeTo(4.6892, 4), unit: 'ft/min' });
    expect(json.netClothArea).toEqual({ value: expect.closeTo(2132.55, 2), unit: 'ft2' });
    expect(json.grossClothArea.unit).toBe('ft2');
    expect(json.clothAreaPerBag).toEqual({ value: expect.closeTo(13.4172, 4), unit: 'ft2' });
    expect(json.bagCount).toEqual({ value: 159, unit: '1' });
    // 13 × 8 in = 8.667 ft square: 10,000 / 75.11 ft² = 133.1 ft/min over the whole section
    expect(json.sectionVelocity).toEqual({ value: expect.closeTo(133.14, 2), unit: 'ft/min' });
    expect(json.canVelocity).toBeUndefined();
    expect(json.cakeAreaDensity).toEqual({ value: expect.closeTo(0.0268, 4), unit: 'lb/ft2' });
    expect(json.pressureDrop).toEqual({ value: expect.closeTo(3.31, 2), unit: 'inH2O' });
    // (5 − 1.42893) / (15 × (4/7000) × 4.68922²) = 18.947 min
    expect(json.cleaningInterval).toEqual({ value: expect.closeTo(18.947, 3), unit: 'min' });
    expect(json.warnings).toEqual([{ code: 'k2-assumed', text: expect.stringContaining('15.00 inH₂O·min·ft/lb assumed') }]);
    expect(json.sources.airToCloth).toContain('pulse-jet A/C factor method');
    expect(json.sources.pressureDrop).toContain('EPA Cost Manual, Sec. 6 Ch. 1');
  });

  it('checks the re-entrainment limit between the bags: the EPA example at 6.25 in is 218 ft/min gross, 434 ft/min between the bags (issue 19)', async ({ expect }) => {
    const run = await runProcess([...EPA_ARGS, '--bag-pitch', '6.25', '--json']);
    const json = JSON.parse(run.stdout);

    expect(run.exitCode).toBe(0);
    expect(json.sectionVelocity).toEqual({ value: expect.closeTo(218.13, 2), unit: 'ft/min' });
    expect(json.interstitialVelocity).toEqual({ value: expect.closeTo(433.53, 2), unit: 'ft/min' });
    // 1.5 m/s = 295.28 ft/min, with its source beside it.
    expect(json.canVelocityLimit).toEqual({ value: expect.closeTo(295.2756, 4), unit: 'ft/min' });
    expect(json.sources.canVelocityLimit).toContain('Q / (section − bag sections)');
    expect(json.warnings).toEqual([{ code: 'can-velocity-high', text: expect.stringContaining('Can velocity between the bags 434 ft/min is 47 % above the 295 ft/min re-entrainment limit') }]);
  });

  it('checks the gas temperature against the fabric: polyester at 300 °F warns and names the fabrics that take it; at 1,800 °F none does', async ({ expect }) => {
    const hot = (temperature: string, fabric: string) => runProcess([...withOption(EPA_ARGS, '--temperature', temperature), '--fabric', fabric, '--json']);
    const [warm, furnace] = await Promise.all([hot('300', 'polyester'), hot('1800', 'ptfe')]);
    const warmJson = JSON.parse(warm.stdout);
    const furnaceJson = JSON.parse(furnace.stdout);

    expect([warm.exitCode, furnace.exitCode]).toEqual([0, 0]);
    // EPA APTI SI:412A Lesson 4, Table 4-1: polyester 275 °F continuous, 325 °F surge.
    expect(warmJson.fabricContinuousTemperature).toEqual({ value: 275, unit: 'degF' });
    expect(warmJson.fabricSurgeTemperature).toEqual({ value: 325, unit: 'degF' });
    expect(warmJson.sources.fabricContinuousTemperature).toContain('APTI SI:412A Lesson 4, Table 4-1');
    expect(warmJson.warnings.find((warning: { code: string }) => warning.code === 'fabric-temperature-high').text).toContain(
      'Fabrics that take it continuously: PPS (Ryton), Aramid (Nomex), PTFE (Teflon), Polyimide (P84) and Fibreglass.',
    );
    expect(furnaceJson.warnings.find((warning: { code: string }) => warning.code === 'fabric-temperature-high').text).toContain(
      'Gas temperature 1,800.0 °F is above the maximum continuous temperature of PTFE (Teflon), 450.0 °F, and its surge temperature, 500.0 °F',
    );
    expect(furnaceJson.warnings.map((warning: { code: string }) => warning.code)).toContain('temperature-clamped');
  });

  it('reads a flow in Am³/min, as baghouse data sheets give it: 283.17 Am³/min is 10,000 ACFM', async ({ expect }) => {
    const run = await runProcess([...withOption(EPA_ARGS, '--flow', '283.1684659Am3/min'), '--json']);

    expect(run.exitCode).toBe(0);
    expect(JSON.parse(run.stdout).bagCount).toEqual({ value: 159, unit: '1' });
  });

  it('warns, still exiting 0, for inputs outside the factor method', async ({ expect }) => {
    const args = EPA_ARGS.map((arg, index) => (EPA_ARGS[index - 1] === '--temperature' ? '400' : arg));
    const run = await runProcess(args);

    expect(run.exitCode).toBe(0);
    expect(run.stdout).toContain("warning: Gas temperature 400.0 °F is outside the EPA factor method's 50.0 °F to 275.0 °F; the A/C ratio is computed at 275.0 °F.");
  });

  it('prints the page link, which reads back to the same texts', async ({ expect }) => {
    const run = await runProcess([...EPA_ARGS, '--link']);
    const link = run.stdout.trim();

    expect(link).toMatch(/^\/baghouse-design\?flow=10000&/);
    const read = readBaghouseLink(link.split('?')[1]!);
    expect(read.system).toBe('imperial');
    expect(read.texts).toMatchObject({ flow: '10000', bagLength: '10ft', k2: '15', cleaningInterval: '10' });
  });

  it.for([
    [['--flow', '-3'], "error: option '--flow <airflow>' argument '-3' is invalid. Gas flow must be from 0.2119 to 2.119e+7 CFM, got -3"],
    [['--bag-length', '3 kg'], "error: option '--bag-length <length>' argument '3 kg' is invalid. Bag length: "],
    [['--k2', 'lots'], "error: option '--k2 <K2>' argument 'lots' is invalid. K₂ must be a number, got lots"],
    [['--cleaning', 'vacuum'], "error: option '--cleaning <type>' argument 'vacuum' is invalid. Allowed choices are pulse-jet, shaker, reverse-air."],
    [['--bag-pitch', '5'], "error: option '--bag-pitch <length>' argument '5' is invalid. Bag pitch must be larger than the bag diameter."],
    [['--fabric', 'nomex'], "error: option '--fabric <fabric>' argument 'nomex' is invalid. Allowed choices are cotton, polypropylene, wool, nylon, acrylic, polyester, pps, aramid, ptfe, p84, glass."],
  ] as const)('refuses %j with one line and exit 2', async ([extra, message], { expect }) => {
    const run = await runProcess(withOption(EPA_ARGS, extra[0], extra[1]));

    expect(run.exitCode).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr).toContain(message);
  });

  it('designs what the options allow, and says what each missing one would add (exit 0)', async ({ expect }) => {
    const run = await runProcess(['baghouse', '--flow', '10000', '--imperial', '--air-to-cloth', '4', '--bag-diameter', '5.125', '--bag-length', '10']);

    expect(run).toMatchObject({ exitCode: 0, stderr: '' });
    expect(row(run.stdout, 'Net cloth area')).toBe('2500.00 ft²');
    expect(row(run.stdout, 'Bags')).toBe('187');
    expect(run.stdout).not.toContain('Pressure drop');
    expect(run.stdout).toContain('missing: Give the inlet dust loading to get the cake, the pressure drop, the cleaning interval and the dust collected (--loading).');
  });

  it('lists the missing inputs in its JSON', async ({ expect }) => {
    const run = await runProcess(['baghouse', '--loading', '4', '--air-to-cloth', '1.2', '--json']);
    const json = JSON.parse(run.stdout);

    expect(run.exitCode).toBe(0);
    expect(json.pressureDrop.unit).toBe('Pa');
    expect(json.bagCount).toBeUndefined();
    expect(json.missing[0]).toEqual({ code: 'flow', fields: ['flow'], text: 'Give the gas flow to get the cloth area, the bags and their layout, the A/C ratios as built and the dust collected.' });
  });

  it('refuses, naming what would start a design, when nothing can be designed yet (exit 2)', async ({ expect }) => {
    const run = await runProcess(['baghouse', '--flow', '17000']);

    expect(run.exitCode).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr).toMatch(/^error: nothing can be designed yet\. Give an air-to-cloth ratio, .* \(--air-to-cloth, --dust, --material-factor/);
    expect(run.stderr).not.toContain('--bag-pitch');
  });

  it('refuses 1e308 compartments by name and range (exit 2)', async ({ expect }) => {
    const run = await runProcess([...EPA_ARGS, '--compartments', '1e308']);

    expect(run.exitCode).toBe(2);
    expect(run.stderr.trim()).toBe("error: option '--compartments <n>' argument '1e308' is invalid. Compartments must be from 1 to 100, got 1e308");
  });

  it('gives a sawdust collector’s dirty side, the combustible-dust warning, the MEC share and the explosion page’s link', async ({ expect }) => {
    const run = await runProcess([
      'baghouse', '--imperial', '--flow', '10000', '--dust', 'sawdust', '--loading', '4', '--bag-diameter', '6', '--bag-length', '10', '--bag-pitch', '9',
    ]);

    expect(run).toMatchObject({ exitCode: 0, stderr: '' });
    expect(row(run.stdout, 'Dirty-side volume V (estimate)')).toBe('366 ft³');
    expect(row(run.stdout, 'Hopper height (estimate)')).toBe('4.55 ft');
    expect(row(run.stdout, 'Effective L/D for venting (estimate)')).toBe('2.57');
    expect(row(run.stdout, 'Inlet dust loading, share of the MEC')).toBe('15.3 %');
    expect(run.stdout).toContain('warning: Combustible dust: a dust hazard analysis (NFPA 660) and explosion protection are required (wood dust');
    expect(run.stdout).toContain('explosion protection: /explosion-protection?volume=365.7&ld=2.571&dust=sawdust&units=imperial\n');

    const json = await runProcess(['baghouse', '--json', '--flow', '17000m3/h', '--dust', 'sawdust', '--bag-diameter', '150mm', '--bag-length', '3m', '--bag-pitch', '230mm']);
    expect(json.exitCode).toBe(0);
    expect(JSON.parse(json.stdout).explosionProtection).toMatch(/^\/explosion-protection\?volume=[\d.]+&ld=[\d.]+&dust=sawdust&units=metric$/);
  });
});
