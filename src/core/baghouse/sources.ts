/**
 * How the baghouse tool cites its sources, with the check status each value
 * has in the project's reference data: re-computed against a worked example,
 * confirmed by a second text, or from one secondary source.
 */

/** The EPA manual the method comes from: Section 6 Chapter 1 "Baghouses and Filters" (EPA/452/B-02-001). */
export const EPA_BAGHOUSES = 'EPA Cost Manual, Sec. 6 Ch. 1';

/** The pulse-jet A/C factor equation (re-computed against the EPA worked example). */
export const SOURCE_FACTOR_METHOD = `${EPA_BAGHOUSES}, pulse-jet A/C factor method; checked against its worked example`;

/** Material factor A and application factor B (one secondary source each). */
export const SOURCE_FACTORS_A_B = `${EPA_BAGHOUSES}, factors A and B (from one secondary source; confirm with the fabric supplier)`;

/** EPA Table 1.1 A/C by dust (fly ash confirmed by a second text, the others from one source). */
export const SOURCE_TABLE_1_1 = `${EPA_BAGHOUSES}, Table 1.1 (fly ash confirmed by a second text; other dusts from one source)`;

/** The gross/net cloth area table for compartmented, off-line cleaned units. */
export const SOURCE_GROSS_NET = `${EPA_BAGHOUSES}, gross/net cloth area table (36,001–48,000 ft² row confirmed by a second text; others from one source)`;

/** Cloth area, A/C ratios and bag count (re-computed against the EPA worked example). */
export const SOURCE_CLOTH = `${EPA_BAGHOUSES}; APTI SI:412A Lesson 5; checked against the EPA worked example`;

/** Cake areal density and the pulse-jet pressure-drop equation (re-computed against the EPA worked example). */
export const SOURCE_PULSE_JET_DROP = `${EPA_BAGHOUSES}, pulse-jet pressure-drop equation; checked against its worked example`;

/** The general filter-drag model. */
export const SOURCE_FILTER_DRAG = `${EPA_BAGHOUSES}, filter-drag model; Wang et al., Air Pollution Control Engineering (2004), ch. 2`;

/** The gross velocity over the whole compartment section, and the can (interstitial) velocity over the free area between the bags, by continuity. */
export const SOURCE_CAN_VELOCITY = 'Continuity: Q / section, Q / free area between the bags';

/**
 * The re-entrainment limits on the can velocity: the upward velocity over
 * the open area between the bags, Q / (compartment section − bag sections),
 * as the glossary defines it (one secondary source, as in the project's
 * reference data). A pulse-jet interstitial-velocity guide says the same, and
 * that "can velocity" taken over the whole section, bags ignored, is a misuse.
 */
export const SOURCE_CAN_VELOCITY_LIMIT =
  'Typical limits between the bags, Q / (section − bag sections): pulse-jet 1.5–2.5 m/s, reverse-air 0.6–1.0 m/s (Sylio glossary, "Can velocity"; one secondary source)';

/** Typical A/C ranges, can-velocity limits and filter ΔP (vendor glossaries, one source). */
export const SOURCE_TYPICAL = 'Typical ranges from vendor glossaries, one secondary source';

/** The fabric table: temperatures, acid and alkali resistance (fabrics.ts says what each row's check status is). */
export const SOURCE_FABRICS = 'EPA APTI SI:412A Lesson 4, Table 4-1; cross-checked with Wang et al. (2004), ch. 2, Table 3';
