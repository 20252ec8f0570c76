/**
 * Sizing a round duct for an airflow, in the two ways designers do it:
 * equal friction (a friction rate gives the diameter, then the next standard
 * size up) and transport velocity (a minimum velocity gives the largest
 * standard size that keeps it).
 */
import { diameterFromAirflowM, velocityFromAirflowMps } from '../duct/solve.ts';
import { TRANSPORT_CLASSES, TRANSPORT_TABLE_SHORT, type TransportClassId } from '../duct/transport-velocity.ts';
import type { UnitSystem } from '../duct/units.ts';
import { figureRangeIssue, measureInputTexts } from '../report/figure-check.ts';
import { checkMeasureValues, type MeasureIssue, type MeasureSpec } from '../report/measure.ts';
import { DUCT_VELOCITY_RANGE, FRICTION_RATE_RANGE } from '../report/ranges.ts';
import { formatNumber } from '../format/number.ts';
import { unitById } from '../units/catalogue.ts';
import { INCH_M } from '../units/definitions.ts';
import { unitFromSi, unitToSi } from '../units/unit.ts';
import { COLEBROOK_MAX_RELATIVE_ROUGHNESS } from '../friction/colebrook.ts';
import { colebrookRangeIssue } from '../friction/colebrook-range.ts';
import { AIRFLOW_MEASURE, CONDITION_MEASURES, resolveConditions, type ConditionsInput, type FrictionConditions } from '../friction/conditions.ts';
import { ductFriction, type DuctFriction } from '../friction/duct-friction.ts';
import type { ToolResult } from '../friction/pressure-loss.ts';
import { frictionWarnings } from '../friction/warnings.ts';
import { sizeFigures } from './report.ts';
import { SAME_SIZE, STANDARD_SERIES, nextSizeDown, nextSizeUp, seriesUnitSystem, type SeriesId, type StandardSeries } from './standard-sizes.ts';
import { transportWarnings } from './transport-warning.ts';

/** The friction rate to size for: Pa/m or inH₂O/100 ft. */
export const FRICTION_RATE_MEASURE: MeasureSpec = {
  key: 'frictionRate',
  label: 'Friction rate',
  quantity: 'friction-rate',
  units: { metric: 'Pa/m', imperial: 'inH2O/100ft' },
  range: FRICTION_RATE_RANGE,
};

/** The minimum velocity to keep: m/s or ft/min. */
export const MIN_VELOCITY_MEASURE: MeasureSpec = {
  key: 'minVelocity',
  label: 'Minimum velocity',
  quantity: 'velocity',
  units: { metric: 'm/s', imperial: 'ft/min' },
  range: DUCT_VELOCITY_RANGE,
};

/** Every numeric input of sizing, in the order of `duct-calc size --help`. */
export const SIZE_MEASURES: readonly MeasureSpec[] = [AIRFLOW_MEASURE, FRICTION_RATE_MEASURE, MIN_VELOCITY_MEASURE, ...CONDITION_MEASURES];

/** How the size was chosen. */
export type SizingMode = 'equal-friction' | 'transport-velocity';

/** The sizing inputs in SI, keyed by option name. Exactly one of `frictionRate` and `minVelocity`. */
export interface SizeInput extends ConditionsInput {
  /** Airflow, m³/s. */
  readonly q: number;
  /** Equal friction: the friction rate, Pa/m. */
  readonly frictionRate?: number | undefined;
  /** Transport velocity: the minimum velocity, m/s. */
  readonly minVelocity?: number | undefined;
  readonly series: SeriesId;
  /**
   * Equal friction: the contaminant class the air carries, if declared; the
   * sized duct's velocity is checked against its minimum transport velocity.
   */
  readonly transport?: TransportClassId | undefined;
  /**
   * The column of the ACGIH transport table to check against and the unit of
   * velocities in messages: ft/min (imperial) or m/s (metric). Default: the
   * series' own (us-spiral imperial, en-1506 metric).
   */
  readonly unitSystem?: UnitSystem | undefined;
}

/** A sized duct. */
export interface DuctSize {
  readonly mode: SizingMode;
  readonly series: StandardSeries;
  readonly conditions: FrictionConditions;
  /** The diameter that meets the target exactly, m. */
  readonly exactDiameterM: number;
  readonly standardDiameterM: number;
  /** The friction in the standard size. */
  readonly friction: DuctFriction;
  /** The target: the friction rate (Pa/m) or the minimum velocity (m/s). */
  readonly targetSi: number;
}

/**
 * Solves Δp/L(D) = target by bisection on log D: the rate falls steadily as D
 * grows. Colebrook has no root at D ≤ ε/3.7, and its rate grows without bound
 * as D nears that from above, so the search stays above it.
 */
function diameterForFrictionRate(conditions: FrictionConditions, airflowM3s: number, ratePaPerM: number): number {
  const rateAt = (diameterM: number) => ductFriction(conditions, airflowM3s, diameterM).frictionRatePaPerM;
  const floor = conditions.method === 'colebrook' ? conditions.roughnessM / COLEBROOK_MAX_RELATIVE_ROUGHNESS : 0;
  let low = Math.max(diameterFromAirflowM(airflowM3s, 10), 2 * floor);
  let high = low;
  for (let step = 0; step < 2000 && rateAt(low) < ratePaPerM; step += 1) low = (low + floor) / 2;
  while (rateAt(high) > ratePaPerM) high *= 2;
  for (let step = 0; step < 200 && high - low > 4 * Number.EPSILON * high; step += 1) {
    const middle = Math.sqrt(low * high);
    if (rateAt(middle) > ratePaPerM) low = middle;
    else high = middle;
  }
  return (low + high) / 2;
}

const issue = (field: string, message: string): MeasureIssue => ({ field, text: '', message });

const largest = (series: StandardSeries) => series.diametersM[series.diametersM.length - 1]!;

/** The ratio of the series' last step, largest / second largest: 60/58 in, 1250/1120 mm. */
const stepAbove = (series: StandardSeries) => largest(series) / series.diametersM[series.diametersM.length - 2]!;

/** A velocity in a unit system, for a message: `81.49 m/s`, `16042 ft/min`. */
function formatVelocity(velocityMps: number, system: UnitSystem): string {
  return system === 'imperial'
    ? `${formatNumber(unitFromSi(unitById('ft/min'), velocityMps), 'table', { decimals: 0 })} ft/min`
    : `${formatNumber(velocityMps, 'table')} m/s`;
}

/** Why no standard size meets the target, or `undefined` when one does. */
function noSizeIssue(input: SizeInput, series: StandardSeries, mode: SizingMode, exactDiameterM: number, system: UnitSystem): MeasureIssue | undefined {
  const biggest = largest(series);
  if (mode === 'equal-friction') {
    if (nextSizeUp(series, exactDiameterM) !== undefined) return undefined;
    return issue(
      'frictionRate',
      `No size of the ${series.label} series is large enough: the airflow needs ${formatSize(series, exactDiameterM)}, the largest is ${formatSize(series, biggest)}`,
    );
  }
  if (nextSizeDown(series, exactDiameterM) === undefined) {
    return issue(
      'minVelocity',
      `Even the smallest size of the ${series.label} series, ${formatSize(series, series.diametersM[0]!)}, is slower than the minimum velocity for this airflow: it needs ${formatSize(series, exactDiameterM)} or less`,
    );
  }
  // The largest size is the next size down only within one step of the series beyond it (its last ratio, e.g. 1250/1120):
  // further out it would run far above the minimum, and no size of the series carries the airflow.
  if (exactDiameterM <= biggest * stepAbove(series) * (1 + SAME_SIZE)) return undefined;
  const velocity = formatVelocity(velocityFromAirflowMps(input.q, biggest), system);
  return issue(
    'minVelocity',
    `No size of the ${series.label} series carries this airflow at the minimum velocity of ${formatVelocity(input.minVelocity!, system)}: it needs ${formatSize(series, exactDiameterM)}, and the largest, ${formatSize(series, biggest)}, would run at ${velocity}`,
  );
}

/**
 * Sizes a round duct.
 *
 * @param input `q` m³/s above 0; `frictionRate` Pa/m (equal friction) or
 *   `minVelocity` m/s (transport velocity), one of them; `series`; the
 *   friction conditions as for pressureLoss (defaults: 20 °C, sea level,
 *   galvanized, Colebrook); for equal friction the declared `transport`
 *   class, if any; `unitSystem` for the transport table's column.
 * @returns `success` with the exact diameter, the standard size, the
 *   friction in it and its warnings, which for equal friction include the
 *   transport check (transportWarnings); or `error`: an unusable input, both
 *   or neither target, no standard size that meets the target (equal
 *   friction: the airflow needs more than the series' largest size;
 *   transport velocity: even the smallest size is slower than the minimum, or
 *   the airflow needs more than one series step beyond the largest, which
 *   would run far above it: the next size down of 2523 mm is not 1250 mm),
 *   a roughness Colebrook cannot take (ε/D ≥ 3.7), or a figure out of range.
 *   Never throws.
 *
 * Source: equal friction and the transport velocity rule (ASHRAE Fundamentals
 * ch. 21, duct design methods; ACGIH Industrial Ventilation ch. 5: keep at or
 * above the minimum, so take the next size down).
 *
 * @example 1000 CFM at 0.1 inH₂O/100 ft, galvanized, 20 °C → 13.65 in exact, 14 in standard.
 */
export function sizeDuct(input: SizeInput): ToolResult<DuctSize> {
  const { q, frictionRate, minVelocity, temperature, altitude, roughness } = input;
  const issues = checkMeasureValues(SIZE_MEASURES, { q, frictionRate, minVelocity, temperature, altitude, roughness }, ['q']);
  if ((frictionRate === undefined) === (minVelocity === undefined)) {
    issues.push(issue('frictionRate', 'Give either a friction rate (equal friction) or a minimum velocity (transport velocity), not both or neither'));
  }
  if (issues.length > 0) return { status: 'error', issues };
  const series = STANDARD_SERIES[input.series];
  const system = input.unitSystem ?? seriesUnitSystem(series);
  const conditions = resolveConditions(input);
  const mode: SizingMode = frictionRate === undefined ? 'transport-velocity' : 'equal-friction';
  const exactDiameterM =
    frictionRate === undefined ? diameterFromAirflowM(q, minVelocity!) : diameterForFrictionRate(conditions, q, frictionRate);
  const none = noSizeIssue(input, series, mode, exactDiameterM, system);
  if (none !== undefined) return { status: 'error', issues: [none] };
  const standardDiameterM = mode === 'equal-friction' ? nextSizeUp(series, exactDiameterM)! : nextSizeDown(series, exactDiameterM)!;
  const rough = colebrookRangeIssue(conditions, standardDiameterM);
  if (rough !== undefined) return { status: 'error', issues: [rough] };
  const friction = ductFriction(conditions, q, standardDiameterM);
  const data: DuctSize = { mode, series, conditions, exactDiameterM, standardDiameterM, friction, targetSi: frictionRate ?? minVelocity! };
  const outOfRange = figureRangeIssue(sizeFigures(data), measureInputTexts(SIZE_MEASURES, { q, frictionRate, minVelocity, temperature, altitude, roughness }));
  if (outOfRange !== undefined) return { status: 'error', issues: [outOfRange] };
  const transport = mode === 'equal-friction' ? transportWarnings(friction.velocityMps, input.transport, system) : [];
  return { status: 'success', data, warnings: [...frictionWarnings(conditions, friction), ...transport] };
}

/** A diameter as the series writes it, for a message: `14.3 in`, `1402 mm`. */
function formatSize(series: StandardSeries, diameterM: number): string {
  return series.nominalUnit === 'in'
    ? `${formatNumber(diameterM / INCH_M, 'table', { decimals: 1 })} in`
    : `${formatNumber(diameterM * 1000, 'table', { decimals: 0 })} mm`;
}

/**
 * The minimum velocity of a transport class in a unit system: the bottom of
 * the class's range as the ACGIH table prints it in that system's unit.
 *
 * @param id The contaminant class.
 * @param system Imperial reads the ft/min column, metric the m/s column.
 * @returns `success` with the velocity in m/s and the range text; `error`
 *   for vapors, gases and smoke, which have no minimum.
 */
export function transportMinimumVelocity(
  id: TransportClassId,
  system: UnitSystem,
): { status: 'success'; velocityMps: number; label: string } | { status: 'error'; message: string } {
  const transportClass = TRANSPORT_CLASSES[id];
  const range = transportClass.minimum?.[system];
  if (range === undefined) {
    return { status: 'error', message: `${transportClass.label} have no minimum transport velocity in the ${TRANSPORT_TABLE_SHORT} table; give a minimum velocity instead` };
  }
  const unit = system === 'imperial' ? unitById('ft/min') : unitById('m/s');
  return { status: 'success', velocityMps: unitToSi(unit, range.lower), label: transportClass.label };
}

