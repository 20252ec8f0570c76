/**
 * Suggestions for a unit the catalogue does not know: the units of the
 * quantities whose spellings look closest, by edit distance.
 */
import { distance } from 'fastest-levenshtein';
import { UNITS, unitsOf } from './catalogue.ts';
import { QUANTITY_INFO, type QuantityId } from './quantity.ts';
import { UNIT_SPELLINGS } from './spelling.ts';

/**
 * The quantities with a spelling nearest to the text.
 *
 * @param normalisedText An unknown unit after normaliseUnitText.
 * @returns The quantities whose closest spelling (case-insensitive
 *   Levenshtein distance) is as near as the nearest of all, in catalogue order.
 */
export function closestQuantities(normalisedText: string): QuantityId[] {
  const typed = normalisedText.toLowerCase();
  const nearestByQuantity = new Map<QuantityId, number>();
  for (const unit of UNITS) {
    for (const spelling of UNIT_SPELLINGS.get(unit.id) ?? []) {
      const d = distance(typed, spelling.toLowerCase());
      nearestByQuantity.set(unit.quantity, Math.min(d, nearestByQuantity.get(unit.quantity) ?? Infinity));
    }
  }
  const nearest = Math.min(...nearestByQuantity.values());
  return [...nearestByQuantity].filter(([, d]) => d === nearest).map(([quantity]) => quantity);
}

/**
 * Names a quantity's units for a message.
 *
 * @returns For example `temperature (°C, °F, K, °R)`.
 */
export function describeUnitsOf(quantity: QuantityId): string {
  const symbols = unitsOf(quantity).map((unit) => unit.symbol);
  return `${QUANTITY_INFO[quantity].label} (${symbols.join(', ')})`;
}
