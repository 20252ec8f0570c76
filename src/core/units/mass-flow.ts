/** Mass flow units, in kg/s. */
import { HOUR_S, NIST_B8, POUND_KG } from './definitions.ts';
import { exactFactor } from './exact.ts';
import { defineUnits } from './unit.ts';

/** kg/h, lb/h, kg/d, lb/d (dust collected per day). */
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
  {
    id: 'kg/d',
    quantity: 'mass-flow',
    symbol: 'kg/d',
    name: 'kilogram per day',
    aliases: ['kg/day', 'kilograms per day'],
    siPerUnit: 1 / (24 * HOUR_S),
    source: `${NIST_B8}: day = 8.64 E+04 s, exact`,
  },
  {
    id: 'lb/d',
    quantity: 'mass-flow',
    symbol: 'lb/d',
    name: 'pound per day',
    aliases: ['lb/day', 'lbm/d', 'pounds per day'],
    siPerUnit: exactFactor([POUND_KG], [24 * HOUR_S]),
    source: `${NIST_B8}: pound per day; exact from 0.453 592 37 kg / 86 400 s`,
  },
]);
