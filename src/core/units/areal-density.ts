/** Areal density (mass per area) units, in kg/m²: a dust cake on filter cloth, a fabric's weight. */
import { FOOT_M, NIST_B8, POUND_KG } from './definitions.ts';
import { exactFactor } from './exact.ts';
import { defineUnits } from './unit.ts';

/** kg/m², g/m², lb/ft². */
export const AREAL_DENSITY_UNITS = defineUnits([
  {
    id: 'kg/m2',
    quantity: 'areal-density',
    symbol: 'kg/m²',
    name: 'kilogram per square metre',
    aliases: ['kilograms per square metre', 'kilograms per square meter'],
    siPerUnit: 1,
    source: 'SI derived unit (NIST SP 811, Table 2)',
  },
  {
    id: 'g/m2',
    quantity: 'areal-density',
    symbol: 'g/m²',
    name: 'gram per square metre',
    aliases: ['gsm', 'grams per square metre', 'grams per square meter'],
    siPerUnit: 0.001,
    source: 'SI prefix milli applied to kg/m² (NIST SP 811, Table 5)',
  },
  {
    id: 'lb/ft2',
    quantity: 'areal-density',
    symbol: 'lb/ft²',
    name: 'pound per square foot',
    aliases: ['lb/sq ft', 'lbm/ft2', 'pounds per square foot'],
    siPerUnit: exactFactor([POUND_KG], [FOOT_M, FOOT_M]),
    source: `${NIST_B8}: pound per square foot = 4.882 428 E+00 kg/m²; exact from 0.453 592 37 kg / (0.3048 m)²`,
  },
]);
