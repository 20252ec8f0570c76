/** Mass flow units, in kg/s. */
import { HOUR_S, NIST_B8, POUND_KG } from './definitions.ts';
import { exactFactor } from './exact.ts';
import { defineUnits } from './unit.ts';

/** kg/h, lb/h. */
export const MASS_FLOW_UNITS = defineUnits([
  {
    id: 'kg/h',
    quantity: 'mass-flow',
    symbol: 'kg/h',
    name: 'kilogram per hour',
    aliases: ['kg/hr', 'kilograms per hour'],
    siPerUnit: 1 / HOUR_S,
    source: `${NIST_B8}: hour = 3.6 E+03 s, exact`,
  },
  {
    id: 'lb/h',
    quantity: 'mass-flow',
    symbol: 'lb/h',
    name: 'pound per hour',
    aliases: ['lb/hr', 'lbm/h', 'pounds per hour'],
    siPerUnit: exactFactor([POUND_KG], [HOUR_S]),
    source: `${NIST_B8}: pound per hour = 1.259 979 E−04 kg/s; exact from 0.453 592 37 kg / 3600 s`,
  },
]);
