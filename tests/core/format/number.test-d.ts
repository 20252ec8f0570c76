import { describe, expectTypeOf, it } from 'vitest';
import { formatNumber, type NumberStyle } from '../../../src/core/format/number.ts';

describe('formatNumber types', () => {
  it('takes a number, one of the three styles and an optional decimals override, and returns a string', () => {
    expectTypeOf(formatNumber).parameters.toEqualTypeOf<[number, NumberStyle, ({ decimals?: number } | undefined)?]>();
    expectTypeOf(formatNumber).returns.toEqualTypeOf<string>();
    expectTypeOf<NumberStyle>().toEqualTypeOf<'field' | 'result' | 'table'>();
  });
});
