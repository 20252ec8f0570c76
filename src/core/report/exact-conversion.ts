/**
 * Converting a value defined in one unit into another in one exact step, so
 * a figure looked up in a table keeps the digits it is defined with: a 6 in
 * standard size is 152.4 mm, not 152.39999999999998.
 */
import { unitById, type UnitId } from '../units/catalogue.ts';
import { exactFactor } from '../units/exact.ts';
import { unitFromSi, unitToSi } from '../units/unit.ts';

/**
 * Converts a value between two units of one quantity.
 *
 * @param value The value in `from`, read as the exact decimal of its shortest
 *   text form (6, 0.00015, 315).
 * @param from Its unit.
 * @param to The unit wanted.
 * @returns The value itself when the units are the same; else the double
 *   nearest to value × (from's SI factor) ÷ (to's SI factor), computed on
 *   exact decimals (units/exact.ts) and rounded once. A scale with an offset
 *   (°C, °F) or a value that is not finite goes through SI as usual.
 *
 * @example convertExactly(6, 'in', 'mm') // 152.4 (6 × 0.0254 / 0.001)
 */
export function convertExactly(value: number, from: UnitId, to: UnitId): number {
  if (from === to) return value;
  const [source, target] = [unitById(from), unitById(to)];
  if (!Number.isFinite(value) || source.offset !== undefined || target.offset !== undefined) return unitFromSi(target, unitToSi(source, value));
  if (value === 0) return 0;
  return Math.sign(value) * exactFactor([Math.abs(value), source.siPerUnit], [target.siPerUnit]);
}
