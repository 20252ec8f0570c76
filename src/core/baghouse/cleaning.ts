/**
 * Cleaning types of a fabric filter and what each implies for the design.
 * No imports, so the CLI's option definitions can list them at start-up.
 */

/** How the bags are cleaned: pulse-jet (felt, on line), shaker or reverse-air (woven, off line by compartment). */
export const CLEANING_TYPES = ['pulse-jet', 'shaker', 'reverse-air'] as const;
/** One cleaning type. */
export type CleaningType = (typeof CLEANING_TYPES)[number];

/** How an engineer names each cleaning type. */
export const CLEANING_NAMES: Readonly<Record<CleaningType, string>> = {
  'pulse-jet': 'Pulse-jet',
  shaker: 'Shaker',
  'reverse-air': 'Reverse-air',
};

/**
 * Whether a cleaning type takes a compartment off line to clean it, so the
 * gross cloth area exceeds the net (EPA gross/net table). Pulse-jet units
 * clean on line: gross = net.
 */
export function cleansOffLine(cleaning: CleaningType): boolean {
  return cleaning !== 'pulse-jet';
}

/**
 * The re-entrainment limit on the can velocity for a cleaning type, m/s, or
 * `undefined` where the reference gives none (shaker). The can velocity is
 * the upward velocity between the bags (the interstitial velocity),
 * Q / (housing section − bag sections): the limit is checked on it, not on
 * the gross velocity over the whole section.
 *
 * Source: SOURCE_CAN_VELOCITY_LIMIT in sources.ts (○, one secondary source):
 * pulse-jet 1.5–2.5 m/s, warn above about 1.5 m/s; reverse-air 0.6–1.0 m/s,
 * warn above 1.0 m/s.
 */
export function canVelocityLimitMps(cleaning: CleaningType): number | undefined {
  if (cleaning === 'pulse-jet') return 1.5;
  if (cleaning === 'reverse-air') return 1;
  return undefined;
}
