/**
 * The shape of one unit in the catalogue and its conversion to and from SI.
 */
import type { QuantityId } from './quantity.ts';

/**
 * One unit. SI value = (value + offset) × siPerUnit, which covers both plain
 * factors (offset 0) and the affine temperature scales (°C, °F).
 */
export interface UnitDefinition {
  /** Stable ASCII id, used in links, CLI JSON and {@link convert}: `inH2O`, `m3/h`. */
  readonly id: string;
  readonly quantity: QuantityId;
  /** As engineers write it: `inH₂O`, `m³/h`, `°F`. */
  readonly symbol: string;
  /** The unit's name in words: `inch of water, conventional`. */
  readonly name: string;
  /**
   * Spellings people type, besides the id and the symbol. Matched after
   * normalisation (see normalise.ts), so `in. w.g.` also covers `in wg`.
   */
  readonly aliases: readonly string[];
  /** The SI value of one unit (after the offset): Pa, m³/s, m/s, kg/m³, K, m, m², W, kg/s. */
  readonly siPerUnit: number;
  /** Added to the value before scaling; only °C (273.15) and °F (459.67) have one. */
  readonly offset?: number;
  /** Where the factor comes from: the NIST SP 811 entry and the exact definition used. */
  readonly source: string;
}

/**
 * Keeps a quantity's list of units with their literal ids, so the catalogue
 * can derive the `UnitId` type from it.
 */
export function defineUnits<const T extends readonly UnitDefinition[]>(units: T): T {
  return units;
}

/**
 * Converts a value in a unit to SI.
 *
 * @param unit The unit the value is in.
 * @param value The value in that unit.
 * @returns The value in the quantity's SI unit. Never throws; a non-finite
 *   value gives a non-finite result (callers check, see convert.ts).
 */
export function unitToSi(unit: UnitDefinition, value: number): number {
  return (value + (unit.offset ?? 0)) * unit.siPerUnit;
}

/**
 * Converts an SI value to a unit.
 *
 * @param unit The unit wanted.
 * @param valueSi The value in the quantity's SI unit.
 * @returns The value in that unit. Never throws.
 */
export function unitFromSi(unit: UnitDefinition, valueSi: number): number {
  return valueSi / unit.siPerUnit - (unit.offset ?? 0);
}
