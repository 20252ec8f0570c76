/**
 * Fitting loss coefficients of the velocity-pressure method, in velocity
 * pressures of the segment's own duct: 90° round elbows by centreline radius
 * ratio R/D and branch entries by angle.
 *
 * Source: ACGIH *Industrial Ventilation: A Manual of Recommended Practice for
 * Design*, ch. 9, elbow and branch-entry loss figures. Check status, point by
 * point (REFERENCE.md's ✔/◐/○):
 * - Elbows, R/D 0.75, 1.0, 1.5, 2.0 (0.46, 0.33, 0.24, 0.19) ◐: the same
 *   figures are SMACNA's round 5-piece 90° elbow (HVAC Systems Duct Design,
 *   table A-7B, as coded in TomLXXVI/python-hvac
 *   `hvac/fluid_flow/fittings/duct/smacna.py`, `ElbowA7B._zeta_5p`). R/D
 *   1.25 (0.28) lies on that table's straight line (0.285) ◐. R/D 0.5
 *   (0.71) equals SMACNA's smooth-radius (die-stamped) elbow at 0.5
 *   (`ElbowA7A`), not a gored one (3-piece 0.98): ○. R/D 2.5 (0.17) is
 *   beyond SMACNA's gored table: ○. No value disagreed, none was changed.
 * - Branch entries, every angle ○ (30° 0.18 and 45° 0.28 are in
 *   REFERENCE.md from one secondary text): no second public text with the
 *   manual's table was found (searched: course notes of the calculation
 *   sheet, which name the table but not its figures; SMACNA's and ASHRAE's
 *   converging wyes depend on the flow and area ratios, so they cannot
 *   check a figure by angle alone). Unchanged.
 * Give `elbow_loss` or `entry_loss` to use your own figures.
 */

/** Where the elbow and entry figures come from, shown beside them. */
export const FITTING_SOURCE =
  'ACGIH Industrial Ventilation, ch. 9, round elbow losses by R/D (R/D 0.75–2.0 as SMACNA\'s 5-piece elbow), elbows of 60°, 45° and 30° as 2/3, 1/2 and 1/3 of the 90° loss, branch entry losses by angle, weather cap 1.0 VP and the no-loss stackhead (the angle shares, entries and stack fittings not yet confirmed by a second text: check against the manual)';

/** 90° round elbow loss, VP, by R/D (ACGIH; ◐ 0.75–2.0, ○ 0.5 and 2.5, see above). Linear between the points. */
export const ELBOW_LOSS_BY_RD: readonly (readonly [rd: number, lossVp: number])[] = [
  [0.5, 0.71],
  [0.75, 0.46],
  [1.0, 0.33],
  [1.25, 0.28],
  [1.5, 0.24],
  [2.0, 0.19],
  [2.5, 0.17],
];

/** The R/D used when an elbow has neither a loss nor an R/D: ACGIH's usual 2 D elbow for dust. */
export const DEFAULT_ELBOW_RD = 2;

/** Branch entry loss, VP, by entry angle in degrees (ACGIH, ○, see above). Linear between the points. */
export const ENTRY_LOSS_BY_ANGLE: readonly (readonly [angleDeg: number, lossVp: number])[] = [
  [10, 0.06],
  [15, 0.09],
  [20, 0.12],
  [25, 0.15],
  [30, 0.18],
  [35, 0.21],
  [40, 0.25],
  [45, 0.28],
  [50, 0.32],
  [60, 0.44],
  [90, 1.0],
];

/**
 * Linear interpolation in a table of ascending x.
 *
 * @returns The value, or `undefined` outside the table's range.
 */
function interpolate(table: readonly (readonly [number, number])[], x: number): number | undefined {
  const first = table[0]!;
  const last = table[table.length - 1]!;
  if (!(x >= first[0] && x <= last[0])) return undefined;
  const upper = table.findIndex(([at]) => at >= x);
  const [x1, y1] = table[upper]!;
  if (x1 === x || upper === 0) return y1;
  const [x0, y0] = table[upper - 1]!;
  return y0 + ((y1 - y0) * (x - x0)) / (x1 - x0);
}

/**
 * The loss of one 90° round elbow.
 *
 * @param rd Centreline radius over diameter, 0.5 to 2.5.
 * @returns The loss in VP, interpolated; `undefined` outside 0.5–2.5 (give `elbow_loss`).
 *
 * Source: ACGIH Industrial Ventilation ch. 9, round elbow losses (◐ R/D 0.75–2.0 against SMACNA; ○ outside).
 */
export function elbowLossVp(rd: number): number | undefined {
  return interpolate(ELBOW_LOSS_BY_RD, rd);
}

/**
 * The loss of a branch entry into a main.
 *
 * @param angleDeg Entry angle in degrees, 10 to 90.
 * @returns The loss in VP of the branch, interpolated; `undefined` outside 10–90°.
 *
 * Source: ACGIH Industrial Ventilation ch. 9, branch entry losses (○; 30° 0.18, 45° 0.28).
 */
export function entryLossVp(angleDeg: number): number | undefined {
  return interpolate(ENTRY_LOSS_BY_ANGLE, angleDeg);
}

/**
 * The loss of an elbow by its angle, as a share of the 90° elbow's loss at
 * the same R/D: 60° two thirds, 45° one half, 30° one third.
 *
 * Source: ACGIH Industrial Ventilation, ch. 9, elbow losses (the
 * calculation sheet counts an elbow of another angle as this share of a
 * 90° one). ○: REFERENCE.md, one secondary text; the statement.
 */
export const ELBOW_ANGLE_SHARE: Readonly<Record<number, number>> = { 90: 1, 60: 2 / 3, 45: 1 / 2, 30: 1 / 3 };

/** The most elbows a segment takes, in 90° equivalents. */
export const MAX_ELBOWS = 1000;

const PLAIN_COUNT = /^(\d+\.?\d*|\.\d+)$/;
const ELBOW_ITEM = /^(\d+)\s*[x×*]\s*(\d+)\s*(°|deg)?$/i;

/**
 * Reads an `elbows` cell: a plain number of 90° elbows (`2`; a decimal is
 * 90° equivalents, `1.5` = one 90° and one 45°), or a list by angle,
 * `2x90, 1x45` (items apart by `,` or `+`; `°` or `deg` may follow the angle).
 *
 * @param text The cell, trimmed, not blank.
 * @returns `value`: the elbows in 90° equivalents (Σ count × share of the
 *   angle, see ELBOW_ANGLE_SHARE), 0 to MAX_ELBOWS; or `message`, one line:
 *   an angle ACGIH gives no share for, a count that is not whole, text.
 */
export function readElbows(text: string): { value: number } | { message: string } {
  const angles = Object.keys(ELBOW_ANGLE_SHARE).map(Number).sort((a, b) => a - b).join('°, ');
  const syntax = `a number of 90° elbows (2), or elbows by angle (2x90, 1x45; angles ${angles}°)`;
  if (PLAIN_COUNT.test(text)) {
    const value = Number(text);
    return value <= MAX_ELBOWS ? { value } : { message: `Elbows: at most ${MAX_ELBOWS} (in 90° equivalents), got ${text}` };
  }
  let value = 0;
  for (const item of text.split(/[,+]/).map((part) => part.trim())) {
    const match = ELBOW_ITEM.exec(item);
    if (match === null) return { message: `Elbows: "${item}" is not ${syntax}` };
    const share = ELBOW_ANGLE_SHARE[Number(match[2])];
    if (share === undefined) return { message: `Elbows: ACGIH gives elbow losses at ${angles}° (as a share of the 90° elbow), got ${match[2]}° in "${item}"; count it as the nearest angle or give elbow_loss` };
    value += Number(match[1]) * share;
  }
  return value <= MAX_ELBOWS ? { value } : { message: `Elbows: at most ${MAX_ELBOWS} in 90° equivalents, got ${text} (${value})` };
}

/** The fittings the `fittings` cell names, each with its loss in VP of the segment's duct. */
export const NAMED_FITTINGS = {
  'weather-cap': {
    label: 'Weather cap (rain cap over the stack)',
    lossVp: 1.0,
    source: 'ACGIH Industrial Ventilation, stack design figure: a weather cap costs about 1.0 VP of the stack (○ not yet confirmed by a public text: check against the manual)',
  },
  stackhead: {
    label: 'No-loss stackhead (stack inside a larger sleeve)',
    lossVp: 0,
    source: 'ACGIH Industrial Ventilation, stack design figure: the no-loss stackhead; Labconco, "Zero Pressure Weathercap (also called a No-Loss Stackhead)" (○)',
  },
} as const satisfies Record<string, { label: string; lossVp: number; source: string }>;
export type NamedFittingId = keyof typeof NAMED_FITTINGS;
const FITTING_IDS = Object.keys(NAMED_FITTINGS) as NamedFittingId[];

const FITTING_ITEM = /^(?:(\d+)\s*[x×*]\s*)?([a-z-]+)$/i;

/**
 * Reads a `fittings` cell: named fittings, each once or with a count,
 * `weather-cap`, `2x weather-cap` (items apart by `,` or `+`, any case).
 *
 * @param text The cell, trimmed, not blank.
 * @returns `value`: Σ count × loss in VP of the segment's duct (see
 *   NAMED_FITTINGS); or `message`, one line naming the item and the fittings known.
 */
export function readFittings(text: string): { value: number } | { message: string } {
  let value = 0;
  for (const item of text.split(/[,+]/).map((part) => part.trim())) {
    const match = FITTING_ITEM.exec(item);
    const id = match?.[2]?.toLowerCase();
    if (match === null || id === undefined || !(FITTING_IDS as string[]).includes(id)) {
      return { message: `Fittings: "${item}" is not a fitting of the list (${FITTING_IDS.join(', ')}; a count may lead, 2x weather-cap)` };
    }
    value += Number(match[1] ?? 1) * NAMED_FITTINGS[id as NamedFittingId].lossVp;
  }
  return { value };
}
