import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fanLinkPath, readFanLink } from '../../../src/core/fan/link.ts';
import { FAN_FIELDS, type CurveRow, type FanTexts } from '../../../src/core/fan/fields.ts';

describe('the Fan Selection link', () => {
  it('names the fields as the CLI options, the curve as fan-curve, and the unit system', () => {
    const rows: CurveRow[] = [
      { flow: '0', pressure: '11', efficiency: '', power: '' },
      { flow: '10000', pressure: '10', efficiency: '75', power: '' },
    ];
    const path = fanLinkPath('imperial', { flow: '10000', pressure: '10', efficiency: '70', motorEfficiency: '95', coldTemperature: '20F' }, rows);
    expect(path).toBe('/fan-selection?flow=10000&pressure=10&efficiency=70&motor-efficiency=95&cold-temperature=20F&fan-curve=0%2C11%3B10000%2C10%2C75&units=imperial');
    expect(readFanLink(path.slice(path.indexOf('?')))).toEqual({
      state: { system: 'imperial', texts: { flow: '10000', pressure: '10', efficiency: '70', motorEfficiency: '95', coldTemperature: '20F' }, rows },
      ignored: [],
    });
  });

  it('carries a text typed in the other unit system with its unit, so the link holds the stored value exactly', () => {
    const rows: CurveRow[] = [
      { flow: '0', pressure: '11', efficiency: '', power: '' },
      { flow: '4000', pressure: '3000', efficiency: '60', power: '' },
    ];
    const path = fanLinkPath('metric', { pressure: '10', efficiency: '70', temperature: '300F' }, rows, {
      fields: { pressure: 'imperial', efficiency: 'imperial', temperature: 'imperial' },
      rows: [{ flow: 'imperial', pressure: 'imperial' }, { flow: 'imperial', pressure: 'metric', efficiency: 'imperial' }],
    });
    expect(decodeURIComponent(path)).toBe('/fan-selection?pressure=10inH2O&efficiency=70&temperature=300F&fan-curve=0CFM,11inH2O;4000CFM,3000,60&units=metric');
  });

  it('reads back every field it writes', () => {
    const text = fc.string({ minLength: 1, maxLength: 8 }).filter((value) => value.trim() !== '' && !/[;,]/.test(value));
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...FAN_FIELDS), text), fc.constantFrom('metric' as const, 'imperial' as const), (texts, system) => {
        const path = fanLinkPath(system, texts as FanTexts, []);
        const { state } = readFanLink(path.slice(path.indexOf('?') + 1));
        expect(state.texts).toEqual(texts);
        expect(state.system).toBe(system);
      }),
    );
  });

  it('notes an unknown parameter and a bad unit system, and uses the rest', () => {
    const { state, ignored } = readFanLink('?flow=5&units=furlongs&colour=blue');
    expect(state).toEqual({ texts: { flow: '5' }, rows: [] });
    expect(ignored.map((note) => note.message)).toEqual([
      "Ignored unknown link parameter 'colour=blue'",
      "Ignored link parameter 'units=furlongs': expected metric or imperial",
    ]);
  });
});
