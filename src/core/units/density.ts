/** Density units, in kg/m³ (of a gas or a bulk material; dust loading is a concentration). */
import { FOOT_M, NIST_B8, POUND_KG } from './definitions.ts';
import { exactFactor } from './exact.ts';
import { defineUnits } from './unit.ts';

/** kg/m³, lb/ft³. */
export const DENSITY_UNITS = defineUnits([
  {
    id: 'kg/m3',
    quantity: 'density',
    symbol: 'kg/m³',
    name: 'kilogram per cubic metre',
    aliases: ['kilograms per cubic metre', 'kilograms per cubic meter'],
    siPerUnit: 1,
    source: 'SI derived unit (NIST SP 811, Table 2)',
  },
  {
    id: 'lb/ft3',
    quantity: 'density',
    symbol: 'lb/ft³',
    name: 'pound per cubic foot',
    aliases: ['lbm/ft3', 'lb/cu ft', 'pcf', 'pounds per cubic foot'],
    siPerUnit: exactFactor([POUND_KG], [FOOT_M, FOOT_M, FOOT_M]),
    source: `${NIST_B8}: pound per cubic foot = 1.601 846 E+01 kg/m³; exact from 0.453 592 37 kg / (0.3048 m)³`,
  },
]);
