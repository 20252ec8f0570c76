/** Dynamic viscosity units, in Pa·s (of a gas: air is about 18 μPa·s). */
import { FOOT_M, HOUR_S, NIST_B8, POUND_KG } from './definitions.ts';
import { exactFactor } from './exact.ts';
import { defineUnits } from './unit.ts';

/** Pa·s, μPa·s, cP, lb/(ft·s), lb/(ft·h). */
export const DYNAMIC_VISCOSITY_UNITS = defineUnits([
  {
    id: 'Pa.s',
    quantity: 'dynamic-viscosity',
    symbol: 'Pa·s',
    name: 'pascal second',
    aliases: ['Pas', 'kg/m.s', 'kg/(m.s)', 'N.s/m2', 'pascal second', 'pascal seconds'],
    siPerUnit: 1,
    source: 'SI derived unit (NIST SP 811, Table 4)',
  },
  {
    id: 'uPa.s',
    quantity: 'dynamic-viscosity',
    symbol: 'μPa·s',
    name: 'micropascal second',
    aliases: ['μPa.s', 'µPa.s', 'uPas', 'micropascal second', 'micropascal seconds'],
    siPerUnit: 1e-6,
    source: 'SI prefix micro, 10⁻⁶ (NIST SP 811, Table 5)',
  },
  {
    id: 'cP',
    quantity: 'dynamic-viscosity',
    symbol: 'cP',
    name: 'centipoise',
    aliases: ['centipoise', 'mPa.s', 'mPas'],
    siPerUnit: 1e-3,
    source: `${NIST_B8}: centipoise = 1.0 E−03 Pa·s, exact (1 cP = 1 mPa·s)`,
  },
  {
    id: 'lb/(ft.s)',
    quantity: 'dynamic-viscosity',
    symbol: 'lb/(ft·s)',
    name: 'pound per foot second',
    aliases: ['lb/ft.s', 'lbm/(ft.s)', 'lbm/ft.s', 'lb/ft/s'],
    siPerUnit: exactFactor([POUND_KG], [FOOT_M]),
    source: `${NIST_B8}: pound per foot second = 1.488 164 E+00 Pa·s; exact from 0.453 592 37 kg / (0.3048 m · 1 s)`,
  },
  {
    id: 'lb/(ft.h)',
    quantity: 'dynamic-viscosity',
    symbol: 'lb/(ft·h)',
    name: 'pound per foot hour',
    aliases: ['lb/ft.h', 'lbm/(ft.h)', 'lbm/ft.h', 'lb/ft/h', 'lb/ft.hr'],
    siPerUnit: exactFactor([POUND_KG], [FOOT_M, HOUR_S]),
    source: `${NIST_B8}: pound per foot hour = 4.133 789 E−04 Pa·s; exact from 0.453 592 37 kg / (0.3048 m · 3600 s)`,
  },
]);
