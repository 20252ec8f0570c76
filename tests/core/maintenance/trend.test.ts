// The ΔP trend's date axis: a few days either side of the readings, so a lone reading is a point in the middle of a week.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween } from '../../../src/core/maintenance/dates.ts';
import { TREND_MARGIN_DAYS, trendAxis } from '../../../src/core/maintenance/trend.ts';

describe('trendAxis', () => {
  it.each([
    ['no reading', [], undefined],
    ['one reading', ['2027-01-13'], { from: '2027-01-10', to: '2027-01-16' }],
    ['one reading on New Year’s Day', ['2028-01-01'], { from: '2027-12-29', to: '2028-01-04' }],
    ['two days', ['2027-01-12', '2027-01-11'], { from: '2027-01-08', to: '2027-01-15' }],
    ['a month', ['2027-01-04', '2027-02-03'], { from: '2027-01-01', to: '2027-02-06' }],
    ['a year: 5 % of it either side', ['2027-01-04', '2028-01-04'], { from: '2026-12-17', to: '2028-01-22' }],
  ])('spans %s', (_, dates, axis) => {
    expect(trendAxis(dates)).toEqual(axis);
  });

  it('holds every reading, at least the margin inside either end', () => {
    const anyDate = fc.integer({ min: 0, max: 20 * 365 }).map((offset) => addDays('2020-01-01', offset));
    fc.assert(
      fc.property(fc.array(anyDate, { minLength: 1, maxLength: 40 }), (dates) => {
        const axis = trendAxis(dates)!;
        for (const date of dates) {
          expect(daysBetween(axis.from, date)).toBeGreaterThanOrEqual(TREND_MARGIN_DAYS);
          expect(daysBetween(date, axis.to)).toBeGreaterThanOrEqual(TREND_MARGIN_DAYS);
        }
      }),
    );
  });
});
