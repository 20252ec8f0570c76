import { describe, expectTypeOf, it } from 'vitest';
import { formatNumber, type NumberStyle } from '../../../src/core/format/number.ts';

describe('formatNumber types', () => {
  it('takes a number and one of the three styles, and returns a string', () => {
    expectTypeOf(formatNumber).parameters.toEqualTypeOf<[number, NumberStyle]>();
    expectTypeOf(formatNumber).returns.toEqualTypeOf<string>();
    expectTypeOf<NumberStyle>().toEqualTypeOf<'field' | 'result' | 'table'>();
  });
});
