/**
 * The deflagration index KSt of a dust, in Pa·m/s: (dP/dt)max·V^(1/3) of a
 * standard test (ASTM E1226, EN 14034-2). NFPA 68 and EN 14491 write it in
 * bar·m/s, US texts included, so bar·m/s is the unit of both systems.
 */
import { NIST_B8 } from './definitions.ts';
import { defineUnits } from './unit.ts';

/** Pa·m/s (the SI unit the core holds), bar·m/s. */
export const DEFLAGRATION_INDEX_UNITS = defineUnits([
  {
    id: 'Pa.m/s',
    quantity: 'deflagration-index',
    symbol: 'Pa·m/s',
    name: 'pascal metre per second',
    aliases: ['Pa m/s', 'Pam/s'],
    siPerUnit: 1,
    source: 'SI derived unit (NIST SP 811, Table 3: Pa; Table 1: m, s)',
  },
  {
    id: 'bar.m/s',
    quantity: 'deflagration-index',
    symbol: 'bar·m/s',
    name: 'bar metre per second',
    aliases: ['bar m/s', 'barm/s', 'bar-m/s'],
    siPerUnit: 100_000,
    source: `${NIST_B8}: bar = 1.0 E+05 Pa, exact; so 1 bar·m/s = 1.0 E+05 Pa·m/s`,
  },
]);
