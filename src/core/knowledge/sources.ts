/**
 * The works the entries cite most, so each entry names only its equation,
 * table or clause (`cite(ASHRAE_FUNDAMENTALS, 'ch. 21, eq. 19')`).
 */
import type { Source } from './entry.ts';

/** A work and its edition, before the locator is known. */
export type Work = Omit<Source, 'locator'>;

export const ASHRAE_FUNDAMENTALS: Work = { work: 'ASHRAE Handbook—Fundamentals', edition: '2021' };
export const ACGIH_MANUAL: Work = { work: 'ACGIH Industrial Ventilation: A Manual of Recommended Practice for Design', edition: '24th ed. (2001)' };
export const NFPA_68: Work = { work: 'NFPA 68, Standard on Explosion Protection by Deflagration Venting', edition: '2018' };
export const EN_14491: Work = { work: 'EN 14491, Dust explosion venting protective systems', edition: '2012' };
export const EPA_COST_MANUAL: Work = { work: 'EPA Air Pollution Control Cost Manual, Section 6 Chapter 1 "Baghouses and Filters"', edition: 'EPA/452/B-02-001 (1998)' };

/**
 * A source at a place in a work.
 *
 * @param work The work and edition.
 * @param locator The equation, table, chapter or clause: `ch. 21, Table 1`.
 * @returns The source.
 */
export function cite(work: Work, locator: string): Source {
  return { ...work, locator };
}
