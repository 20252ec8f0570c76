/**
 * Velocity units, in m/s, including the air-to-cloth ratio of a fabric
 * filter: airflow per cloth area, m³/(m²·h) = m/h, and CFM/ft² = ft/min.
 */
import { FOOT_M, HOUR_S, MINUTE_S, NIST_B8 } from './definitions.ts';
import { exactFactor } from './exact.ts';
import { defineUnits } from './unit.ts';

/** m/s, m/min, ft/min, m³/(m²·h). */
export const VELOCITY_UNITS = defineUnits([
  {
    id: 'm/s',
    quantity: 'velocity',
    symbol: 'm/s',
    name: 'metre per second',
    aliases: ['metres per second', 'meters per second'],
    siPerUnit: 1,
    source: 'SI derived unit (NIST SP 811, Table 2)',
  },
  {
    id: 'm/min',
    quantity: 'velocity',
    symbol: 'm/min',
    name: 'metre per minute',
    aliases: ['m3/m2min', 'm³/(m²·min)', 'm3/m2/min', 'metres per minute', 'meters per minute'],
    siPerUnit: 1 / MINUTE_S,
    source: `${NIST_B8}: minute = 6.0 E+01 s, exact`,
  },
  {
    id: 'ft/min',
    quantity: 'velocity',
    symbol: 'ft/min',
    name: 'foot per minute',
    aliases: ['fpm', 'cfm/ft2', 'ft3/min/ft2', 'feet per minute'],
    siPerUnit: exactFactor([FOOT_M], [MINUTE_S]),
    source: `${NIST_B8}: foot per minute = 5.08 E−03 m/s, exact`,
  },
  {
    id: 'm3/m2h',
    quantity: 'velocity',
    symbol: 'm³/(m²·h)',
    name: 'cubic metre per square metre hour (air-to-cloth ratio)',
    aliases: ['m3/(m2h)', 'm3/m2/h', 'm/h', 'm3/m2hr'],
    siPerUnit: 1 / HOUR_S,
    source: `${NIST_B8}: hour = 3.6 E+03 s, exact (1 m³/(m²·h) = 1 m/h)`,
  },
]);
