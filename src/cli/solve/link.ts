/**
 * `duct-calc --solve … --link`: the ducting calculator page's link for the
 * same calculation, built by the same core module as the page's URL sync.
 */
import { ductLinkPath } from '../../core/duct/link.ts';
import type { Quantity, UnitSystem } from '../../core/duct/units.ts';
import { givenValueInSystem, type GivenValue } from '../shared/quantity-option.ts';
import type { SolveOptions } from './solve-options.ts';

/**
 * The page's link for a solved duct.
 *
 * @param solve The quantity solved.
 * @param unitSystem The unit system of the calculation.
 * @param given The values given, by option (`q`, `v`, `d`, the link's names too).
 * @returns For example `/ducting-calculator?solve=diameter&q=2118&v=4000&units=imperial`.
 *   A bare number is written as typed; a number typed with a unit is
 *   written in the unit system's unit (the page's fields take plain numbers),
 *   at full precision.
 */
export function solveLinkPath(
  solve: Quantity,
  unitSystem: UnitSystem,
  given: Pick<SolveOptions, 'q' | 'v' | 'd'>,
): string {
  const text = (quantity: Quantity, value: GivenValue | undefined) => {
    if (value === undefined) return undefined;
    return value.unit === undefined ? value.text.trim() : String(givenValueInSystem(quantity, value, unitSystem));
  };
  return ductLinkPath({ solve, unitSystem, q: text('airflow', given.q), v: text('velocity', given.v), d: text('diameter', given.d) });
}
