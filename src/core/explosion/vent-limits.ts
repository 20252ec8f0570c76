/**
 * A standard's validity range for one input, and the one-line issue that
 * refuses a value outside it. The standards' ranges are written in their own
 * units (bar(g), bar·m/s, m³, m); a value is compared in those units, so the
 * message shows the figure the standard prints.
 */
import { formatSignificant } from '../format/significant.ts';
import type { MeasureIssue } from '../report/measure.ts';
import { PA_PER_BAR, type ResolvedVentInput } from './vent-input.ts';

/** One input's range in a standard. */
export interface VentLimit {
  /** The input's key: the CLI option and link key (`pred`, `ld`...). */
  readonly field: string;
  /** The symbol the standard uses: `Pred`, `KSt`, `L/D`. */
  readonly label: string;
  /** The standard's unit for the bounds: `bar`, `bar·m/s`, `m³`, `m`, or '' for a ratio. */
  readonly unit: string;
  readonly min?: number;
  readonly max?: number;
  /** Whether `min` itself is outside (a strict bound, `Pred > 0`). */
  readonly minExclusive?: boolean;
  /** Standard, edition and clause that set the range. */
  readonly clause: string;
}

/** A value with its unit, 4 significant digits: `0.05 bar`, `6`. */
export function valueText(value: number, unit: string): string {
  return unit === '' ? formatSignificant(value, 4) : `${formatSignificant(value, 4)} ${unit}`;
}

/**
 * The issue refusing `value` (in `limit.unit`) when it lies outside the
 * limit's range, else undefined. A non-finite value is refused as not a number.
 *
 * @example limitIssue({ field: 'pred', label: 'Pred', unit: 'bar', max: 2, clause: 'EN 14491:2012 §5' }, 2.5)
 *   // message "Pred 2.5 bar is above the limit of 2 bar of EN 14491:2012 §5; the standard is not extrapolated"
 */
export function limitIssue(limit: VentLimit, value: number): MeasureIssue | undefined {
  const text = valueText(value, limit.unit);
  const fail = (message: string): MeasureIssue => ({ field: limit.field, text, message });
  if (!Number.isFinite(value)) return fail(`${limit.label} must be a finite number, got ${String(value)}`);
  const tail = `of ${limit.clause}; the standard is not extrapolated`;
  if (limit.min !== undefined && (value < limit.min || (limit.minExclusive === true && value === limit.min))) {
    const relation = limit.minExclusive === true ? 'at or below' : 'below';
    return fail(`${limit.label} ${text} is ${relation} the limit of ${valueText(limit.min, limit.unit)} ${tail}`);
  }
  if (limit.max !== undefined && value > limit.max) return fail(`${limit.label} ${text} is above the limit of ${valueText(limit.max, limit.unit)} ${tail}`);
  return undefined;
}

/** The issues of every limit whose value (by field, in the limit's unit) lies outside it. */
export function limitIssues(limits: readonly VentLimit[], values: Readonly<Record<string, number>>): MeasureIssue[] {
  return limits.flatMap((limit) => {
    const value = values[limit.field];
    const issue = value === undefined ? undefined : limitIssue(limit, value);
    return issue === undefined ? [] : [issue];
  });
}

/**
 * The input in the standards' units, keyed by field: `volume` m³, `kst`
 * bar·m/s, `pmax`/`pred`/`pstat` bar(g), `ld`, `fill` and `efficiency` as
 * ratios, `vent-duct-length` m. 1 bar = 1e5 Pa; 1 bar·m/s = 1e5 Pa·m/s.
 */
export function inStandardUnits(input: ResolvedVentInput): Readonly<Record<string, number>> {
  return {
    volume: input.volumeM3,
    kst: input.kstPaMps / PA_PER_BAR,
    pmax: input.pmaxPa / PA_PER_BAR,
    pred: input.predPa / PA_PER_BAR,
    pstat: input.pstatPa / PA_PER_BAR,
    ld: input.lengthToDiameter,
    fill: input.fillFraction,
    efficiency: input.ventEfficiency,
    'vent-duct-length': input.ventDuctLengthM,
  };
}
