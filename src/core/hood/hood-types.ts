/**
 * Hood types and their entry losses: the hood entry loss factor Fh (in
 * velocity pressures of the duct) and the coefficient of entry Ce it
 * implies. The exhaust system takes a hood's Fh from here by its
 * `hood_type`; the hood design tool (issue 20) shares the table.
 *
 * Check status, as REFERENCE.md marks it (✔ re-computed, ◐ two texts
 * agree, ○ one secondary text):
 * - Plain and flanged duct ends, bell-mouth, grinding hoods: ACGIH
 *   *Industrial Ventilation*, 24th ed. (2001), Fig. 3-16 "Hood loss
 *   coefficients", as reproduced with permission in course notes (plain
 *   0.93, flanged 0.49, bell mouth 0.04, grinding hood with a straight
 *   take-off 0.65, tapered take-off 0.40). Plain and flanged ◐ (also
 *   REFERENCE.md's hood entry row, and Nordfab's taper table at 90°: 0.93);
 *   bell-mouth ◐ (ASHRAE Fundamentals 2021 ch. 21 ER2-1 bellmouth from a
 *   plenum, 0.03, is close); grinding ○.
 * - Tapered hoods: the manual's taper chart (loss by the included angle θ,
 *   "θ is the major angle on rectangular hoods"; 180° is a duct butted into
 *   the back of a booth) as Nordfab tabulates it ("Help with integral
 *   hoods"), by the angle α between the taper and the hood's face, so
 *   θ = 180° − 2α (α 90° is a plain duct end, 0.93; α 0° a duct butted into
 *   the back). The rows are the table's points, not read between them
 *   (45° is not one: take 40° or 60°, or give `hood_entry_loss`). ○ (the
 *   90° rectangular taper's 0.25 is also the tapered take-off figure usually
 *   written on the ACGIH sheet, but no second public text was found).
 * - Booth, canopy and slot-hood plenum: a rectangular hood with a 90°
 *   tapered take-off, 0.25 (the taper table's point). ○ as that row. A slot
 *   hood adds its slot loss Fs·VPs at the slot (slot columns).
 */

/** The ids the sheet's `hood_type` column, a CLI and a link take. */
export const HOOD_TYPE_IDS = [
  'plain-duct-end',
  'flanged-duct-end',
  'bell-mouth',
  'grinding-straight-takeoff',
  'grinding-tapered-takeoff',
  'taper-round-40',
  'taper-round-60',
  'taper-round-90',
  'taper-round-120',
  'taper-rectangular-40',
  'taper-rectangular-60',
  'taper-rectangular-90',
  'taper-rectangular-120',
  'booth-tapered',
  'canopy-tapered',
  'slot-plenum-tapered',
] as const;
export type HoodTypeId = (typeof HOOD_TYPE_IDS)[number];

/** ✔ re-computed against a worked example, ◐ confirmed by a second text, ○ one secondary text (REFERENCE.md). */
export type CheckStatus = '✔' | '◐' | '○';

/** One hood type. */
export interface HoodType {
  readonly id: HoodTypeId;
  /** As an engineer names it: `Flanged duct end`. */
  readonly name: string;
  /** Hood entry loss factor Fh, in VP of the duct. */
  readonly entryLoss: number;
  /** Coefficient of entry Ce = 1/√(1 + Fh). */
  readonly coefficientOfEntry: number;
  /** The manual's figure it comes from and the text that gives it. */
  readonly source: string;
  readonly check: CheckStatus;
}

/**
 * The coefficient of entry of a hood: the share of the hood static pressure
 * that becomes velocity pressure in the duct.
 *
 * @param entryLoss Hood entry loss factor Fh, VP (0 or more).
 * @returns Ce = 1/√(1 + Fh), dimensionless, in (0, 1]: 0.72 for Fh 0.93, 0.82 for 0.49.
 *
 * Source: ACGIH Industrial Ventilation, ch. 3 (SPh = (1 + Fh)·VP, Ce = √(VP/SPh)).
 */
export function coefficientOfEntry(entryLoss: number): number {
  return 1 / Math.sqrt(1 + entryLoss);
}

const FIG_3_16 = 'ACGIH Industrial Ventilation, 24th ed. (2001), Fig. 3-16 "Hood loss coefficients" (as reproduced in course notes)';
const TAPER = 'ACGIH Industrial Ventilation, tapered hood chart by included angle θ (Fig. 3-16), as tabulated by Nordfab, "Help with integral hoods" (θ = 180° − 2α)';

function type(id: HoodTypeId, name: string, entryLoss: number, source: string, check: CheckStatus): HoodType {
  return { id, name, entryLoss, coefficientOfEntry: coefficientOfEntry(entryLoss), source, check };
}

/** The table, by id. */
export const HOOD_TYPES: Readonly<Record<HoodTypeId, HoodType>> = {
  'plain-duct-end': type('plain-duct-end', 'Plain duct end', 0.93, `${FIG_3_16}: plain opening; Nordfab's taper table at α 90°`, '◐'),
  'flanged-duct-end': type('flanged-duct-end', 'Flanged duct end', 0.49, `${FIG_3_16}: flanged opening`, '◐'),
  'bell-mouth': type('bell-mouth', 'Bell-mouth (well-rounded) entry', 0.04, `${FIG_3_16}: bell mouth inlet; ASHRAE Fundamentals (2021) ch. 21 ER2-1 gives 0.03`, '◐'),
  'grinding-straight-takeoff': type('grinding-straight-takeoff', 'Grinding wheel hood, straight take-off', 0.65, `${FIG_3_16}: typical grinding hood, straight take-off`, '○'),
  'grinding-tapered-takeoff': type('grinding-tapered-takeoff', 'Grinding wheel hood, tapered take-off', 0.4, `${FIG_3_16}: typical grinding hood, tapered take-off`, '○'),
  'taper-round-40': type('taper-round-40', 'Tapered hood, round (conical), 40° included', 0.06, `${TAPER}: conical, α 70°`, '○'),
  'taper-round-60': type('taper-round-60', 'Tapered hood, round (conical), 60° included', 0.08, `${TAPER}: conical, α 60°`, '○'),
  'taper-round-90': type('taper-round-90', 'Tapered hood, round (conical), 90° included', 0.15, `${TAPER}: conical, α 45°`, '○'),
  'taper-round-120': type('taper-round-120', 'Tapered hood, round (conical), 120° included', 0.25, `${TAPER}: conical, α 30°`, '○'),
  'taper-rectangular-40': type('taper-rectangular-40', 'Tapered hood, rectangular, 40° major angle', 0.13, `${TAPER}: rectangular, α 70°`, '○'),
  'taper-rectangular-60': type('taper-rectangular-60', 'Tapered hood, rectangular, 60° major angle', 0.16, `${TAPER}: rectangular, α 60°`, '○'),
  'taper-rectangular-90': type('taper-rectangular-90', 'Tapered hood, rectangular, 90° major angle', 0.25, `${TAPER}: rectangular, α 45°`, '○'),
  'taper-rectangular-120': type('taper-rectangular-120', 'Tapered hood, rectangular, 120° major angle', 0.35, `${TAPER}: rectangular, α 30°`, '○'),
  'booth-tapered': type('booth-tapered', 'Booth, 90° tapered take-off', 0.25, `${TAPER}: rectangular, α 45° (the 90° take-off of a booth)`, '○'),
  'canopy-tapered': type('canopy-tapered', 'Canopy, 90° tapered take-off', 0.25, `${TAPER}: rectangular, α 45° (the 90° take-off of a canopy)`, '○'),
  'slot-plenum-tapered': type('slot-plenum-tapered', 'Slot hood, 90° tapered plenum take-off (add the slot loss)', 0.25, `${TAPER}: rectangular, α 45° (plenum to duct; the slot's Fs·VPs comes from the slot columns)`, '○'),
};

/**
 * A slot hood's slot loss coefficient Fs when a slot is given but no Fs:
 * 1.78 VP at the slot velocity, ACGIH's figure for a slot (Nordfab, "Help
 * with integral hoods": Fs 1.00 to 1.78, "if unknown use 1.78"; ◐ the same
 * figure is the one widely quoted from the manual's hood chapter).
 */
export const DEFAULT_SLOT_LOSS = 1.78;

/** Where the hood types come from, for a page's "Formulas and sources". */
export const HOOD_TYPE_SOURCE = `${FIG_3_16}; ${TAPER}`;

/** Whether a text is a hood type id (exactly, lower case). */
export const isHoodTypeId = (text: string): text is HoodTypeId => (HOOD_TYPE_IDS as readonly string[]).includes(text);
