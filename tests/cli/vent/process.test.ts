// `duct-calc vent` as a real process, as a user or a script runs it: the
// REFERENCE.md cross-check (10 m³, KSt 200, Pmax 9, Pred 0.5, Pstat 0.1) at
// L/D 1 and 3, the compact case, both unit systems, --json, --link,
// and one-line refusals with exit 2 and nothing on stdout.
import { describe, it } from 'vitest';
import { readVentLink } from '../../../src/core/explosion/link.ts';
import { runProcess } from '../shared/harness.ts';
import { tableRow } from '../shared/table-row.ts';

const REFERENCE = ['vent', '--volume', '10', '--kst', '200', '--pmax', '9', '--pred', '0.5', '--pstat', '0.1'];


describe.concurrent('duct-calc vent as a process', () => {
  it('sizes the compact reference vessel by both standards: NFPA 68 0.497 m², EN 14491 0.494 m²', async ({ expect }) => {
    // Av0 = 1e-4·(1 + 1.54·0.1^(4/3))·200·10^0.75·√(9/0.5 − 1) = 0.4969 m²;
    // B = 3.264e-5·9·200·0.5^(−0.569)·10^0.753 = 0.4935 m² (REFERENCE.md, "Combustible dust").
    const run = await runProcess(REFERENCE);

    expect(run).toMatchObject({ exitCode: 0, stderr: '' });
    expect(run.stdout).toMatch(/^Governing: NFPA 68; dust class St 1\n/);
    expect(tableRow(run.stdout, 'NFPA 68 vent area A')).toBe('0.497 m²');
    expect(tableRow(run.stdout, 'EN 14491 vent area A')).toBe('0.494 m²');
    expect(tableRow(run.stdout, 'Vent area required (NFPA 68 governs)')).toBe('0.497 m²');
    expect(run.stdout).toMatch(/\nwarning: The vent protects the enclosure only: isolate the inlet duct and the outlet/);
  });

  it('sizes the slender vessel, L/D 3, where the standards part: NFPA 68 0.732 m², EN 14491 0.977 m², EN governs', async ({ expect }) => {
    const run = await runProcess([...REFERENCE, '--ld', '3', '--json']);

    expect(run).toMatchObject({ exitCode: 0, stderr: '' });
    const json = JSON.parse(run.stdout);
    expect(json).toMatchObject({ units: 'metric', standard: 'both', governing: 'en14491', stClass: 'St 1' });
    expect(json.nfpa68Area).toEqual({ value: expect.closeTo(0.732, 3), unit: 'm2' });
    expect(json.en14491Area).toEqual({ value: expect.closeTo(0.977, 3), unit: 'm2' });
    expect(json.ventArea).toEqual(json.en14491Area);
    // Every figure with its formula and source.
    const keys = Object.keys(json).filter((key) => json[key]?.unit !== undefined);
    expect(Object.keys(json.formulas).sort()).toEqual([...keys].sort());
    expect(Object.keys(json.sources).sort()).toEqual([...keys].sort());
  });

  it('gives about 0.23 m² by both standards for the issue’s compact bag filter (Eckhoff: 0.1–0.25 m² at St 1)', async ({ expect }) => {
    const run = await runProcess(['vent', '--volume', '4.5', '--kst', '150', '--pmax', '9', '--pred', '0.4', '--json']);

    expect(run).toMatchObject({ exitCode: 0, stderr: '' });
    const json = JSON.parse(run.stdout);
    for (const key of ['nfpa68Area', 'en14491Area']) {
      expect(json[key].value).toBeGreaterThan(0.2);
      expect(json[key].value).toBeLessThan(0.25);
    }
  });

  it('sizes the same vessel in both unit systems: ft³, psi (gauge) and ft² in imperial, KSt in bar·m/s in both', async ({ expect }) => {
    const [metric, imperial] = await Promise.all([
      runProcess([...REFERENCE, '--ld', '3', '--json']),
      runProcess(['vent', '--volume', '10m3', '--kst', '200', '--pmax', '9bar', '--pred', '0.5barg', '--pstat', '0.1bar', '--ld', '3', '--imperial', '--json']),
    ]);
    const [m, i] = [JSON.parse(metric.stdout), JSON.parse(imperial.stdout)];

    expect(i.units).toBe('imperial');
    expect(i.ventArea.unit).toBe('ft2');
    expect(i.ventArea.value).toBeCloseTo(m.ventArea.value / 0.09290304, 9);
    expect(i.governing).toBe(m.governing);
  });

  it('sizes by one standard when asked', async ({ expect }) => {
    const run = await runProcess([...REFERENCE, '--standard', 'en14491', '--json']);
    const json = JSON.parse(run.stdout);

    expect(json).toMatchObject({ standard: 'en14491', governing: 'en14491' });
    expect(json.nfpa68Area).toBeUndefined();
  });

  it('prints the page’s link, which reads back to the same options', async ({ expect }) => {
    const run = await runProcess([...REFERENCE, '--ld', '3', '--link']);

    expect(run).toMatchObject({ exitCode: 0, stderr: '' });
    expect(run.stdout).toBe('/explosion-protection?volume=10&ld=3&kst=200&pmax=9&pred=0.5&pstat=0.1&units=metric\n');
    expect(readVentLink(run.stdout.trim()).texts).toEqual({ volume: '10', ld: '3', kst: '200', pmax: '9', pred: '0.5', pstat: '0.1' });
  });

  it.for([
    [['vent', '--volume', '10', '--kst', '200', '--pmax', '9'], /^error: required option '--pred <pressure>' not specified \(Reduced explosion pressure Pred \(gauge\) is needed\)$/],
    [['vent', '--volume', '10', '--kst', '200', '--pmax', '9', '--pred', '0'], /^error: option '--pred <pressure>' argument '0' is invalid\. Reduced explosion pressure Pred \(gauge\) must be greater than 0/],
    [['vent', '--volume', '10', '--kst', '200', '--pmax', '9', '--pred', '3', '--standard', 'en14491'], /^error: option '--pred <pressure>' argument '3' is invalid\. .*\b2 bar\b.*/],
    [[...REFERENCE, '--ld', '3', '--length', '6', '--link'], /^error: option '--length <length>' argument '6' is invalid\. Give the L\/D or the effective length Heff, not both$/],
  ] as const)('refuses %j in one line, exit 2, nothing on stdout', async ([args, line], { expect }) => {
    const run = await runProcess(args);

    expect(run.exitCode).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(run.stderr.trimEnd()).toMatch(line);
  });
});

describe.concurrent('duct-calc vent in imperial units and with a dust of the table', () => {
  it('prints the imperial example of method-explosion-venting: 160 ft³ at Pmax 130 psi, Pred 5.8 psi gives 2.49 ft² (NFPA 68 governs)', async ({ expect }) => {
    const run = await runProcess(['vent', '--volume', '160', '--kst', '150', '--pmax', '130', '--pred', '5.8', '--imperial']);

    expect(run).toMatchObject({ exitCode: 0, stderr: '' });
    expect(run.stdout).toMatch(/^Governing: NFPA 68; dust class St 1\n/);
    expect(tableRow(run.stdout, 'Vent area required (NFPA 68 governs)')).toBe('2.49 ft²');
    expect(tableRow(run.stdout, 'Fireball length D (from the vent)')).toBe('43.4 ft');
    expect(tableRow(run.stdout, 'External overpressure Pmax,a (gauge)')).toBe('1.31 psi');
  });

  it('takes sawdust’s typical KSt and Pmax, says a tested value governs, and lets a typed KSt win', async ({ expect }) => {
    const [typical, tested] = await Promise.all([
      runProcess(['vent', '--volume', '4.5', '--dust', 'sawdust', '--pred', '0.4', '--json']),
      runProcess(['vent', '--volume', '4.5', '--dust', 'sawdust', '--kst', '150', '--pmax', '9', '--pred', '0.4', '--json']),
    ]);
    const [t, k] = [JSON.parse(typical.stdout), JSON.parse(tested.stdout)];

    expect(t.stClass).toBe('St 2');
    expect(t.warnings[0]).toMatchObject({ code: 'typical-dust-data', text: expect.stringMatching(/KSt 205 bar·m\/s and Pmax 10\.5 bar are typical values .* a tested value of your own dust governs/) });
    expect(k.stClass).toBe('St 1');
    expect(k.warnings.map((warning: { code: string }) => warning.code)).not.toContain('typical-dust-data');
    expect(k.ventArea.value).toBeLessThan(t.ventArea.value);
  });

  it('shortens the fireball for two vents and warns of a vent discharging indoors, naming the alternatives', async ({ expect }) => {
    const run = await runProcess(['vent', '--volume', '4.5', '--kst', '150', '--pmax', '9', '--pred', '0.4', '--vent-count', '2', '--discharge', 'indoors']);

    expect(run).toMatchObject({ exitCode: 0, stderr: '' });
    // D = 8·(4.5 m³ / 2)^(1/3) = 10.48 m (NFPA 68 (2018) 8.8).
    expect(tableRow(run.stdout, 'Fireball length D (from the vent)')).toBe('10.5 m');
    expect(run.stdout).toMatch(/\nwarning: The vent discharges inside a building: .* flameless venting, suppression \(NFPA 69\) or containment\.\n/);
  });

  it('names the collector’s ducts in the isolation statement, their control characters escaped in the table and in JSON', async ({ expect }) => {
    const args = ['vent', '--volume', '4.5', '--kst', '150', '--pmax', '9', '--pred', '0.4', '--inlet-duct', 'main duct D1', '--outlet-duct', 'fan\u001b[31m duct'];
    const [text, json] = await Promise.all([runProcess(args), runProcess([...args, '--json'])]);

    expect(text.stdout).toMatch(/^warning: The vent protects the enclosure only: isolate main duct D1 and fan\\u001b\[31m duct against a deflagration/m);
    expect(text.stdout).not.toContain('\u001b');
    expect(json.stdout).not.toContain('\u001b');
    expect(JSON.parse(json.stdout).warnings[0].text).toContain('isolate main duct D1 and fan\u001b[31m duct');
  });
});
