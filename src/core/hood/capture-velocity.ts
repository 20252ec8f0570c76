/**
 * Capture velocity guidance: the air velocity a hood must reach at the
 * source to draw its contaminant in, by how the contaminant is released.
 *
 * Source: ACGIH Industrial Ventilation: A Manual of Recommended Practice for
 * Design, 24th ed. (2001), ch. 3 (ch. 6 from the 25th ed.), table "Range of
 * capture velocities", with its metric column as printed, and its two lists
 * of reasons for the lower and the upper end of a range. ◐ for the four
 * conditions, their examples and their ft/min ranges: a second text, the
 * "Guidance document for fuel burning equipments and air pollution control
 * systems", Annex 2 "Recommended capture velocity" (after Heating and
 * Ventilation 42(5), 1945), gives the same four conditions and examples at
 * 100, 100–200, 200–500 and 500–2000 ft/min (its first row a single 100).
 * The reasons and the metric column are from the manual's table alone (○).
 * The table gives ranges only: it names no middle figure, so a middle choice
 * is the engineer's, between the two lists of reasons.
 */

/** The four release conditions, slowest first. */
export const CAPTURE_RELEASE_IDS = ['quiet-air', 'moderately-still-air', 'rapid-air-motion', 'very-rapid-air-motion'] as const;
export type CaptureReleaseId = (typeof CAPTURE_RELEASE_IDS)[number];

/** A range's bounds in one unit. */
export interface CaptureBounds {
  readonly low: number;
  readonly high: number;
}

/** One row of the table. */
export interface CaptureVelocityRange {
  readonly id: CaptureReleaseId;
  /** How the contaminant is released, as the table words it. */
  readonly condition: string;
  /** The range in ft/min, as printed. */
  readonly fpm: CaptureBounds;
  /** The range in m/s, the table's own metric column (not a conversion). */
  readonly mps: CaptureBounds;
  /** The table's examples. */
  readonly examples: readonly string[];
  /** Why to take the low end (the table's reasons, the same for every row). */
  readonly lowEnd: readonly string[];
  /** Why to take the high end (the same for every row). */
  readonly highEnd: readonly string[];
}

/** The table's footnote reasons for the lower end of any range. */
export const CAPTURE_LOW_END_REASONS = [
  'room air currents minimal or favourable to capture',
  'contaminants of low toxicity or of nuisance value only',
  'intermittent, low production',
  'large hood, large air mass in motion',
] as const;

/** The table's footnote reasons for the upper end of any range. */
export const CAPTURE_HIGH_END_REASONS = [
  'disturbing room air currents',
  'contaminants of high toxicity',
  'high production, heavy use',
  'small hood, local control only',
] as const;

/**
 * The middle of a range: the table gives reasons for its two ends only, so
 * this says so rather than invent a third list (our wording, not ACGIH's).
 */
export const CAPTURE_MIDDLE_OF_RANGE =
  'ACGIH gives no reasons for the middle of a range: take it where the reasons for the low and the high end are mixed, or none of them applies strongly';

/** Where the guidance comes from, for a page's "Formulas and sources". */
export const CAPTURE_VELOCITY_SOURCE =
  'ACGIH Industrial Ventilation, 24th ed. (2001), ch. 3 (ch. 6 from the 25th ed.), "Range of capture velocities"; the same conditions and ft/min ranges in a fuel-burning and air pollution control guidance document, Annex 2 (after Heating and Ventilation, 1945)';

const row = (id: CaptureReleaseId, condition: string, fpm: CaptureBounds, mps: CaptureBounds, examples: readonly string[]): CaptureVelocityRange => ({
  id,
  condition,
  fpm,
  mps,
  examples,
  lowEnd: CAPTURE_LOW_END_REASONS,
  highEnd: CAPTURE_HIGH_END_REASONS,
});

/** The table, by release condition. */
export const CAPTURE_VELOCITY_RANGES: Readonly<Record<CaptureReleaseId, CaptureVelocityRange>> = {
  'quiet-air': row(
    'quiet-air',
    'Released with practically no velocity into quiet air',
    { low: 50, high: 100 },
    { low: 0.25, high: 0.5 },
    ['evaporation from tanks', 'degreasing'],
  ),
  'moderately-still-air': row(
    'moderately-still-air',
    'Released at low velocity into moderately still air',
    { low: 100, high: 200 },
    { low: 0.5, high: 1 },
    ['spray booths', 'intermittent container filling', 'low-speed conveyor transfers', 'welding', 'plating', 'pickling'],
  ),
  'rapid-air-motion': row(
    'rapid-air-motion',
    'Active generation into a zone of rapid air motion',
    { low: 200, high: 500 },
    { low: 1, high: 2.5 },
    ['spray painting in shallow booths', 'barrel filling', 'conveyor loading', 'crushers'],
  ),
  'very-rapid-air-motion': row(
    'very-rapid-air-motion',
    'Released at high initial velocity into a zone of very rapid air motion',
    { low: 500, high: 2000 },
    { low: 2.5, high: 10 },
    ['grinding', 'abrasive blasting', 'tumbling'],
  ),
};
