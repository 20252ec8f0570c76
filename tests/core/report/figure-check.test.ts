import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { figureRangeIssue, measureInputTexts, RESULT_FIELD, unshowableReason } from '../../../src/core/report/figure-check.ts';
import type { Figure } from '../../../src/core/report/figure.ts';
import { AIRFLOW_MEASURE, DIAMETER_MEASURE } from '../../../src/core/friction/conditions.ts';

const velocity: Figure = {
  key: 'velocity',
  label: 'Velocity V',
  valueSi: 14.15,
  units: { metric: { unit: 'm/s', decimals: 2 }, imperial: { unit: 'ft/min', decimals: 0 } },
  formula: 'V = 4Q/(πD²)',
  source: 'Continuity',
};
const count: Figure = { key: 'bagCount', label: 'Bags', valueSi: 159, units: null, decimals: 0, formula: '', source: '' };

describe('unshowableReason', () => {
  it('passes a finite figure that both unit systems show', () => {
    expect(unshowableReason(velocity)).toBeUndefined();
    expect(unshowableReason(count)).toBeUndefined();
    expect(unshowableReason({ ...velocity, valueSi: 0 })).toBeUndefined();
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])('refuses a value of %s', (valueSi) => {
    expect(unshowableReason({ ...velocity, valueSi })).toBe('the result is out of range');
    expect(unshowableReason({ ...count, valueSi })).toBe('the result is out of range');
  });

  it('refuses a finite value that overflows or underflows to zero in a display unit', () => {
    // 1e308 m/s is 1.97e310 ft/min: Infinity in doubles.
    expect(unshowableReason({ ...velocity, valueSi: 1e308 })).toBe('the result is out of range in imperial units');
    const power: Figure = { ...velocity, units: { metric: { unit: 'kW', decimals: 2 }, imperial: { unit: 'hp', decimals: 2 } } };
    expect(unshowableReason({ ...power, valueSi: 5e-324 })).toMatch(/out of range in (metric|imperial) units/);
  });

  it('passes every finite velocity below 9e305 m/s (1.8e308 ft/min)', () => {
    fc.assert(fc.property(fc.double({ min: -9e305, max: 9e305, noNaN: true }), (valueSi) => unshowableReason({ ...velocity, valueSi }) === undefined));
  });
});

describe('figureRangeIssue', () => {
  it('names the first figure out of range and the inputs it came from, on the result field', () => {
    const inputs = measureInputTexts([AIRFLOW_MEASURE, DIAMETER_MEASURE], { q: 1, d: 1e-160 });
    expect(inputs).toEqual(['Airflow 1 m³/s', 'Diameter 1e-160 m']);
    expect(figureRangeIssue([count, { ...velocity, valueSi: Number.POSITIVE_INFINITY }], inputs)).toEqual({
      field: RESULT_FIELD,
      text: '',
      message: 'Velocity V cannot be computed: the result is out of range for these inputs (Airflow 1 m³/s, Diameter 1e-160 m)',
    });
  });

  it('leaves inputs that were not given out, and passes figures that can be shown', () => {
    expect(measureInputTexts([AIRFLOW_MEASURE, DIAMETER_MEASURE], { q: 0.5 })).toEqual(['Airflow 0.5 m³/s']);
    expect(figureRangeIssue([velocity, count], [])).toBeUndefined();
  });
});
