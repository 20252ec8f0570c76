// A date axis names the year whenever it spans more than one.
import { describe, expect, it } from 'vitest';
import { dateTickLabels } from '../../../src/app/charts/date-ticks.ts';

const at = (date: string) => Date.parse(`${date}T00:00:00Z`) / 1000;

describe('dateTickLabels', () => {
  it.each([
    ['a week in one year', '2027-01-10', '2027-01-16', ['2027-01-11', '2027-01-13'], ['11 Jan', '13 Jan']],
    ['a week across New Year', '2027-12-29', '2028-01-04', ['2027-12-30', '2028-01-01'], ['30 Dec 2027', '1 Jan 2028']],
    ['three years', '2026-12-17', '2029-01-22', ['2027-01-01', '2028-01-01', '2029-01-01'], ['1 Jan 2027', '1 Jan 2028', '1 Jan 2029']],
  ])('labels %s', (_, from, to, ticks, labels) => {
    expect(dateTickLabels(ticks.map(at), at(from), at(to))).toEqual(labels);
  });
});
