/** Length units, in metres. */
import { FOOT_M, INCH_M, NIST_B8 } from './definitions.ts';
import { defineUnits } from './unit.ts';

/** m, mm, cm, µm (particle sizes), in, ft. `"` alone is the inch and `'` alone the foot, as on drawings. */
export const LENGTH_UNITS = defineUnits([
  {
    id: 'm',
    quantity: 'length',
    symbol: 'm',
    name: 'metre',
    aliases: ['metre', 'metres', 'meter', 'meters'],
    siPerUnit: 1,
    source: 'SI base unit (NIST SP 811, Table 1)',
  },
  {
    id: 'mm',
    quantity: 'length',
    symbol: 'mm',
    name: 'millimetre',
    aliases: ['millimetre', 'millimetres', 'millimeter', 'millimeters'],
    siPerUnit: 0.001,
    source: 'SI prefix milli, 10⁻³ (NIST SP 811, Table 5)',
  },
  {
    id: 'cm',
    quantity: 'length',
    symbol: 'cm',
    name: 'centimetre',
    aliases: ['centimetre', 'centimetres', 'centimeter', 'centimeters'],
    siPerUnit: 0.01,
    source: 'SI prefix centi, 10⁻² (NIST SP 811, Table 5)',
  },
  {
    id: 'um',
    quantity: 'length',
    symbol: 'µm',
    name: 'micrometre',
    aliases: ['μm', 'micron', 'microns', 'micrometre', 'micrometres', 'micrometer', 'micrometers'],
    siPerUnit: 1e-6,
    source: 'SI prefix micro, 10⁻⁶ (NIST SP 811, Table 5)',
  },
  {
    id: 'in',
    quantity: 'length',
    symbol: 'in',
    name: 'inch',
    aliases: ['"', 'inch', 'inches'],
    siPerUnit: INCH_M,
    source: `${NIST_B8}: inch = 2.54 E−02 m, exact`,
  },
  {
    id: 'ft',
    quantity: 'length',
    symbol: 'ft',
    name: 'foot',
    aliases: ["'", 'foot', 'feet'],
    siPerUnit: FOOT_M,
    source: `${NIST_B8}: foot = 3.048 E−01 m, exact`,
  },
]);
