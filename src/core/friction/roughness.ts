/**
 * Absolute roughness of duct materials, each with where it comes from. The
 * friction equations take ε/D, so the roughness matters most in small ducts.
 */
import * as v from 'valibot';
import { convertExactly } from '../report/exact-conversion.ts';
import type { UnitId } from '../units/catalogue.ts';

/** Stable ids of the materials, as the CLI's `--material` and the link take them. */
export const MATERIAL_IDS = [
  'galvanized',
  'galvanized-acgih',
  'black-iron',
  'stainless-steel',
  'aluminium',
  'pvc',
  'concrete',
  'flexible',
] as const;
export type MaterialId = (typeof MATERIAL_IDS)[number];

/** A material id typed as text. */
export const MaterialIdSchema = v.picklist(MATERIAL_IDS, `Expected one of ${MATERIAL_IDS.join(', ')}`);

/** One row of the table. */
export interface DuctMaterial {
  readonly id: MaterialId;
  /** As an engineer names it: `Galvanized steel`. */
  readonly label: string;
  /** Absolute roughness ε as the table defines it: 0.09 mm, 0.00015 ft. */
  readonly roughness: { readonly value: number; readonly unit: UnitId };
  /** Absolute roughness ε in m: the double nearest the defined value. */
  readonly roughnessM: number;
  /** The table and row the value comes from, with its check status. */
  readonly source: string;
}

const ASHRAE_TABLE = 'ASHRAE Handbook—Fundamentals (2021), ch. 21, Table 1 "Duct material roughness factors"';

/** A row whose ε is defined in `unit`; its SI value is the exact conversion, rounded once. */
function row(id: MaterialId, label: string, value: number, unit: 'mm' | 'ft', source: string): DuctMaterial {
  return { id, label, roughness: { value, unit }, roughnessM: convertExactly(value, unit, 'm'), source };
}

/**
 * The table. ASHRAE states its roughness categories in ft; those rows keep
 * the ft value, whose exact conversion is 0.00015 ft = 0.04572 mm and
 * 0.003 ft = 0.9144 mm. Galvanized steel is ASHRAE's "average" category as
 * its SI edition rounds it, 0.09 mm.
 */
export const DUCT_MATERIALS: Readonly<Record<MaterialId, DuctMaterial>> = {
  galvanized: row(
    'galvanized',
    'Galvanized steel',
    0.09,
    'mm',
    `${ASHRAE_TABLE}: galvanized steel, round, longitudinal or spiral seams, category "average" 0.09 mm (0.0003 ft)`,
  ),
  'galvanized-acgih': row(
    'galvanized-acgih',
    'Galvanized steel (older ACGIH data)',
    0.15,
    'mm',
    'ACGIH Industrial Ventilation friction charts after Wright (1945): galvanized steel, 2.5 ft joints, 0.0005 ft = 0.15 mm (also in ASHRAE ch. 21, Table 1)',
  ),
  'black-iron': row(
    'black-iron',
    'Black iron (carbon steel)',
    0.00015,
    'ft',
    `${ASHRAE_TABLE}: uncoated carbon steel, clean (Moody 1944), 0.00015 ft = 0.04572 mm; category "medium smooth" (○: black iron taken as clean carbon steel)`,
  ),
  'stainless-steel': row(
    'stainless-steel',
    'Stainless steel',
    0.00015,
    'ft',
    `${ASHRAE_TABLE} has no stainless row: taken as "medium smooth" like clean commercial steel, 0.00015 ft = 0.04572 mm (○)`,
  ),
  aluminium: row(
    'aluminium',
    'Aluminium',
    0.00015,
    'ft',
    `${ASHRAE_TABLE}: aluminium, round, longitudinal seams, 0.00012–0.0002 ft; category "medium smooth" 0.00015 ft = 0.04572 mm`,
  ),
  pvc: row('pvc', 'PVC', 0.00015, 'ft', `${ASHRAE_TABLE}: PVC plastic pipe (Swim 1982), 0.00003–0.00015 ft; category "medium smooth" 0.00015 ft = 0.04572 mm`),
  concrete: row('concrete', 'Concrete', 3.0, 'mm', `${ASHRAE_TABLE}: concrete (Moody 1944), 1.3–3.0 mm; category "rough" 3.0 mm`),
  flexible: row(
    'flexible',
    'Flexible duct, fully extended',
    0.003,
    'ft',
    `${ASHRAE_TABLE}: flexible duct, nonmetallic and wire, fully extended, 0.0003–0.003 ft; category "medium rough" 0.003 ft = 0.9144 mm. Compressed or sagging flexible duct loses far more`,
  ),
};

/** The source named for a roughness the user gives. */
export const GIVEN_ROUGHNESS_SOURCE = 'Given by the user';
