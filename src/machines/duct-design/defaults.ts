/**
 * What each design field shows until the user types: standard air, a
 * galvanized duct, Colebrook, a typical run and typical targets, in the unit
 * system the calculator card shows.
 */
import type { DesignField } from '../../core/duct/design-link.ts';
import { defaultSeriesFor } from '../../core/duct-size/standard-sizes.ts';
import { DEFAULT_LENGTH_TEXT } from '../../core/friction/pressure-loss.ts';
import type { UnitSystem } from '../../core/report/figure.ts';


/**
 * The text a field shows when the user has typed nothing.
 *
 * @param field The field.
 * @param system The card's unit system.
 * @returns Its default text: 20 °C (68 °F), sea level, galvanized steel,
 *   Colebrook, 100 ft (30 m), 0.1 inH₂O/100 ft (0.8 Pa/m), 4000 ft/min
 *   (20 m/s), the system's series, a 24 × 12 in (600 × 300 mm) rectangle
 *   and a 20 × 10 in (500 × 250 mm) flat oval; '' for the transport class
 *   (none: the minimum velocity is typed).
 */
export function defaultText(field: DesignField, system: UnitSystem): string {
  const imperial = system === 'imperial';
  switch (field) {
    case 'length':
      return DEFAULT_LENGTH_TEXT[system];
    case 'material':
      return 'galvanized';
    case 'roughness':
      return '';
    case 'temperature':
      return imperial ? '68' : '20';
    case 'altitude':
      return '0';
    case 'method':
      return 'colebrook';
    case 'frictionRate':
      return imperial ? '0.1' : '0.8';
    case 'minVelocity':
      return imperial ? '4000' : '20';
    case 'transport':
      return '';
    case 'series':
      return defaultSeriesFor(system);
    case 'rect':
      return imperial ? '24x12' : '600x300';
    case 'oval':
      return imperial ? '20x10' : '500x250';
  }
}
