/**
 * Pressure units, in pascals. Pressures here carry no gauge or absolute
 * meaning of their own: the field they are typed into says which it is.
 */
import {
  CONVENTIONAL_MERCURY_DENSITY_KGPM3,
  CONVENTIONAL_WATER_DENSITY_KGPM3,
  INCH_M,
  NIST_B8,
  POUND_KG,
  STANDARD_GRAVITY_MPS2,
} from './definitions.ts';
import { exactFactor } from './exact.ts';
import { defineUnits } from './unit.ts';

/**
 * Pa, kPa, mbar, bar, psi, inH₂O (conventional), inH₂O at 60 °F, mmH₂O, inHg.
 *
 * The inch and millimetre of water are the conventional ones (water at
 * 1000 kg/m³ under gₙ), so 1 inH₂O = 0.0254 × 1000 × 9.806 65 = 249.088 91 Pa
 * exactly. NIST also lists an inch of water at 39.2 °F (249.082 Pa) and at
 * 60 °F (248.84 Pa); the 60 °F inch, still found on older US fan curves, is a
 * separate unit here, and its factor is NIST's measured value.
 */
export const PRESSURE_UNITS = defineUnits([
  {
    id: 'Pa',
    quantity: 'pressure',
    symbol: 'Pa',
    name: 'pascal',
    aliases: ['pascal', 'pascals', 'N/m2'],
    siPerUnit: 1,
    source: 'SI derived unit (NIST SP 811, Table 3)',
  },
  {
    id: 'kPa',
    quantity: 'pressure',
    symbol: 'kPa',
    name: 'kilopascal',
    aliases: ['kilopascal', 'kilopascals'],
    siPerUnit: 1000,
    source: 'SI prefix kilo, 10³ (NIST SP 811, Table 5)',
  },
  {
    id: 'mbar',
    quantity: 'pressure',
    symbol: 'mbar',
    name: 'millibar',
    aliases: ['millibar', 'millibars', 'hPa'],
    siPerUnit: 100,
    source: `${NIST_B8}: millibar = 1.0 E+02 Pa, exact (hPa is the same 100 Pa)`,
  },
  {
    id: 'bar',
    quantity: 'pressure',
    symbol: 'bar',
    name: 'bar',
    aliases: ['bars', 'bara'],
    siPerUnit: 100_000,
    source: `${NIST_B8}: bar = 1.0 E+05 Pa, exact`,
  },
  {
    id: 'psi',
    quantity: 'pressure',
    symbol: 'psi',
    name: 'pound-force per square inch',
    aliases: ['psia', 'lbf/in2', 'lb/in2', 'lbf/sq in'],
    siPerUnit: exactFactor([POUND_KG, STANDARD_GRAVITY_MPS2], [INCH_M, INCH_M]),
    source: `${NIST_B8}: pound-force per square inch = 6.894 757 E+03 Pa; exact from 0.453 592 37 kg × 9.806 65 m/s² / (0.0254 m)²`,
  },
  {
    id: 'inH2O',
    quantity: 'pressure',
    symbol: 'inH₂O',
    name: 'inch of water, conventional',
    aliases: ['in H2O', 'in wg', 'in. w.g.', 'iwg', '"H2O', '"wg', '"wc', 'in wc', 'in. w.c.', 'iwc', 'inch of water', 'inches of water', 'in water', 'in. of water'],
    siPerUnit: exactFactor([INCH_M, CONVENTIONAL_WATER_DENSITY_KGPM3, STANDARD_GRAVITY_MPS2]),
    source: `${NIST_B8}: inch of water, conventional = 2.490 889 E+02 Pa; exact from 0.0254 m × 1000 kg/m³ × 9.806 65 m/s²`,
  },
  {
    id: 'inH2O-60F',
    quantity: 'pressure',
    symbol: 'inH₂O (60 °F)',
    name: 'inch of water at 60 °F',
    aliases: ['inH2O 60F', 'inH2O @ 60F', 'in wg 60F', 'inH2O60', 'inch of water at 60F'],
    siPerUnit: 248.84,
    source: `${NIST_B8}: inch of water (60 °F) = 2.4884 E+02 Pa (NIST's value, water's density at 60 °F is measured, not defined)`,
  },
  {
    id: 'mmH2O',
    quantity: 'pressure',
    symbol: 'mmH₂O',
    name: 'millimetre of water, conventional',
    aliases: ['mm H2O', 'mmWC', 'mm WC', 'mm w.c.', 'mmWG', 'mm wg', 'mm w.g.', 'mmAq', 'millimetre of water', 'millimeter of water'],
    siPerUnit: exactFactor([0.001, CONVENTIONAL_WATER_DENSITY_KGPM3, STANDARD_GRAVITY_MPS2]),
    source: `${NIST_B8}: millimeter of water, conventional = 9.806 65 E+00 Pa, exact (0.001 m × 1000 kg/m³ × 9.806 65 m/s²)`,
  },
  {
    id: 'inHg',
    quantity: 'pressure',
    symbol: 'inHg',
    name: 'inch of mercury, conventional',
    aliases: ['in Hg', '"Hg', 'in. Hg', 'inch of mercury', 'inches of mercury'],
    siPerUnit: exactFactor([INCH_M, CONVENTIONAL_MERCURY_DENSITY_KGPM3, STANDARD_GRAVITY_MPS2]),
    source: `${NIST_B8}: inch of mercury, conventional = 3.386 389 E+03 Pa; from 0.0254 m × 13 595.1 kg/m³ × 9.806 65 m/s² = 3386.388 640 341 Pa`,
  },
]);
