/**
 * Unit systems and conversions of the ducting calculator.
 *
 * The calculator holds every value in SI (metric: m/s, m, m³/s) and converts
 * only for display. It uses the spec's rounded factors (spec §9), which differ
 * from the exact NIST SP 811 factors by at most 2 ppm: 196.85 vs 196.850394
 * ft/min per m/s, 39.37 vs 39.370079 in per m, 2118.88 vs 2118.880003 CFM per
 * m³/s. They are the product's business constant, so the page, the CLI and
 * the sizing-sheet check all agree with the figures engineers already have.
 * Newer tools use the exact factors instead.
 */

/** The three quantities of a round duct: velocity V, diameter D and airflow Q. */
export const QUANTITIES = ['velocity', 'diameter', 'airflow'] as const;
export type Quantity = (typeof QUANTITIES)[number];

/** Metric is m/s, m, m³/s; imperial is ft/min, in, CFM (spec §9). */
export const UNIT_SYSTEMS = ['metric', 'imperial'] as const;
export type UnitSystem = (typeof UNIT_SYSTEMS)[number];

/** Metric → imperial factors, exactly as the spec gives them (spec §9, "Conversion"). */
export const SPEC_METRIC_TO_IMPERIAL: Readonly<Record<Quantity, number>> = {
  velocity: 196.85,
  diameter: 39.37,
  airflow: 2118.88,
};

/** Unit symbols shown beside each field, in the notice and by the CLI. */
export const UNIT_SYMBOLS: Readonly<Record<UnitSystem, Readonly<Record<Quantity, string>>>> = {
  metric: { velocity: 'm/s', diameter: 'm', airflow: 'm³/s' },
  imperial: { velocity: 'ft/min', diameter: 'in', airflow: 'CFM' },
};

/** The field labels of the spec's calculator form. */
export const QUANTITY_LABELS: Readonly<Record<Quantity, string>> = {
  velocity: 'Velocity (V)',
  diameter: 'Diameter (D)',
  airflow: 'Airflow (Q)',
};

/**
 * Converts a quantity from SI to a unit system for display.
 *
 * @param quantity Which quantity the value is.
 * @param siValue The value in SI: m/s, m or m³/s.
 * @param unitSystem The unit system to show it in.
 * @returns The value in ft/min, in or CFM for imperial; unchanged for metric.
 *   Never throws; a non-finite input gives a non-finite output.
 *
 * Source: spec §9 factors (metric × 196.85, 39.37, 2118.88).
 */
export function toDisplayUnits(quantity: Quantity, siValue: number, unitSystem: UnitSystem): number {
  return unitSystem === 'imperial' ? siValue * SPEC_METRIC_TO_IMPERIAL[quantity] : siValue;
}

/**
 * Converts a quantity entered in a unit system to SI.
 *
 * @param quantity Which quantity the value is.
 * @param displayValue The value as the user gave it: ft/min, in or CFM for
 *   imperial; m/s, m or m³/s for metric.
 * @param unitSystem The unit system it was given in.
 * @returns The value in SI (m/s, m or m³/s). Never throws.
 *
 * Source: spec §9 ("imperial to metric: divide by the same factors").
 */
export function toSiUnits(quantity: Quantity, displayValue: number, unitSystem: UnitSystem): number {
  return unitSystem === 'imperial' ? displayValue / SPEC_METRIC_TO_IMPERIAL[quantity] : displayValue;
}
