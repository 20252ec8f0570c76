import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { localCalendarDate } from '../../../src/core/format/calendar-date.ts';

describe('localCalendarDate', () => {
  it('gives the local calendar date, padded, at either end of the day', () => {
    expect(localCalendarDate(new Date(2027, 0, 4, 0, 0, 1))).toBe('2027-01-04');
    expect(localCalendarDate(new Date(2026, 10, 26, 23, 59, 59))).toBe('2026-11-26');
  });

  it('reads back the local year, month and day of any moment', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 9999 }), fc.integer({ min: 0, max: 11 }), fc.integer({ min: 1, max: 28 }), fc.integer({ min: 0, max: 23 }), (year, month, day, hour) => {
        const [y, m, d] = localCalendarDate(new Date(year, month, day, hour)).split('-').map(Number);
        expect([y, m, d]).toEqual([year, month + 1, day]);
      }),
    );
  });
});
