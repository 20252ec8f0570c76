import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkMeasureValues, inRange, optionName, rangeText, readMeasure, readMeasures, shownRangeText, type MeasureSpec } from '../../../src/core/report/measure.ts';
import { BAG_LENGTH_RANGE, FLOW_RANGE, GAS_TEMPERATURE_RANGE } from '../../../src/core/report/ranges.ts';

const bagLength: MeasureSpec = { key: 'bagLength', label: 'Bag length', quantity: 'length', units: { metric: 'm', imperial: 'ft' }, range: BAG_LENGTH_RANGE };
const flow: MeasureSpec = { key: 'flow', label: 'Gas flow', quantity: 'airflow', units: { metric: 'm3/h', imperial: 'CFM' }, range: FLOW_RANGE };
const temperature: MeasureSpec = { key: 'temperature', label: 'Gas temperature', quantity: 'temperature', units: { metric: 'degC', imperial: 'degF' }, range: GAS_TEMPERATURE_RANGE };

describe('readMeasure', () => {
  it.each<[string, 'metric' | 'imperial', number]>([
    ['10', 'imperial', 3.048], // a bare number in the system's unit: 10 ft
    ['3', 'metric', 3],
    ['120in', 'metric', 3.048], // a unit typed with it wins over the system
    [' 3048 mm ', 'imperial', 3.048],
  ])('reads %j (%s) as %s m', (text, system, metres) => {
    expect(readMeasure(bagLength, text, system)).toEqual({ status: 'success', valueSi: expect.closeTo(metres, 12) });
  });

  it.each<[string, string]>([
    ['-3', 'Bag length must be from 0.1 to 20 m, got -3'],
    ['abc', 'Bag length: "abc" does not start with a number'],
    ['3 Pa', 'Bag length: "Pa" is a unit of pressure'],
  ])('refuses %j naming the field and what was wrong', (text, start) => {
    const read = readMeasure(bagLength, text, 'metric');
    expect(read).toMatchObject({ status: 'error', issue: { field: 'bagLength', text } });
    expect(read.status === 'error' && read.issue.message.startsWith(start)).toBe(true);
  });

  it('refuses a standard flow: the tools work at actual conditions', () => {
    const read = readMeasure(flow, '10000 scfm', 'imperial');
    expect(read).toMatchObject({ status: 'error', issue: { message: expect.stringContaining('is a standard volume') } });
  });
});

describe('the physical range', () => {
  it.each<[MeasureSpec, string, 'metric' | 'imperial', string]>([
    [flow, '1e308', 'metric', 'Gas flow must be from 0.36 to 3.6e+7 m³/h, got 1e308'],
    [flow, '1e-300', 'imperial', 'Gas flow must be from 0.2119 to 2.119e+7 CFM, got 1e-300'],
    [flow, '0', 'metric', 'Gas flow must be from 0.36 to 3.6e+7 m³/h, got 0'],
    [bagLength, '100', 'imperial', 'Bag length must be from 0.3281 to 65.62 ft, got 100'],
    [temperature, '2000', 'metric', "Gas temperature must be from −100 to 1000 °C, where Sutherland's law holds, got 2000"],
    [temperature, '-200', 'imperial', "Gas temperature must be from −148 to 1832 °F, where Sutherland's law holds, got -200"],
  ])('refuses a value outside it, naming the field and the range in the unit typed: %#', (spec, text, system, message) => {
    expect(readMeasure(spec, text, system)).toEqual({ status: 'error', issue: { field: spec.key, text, message } });
  });

  it('takes its bounds themselves', () => {
    expect([readMeasure(bagLength, '0.1', 'metric').status, readMeasure(bagLength, '20', 'metric').status]).toEqual(['success', 'success']);
  });

  it('says "greater than" of a bound that is refused itself', () => {
    expect(rangeText({ min: 0, max: 1e5, minExclusive: true }, 'Pa')).toBe('must be greater than 0 and at most 1e+5 Pa');
    expect(inRange({ min: 0, max: 1, minExclusive: true }, 0)).toBe(false);
  });

  it('words the range of a plain number in the unit it is typed in, or with none', () => {
    expect(shownRangeText({ min: 0.05, max: 1 }, (fraction) => fraction * 100, '%')).toBe('must be from 5 to 100 %');
    expect(shownRangeText({ min: 0, max: 10 }, (value) => value, '')).toBe('must be from 0 to 10');
  });

  it('never lets a non-finite value through', () => {
    fc.assert(
      fc.property(fc.constantFrom(Infinity, -Infinity, NaN), (value) => {
        expect(inRange({ min: -Infinity, max: Infinity }, value)).toBe(false);
      }),
    );
  });

  it('holds for SI values that did not come from text (a script calling the core)', () => {
    expect(checkMeasureValues([flow], { flow: 1e9 })).toEqual([
      { field: 'flow', text: '1000000000 m³/s', message: 'Gas flow must be from 1e-4 to 10000 m³/s, got 1000000000 m³/s' },
    ]);
  });
});

describe('readMeasures', () => {
  it('reads every given input, skipping blank ones', () => {
    expect(readMeasures([bagLength, flow], { bagLength: '10', flow: ' ' }, 'imperial')).toEqual({
      status: 'success',
      data: { bagLength: expect.closeTo(3.048, 12) },
    });
  });

  it('reads a field typed in another unit system in that system', () => {
    const read = readMeasures([bagLength, flow], { bagLength: '10', flow: '1000' }, 'metric', { bagLength: 'imperial' });
    expect(read).toEqual({ status: 'success', data: { bagLength: 3.048, flow: 1000 / 3600 } });
  });

  it('reports every unusable input, in the order of the specs', () => {
    const read = readMeasures([bagLength, flow], { flow: '0', bagLength: 'x' }, 'metric');
    expect(read.status === 'error' && read.issues.map(({ field }) => field)).toEqual(['bagLength', 'flow']);
  });
});

describe('optionName', () => {
  it('is the key in kebab-case, as the CLI option and the link’s query key', () => {
    expect([optionName('bagLength'), optionName('flow'), optionName('maxPressureDrop')]).toEqual(['bag-length', 'flow', 'max-pressure-drop']);
  });
});
