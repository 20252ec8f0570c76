/**
 * The duct diagram's own display of the diameter (spec §9, "Conversion"):
 * the diagram converts the diameter for display, imperial inches ÷ 12 (so it
 * reads in feet) and metric in metres. The calculator's fields keep inches.
 */
import { toDisplayUnits, type UnitSystem } from './units.ts';

/** Inches per foot (exact, NIST SP 811 Appendix B: 1 ft = 12 in). */
export const INCHES_PER_FOOT = 12;

/** A value with the unit it is expressed in. */
export interface ValueWithUnit {
  value: number;
  unit: string;
}

/**
 * Converts a diameter for the duct diagram.
 *
 * @param diameterM Inside diameter in m.
 * @param unitSystem The unit system the page shows.
 * @returns For imperial, feet: the field's inches (spec factor 39.37 in/m)
 *   divided by 12; for metric, metres unchanged. Never throws; a non-finite
 *   input gives a non-finite value, which the formatters show as "".
 *
 * Source: spec §9, "The diagram converts diameter for display: imperial
 * inches ÷ 12, metric mm ÷ 1000, metric cm ÷ 100".
 */
export function diagramDiameter(diameterM: number, unitSystem: UnitSystem): ValueWithUnit {
  if (unitSystem === 'imperial') {
    return { value: toDisplayUnits('diameter', diameterM, 'imperial') / INCHES_PER_FOOT, unit: 'ft' };
  }
  return { value: diameterM, unit: 'm' };
}
