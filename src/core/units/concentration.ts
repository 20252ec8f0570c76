/**
 * Dust concentration units, in kg/m³. As with airflow, `mg/Nm³` and
 * `gr/dscf` are read by basis.ts as mg/m³ and gr/ft³ with a stated basis.
 */
import { FOOT_M, GRAIN_KG, NIST_B8 } from './definitions.ts';
import { exactFactor } from './exact.ts';
import { defineUnits } from './unit.ts';

/** g/m³, mg/m³, gr/ft³. */
export const CONCENTRATION_UNITS = defineUnits([
  {
    id: 'g/m3',
    quantity: 'concentration',
    symbol: 'g/m³',
    name: 'gram per cubic metre',
    aliases: ['grams per cubic metre', 'grams per cubic meter'],
    siPerUnit: 0.001,
    source: 'SI prefix milli applied to kg/m³ (NIST SP 811, Table 5)',
  },
  {
    id: 'mg/m3',
    quantity: 'concentration',
    symbol: 'mg/m³',
    name: 'milligram per cubic metre',
    aliases: ['milligrams per cubic metre', 'milligrams per cubic meter'],
    siPerUnit: 1e-6,
    source: 'SI prefix micro applied to kg/m³ (NIST SP 811, Table 5)',
  },
  {
    id: 'gr/ft3',
    quantity: 'concentration',
    symbol: 'gr/ft³',
    name: 'grain per cubic foot',
    aliases: ['gr/cf', 'gr/cu ft', 'grains/ft3', 'grains per cubic foot'],
    siPerUnit: exactFactor([GRAIN_KG], [FOOT_M, FOOT_M, FOOT_M]),
    source: `${NIST_B8}: grain = 6.479 891 E−05 kg, exact; cubic foot = (0.3048 m)³, exact; so 2.288 352 E−03 kg/m³`,
  },
]);
