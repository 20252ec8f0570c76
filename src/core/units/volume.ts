/** Volume units, in cubic metres: a vessel's or a collector's enclosed volume. */
import { FOOT_M, NIST_B8 } from './definitions.ts';
import { exactFactor } from './exact.ts';
import { defineUnits } from './unit.ts';

/** m³, ft³. */
export const VOLUME_UNITS = defineUnits([
  {
    id: 'm3',
    quantity: 'volume',
    symbol: 'm³',
    name: 'cubic metre',
    aliases: ['cu m', 'cubic metre', 'cubic metres', 'cubic meter', 'cubic meters'],
    siPerUnit: 1,
    source: 'SI derived unit (NIST SP 811, Table 2)',
  },
  {
    id: 'ft3',
    quantity: 'volume',
    symbol: 'ft³',
    name: 'cubic foot',
    aliases: ['cu ft', 'cf', 'cubic foot', 'cubic feet'],
    siPerUnit: exactFactor([FOOT_M, FOOT_M, FOOT_M]),
    source: `${NIST_B8}: cubic foot = 2.831 685 E−02 m³; exact from 0.3048³ m³`,
  },
]);
