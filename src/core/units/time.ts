/** Time units, in seconds: filtration and cleaning intervals, pulse spacing. */
import { HOUR_S, MINUTE_S, NIST_B8 } from './definitions.ts';
import { defineUnits } from './unit.ts';

/** s, min, h, d. */
export const TIME_UNITS = defineUnits([
  {
    id: 's',
    quantity: 'time',
    symbol: 's',
    name: 'second',
    aliases: ['sec', 'secs', 'second', 'seconds'],
    siPerUnit: 1,
    source: 'SI base unit (NIST SP 811, Table 1)',
  },
  {
    id: 'min',
    quantity: 'time',
    symbol: 'min',
    name: 'minute',
    aliases: ['mins', 'minute', 'minutes'],
    siPerUnit: MINUTE_S,
    source: `${NIST_B8}: minute = 6.0 E+01 s, exact`,
  },
  {
    id: 'h',
    quantity: 'time',
    symbol: 'h',
    name: 'hour',
    aliases: ['hr', 'hrs', 'hour', 'hours'],
    siPerUnit: HOUR_S,
    source: `${NIST_B8}: hour = 3.6 E+03 s, exact`,
  },
  {
    id: 'd',
    quantity: 'time',
    symbol: 'd',
    name: 'day',
    aliases: ['day', 'days'],
    siPerUnit: 24 * HOUR_S,
    source: `${NIST_B8}: day = 8.64 E+04 s, exact`,
  },
]);
