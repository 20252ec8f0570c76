/**
 * The one physical bound the catalogue knows: no temperature is below
 * absolute zero. (The catalogue holds temperatures, not differences.)
 */
import { formatNumber } from '../format/number.ts';
import type { Unit } from './catalogue.ts';
import { unitError, type UnitResult } from './issue.ts';
import { unitFromSi } from './unit.ts';

/**
 * Refuses a temperature below 0 K.
 *
 * @param unit The unit the value was given in.
 * @param valueSi The value in SI (K for a temperature).
 * @param text The value as given, for the message.
 * @returns The `below-absolute-zero` error, e.g. `-500 °F is below absolute
 *   zero (-459.67 °F)`, or `undefined` when the value is possible.
 */
export function checkAbsoluteZero(unit: Unit, valueSi: number, text: string): UnitResult<never> | undefined {
  if (unit.quantity !== 'temperature' || valueSi >= 0) return undefined;
  const zero = `${formatNumber(unitFromSi(unit, 0), 'field')} ${unit.symbol}`;
  return unitError('below-absolute-zero', text, `${text} is below absolute zero (${zero})`);
}
