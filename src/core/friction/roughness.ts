/**
 * Absolute roughness of duct materials, each with where it comes from. The
 * friction equations take ε/D, so the roughness matters most in small ducts.
 */
import * as v from 'valibot';
import { FOOT_M } from '../units/definitions.ts';

/** Stable ids of the materials, as the CLI's `--material` and the link take them. */
export const MATERIAL_IDS = [
  'galvanized',
  'galvanized-acgih',
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
  /** Absolute roughness ε in m. */
  readonly roughnessM: number;
  /** The table and row the value comes from, with its check status. */
  readonly source: string;
}

const ASHRAE_TABLE = 'ASHRAE Handbook—Fundamentals (2021), ch. 21, Table 1 "Duct material roughness factors"';

/**
 * The table. ASHRAE states its roughness categories in ft; those rows are the
 * exact conversions (0.00015 ft = 0.0457 mm). Galvanized steel is ASHRAE's
 * "average" category as its SI edition rounds it, 0.09 mm.
 */
export const DUCT_MATERIALS: Readonly<Record<MaterialId, DuctMaterial>> = {
  galvanized: {
    id: 'galvanized',
    label: 'Galvanized steel',
    roughnessM: 0.09e-3,
    source: `${ASHRAE_TABLE}: galvanized steel, round, longitudinal or spiral seams, category "average" 0.09 mm (0.0003 ft)`,
  },
  'galvanized-acgih': {
    id: 'galvanized-acgih',
    label: 'Galvanized steel (older ACGIH data)',
    roughnessM: 0.15e-3,
    source:
      'ACGIH Industrial Ventilation friction charts after Wright (1945): galvanized steel, 2.5 ft joints, 0.0005 ft = 0.15 mm (also in ASHRAE ch. 21, Table 1)',
  },
  'stainless-steel': {
    id: 'stainless-steel',
    label: 'Stainless steel',
    roughnessM: 0.00015 * FOOT_M,
    source: `${ASHRAE_TABLE} has no stainless row: taken as "medium smooth" like clean commercial steel, 0.00015 ft = 0.046 mm (○)`,
  },
  aluminium: {
    id: 'aluminium',
    label: 'Aluminium',
    roughnessM: 0.00015 * FOOT_M,
    source: `${ASHRAE_TABLE}: aluminium, round, longitudinal seams, 0.00012–0.0002 ft; category "medium smooth" 0.00015 ft = 0.046 mm`,
  },
  pvc: {
    id: 'pvc',
    label: 'PVC',
    roughnessM: 0.00015 * FOOT_M,
    source: `${ASHRAE_TABLE}: PVC plastic pipe (Swim 1982), 0.00003–0.00015 ft; category "medium smooth" 0.00015 ft = 0.046 mm`,
  },
  concrete: {
    id: 'concrete',
    label: 'Concrete',
    roughnessM: 3.0e-3,
    source: `${ASHRAE_TABLE}: concrete (Moody 1944), 1.3–3.0 mm; category "rough" 3.0 mm`,
  },
  flexible: {
    id: 'flexible',
    label: 'Flexible duct, fully extended',
    roughnessM: 0.003 * FOOT_M,
    source: `${ASHRAE_TABLE}: flexible duct, nonmetallic and wire, fully extended, 0.0003–0.003 ft; category "medium rough" 0.003 ft = 0.91 mm. Compressed or sagging flexible duct loses far more`,
  },
};

/** The source named for a roughness the user gives. */
export const GIVEN_ROUGHNESS_SOURCE = 'Given by the user';
