/**
 * How the industries data cites its sources, with the check status each
 * value has (the project's marks: ✔ re-computed against a worked example,
 * ◐ confirmed by a second text, ○ from one reading, to confirm before
 * signing). The A/C ratios, transport velocities and explosion data are
 * the other tools' tables, cited by those tables' own sources.
 */

/** Which ACGIH class a dust is put in when no example of the table names it: the class whose name fits it. */
export const SOURCE_TRANSPORT_MATCH =
  'ACGIH Industrial Ventilation, "Range of minimum duct design velocities": the class whose name fits this dust, as no example names it (our match ○)';

/**
 * Which ACGIH class a dust is put in by one of the table's printed examples.
 * The examples stand in those classes in two reproductions of the table
 * (Nordfab, "Range of Minimum Duct Design Velocities", nordfab.com/en-us;
 * "Range of transport velocity for all contaminants (ACGIH, 2009)"); zinc and
 * aluminum oxide fumes, which the 2009 table drops, in an older edition's as
 * quoted by a government guidance annex and in SMACNA's duct classes.
 */
export const SOURCE_TRANSPORT_EXAMPLE =
  'ACGIH Industrial Ventilation, "Range of minimum duct design velocities": the class whose printed example names this dust or its like (example and class ◐: Nordfab\'s reproduction of the table and the 2009 table agree)';

/** The material factor A a dust is listed under in the EPA factor method. */
export const SOURCE_MATERIAL_FACTOR = 'EPA Cost Manual, Sec. 6 Ch. 1, pulse-jet factor method, material factor A (○, one secondary source)';

/** Loose bulk densities: the conveyor makers' material table. */
export const SOURCE_BULK_DENSITY = 'CEMA material characteristics table (screw and belt conveyors), lb/ft³ as printed (○, one reading; measure your own dust)';

/**
 * The bulk density's source for one row: ◐ with the second text that
 * prints the same figure, else SOURCE_BULK_DENSITY.
 *
 * @param confirmedBy The second text and what it prints, when one was found.
 */
export function bulkDensitySource(confirmedBy: string | undefined): string {
  if (confirmedBy === undefined) return SOURCE_BULK_DENSITY;
  return `CEMA material characteristics table (screw and belt conveyors), lb/ft³ as printed (◐: ${confirmedBy}; measure your own dust)`;
}

/** The usual cleaning type by industry. */
export const SOURCE_COLLECTOR = 'EPA APTI SI:412A Lesson 7, Table 7-1 "Typical industrial applications for baghouses" (○, one reading)';

/** Why a dust the explosion table does not name is not called safe. */
export const SOURCE_NOT_LISTED = 'NFPA 660 (2025): where no data exist, find out by test whether a dust is combustible (ASTM E1226 screening)';
