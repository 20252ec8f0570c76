/**
 * Where a hood's entry loss comes from, said aloud: a given `hood_entry_loss`
 * wins over the `hood_type`'s, and a design that does so names both.
 */
import { formatNumber } from '../format/number.ts';
import { HOOD_TYPES } from '../hood/hood-types.ts';
import type { ToolWarning } from '../report/warning.ts';
import type { SystemInput } from './input.ts';

/**
 * A warning for each hood whose given Fh differs from its hood type's.
 *
 * @param input The system read by `readSystem` (a hood's `hoodEntryLoss` is
 *   the given Fh when one was given, else its type's).
 * @returns `hood-entry-loss-over-type`, one per such hood, naming the
 *   segment, the Fh used and the type's; empty when none differs.
 */
export function givenEntryLossWarnings(input: SystemInput): ToolWarning[] {
  return input.segments.flatMap(({ segment, hoodType, hoodEntryLoss }) => {
    if (hoodType === undefined || hoodEntryLoss === HOOD_TYPES[hoodType].entryLoss) return [];
    const fh = (value: number) => formatNumber(value, 'field');
    return [
      {
        code: 'hood-entry-loss-over-type',
        text: `Segment ${segment}: the given hood entry loss Fh ${fh(hoodEntryLoss)} is used, not the ${fh(HOOD_TYPES[hoodType].entryLoss)} of its hood type ${hoodType}`,
      },
    ];
  });
}
