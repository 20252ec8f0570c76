/**
 * Cloth area: per bag, and gross from net by the EPA table for compartmented
 * units cleaned off line.
 */
import { unitById } from '../units/catalogue.ts';
import { unitFromSi } from '../units/unit.ts';

/**
 * The cloth area of one cylindrical bag.
 *
 * @param diameterM Bag diameter, m.
 * @param lengthM Bag length, m.
 * @param withBottom Count the bag's closed bottom (π·D²/4) as cloth.
 * @returns π·D·L (+ π·D²/4), m².
 *
 * Source: EPA Air Pollution Control Cost Manual, Section 6 Chapter 1;
 * ✔ a 5.125 in × 10 ft bag has 13.417 ft².
 */
export function clothAreaPerBag(diameterM: number, lengthM: number, withBottom: boolean): number {
  const side = Math.PI * diameterM * lengthM;
  return withBottom ? side + (Math.PI * diameterM ** 2) / 4 : side;
}

/**
 * The EPA gross/net table: upper bound of net area in ft² and the factor.
 * A bound is inclusive (4,000 ft² → 2.0; 4,000.5 ft² → 1.5, as the table's
 * next row starts at 4,001 for whole square feet), with a relative slack of
 * 1e-12 so 12,000 ft² read through m² stays in its row.
 */
export const GROSS_NET_FACTORS: readonly { readonly upToFt2: number; readonly factor: number }[] = [
  { upToFt2: 4_000, factor: 2 },
  { upToFt2: 12_000, factor: 1.5 },
  { upToFt2: 24_000, factor: 1.25 },
  { upToFt2: 36_000, factor: 1.17 },
  { upToFt2: 48_000, factor: 1.125 },
  { upToFt2: 60_000, factor: 1.11 },
  { upToFt2: 72_000, factor: 1.1 },
  { upToFt2: 84_000, factor: 1.09 },
  { upToFt2: 96_000, factor: 1.08 },
  { upToFt2: 108_000, factor: 1.07 },
  { upToFt2: 132_000, factor: 1.06 },
  { upToFt2: 180_000, factor: 1.05 },
  { upToFt2: Infinity, factor: 1.04 },
];

/**
 * The gross/net cloth area factor for a compartmented unit cleaned off line.
 *
 * @param netAreaM2 Net cloth area, m² (any positive value).
 * @returns The factor (1.04–2.0) by which the gross area exceeds the net.
 *
 * Source: EPA Air Pollution Control Cost Manual, Section 6 Chapter 1,
 * gross/net cloth area table (36,001–48,000 ft² row ◐, others ○).
 */
export function grossNetFactor(netAreaM2: number): number {
  const netFt2 = unitFromSi(unitById('ft2'), netAreaM2);
  return GROSS_NET_FACTORS.find((row) => netFt2 <= row.upToFt2 * (1 + 1e-12))!.factor;
}
