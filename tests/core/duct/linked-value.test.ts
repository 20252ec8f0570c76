import { describe, expect, it } from 'vitest';
import { linkedValueText, readLinkedValue } from '../../../src/core/duct/linked-value.ts';

describe('a calculator field in the link', () => {
  it.each([
    ['velocity', '20', 'metric', 'imperial', '20m/s'],
    ['diameter', ' 14 ', 'imperial', 'metric', '14in'],
    ['airflow', '1e-3', 'metric', 'imperial', '1e-3m3/s'],
    ['airflow', '2118', 'imperial', 'imperial', '2118'],
    ['velocity', 'fast', 'metric', 'imperial', 'fast'],
    ['velocity', '', 'metric', 'imperial', ''],
  ] as const)('writes %s %j typed in %s, in a %s link, as %j', (quantity, text, typedIn, linkSystem, linked) => {
    expect(linkedValueText(quantity, text, typedIn, linkSystem)).toBe(linked);
  });

  it.each([
    ['velocity', '20m/s', 'imperial', { text: '20', system: 'metric' }],
    ['velocity', '4000 FT/MIN', 'metric', { text: '4000', system: 'imperial' }],
    ['diameter', '0.5m', 'imperial', { text: '0.5', system: 'metric' }],
    ['diameter', '14in', 'metric', { text: '14', system: 'imperial' }],
    ['airflow', '3.9269908169872414m3/s', 'imperial', { text: '3.9269908169872414', system: 'metric' }],
    ['airflow', '2118cfm', 'metric', { text: '2118', system: 'imperial' }],
    ['diameter', '10mm', 'metric', { text: '10mm', system: 'metric' }],
    ['velocity', 'fast', 'imperial', { text: 'fast', system: 'imperial' }],
    ['velocity', '-3m/s', 'imperial', { text: '-3', system: 'metric' }],
  ] as const)('reads %s %j in a %s link as %j', (quantity, text, linkSystem, read) => {
    expect(readLinkedValue(quantity, text, linkSystem)).toEqual(read);
  });
});
