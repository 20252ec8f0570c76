/**
 * Friction rate units, pressure lost per length of duct, in Pa/m: what duct
 * friction charts read (inH₂O per 100 ft, Pa/m).
 */
import { CONVENTIONAL_WATER_DENSITY_KGPM3, FOOT_M, INCH_M, NIST_B8, STANDARD_GRAVITY_MPS2 } from './definitions.ts';
import { exactFactor } from './exact.ts';
import { defineUnits } from './unit.ts';

/** Pa/m, inH₂O/100 ft, mmH₂O/m. */
export const FRICTION_RATE_UNITS = defineUnits([
  {
    id: 'Pa/m',
    quantity: 'friction-rate',
    symbol: 'Pa/m',
    name: 'pascal per metre',
    aliases: ['pascal per metre', 'pascals per metre', 'pascal per meter', 'pascals per meter'],
    siPerUnit: 1,
    source: 'SI derived unit (NIST SP 811, Table 3: Pa; Table 1: m)',
  },
  {
    id: 'inH2O/100ft',
    quantity: 'friction-rate',
    symbol: 'inH₂O/100 ft',
    name: 'inch of water (conventional) per 100 feet',
    aliases: ['in/100ft', 'in/100 ft', 'in wg/100ft', 'in. w.g./100 ft', 'iwg/100ft', 'in wc/100ft', 'in H2O/100ft', '"wg/100ft'],
    siPerUnit: exactFactor([INCH_M, CONVENTIONAL_WATER_DENSITY_KGPM3, STANDARD_GRAVITY_MPS2], [100, FOOT_M]),
    source: `${NIST_B8}: inch of water, conventional = 2.490 889 E+02 Pa, foot = 3.048 E−01 m; exact: 249.088 91 Pa / 30.48 m = 8.172 208 Pa/m`,
  },
  {
    id: 'mmH2O/m',
    quantity: 'friction-rate',
    symbol: 'mmH₂O/m',
    name: 'millimetre of water (conventional) per metre',
    aliases: ['mm wg/m', 'mmWC/m', 'mm WC/m', 'mm H2O/m', 'mmAq/m'],
    siPerUnit: exactFactor([0.001, CONVENTIONAL_WATER_DENSITY_KGPM3, STANDARD_GRAVITY_MPS2]),
    source: `${NIST_B8}: millimeter of water, conventional = 9.806 65 E+00 Pa, exact; per metre`,
  },
]);
