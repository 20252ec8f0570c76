/** Area units, in square metres. */
import { FOOT_M, INCH_M, NIST_B8 } from './definitions.ts';
import { exactFactor } from './exact.ts';
import { defineUnits } from './unit.ts';

/** m², ft², in². */
export const AREA_UNITS = defineUnits([
  {
    id: 'm2',
    quantity: 'area',
    symbol: 'm²',
    name: 'square metre',
    aliases: ['sq m', 'square metre', 'square metres', 'square meter', 'square meters'],
    siPerUnit: 1,
    source: 'SI derived unit (NIST SP 811, Table 2)',
  },
  {
    id: 'ft2',
    quantity: 'area',
    symbol: 'ft²',
    name: 'square foot',
    aliases: ['sq ft', 'sqft', 'sf', 'square foot', 'square feet'],
    siPerUnit: exactFactor([FOOT_M, FOOT_M]),
    source: `${NIST_B8}: square foot = 9.290 304 E−02 m², exact`,
  },
  {
    id: 'in2',
    quantity: 'area',
    symbol: 'in²',
    name: 'square inch',
    aliases: ['sq in', 'sqin', 'square inch', 'square inches'],
    siPerUnit: exactFactor([INCH_M, INCH_M]),
    source: `${NIST_B8}: square inch = 6.4516 E−04 m², exact`,
  },
]);
