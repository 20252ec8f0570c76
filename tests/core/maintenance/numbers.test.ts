// The configuration's plain numbers: each in its physical range, refused outside it with one line naming the field, the range and the text typed.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BAG_LIFE, HOURS_PER_DAY, readPlainNumber } from '../../../src/core/maintenance/numbers.ts';

describe('readPlainNumber', () => {
  it.each([
    [BAG_LIFE, '24', { status: 'success', value: 24 }],
    [BAG_LIFE, ' 1 ', { status: 'success', value: 1 }],
    [BAG_LIFE, '120', { status: 'success', value: 120 }],
    [BAG_LIFE, '1.2e2', { status: 'success', value: 120 }],
    [BAG_LIFE, '0', { status: 'error', message: 'Bag life must be from 1 to 120 months, got 0' }],
    [BAG_LIFE, '-1', { status: 'error', message: 'Bag life must be from 1 to 120 months, got -1' }],
    [BAG_LIFE, '1e-300', { status: 'error', message: 'Bag life must be from 1 to 120 months, got 1e-300' }],
    [BAG_LIFE, '1e308', { status: 'error', message: 'Bag life must be from 1 to 120 months, got 1e308' }],
    [BAG_LIFE, '1e309', { status: 'error', message: 'Bag life must be from 1 to 120 months, got 1e309' }],
    [BAG_LIFE, '18.5', { status: 'error', message: 'Bag life must be a whole number of months, got 18.5' }],
    [BAG_LIFE, 'abc', { status: 'error', message: 'Bag life: "abc" is not a number' }],
    [BAG_LIFE, '1,5', { status: 'error', message: 'Bag life: "1,5" is not a number' }],
    [BAG_LIFE, '', { status: 'error', message: 'Bag life is required' }],
    [BAG_LIFE, '5 kg/s', { status: 'error', message: 'Bag life: "5 kg/s" is not a number' }],
    [HOURS_PER_DAY, '16', { status: 'success', value: 16 }],
    [HOURS_PER_DAY, '7.5', { status: 'success', value: 7.5 }],
    [HOURS_PER_DAY, '0.1', { status: 'success', value: 0.1 }],
    [HOURS_PER_DAY, '24', { status: 'success', value: 24 }],
    [HOURS_PER_DAY, '0', { status: 'error', message: 'Operating hours per day must be from 0.1 to 24 h, got 0' }],
    [HOURS_PER_DAY, '24.01', { status: 'error', message: 'Operating hours per day must be from 0.1 to 24 h, got 24.01' }],
    [HOURS_PER_DAY, '1e-300', { status: 'error', message: 'Operating hours per day must be from 0.1 to 24 h, got 1e-300' }],
    [HOURS_PER_DAY, '1e309', { status: 'error', message: 'Operating hours per day must be from 0.1 to 24 h, got 1e309' }],
  ])('reads %o %j', (spec, text, expected) => {
    expect(readPlainNumber(spec, text)).toEqual(expected);
  });

  it('never gives a number outside the range, nor a message without the field', () => {
    fc.assert(
      fc.property(fc.constantFrom(BAG_LIFE, HOURS_PER_DAY), fc.oneof(fc.double().map(String), fc.string()), (spec, text) => {
        const read = readPlainNumber(spec, text);
        if (read.status === 'success') expect(read.value >= spec.range.min && read.value <= spec.range.max).toBe(true);
        else expect(read.message.startsWith(spec.label)).toBe(true);
      }),
    );
  });
});
