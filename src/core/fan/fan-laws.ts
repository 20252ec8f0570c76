/**
 * The fan laws (AMCA 201): how a fan's flow, pressure and power change with
 * its speed, its impeller diameter and the density of the air, in any
 * combination, for geometrically similar fans at the same point of rating.
 */
import { checkMeasureValues, inRange } from '../report/measure.ts';
import { FAN_LAW_MEASURES, FAN_LAW_SPEEDS } from './fields.ts';
import { plainRangeText } from '../report/plain-number.ts';

/**
 * What to scale and by which change: flow in m³/s, pressure in Pa, power in
 * W, diameters in m, densities in kg/m³, speeds in rpm, each within its
 * range (FAN_LAW_MEASURES, FAN_LAW_SPEEDS). Each value is optional; each
 * change (speed, diameter, density) is given as a pair or not at all, and at
 * least one value and one change are given. Keys are the CLI's options.
 */
export interface FanLawInput {
  flow?: number;
  pressure?: number;
  power?: number;
  speed?: number;
  newSpeed?: number;
  diameter?: number;
  newDiameter?: number;
  density?: number;
  newDensity?: number;
}

const PAIRS = [
  ['speed', 'newSpeed', 'Give the speed and the new speed together'],
  ['diameter', 'newDiameter', 'Give the diameter and the new diameter together'],
  ['density', 'newDensity', 'Give the density and the new density together'],
] as const;

/** The rules across values: the pairs, one change at least, one value at least. */
function ruleMessages(input: FanLawInput): string[] {
  const messages: string[] = PAIRS.filter(([now, next]) => (input[now] === undefined) !== (input[next] === undefined)).map(([, , message]) => message);
  if (input.speed === undefined && input.diameter === undefined && input.density === undefined) {
    messages.push('Give at least one change: speed, diameter or density, each with its new value');
  }
  if (input.flow === undefined && input.pressure === undefined && input.power === undefined) messages.push('Give at least one of flow, pressure and power to scale');
  return messages;
}

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
 * @param input See {@link FanLawInput}: SI values and speeds in rpm, each in its range.
 * @returns `success` with the scaled flow, pressure and power (SI) and the
 *   three ratios; 1000 → 1200 rpm gives 1.2×, 1.44× and 1.728×. Or `error`
 *   with one issue per value out of its range (stated in SI or rpm) and per rule.
 *   Never throws.
 *
 * Source: AMCA Publication 201 *Fans and Systems*, fan laws: Q ∝ N·D³,
 * Δp ∝ N²·D²·ρ, P ∝ N³·D⁵·ρ.
 */
export function applyFanLaws(
  input: FanLawInput,
): { status: 'success'; data: FanLawResult } | { status: 'error'; issues: FanLawIssue[] } {
  const values = input as Readonly<Record<string, number | undefined>>;
  const issues: FanLawIssue[] = checkMeasureValues(FAN_LAW_MEASURES, values).map(({ field, message }) => ({ field, message }));
  for (const spec of FAN_LAW_SPEEDS) {
    const value = values[spec.key];
    if (value !== undefined && !inRange(spec.range, value)) issues.push({ field: spec.key, message: `${spec.label} ${plainRangeText(spec)}, got ${value}` });
  }
  issues.push(...ruleMessages(input).map((message) => ({ field: 'input', message })));
  if (issues.length > 0) return { status: 'error', issues };
  const { flow, pressure, power, speed, newSpeed, diameter, newDiameter, density, newDensity } = input;
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
