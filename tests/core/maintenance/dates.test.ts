// Calendar dates as floating YYYY-MM-DD texts: the arithmetic the plan stands on.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, addMonths, daysBetween, isCalendarDate, monthsBetween, weekdayOf } from '../../../src/core/maintenance/dates.ts';

const anyDate = fc.integer({ min: 0, max: 40_000 }).map((offset) => addDays('1950-01-01', offset));

describe('dates', () => {
  it.each([
    ['2027-01-04', true],
    ['2028-02-29', true],
    ['2027-02-29', false],
    ['2027-13-01', false],
    ['2027-1-4', false],
    ['04/01/2027', false],
  ])('%s is a calendar date: %s', (text, expected) => {
    expect(isCalendarDate(text)).toBe(expected);
  });

  it('knows the day of the week', () => {
    expect(['2027-01-04', '2027-01-09', '2027-01-10', '2000-02-29'].map(weekdayOf)).toEqual(['mo', 'sa', 'su', 'tu']);
  });

  it('adds months, keeping the day or the shorter month’s last day', () => {
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2027-01-04', 24)).toBe('2029-01-04');
    expect(addMonths('2027-11-15', 3)).toBe('2028-02-15');
  });

  it('adds days across years and leap days, and counts them back (property)', () => {
    fc.assert(
      fc.property(anyDate, fc.integer({ min: -3000, max: 3000 }), (date, days) => {
        const later = addDays(date, days);
        expect(isCalendarDate(later)).toBe(true);
        expect(daysBetween(date, later)).toBe(days);
        expect(weekdayAfter(weekdayOf(date), days)).toBe(weekdayOf(later));
      }),
    );
  });

  it('moves by whole months (property)', () => {
    fc.assert(
      fc.property(anyDate, fc.integer({ min: 0, max: 240 }), (date, months) => {
        const later = addMonths(date, months);
        expect(monthsBetween(date, later)).toBe(months);
        expect(Number(later.slice(8))).toBeLessThanOrEqual(Number(date.slice(8)));
      }),
    );
  });
});

/** The weekday `days` after one, by counting round the week. */
function weekdayAfter(day: string, days: number): string {
  const week = ['mo', 'tu', 'we', 'th', 'fr', 'sa', 'su'];
  return week[(((week.indexOf(day) + days) % 7) + 7) % 7]!;
}
