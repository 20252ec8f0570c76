/**
 * Fitting loss coefficients of the velocity-pressure method, in velocity
 * pressures of the segment's own duct: 90° round elbows by centreline radius
 * ratio R/D and branch entries by angle.
 *
 * Source: ACGIH *Industrial Ventilation: A Manual of Recommended Practice for
 * Design*, ch. 9, elbow and branch-entry loss figures. Check status ○: the
 * branch entries at 30° (0.18) and 45° (0.28) are in /work/shared/REFERENCE.md
 * from one secondary text; the elbow table is the manual's round-elbow row as
 * widely quoted (R/D 1.5 → 0.24, 2.0 → 0.19, 2.5 → 0.17) and must be checked
 * against the manual before a design is signed off on it. Give `elbow_loss` or
 * `entry_loss` to use your own figures.
 */

/** Where the elbow and entry figures come from, shown beside them. */
export const FITTING_SOURCE =
  'ACGIH Industrial Ventilation, ch. 9, round elbow losses by R/D and branch entry losses by angle (○: check against the manual)';

/** 90° round elbow loss, VP, by R/D (ACGIH, ○). Linear between the points. */
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

/** Branch entry loss, VP, by entry angle in degrees (ACGIH, ○). Linear between the points. */
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
 * Source: ACGIH Industrial Ventilation ch. 9, round elbow losses (○).
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
