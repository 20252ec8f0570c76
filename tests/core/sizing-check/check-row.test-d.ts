import { describe, expectTypeOf, it } from 'vitest';
import { checkSizingRow } from '../../../src/core/sizing-check/check-row.ts';
import type { SizingReportRow, SizingValue } from '../../../src/core/sizing-check/types.ts';
import type { TransportClassId } from '../../../src/core/duct/transport-velocity.ts';

describe('checkSizingRow types', () => {
  it('returns a report row whose status is pass or fail and whose values may be null', () => {
    expectTypeOf(checkSizingRow).returns.toEqualTypeOf<SizingReportRow>();
    expectTypeOf<SizingReportRow['status']>().toEqualTypeOf<'pass' | 'fail'>();
    expectTypeOf<SizingValue['value']>().toEqualTypeOf<number | null>();
  });

  it('takes a transport class only by its id', () => {
    expectTypeOf<Parameters<typeof checkSizingRow>[1]['window']['transport']>().toEqualTypeOf<TransportClassId | undefined>();
    expectTypeOf<'sawdust'>().not.toMatchTypeOf<TransportClassId>();
  });
});
