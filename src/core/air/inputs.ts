/**
 * Schemas for the numbers that describe a gas, each with a one-line message
 * naming the field and the value. Shared by every function of core/air.
 */
import * as v from 'valibot';

/** A finite number; `label` names the field in messages. */
function finiteNumber(label: string) {
  const message = (issue: v.BaseIssue<unknown>) => `${label} must be a finite number, got ${String(issue.input)}`;
  return v.pipe(v.number(message), v.finite(message));
}

/** An absolute temperature in K, above absolute zero. */
export function temperatureKSchema(label: string) {
  return v.pipe(
    finiteNumber(label),
    v.gtValue(0, (issue) => `${label} must be above absolute zero (0 K), got ${issue.input} K`),
  );
}

/** An absolute pressure in Pa, greater than zero. */
export function absolutePressurePaSchema(label: string) {
  return v.pipe(
    finiteNumber(label),
    v.gtValue(0, (issue) => `${label} must be an absolute pressure greater than zero, got ${issue.input} Pa`),
  );
}

/** A percentage at least 0 and below `belowPercent` (100 for moisture, 21 for O₂). */
export function percentSchema(label: string, belowPercent: number) {
  const message = (issue: v.BaseIssue<unknown>) =>
    `${label} must be at least 0 % and below ${belowPercent} %, got ${String(issue.input)} %`;
  return v.pipe(finiteNumber(label), v.minValue(0, message), v.ltValue(belowPercent, message));
}

/** A flow, concentration or other amount that cannot be negative; `unit` is its SI unit for the message. */
export function nonNegativeSchema(label: string, unit: string) {
  return v.pipe(
    finiteNumber(label),
    v.minValue(0, (issue) => `${label} must not be negative, got ${issue.input} ${unit}`),
  );
}

/** A value between `min` and `max` inclusive, e.g. an altitude in m. */
export function rangeSchema(label: string, min: number, max: number, unit: string, why: string) {
  const message = (issue: v.BaseIssue<unknown>) =>
    `${label} must be between ${min} ${unit} and ${max} ${unit} (${why}), got ${String(issue.input)} ${unit}`;
  return v.pipe(finiteNumber(label), v.minValue(min, message), v.maxValue(max, message));
}
