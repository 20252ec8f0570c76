/**
 * The common filter fabrics and what limits each: the maximum continuous and
 * surge gas temperatures, and the resistance to acid, alkali and hydrolysis.
 * No imports, so the CLI's option definitions can list the fabrics at
 * start-up without loading the units catalogue; fabric-check.ts reads the
 * temperatures in SI.
 *
 * Source: EPA APTI course SI:412A, Lesson 4 "Fabric Filter Materials",
 * Table 4-1 "Typical fabrics used for bags" (after McKenna and Turner 1989
 * and Greiner 1993): temperatures in °F as printed, acid and alkali
 * resistance in its words. Cross-checked against Wang et al., *Air Pollution
 * Control Engineering* (2004), ch. 2, Table 3 (maximum operating temperature):
 * a fabric whose continuous temperature it confirms is `confirmed`, the
 * others (it differs, or does not list the fabric) are `one-source`.
 * Hydrolysis is not in either table: vendor texts give it for a few fabrics
 * (polyester by three, the others by one), the rest are not rated.
 */

/** How far a fabric's row is checked: its continuous temperature confirmed by a second text, or from one source. */
export type FabricCheck = 'confirmed' | 'one-source';

/** One fabric: its names, temperature limits in °F as published, resistances in the sources' words. */
export interface Fabric {
  /** How an engineer names it: generic name with the best-known trade name. */
  readonly name: string;
  readonly continuousF: number;
  readonly surgeF: number;
  readonly acid: string;
  readonly alkali: string;
  /** Resistance to hydrolysis (hot moist gas), where a source rates it. */
  readonly hydrolysis?: string;
  readonly check: FabricCheck;
  /** What the cross-check found, when it is not a plain confirmation. */
  readonly note?: string;
}

/** The fabrics, by stable id, in order of their continuous temperature. */
export const FABRICS = {
  cotton: { name: 'Cotton', continuousF: 180, surgeF: 225, acid: 'poor', alkali: 'excellent', check: 'confirmed' },
  polypropylene: {
    name: 'Polypropylene',
    continuousF: 190,
    surgeF: 200,
    acid: 'excellent',
    alkali: 'excellent',
    check: 'one-source',
    note: 'Wang et al.: 200 °F',
  },
  wool: { name: 'Wool', continuousF: 200, surgeF: 250, acid: 'good', alkali: 'poor', check: 'confirmed' },
  nylon: { name: 'Nylon (polyamide)', continuousF: 200, surgeF: 250, acid: 'poor to fair', alkali: 'excellent', check: 'confirmed' },
  acrylic: {
    name: 'Acrylic (Orlon)',
    continuousF: 240,
    surgeF: 260,
    acid: 'very good',
    alkali: 'fair',
    check: 'one-source',
    note: 'Wang et al.: 260 °F',
  },
  polyester: {
    name: 'Polyester (Dacron)',
    continuousF: 275,
    surgeF: 325,
    acid: 'good',
    alkali: 'fair',
    hydrolysis: 'poor: hydrolyses in hot moist gas',
    check: 'confirmed',
  },
  pps: {
    name: 'PPS (Ryton)',
    continuousF: 375,
    surgeF: 450,
    acid: 'excellent',
    alkali: 'excellent',
    hydrolysis: 'resistant',
    check: 'one-source',
    note: 'not in Wang et al.',
  },
  aramid: {
    name: 'Aramid (Nomex)',
    continuousF: 400,
    surgeF: 425,
    acid: 'fair',
    alkali: 'very good',
    hydrolysis: 'poor: sensitive to hydrolysis',
    check: 'one-source',
    note: 'Wang et al.: 375 °F',
  },
  ptfe: {
    name: 'PTFE (Teflon)',
    continuousF: 450,
    surgeF: 500,
    acid: 'excellent, except poor for fluorine',
    alkali: 'excellent, except poor for trifluoride, chlorine and molten alkaline metals',
    check: 'confirmed',
  },
  p84: {
    name: 'Polyimide (P84)',
    continuousF: 450,
    surgeF: 500,
    acid: 'good',
    alkali: 'fair',
    hydrolysis: 'fair: sensitive to some extent',
    check: 'one-source',
    note: 'not in Wang et al.',
  },
  glass: { name: 'Fibreglass', continuousF: 500, surgeF: 550, acid: 'good', alkali: 'poor', check: 'confirmed' },
} as const satisfies Readonly<Record<string, Fabric>>;

/** A fabric of the table, as a stable id: `polyester`, `aramid`, … */
export type FabricId = keyof typeof FABRICS;
/** Every fabric of the table, in order of their continuous temperature. */
export const FABRIC_IDS = Object.keys(FABRICS) as FabricId[];

/** The fabric's row, typed as a {@link Fabric} (optional fields readable). */
export function fabricOf(id: FabricId): Fabric {
  return FABRICS[id];
}
