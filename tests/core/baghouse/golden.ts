/**
 * The EPA worked example (Cost Manual Section 6 Chapter 1) as typed text, read
 * through the catalogue as the CLI and the page read it.
 */
import { parseQuantity } from '../../../src/core/units/parse-quantity.ts';
import type { BaghouseInput } from '../../../src/core/baghouse/input.ts';
import { DRAG_COEFFICIENT_UNITS } from '../../../src/core/baghouse/pressure-drop.ts';

/** The SI value of typed text with its unit. */
export function si(text: string): number {
  const result = parseQuantity(text);
  if (result.status === 'error') throw new Error(result.issues[0]?.message);
  return result.data.valueSi;
}

/** 10,000 ACFM, pulse-jet, A = 9, B = 0.8, 275 °F, 4 gr/ft³, 7 µm, 5.125 in × 10 ft bags, 100 psig, K₂ = 15, 10 min. */
export const EPA_EXAMPLE: BaghouseInput = {
  flow: si('10000 CFM'),
  cleaning: 'pulse-jet',
  materialFactor: 9,
  applicationFactor: 0.8,
  temperature: si('275 degF'),
  loading: si('4 gr/ft3'),
  mmd: si('7 um'),
  bagDiameter: si('5.125 in'),
  bagLength: si('10 ft'),
  pulsePressure: si('100 psi'),
  k2: 15 * DRAG_COEFFICIENT_UNITS.k2.imperial.si,
  cleaningInterval: si('10 min'),
};
