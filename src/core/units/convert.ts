/**
 * Converts a value between two units of the same quantity, exactly as the
 * catalogue defines them.
 */
import { checkAbsoluteZero } from './absolute-zero.ts';
import { unitById, type Unit, type UnitId } from './catalogue.ts';
import { unitError, type UnitResult } from './issue.ts';
import { QUANTITY_INFO } from './quantity.ts';
import { unitFromSi, unitToSi } from './unit.ts';

/**
 * Converts a value from one unit to another.
 *
 * @param value The value in `fromUnit`.
 * @param fromUnit The unit it is in, by id (`inH2O`).
 * @param toUnit The unit wanted, by id (`Pa`).
 * @returns `success` with the value in `toUnit` and that unit; or `error`
 *   with one issue: `not-finite` (NaN or ±Infinity given),
 *   `incompatible-units` (two quantities), `below-absolute-zero` or
 *   `out-of-range` (the result overflows a double). Never throws.
 *
 * Source: each unit's factor, NIST SP 811 App. B.8 (see the unit's `source`).
 *
 * @example convert(4, 'inH2O', 'Pa') // { status: 'success', data: { value: 996.35564, unit: Pa } }
 */
export function convert(value: number, fromUnit: UnitId, toUnit: UnitId): UnitResult<{ value: number; unit: Unit }> {
  const from = unitById(fromUnit);
  const to = unitById(toUnit);
  const text = `${value} ${from.symbol}`;
  if (!Number.isFinite(value)) return unitError('not-finite', text, `${text} is not a finite number`);
  if (from.quantity !== to.quantity) {
    const fromLabel = QUANTITY_INFO[from.quantity].label;
    const toLabel = QUANTITY_INFO[to.quantity].label;
    return unitError('incompatible-units', text, `Cannot convert ${from.symbol} (${fromLabel}) to ${to.symbol} (${toLabel})`);
  }
  const valueSi = unitToSi(from, value);
  const belowZero = checkAbsoluteZero(from, valueSi, text);
  if (belowZero) return belowZero;
  const converted = from === to ? value : unitFromSi(to, valueSi);
  if (!Number.isFinite(converted)) return unitError('out-of-range', text, `${text} is out of range in ${to.symbol}`);
  return { status: 'success', data: { value: converted, unit: to } };
}
