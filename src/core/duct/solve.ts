/**
 * Round-duct relations between airflow Q, velocity V and diameter D, in SI.
 *
 * Source: continuity, Q = V · A with A = π D² / 4 (spec §9 "Formulas"; ACGIH
 * Industrial Ventilation, ch. 5, and ASHRAE Fundamentals ch. 21 use the same).
 */
import { toDisplayUnits, UNIT_SYSTEMS, type Quantity } from './units.ts';

/** Inputs in SI. A missing value is `undefined`. */
export interface DuctInputsSi {
  /** Mean air velocity in m/s. */
  velocityMps?: number | undefined;
  /** Inside diameter of the round duct in m. */
  diameterM?: number | undefined;
  /** Volumetric airflow in m³/s. */
  airflowM3s?: number | undefined;
}

/** A consistent set of the three quantities, in SI, with the one that was solved. */
export interface DuctSolution {
  solved: Quantity;
  velocityMps: number;
  diameterM: number;
  airflowM3s: number;
}

/**
 * Why an input or a result cannot be used. `not-a-number` comes only from
 * reading typed text (`readQuantityText` in quantity-text.ts); `solveDuct` takes numbers.
 */
export type DuctIssueReason =
  | 'missing'
  | 'not-a-number'
  | 'not-finite'
  | 'zero'
  | 'negative'
  | 'too-small'
  | 'result-out-of-range';

/** One problem, naming the field and, where there is one, the value that was given. */
export interface DuctIssue {
  field: Quantity;
  reason: DuctIssueReason;
  /** The offending value as it was passed in; absent when missing or for a result. */
  value?: number;
}

/** The result union: never NaN or Infinity in `data`. */
export type DuctResult = { status: 'success'; data: DuctSolution } | { status: 'error'; issues: DuctIssue[] };

/** The two inputs each calculation needs (spec §4). */
export const REQUIRED_INPUTS: Readonly<Record<Quantity, readonly [Quantity, Quantity]>> = {
  velocity: ['airflow', 'diameter'],
  diameter: ['airflow', 'velocity'],
  airflow: ['velocity', 'diameter'],
};

/** The SI field of {@link DuctInputsSi} that holds each quantity (m/s, m, m³/s). */
export const SI_KEYS = { velocity: 'velocityMps', diameter: 'diameterM', airflow: 'airflowM3s' } as const;

/**
 * Cross-sectional area of a round duct.
 *
 * @param diameterM Inside diameter in m.
 * @returns Area in m². Pure arithmetic: it does not validate its input.
 *
 * Source: A = π D² / 4 (spec §9).
 */
export function crossSectionAreaM2(diameterM: number): number {
  return (Math.PI * diameterM * diameterM) / 4;
}

/*
 * Why the solvers below are not written as the textbook formulas: 4Q, D² or
 * π D² / 4 overflow or underflow long before the result does (D = 1e160 m
 * squares to Infinity, while Q = 1e-300 m³/s through D = 1e-160 m is a plain
 * 1.27e20 m/s), and an intermediate that lands among the subnormal doubles
 * (below 2.2e-308) keeps only a few bits. Each solver therefore goes through
 * square roots, which map every positive double into [1e-162, 1.4e154], and
 * squares or divides only in the last step, so the one rounding that can leave
 * the double range is the result's own. The relations are the same; only
 * the order of the operations differs. Accuracy: within 4 ulps.
 */

/** 4 / π, the factor of V = 4Q / (π D²). */
const FOUR_OVER_PI = 4 / Math.PI;
/** π / 4, the factor of Q = V π D² / 4. */
const PI_OVER_FOUR = Math.PI / 4;
/** 2 / √π, the factor of D = 2 √Q / √(π V). */
const TWO_OVER_SQRT_PI = 2 / Math.sqrt(Math.PI);

/**
 * Mean velocity from airflow and diameter.
 *
 * @param airflowM3s Airflow in m³/s.
 * @param diameterM Inside diameter in m.
 * @returns Velocity in m/s. Does not validate; use {@link solveDuct} for user input.
 *
 * Source: V = Q / A with A = π D² / 4 (spec §9), computed as
 * V = (4/π · √Q/D) · (√Q/D), so no intermediate leaves the double range
 * before the result does.
 */
export function velocityFromAirflowMps(airflowM3s: number, diameterM: number): number {
  const rootRatio = Math.sqrt(airflowM3s) / diameterM;
  return FOUR_OVER_PI * rootRatio * rootRatio;
}

/**
 * Diameter that carries an airflow at a velocity.
 *
 * @param airflowM3s Airflow in m³/s.
 * @param velocityMps Velocity in m/s.
 * @returns Inside diameter in m. Does not validate; use {@link solveDuct} for user input.
 *
 * Source: D = √(4 Q / (π V)) (spec §9), computed as D = √Q · (2/√π / √V),
 * so no intermediate leaves the double range before the result does.
 */
export function diameterFromAirflowM(airflowM3s: number, velocityMps: number): number {
  return Math.sqrt(airflowM3s) * (TWO_OVER_SQRT_PI / Math.sqrt(velocityMps));
}

/**
 * Airflow through a round duct.
 *
 * @param velocityMps Velocity in m/s.
 * @param diameterM Inside diameter in m.
 * @returns Airflow in m³/s. Does not validate; use {@link solveDuct} for user input.
 *
 * Source: Q = V · A with A = π D² / 4 (spec §9), computed as
 * Q = (π/4 · √V·D) · (√V·D), so no intermediate leaves the double range
 * before the result does.
 */
export function airflowFromVelocityM3s(velocityMps: number, diameterM: number): number {
  const rootProduct = Math.sqrt(velocityMps) * diameterM;
  return PI_OVER_FOUR * rootProduct * rootProduct;
}

/** The smallest positive normal double, 2⁻¹⁰²²; below it a double keeps fewer than 53 bits. */
export const MIN_NORMAL = 2 ** -1022;

/** A finite double of full precision: neither Infinity nor subnormal (nor zero). */
const isNormalPositive = (value: number): boolean => value >= MIN_NORMAL && value <= Number.MAX_VALUE;

/**
 * Checks one input: it must be present, finite and greater than zero, and
 * not below the normal doubles (a subnormal number such as 1e-320 is not even
 * held as typed: it reads as 9.99988671826831e-321). The check does not depend
 * on units, so front ends may run it on the value the user typed, before
 * converting it.
 *
 * @param field Which quantity the value is.
 * @param value The value, in any unit system.
 * @returns The issue (`missing`, `not-finite`, `zero`, `negative` or
 *   `too-small`), or `undefined` when the value is usable.
 */
export function checkDuctInput(field: Quantity, value: number | undefined): DuctIssue | undefined {
  if (value === undefined) return { field, reason: 'missing' };
  if (!Number.isFinite(value)) return { field, reason: 'not-finite', value };
  if (value === 0) return { field, reason: 'zero', value };
  if (value < 0) return { field, reason: 'negative', value };
  if (value < MIN_NORMAL) return { field, reason: 'too-small', value };
  return undefined;
}

const SOLVERS: Readonly<Record<Quantity, (si: Required<DuctInputsSi>) => number>> = {
  velocity: (si) => velocityFromAirflowMps(si.airflowM3s, si.diameterM),
  diameter: (si) => diameterFromAirflowM(si.airflowM3s, si.velocityMps),
  airflow: (si) => airflowFromVelocityM3s(si.velocityMps, si.diameterM),
};

/**
 * A result must be a normal, finite, positive double in SI and in every
 * display unit system: imperial multiplies by up to 2118.88, so a result near
 * the top of the range can overflow only there.
 */
function isRepresentable(quantity: Quantity, siValue: number): boolean {
  return UNIT_SYSTEMS.every((system) => isNormalPositive(toDisplayUnits(quantity, siValue, system)));
}

/**
 * Solves one of velocity, diameter or airflow from the other two.
 * The single entry point of the calculator for the web app and the CLI.
 *
 * @param solve The quantity to compute.
 * @param inputs Values in SI (m/s, m, m³/s). The value of `solve` itself is ignored.
 * @returns `{status: 'success', data}` with all three quantities in SI, or
 *   `{status: 'error', issues}` naming each unusable input (missing, not
 *   finite, zero, negative, or `too-small`: subnormal in SI, as 1e-306 CFM
 *   is once converted; its `value` is then in SI) or a result that is not a
 *   normal, finite,
 *   positive double in SI and in every display unit system
 *   (`result-out-of-range`: above about 1.8e308, or below 2.2e-308, where a
 *   double keeps fewer than 53 bits). Never throws, never returns NaN,
 *   Infinity or a subnormal number. Results are within 4 ulps of the exact value.
 *
 * Source: spec §9 formulas, A = π D² / 4, V = Q / A, Q = V · A, D = √(4Q/(πV)).
 *
 * @example
 * solveDuct('diameter', { airflowM3s: 1, velocityMps: 20 });
 * // → { status: 'success', data: { solved: 'diameter', diameterM: 0.2523…, … } }
 */
export function solveDuct(solve: Quantity, inputs: DuctInputsSi): DuctResult {
  const issues = REQUIRED_INPUTS[solve]
    .map((field) => checkDuctInput(field, inputs[SI_KEYS[field]]))
    .filter((issue): issue is DuctIssue => issue !== undefined);
  if (issues.length > 0) return { status: 'error', issues };

  const si = { velocityMps: 0, diameterM: 0, airflowM3s: 0, ...inputs } as Required<DuctInputsSi>;
  const solvedValue = SOLVERS[solve](si);
  if (!isRepresentable(solve, solvedValue)) {
    return { status: 'error', issues: [{ field: solve, reason: 'result-out-of-range' }] };
  }
  const data: DuctSolution = { solved: solve, ...si, [SI_KEYS[solve]]: solvedValue };
  return { status: 'success', data };
}

/**
 * Reads one quantity of a solution by name.
 *
 * @param solution A solution from {@link solveDuct}.
 * @param quantity Which quantity to read.
 * @returns The value in SI (m/s, m or m³/s).
 */
export function siValueOf(solution: DuctSolution | DuctInputsSi, quantity: Quantity): number | undefined {
  return solution[SI_KEYS[quantity]];
}
