/** Power units, in watts. */
import { FOOT_M, NIST_B8, POUND_KG, STANDARD_GRAVITY_MPS2 } from './definitions.ts';
import { exactFactor } from './exact.ts';
import { defineUnits } from './unit.ts';

/** W, kW, hp (mechanical, 550 ft·lbf/s; `bhp` is read as hp, the unit of brake horsepower). */
export const POWER_UNITS = defineUnits([
  {
    id: 'W',
    quantity: 'power',
    symbol: 'W',
    name: 'watt',
    aliases: ['watt', 'watts'],
    siPerUnit: 1,
    source: 'SI derived unit (NIST SP 811, Table 3)',
  },
  {
    id: 'kW',
    quantity: 'power',
    symbol: 'kW',
    name: 'kilowatt',
    aliases: ['kilowatt', 'kilowatts'],
    siPerUnit: 1000,
    source: 'SI prefix kilo, 10³ (NIST SP 811, Table 5)',
  },
  {
    id: 'hp',
    quantity: 'power',
    symbol: 'hp',
    name: 'horsepower (550 ft·lbf/s)',
    aliases: ['bhp', 'horsepower'],
    siPerUnit: exactFactor([550, FOOT_M, POUND_KG, STANDARD_GRAVITY_MPS2]),
    source: `${NIST_B8}: horsepower (550 ft·lbf/s) = 7.456 999 E+02 W; exact from 550 × 0.3048 m × 4.448 221 615 260 5 N = 745.699 871 582 270 22 W`,
  },
]);
