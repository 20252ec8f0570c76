/**
 * The EPA equipment-cost equations of a pulse-jet baghouse (1998 dollars) and
 * escalation to today's dollars, from 1998 or any other year, by the
 * Chemical Engineering Plant Cost Index.
 */
import { unitById } from '../units/catalogue.ts';
import { unitFromSi } from '../units/unit.ts';

/** The Chemical Engineering Plant Cost Index of 1998, the year of the EPA equations. */
export const CEPCI_1998 = 389.5;

/** Gross cloth area in ft², the unit the EPA equations are written in. */
function areaFt2(grossClothAreaM2: number): number {
  return unitFromSi(unitById('ft2'), grossClothAreaM2);
}

/**
 * Price of a pulse-jet baghouse with a common housing, P = 2307 + 7.163 · A.
 *
 * @param grossClothAreaM2 Gross cloth area A in m² (the equation takes ft²).
 * @returns US dollars of 1998: 2132.55 ft² gives $17,582.45.
 *
 * Source: EPA Air Pollution Control Cost Manual, Sec. 6 Ch. 1, equipment cost of a pulse-jet baghouse with a common housing.
 */
export function housingCost1998Usd(grossClothAreaM2: number): number {
  return 2307 + 7.163 * areaFt2(grossClothAreaM2);
}

/**
 * Price of the insulation add-on of a pulse-jet common housing, P = 1041 + 2.23 · A.
 *
 * @param grossClothAreaM2 Gross cloth area A in m² (the equation takes ft²).
 * @returns US dollars of 1998: 2132.55 ft² gives $5,796.59.
 *
 * Source: EPA Air Pollution Control Cost Manual, Sec. 6 Ch. 1, equipment cost of a pulse-jet baghouse with a common housing.
 */
export function insulationCost1998Usd(grossClothAreaM2: number): number {
  return 1041 + 2.23 * areaFt2(grossClothAreaM2);
}

/**
 * The escalation factor from a base year's dollars to today's, C₂ = C₁ · I₂/I₁.
 *
 * @param cepciToday The plant cost index I₂ of the year wanted, above 0 (subscription data: the user enters it).
 * @param cepciBase The index I₁ of the year the price was quoted in; 389.5 (1998, the EPA equations' year) when not given.
 * @returns The factor I₂ / I₁; 1 when both are the same (389.5 by default).
 *
 * Source: EPA Air Pollution Control Cost Manual, Sec. 1 Ch. 2, §2.4.3 (escalation by the Chemical Engineering Plant Cost Index).
 */
export function escalationFactor(cepciToday: number, cepciBase: number = CEPCI_1998): number {
  return cepciToday / cepciBase;
}
