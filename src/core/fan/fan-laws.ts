/**
 * The fan laws (AMCA 201): how a fan's flow, pressure and power change with
 * its speed, its impeller diameter and the density of the air, in any
 * combination, for geometrically similar fans at the same point of rating.
 */
import * as v from 'valibot';

const positive = (label: string) => {
  const message = (issue: v.BaseIssue<unknown>) => `${label} must be a number above 0, got ${String(issue.input)}`;
  return v.optional(v.pipe(v.number(message), v.finite(message), v.gtValue(0, message)));
};

/**
 * What to scale and by which change. Each value is optional; each pair of
 * a change (speed, diameter, density) is given together or not at all, and at
 * least one value and one change are given. Keys are the CLI's options.
 */
export const FanLawInputSchema = v.pipe(
  v.object({
    flow: positive('Flow'),
    pressure: positive('Pressure'),
    power: positive('Power'),
    speed: positive('Speed'),
    newSpeed: positive('New speed'),
    diameter: positive('Diameter'),
    newDiameter: positive('New diameter'),
    density: positive('Density'),
    newDensity: positive('New density'),
  }),
  v.check((input) => (input.speed === undefined) === (input.newSpeed === undefined), 'Give the speed and the new speed together'),
  v.check((input) => (input.diameter === undefined) === (input.newDiameter === undefined), 'Give the diameter and the new diameter together'),
  v.check((input) => (input.density === undefined) === (input.newDensity === undefined), 'Give the density and the new density together'),
  v.check(
    (input) => input.speed !== undefined || input.diameter !== undefined || input.density !== undefined,
    'Give at least one change: speed, diameter or density, each with its new value',
  ),
  v.check(
    (input) => input.flow !== undefined || input.pressure !== undefined || input.power !== undefined,
    'Give at least one of flow, pressure and power to scale',
  ),
);

/**
 * The fan-law input, each value in one unit of its own (the laws use ratios):
 * flow in m³/s, pressure in Pa, power in W, speed in any unit (rpm),
 * diameter in m, density in kg/m³.
 */
export type FanLawInput = v.InferInput<typeof FanLawInputSchema>;

/** The scaled values (only those given) and the ratios applied. */
export interface FanLawResult {
  readonly flow?: number;
  readonly pressure?: number;
  readonly power?: number;
  /** Q₂/Q₁ = (N₂/N₁)·(D₂/D₁)³. */
  readonly flowRatio: number;
  /** Δp₂/Δp₁ = (N₂/N₁)²·(D₂/D₁)²·(ρ₂/ρ₁). */
  readonly pressureRatio: number;
  /** P₂/P₁ = (N₂/N₁)³·(D₂/D₁)⁵·(ρ₂/ρ₁). */
  readonly powerRatio: number;
}

/** One unusable fan-law input: the field (its key, or `input` for a rule across fields) and one line. */
export interface FanLawIssue {
  readonly field: string;
  readonly message: string;
}

/**
 * Applies the fan laws.
 *
 * @param input See {@link FanLawInputSchema}; values in any consistent units.
 * @returns `success` with the scaled flow, pressure and power (in the units
 *   they were given in) and the three ratios; 1000 → 1200 rpm gives 1.2×,
 *   1.44× and 1.728×. Or `error` with one issue per unusable field or rule.
 *   Never throws.
 *
 * Source: AMCA Publication 201 *Fans and Systems*, fan laws: Q ∝ N·D³,
 * Δp ∝ N²·D²·ρ, P ∝ N³·D⁵·ρ.
 */
export function applyFanLaws(
  input: FanLawInput,
): { status: 'success'; data: FanLawResult } | { status: 'error'; issues: FanLawIssue[] } {
  const parsed = v.safeParse(FanLawInputSchema, input, { abortPipeEarly: true });
  if (!parsed.success) {
    return {
      status: 'error',
      issues: parsed.issues.map((issue) => {
        const key = issue.path?.[issue.path.length - 1]?.key;
        return { field: typeof key === 'string' ? key : 'input', message: issue.message };
      }),
    };
  }
  const { flow, pressure, power, speed, newSpeed, diameter, newDiameter, density, newDensity } = parsed.output;
  const speedRatio = speed === undefined || newSpeed === undefined ? 1 : newSpeed / speed;
  const diameterRatio = diameter === undefined || newDiameter === undefined ? 1 : newDiameter / diameter;
  const densityRatio = density === undefined || newDensity === undefined ? 1 : newDensity / density;
  const flowRatio = speedRatio * diameterRatio ** 3;
  const pressureRatio = speedRatio ** 2 * diameterRatio ** 2 * densityRatio;
  const powerRatio = speedRatio ** 3 * diameterRatio ** 5 * densityRatio;
  return {
    status: 'success',
    data: {
      ...(flow !== undefined && { flow: flow * flowRatio }),
      ...(pressure !== undefined && { pressure: pressure * pressureRatio }),
      ...(power !== undefined && { power: power * powerRatio }),
      flowRatio,
      pressureRatio,
      powerRatio,
    },
  };
}
