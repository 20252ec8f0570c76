import { describe, expect, it } from 'vitest';
import { baghouseLinkPath, readBaghouseLink } from '../../../src/core/baghouse/link.ts';
import { readBaghouse, type BaghouseTexts } from '../../../src/core/baghouse/texts.ts';

const EPA_TEXTS: BaghouseTexts = {
  flow: '10000', cleaning: 'pulse-jet', materialFactor: '9', applicationFactor: '0.8', temperature: '275', loading: '4',
  mmd: '7', bagDiameter: '5.125', bagLength: '10ft', pulsePressure: '100', k2: '15', cleaningInterval: '10',
};

describe('baghouse link', () => {
  it('writes kebab-case option names and units, in form order', () => {
    expect(baghouseLinkPath(EPA_TEXTS, 'imperial')).toBe(
      '/baghouse-design?flow=10000&temperature=275&loading=4&mmd=7&material-factor=9&application-factor=0.8&cleaning=pulse-jet&pulse-pressure=100&k2=15&cleaning-interval=10&bag-diameter=5.125&bag-length=10ft&units=imperial',
    );
  });

  it('reads back the texts and the unit system, and notes unknown parameters', () => {
    const read = readBaghouseLink(`${baghouseLinkPath(EPA_TEXTS, 'imperial').split('?')[1]}&colour=red&units=imperial`);
    expect(read.texts).toEqual(EPA_TEXTS);
    expect(read.system).toBe('imperial');
    expect(read.ignored.map((note) => note.message)).toEqual(["Ignored unknown link parameter 'colour=red'", "Ignored repeated link parameter 'units=imperial'"]);
  });

  it('writes a field typed in the other system so that it reads back to the same value', () => {
    const typedIn = { pulsePressure: 'imperial', k2: 'imperial', flow: 'metric' } as const;
    const texts: BaghouseTexts = { pulsePressure: '100', k2: '15', flow: '16990' };
    expect(baghouseLinkPath(texts, 'metric', typedIn)).toBe('/baghouse-design?flow=16990&pulse-pressure=100psi&k2=2510.700293569753&units=metric');
    expect(baghouseLinkPath(texts, 'imperial', typedIn)).toBe('/baghouse-design?flow=16990m3%2Fh&pulse-pressure=100&k2=15&units=imperial');
  });

  it('notes a unit system it does not know', () => {
    expect(readBaghouseLink('units=cgs').ignored[0]?.message).toBe("Ignored link parameter 'units=cgs': units are metric or imperial");
  });
});

describe('readBaghouse: the reader of the page, the link and the CLI', () => {
  it('designs the EPA worked example from its texts: 159 bags', () => {
    const reading = readBaghouse(EPA_TEXTS, 'imperial');
    expect(reading.status === 'success' && reading.design.layout?.bagCount).toBe(159);
  });

  it('returns every unusable field with the text given, none lost', () => {
    const reading = readBaghouse({ ...EPA_TEXTS, flow: '-1', k2: 'x', dust: 'chalk', bagLength: '2 kg' }, 'imperial');
    expect(reading.status === 'error' && reading.issues.map(({ field, text }) => [field, text])).toEqual([
      ['flow', '-1'],
      ['bagLength', '2 kg'],
      ['k2', 'x'],
      ['dust', 'chalk'],
    ]);
  });

  it('reads the fabric by its id, in any case, and refuses one not in the table by name', () => {
    const reading = readBaghouse({ ...EPA_TEXTS, temperature: '300', fabric: 'Polyester' }, 'imperial');
    expect(reading.status === 'success' && reading.design.notes.map(({ code }) => code)).toContain('fabric-temperature-high');
    expect(readBaghouse({ ...EPA_TEXTS, fabric: 'nomex' }, 'imperial')).toEqual({
      status: 'error',
      issues: [{ field: 'fabric', text: 'nomex', message: 'Fabric must be one of cotton, polypropylene, wool, nylon, acrylic, polyester, pps, aramid, ptfe, p84, glass, got nomex' }],
    });
  });

  it('carries the fabric in the link, after the cleaning fields and before the bags', () => {
    const path = baghouseLinkPath({ ...EPA_TEXTS, fabric: 'aramid' }, 'imperial');
    expect(path).toMatch(/cleaning-interval=10&fabric=aramid&bag-diameter=5\.125/);
    expect(readBaghouseLink(path.split('?')[1]!).texts.fabric).toBe('aramid');
  });

  it('designs as far as the texts go: a blank field is not given', () => {
    const reading = readBaghouse({ ...EPA_TEXTS, bagLength: '' }, 'imperial');
    expect(reading.status === 'success' && reading.design.missing.map(({ code }) => code)).toContain('bag-size');
  });

  it.each([
    ['compartments', '1e308', 'Compartments must be from 1 to 100, got 1e308'],
    ['compartments', '1e309', 'Compartments must be from 1 to 100, got 1e309'],
    ['compartments', 'abc', 'Compartments must be a number, got abc'],
    ['compartments', '1,5', 'Compartments must be a number, got 1,5'],
    ['compartments', '5 kg/s', 'Compartments must be a number, got 5 kg/s'],
    ['compartments', '2.5', 'Compartments must be a whole number, got 2.5'],
    ['rows', '-1', 'Rows must be from 1 to 1000, got -1'],
    ['materialFactor', '1e-300', 'Material factor A must be from 1 to 20, got 1e-300'],
    ['applicationFactor', '0', 'Application factor B must be from 0.5 to 1.2, got 0'],
    ['k1', '1e308', 'K₁ must be from 0 to 122.4 inH₂O·min/ft, got 1e308'],
    ['k2', '0', 'K₂ must be greater than 0 and at most 5974 inH₂O·min·ft/lb, got 0'],
  ] as const)('refuses %s = %j in one line naming the field and its range', (field, text, message) => {
    const reading = readBaghouse({ ...EPA_TEXTS, [field]: text }, 'imperial');
    expect(reading).toEqual({ status: 'error', issues: [{ field, text, message }] });
  });

  it('states K₁’s and K₂’s range in the units of the system they were typed in', () => {
    const reading = readBaghouse({ ...EPA_TEXTS, k2: '1e9' }, 'imperial', { k2: 'metric' });
    expect(reading.status === 'error' && reading.issues[0]?.message).toBe('K₂ must be greater than 0 and at most 1e+6 N·min/(kg·m), got 1e9');
  });

  it('reads each field in the system it was typed in, whatever the page shows', () => {
    const imperial = readBaghouse(EPA_TEXTS, 'imperial');
    const typedInImperial = Object.fromEntries(Object.keys(EPA_TEXTS).map((field) => [field, 'imperial' as const]));
    expect(readBaghouse(EPA_TEXTS, 'metric', typedInImperial)).toEqual(imperial);
  });
});
