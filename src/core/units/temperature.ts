/**
 * Temperature units, in kelvin. These are temperatures, not temperature
 * differences, so °C and °F are affine: K = (°C + 273.15) and
 * K = (°F + 459.67) × 5/9.
 */
import { NIST_B8, RANKINE_K, ZERO_CELSIUS_K, ZERO_FAHRENHEIT_R } from './definitions.ts';
import { defineUnits } from './unit.ts';

/** °C, °F, K, °R. `F`, `C` and `R` alone mean degrees: the catalogue has no farad, coulomb or roentgen. */
export const TEMPERATURE_UNITS = defineUnits([
  {
    id: 'degC',
    quantity: 'temperature',
    symbol: '°C',
    name: 'degree Celsius',
    aliases: ['C', 'deg C', 'celsius', 'centigrade'],
    siPerUnit: 1,
    offset: ZERO_CELSIUS_K,
    source: `${NIST_B8}: T/K = t/°C + 273.15, exact`,
  },
  {
    id: 'degF',
    quantity: 'temperature',
    symbol: '°F',
    name: 'degree Fahrenheit',
    aliases: ['F', 'deg F', 'fahrenheit'],
    siPerUnit: RANKINE_K,
    offset: ZERO_FAHRENHEIT_R,
    source: `${NIST_B8}: T/K = (t/°F + 459.67)/1.8, exact`,
  },
  {
    id: 'K',
    quantity: 'temperature',
    symbol: 'K',
    name: 'kelvin',
    aliases: ['kelvin', 'kelvins', 'deg K'],
    siPerUnit: 1,
    source: 'SI base unit (NIST SP 811, Table 1)',
  },
  {
    id: 'degR',
    quantity: 'temperature',
    symbol: '°R',
    name: 'degree Rankine',
    aliases: ['R', 'deg R', 'rankine'],
    siPerUnit: RANKINE_K,
    source: `${NIST_B8}: T/K = (T/°R)/1.8, exact`,
  },
]);
