/**
 * Airflow (volume flow) units, in m³/s. Whether a flow is actual, standard or
 * normal is not a unit: `ACFM`, `SCFM` and `Nm³/h` are read by basis.ts as CFM
 * or m³/h with a stated basis, and converted between bases by core/air.
 */
import { FOOT_M, HOUR_S, MINUTE_S, NIST_B8 } from './definitions.ts';
import { exactFactor } from './exact.ts';
import { defineUnits } from './unit.ts';

/** m³/s, m³/h, m³/min (baghouse data sheets give flows in Am³/min), L/s, CFM. */
export const AIRFLOW_UNITS = defineUnits([
  {
    id: 'm3/s',
    quantity: 'airflow',
    symbol: 'm³/s',
    name: 'cubic metre per second',
    aliases: ['cubic metres per second', 'cubic meters per second'],
    siPerUnit: 1,
    source: 'SI derived unit (NIST SP 811, Table 2)',
  },
  {
    id: 'm3/h',
    quantity: 'airflow',
    symbol: 'm³/h',
    name: 'cubic metre per hour',
    aliases: ['m3/hr', 'cmh', 'cubic metres per hour', 'cubic meters per hour'],
    siPerUnit: 1 / HOUR_S,
    source: `${NIST_B8}: hour = 3.6 E+03 s, exact`,
  },
  {
    id: 'm3/min',
    quantity: 'airflow',
    symbol: 'm³/min',
    name: 'cubic metre per minute',
    aliases: ['cubic metres per minute', 'cubic meters per minute'],
    siPerUnit: 1 / MINUTE_S,
    source: `${NIST_B8}: minute = 6.0 E+01 s, exact`,
  },
  {
    id: 'L/s',
    quantity: 'airflow',
    symbol: 'L/s',
    name: 'litre per second',
    aliases: ['lps', 'litres per second', 'liters per second'],
    siPerUnit: 0.001,
    source: `${NIST_B8}: liter = 1.0 E−03 m³, exact`,
  },
  {
    id: 'CFM',
    quantity: 'airflow',
    symbol: 'CFM',
    name: 'cubic foot per minute',
    aliases: ['ft3/min', 'cu ft/min', 'cubic feet per minute'],
    siPerUnit: exactFactor([FOOT_M, FOOT_M, FOOT_M], [MINUTE_S]),
    source: `${NIST_B8}: cubic foot per minute = 4.719 474 E−04 m³/s; exact from (0.3048 m)³ / 60 s = 4.719 474 432 E−04 m³/s`,
  },
]);
