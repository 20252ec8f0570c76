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

  it('notes a unit system it does not know', () => {
    expect(readBaghouseLink('units=cgs').ignored[0]?.message).toBe("Ignored link parameter 'units=cgs': units are metric or imperial");
  });
});

describe('readBaghouse: the reader of the page, the link and the CLI', () => {
  it('designs the EPA worked example from its texts: 159 bags', () => {
    const reading = readBaghouse(EPA_TEXTS, 'imperial');
    expect(reading.status === 'success' && reading.design.layout.bagCount).toBe(159);
  });

  it('returns every unusable field with the text given, none lost', () => {
    const reading = readBaghouse({ ...EPA_TEXTS, flow: '-1', k2: 'x', dust: 'chalk', bagLength: '' }, 'imperial');
    expect(reading.status === 'error' && reading.issues.map(({ field, text }) => [field, text])).toEqual([
      ['flow', '-1'],
      ['k2', 'x'],
      ['dust', 'chalk'],
      ['bagLength', ''],
    ]);
  });
});
