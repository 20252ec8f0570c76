/**
 * Typical explosion data of common combustible dusts: KSt, Pmax and the
 * minimum explosible concentration (MEC). Published figures vary with
 * particle size, moisture and test method by a factor of two or more; a
 * tested value of the user's own dust always governs (NFPA 660 (2025) asks
 * for the dust's own data, tested to ASTM E1226 or EN 14034). Only the
 * formatter is imported, so the CLI can list the dusts at start-up cheaply;
 * ids match `baghouse/dusts.ts` where both list a dust.
 *
 * Check status: every row ○: typical values as reproduced from NFPA 68
 * (2018) Annex F tables and the IFA GESTIS-DUST-EX database; confirm each
 * row against the table before shipping.
 */
import { formatSignificant } from '../format/significant.ts';
import type { ToolWarning } from '../report/warning.ts';

/** Where the typical values come from. */
const TYPICAL_SOURCE = 'NFPA 68 (2018) Annex F; IFA GESTIS-DUST-EX (typical values) ○';

/** One dust's typical data, SI: KSt in Pa·m/s (1 bar·m/s = 1e5 Pa·m/s), Pmax in Pa gauge, MEC in kg/m³. */
export interface DustExplosionData {
  readonly name: string;
  readonly kstPaMps: number;
  readonly pmaxPa: number;
  readonly mecKgM3: number;
  /** Whether it is a metal dust (fireball factor K = 10, hazard-zone.ts). */
  readonly metal: boolean;
  readonly source: string;
}

const dust = (name: string, kstBarMps: number, pmaxBar: number, mecGm3: number, metal = false): DustExplosionData => ({
  name,
  kstPaMps: kstBarMps * 1e5,
  pmaxPa: pmaxBar * 1e5,
  mecKgM3: mecGm3 / 1000,
  metal,
  source: TYPICAL_SOURCE,
});

/** Typical data by id (KSt bar·m/s, Pmax bar(g), MEC g/m³ as the tables print them). */
export const EXPLOSIBLE_DUSTS = {
  sawdust: dust('wood dust (sawdust, fine)', 205, 10.5, 60),
  flour: dust('wheat flour', 87, 8.3, 60),
  sugar: dust('sugar (powdered)', 138, 8.5, 60),
  grain: dust('grain dust', 112, 9.3, 60),
  cornstarch: dust('cornstarch', 202, 10.3, 60),
  coal: dust('coal, bituminous', 129, 9.1, 60),
  polyethylene: dust('polyethylene (low density)', 156, 8, 30),
  lactose: dust('lactose (pharmaceutical excipient)', 81, 7.7, 60),
  aluminium: dust('aluminium powder (fine)', 515, 11.2, 30, true),
} as const satisfies Record<string, DustExplosionData>;

/** A dust of the table, as a stable id: `sawdust`, `flour`, … */
export type ExplosibleDustId = keyof typeof EXPLOSIBLE_DUSTS;

/** Every dust of the table, in its order. */
export const EXPLOSIBLE_DUST_IDS = Object.keys(EXPLOSIBLE_DUSTS) as ExplosibleDustId[];

/** Whether a text is a dust id of the table. */
export function isExplosibleDustId(text: string): text is ExplosibleDustId {
  return Object.hasOwn(EXPLOSIBLE_DUSTS, text);
}

/**
 * The warning beside a design that rests on a table's typical values.
 *
 * @param id The dust used.
 * @returns A warning with code `typical-dust-data`.
 */
export function typicalDustWarning(id: ExplosibleDustId): ToolWarning {
  const data = EXPLOSIBLE_DUSTS[id];
  return {
    code: 'typical-dust-data',
    text: `KSt ${formatSignificant(data.kstPaMps / 1e5, 4)} bar·m/s and Pmax ${formatSignificant(data.pmaxPa / 1e5, 4)} bar are typical values for ${data.name} (${data.source}); a tested value of your own dust governs (NFPA 660 (2025), ASTM E1226 / EN 14034).`,
  };
}
