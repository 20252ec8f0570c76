import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readQuantityText } from '../../../src/core/duct/quantity-text.ts';
import { describeDuctIssue } from '../../../src/core/duct/issue-message.ts';
import { MIN_NORMAL } from '../../../src/core/duct/solve.ts';

describe('readQuantityText', () => {
  it.each([
    ['2118', 2118],
    [' 0.25 ', 0.25],
    ['1.5e3', 1500],
  ])('reads "%s" as %s', (text, value) => {
    expect(readQuantityText('airflow', text)).toEqual({ status: 'success', value });
  });

  it.each([
    ['abc', 'not-a-number'],
    ['12abc', 'not-a-number'],
    ['', 'not-a-number'],
    ['1,200', 'not-a-number'],
    ['1e999', 'not-finite'],
    [' Infinity ', 'not-finite'],
    ['-nan', 'not-finite'],
    ['0', 'zero'],
    ['-3', 'negative'],
  ])('rejects "%s" as %s, naming the field', (text, reason) => {
    const result = readQuantityText('velocity', text);

    expect(result.status).toBe('error');
    expect(result.status === 'error' && result.issue).toMatchObject({ field: 'velocity', reason });
  });

  it('says what was typed when it is not a number', () => {
    const result = readQuantityText('velocity', 'abc');

    expect(result.status === 'error' && describeDuctIssue(result.issue, '--v', 'abc')).toBe(
      '--v must be a number, got abc',
    );
  });

  it('reads back any positive normal number written by JavaScript', () => {
    fc.assert(
      fc.property(fc.double({ min: MIN_NORMAL, max: Number.MAX_VALUE, noNaN: true }), (x) => {
        const result = readQuantityText('diameter', String(x));
        return result.status === 'success' && result.value === x;
      }),
    );
  });

  it('names a subnormal number (below 2.2e-308) as too small, since it is not held as typed', () => {
    fc.assert(
      fc.property(fc.double({ min: Number.MIN_VALUE, max: MIN_NORMAL, maxExcluded: true, noNaN: true }), (x) => {
        const result = readQuantityText('diameter', String(x));
        expect(result).toEqual({ status: 'error', issue: { field: 'diameter', reason: 'too-small', value: x } });
      }),
    );
  });
});
