/**
 * Whether a tool's dust is combustible, and its concentration against the
 * minimum explosible concentration (MEC). A dust counts as combustible only
 * when the explosion table (EXPLOSIBLE_DUSTS) names it, or a KSt is given:
 * a dust the table does not name is not called safe, it is simply not known.
 */
import { EXPLOSIBLE_DUSTS, isExplosibleDustId, type ExplosibleDustId } from '../explosion/dusts.ts';

/** The warning's words, the same on every tool. */
export const COMBUSTIBLE_DUST_TEXT = 'combustible dust: a dust hazard analysis (NFPA 660) and explosion protection are required';

/** Where the warning's requirement comes from. */
export const COMBUSTIBLE_DUST_SOURCE = 'NFPA 660 (2025) dust hazard analysis; NFPA 68 (2018) venting, NFPA 69 (2024) prevention and isolation';

/**
 * The explosion table's id of a tool's dust id, when the table names it
 * (ids are shared: `sawdust`, `flour`, `sugar`, `coal`, …).
 *
 * @param dustId A dust id of the calling tool, or none.
 * @returns The explosion table's id, or `undefined` when the dust is not known to be combustible.
 */
export function combustibleDustId(dustId: string | undefined): ExplosibleDustId | undefined {
  return dustId !== undefined && isExplosibleDustId(dustId) ? dustId : undefined;
}

/**
 * A dust concentration as a share of the dust's typical MEC.
 *
 * @param concentrationKgM3 Dust concentration in the duct, kg/m³ (actual).
 * @param dustId A dust of the explosion table.
 * @returns concentration / MEC (1 is at the MEC), and the MEC, kg/m³.
 *
 * Source: the MEC of EXPLOSIBLE_DUSTS (typical values, NFPA 68 (2018) Annex F; ○).
 */
export function mecShare(concentrationKgM3: number, dustId: ExplosibleDustId): { readonly share: number; readonly mecKgM3: number } {
  const { mecKgM3 } = EXPLOSIBLE_DUSTS[dustId];
  return { share: concentrationKgM3 / mecKgM3, mecKgM3 };
}

/**
 * The combustible-dust warning as a sentence.
 *
 * @param what Why the dust counts: its name in the table (`wood dust (sawdust, fine)`) or the KSt given.
 * @returns `Combustible dust: a dust hazard analysis (NFPA 660) and explosion protection are required (…; sources): size the vents on the explosion protection page.`
 */
export function combustibleDustSentence(what: string): string {
  return `${COMBUSTIBLE_DUST_TEXT.charAt(0).toUpperCase()}${COMBUSTIBLE_DUST_TEXT.slice(1)} (${what}; ${COMBUSTIBLE_DUST_SOURCE}): size the vents on the explosion protection page.`;
}

/**
 * The warning of a dust loading at or above the dust's typical MEC, as a sentence.
 *
 * @param label The loading's name, starting with a capital: `Inlet dust loading`.
 * @param loadingText The loading with its unit, as shown (`61.00 g/m³`).
 * @param dustId The dust.
 * @param mecText The MEC with its unit, as shown.
 * @param where What carries it: `the inlet duct`, `the ducts`.
 * @returns One sentence naming the loading, the dust and its MEC.
 */
export function aboveMecSentence(label: string, loadingText: string, dustId: ExplosibleDustId, mecText: string, where: string): string {
  return `${label} ${loadingText} is at or above the minimum explosible concentration of ${EXPLOSIBLE_DUSTS[dustId].name}, typically ${mecText}: ${where} carries an explosible cloud (a tested MEC of your own dust governs).`;
}
