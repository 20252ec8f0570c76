import { describe, expect, it } from 'vitest';
import { convert } from '../../../src/core/units/convert.ts';
import type { UnitId } from '../../../src/core/units/catalogue.ts';

/** The converted value, or the issue's message. */
function converted(value: number, from: UnitId, to: UnitId): number | string {
  const result = convert(value, from, to);
  return result.status === 'success' ? result.data.value : (result.issues[0]?.message ?? '');
}

describe('convert: the worked examples engineers check', () => {
  // Each figure is the one the issue states, to the digits it states.
  it.each([
    [4, 'inH2O', 'Pa', 996.35564, 8],
    [1, 'm3/h', 'CFM', 0.5885778, 7],
    [1, 'gr/ft3', 'g/m3', 2.288352, 6],
    [100, 'degF', 'degC', 37.7778, 4],
    [1, 'm3/s', 'CFM', 2118.880003, 6],
    [1, 'm/s', 'ft/min', 196.850394, 6],
    [1, 'ft/min', 'm3/m2h', 18.288, 9],
    [1, 'ft/min', 'm/min', 0.3048, 12],
    [1, 'CFM', 'L/s', 0.4719474, 7],
    [1, 'hp', 'W', 745.699871582, 9],
    [29.92, 'inHg', 'kPa', 101.3207, 4],
  ] as const)('%s %s is %s %s', (value, from, to, expected, digits) => {
    expect(converted(value, from, to)).toBeCloseTo(expected, digits);
  });

  it('gives 4 inH₂O as 996.35564 Pa exactly, the factor being the nearest double to 249.08891', () => {
    expect(converted(4, 'inH2O', 'Pa')).toBe(996.35564);
  });

  it('keeps the 60 °F inch apart from the conventional inch', () => {
    expect(converted(1, 'inH2O-60F', 'Pa')).toBe(248.84);
  });
});

describe('convert: refusals', () => {
  it.each([
    [4, 'inH2O', 'CFM', 'Cannot convert inH₂O (pressure) to CFM (airflow)'],
    [Number.NaN, 'Pa', 'kPa', 'NaN Pa is not a finite number'],
    [Number.POSITIVE_INFINITY, 'Pa', 'kPa', 'Infinity Pa is not a finite number'],
    [-300, 'degC', 'degF', '-300 °C is below absolute zero (-273.15 °C)'],
    [1e308, 'bar', 'Pa', '1e+308 bar is out of range in Pa'],
  ] as const)('refuses %s %s to %s', (value, from, to, message) => {
    expect(converted(value, from, to)).toBe(message);
  });
});
