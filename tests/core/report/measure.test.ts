import { describe, expect, it } from 'vitest';
import { mustBePositive, optionName, readMeasure, readMeasures, type MeasureSpec } from '../../../src/core/report/measure.ts';

const bagLength: MeasureSpec = { key: 'bagLength', label: 'Bag length', quantity: 'length', units: { metric: 'm', imperial: 'ft' }, check: mustBePositive };
const flow: MeasureSpec = { key: 'flow', label: 'Gas flow', quantity: 'airflow', units: { metric: 'm3/h', imperial: 'CFM' }, check: mustBePositive };

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
    ['-3', 'Bag length must be greater than zero, got -3'],
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

describe('readMeasures', () => {
  it('reads every given input, skipping blank ones', () => {
    expect(readMeasures([bagLength, flow], { bagLength: '10', flow: ' ' }, 'imperial')).toEqual({
      status: 'success',
      data: { bagLength: expect.closeTo(3.048, 12) },
    });
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
