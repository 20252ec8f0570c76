/**
 * The maintenance pressures with a unit: the ΔP alarm and baseline of the
 * configuration and the readings of a log entry, read the same way on the
 * page and the CLI, and shown in the unit system's unit through core/format.
 */
import type { FigureUnit, UnitSystem } from '../report/figure.ts';
import { figureText } from '../report/figure.ts';
import type { MeasureSpec } from '../report/measure.ts';
import { COMPRESSED_AIR_READING_RANGE, FILTER_PRESSURE_DROP_RANGE, FILTER_PRESSURE_READING_RANGE } from '../report/ranges.ts';

/** The tube-sheet ΔP shown as inH₂O with 2 decimals, or Pa with none. */
const PRESSURE_DROP_UNITS: Readonly<Record<UnitSystem, FigureUnit>> = { imperial: { unit: 'inH2O', decimals: 2 }, metric: { unit: 'Pa', decimals: 0 } };
/** Compressed-air pressure (gauge) shown as psi with none, or bar with 2. */
const COMPRESSED_AIR_UNITS: Readonly<Record<UnitSystem, FigureUnit>> = { imperial: { unit: 'psi', decimals: 0 }, metric: { unit: 'bar', decimals: 2 } };

/** The tube-sheet ΔP alarm set point of the configuration. */
export const PRESSURE_DROP_ALARM: MeasureSpec = { key: 'pressureDropAlarm', label: 'ΔP alarm', quantity: 'pressure', units: { imperial: 'inH2O', metric: 'Pa' }, range: FILTER_PRESSURE_DROP_RANGE };
/** The ΔP on clean, seasoned bags, optional. */
export const PRESSURE_DROP_BASELINE: MeasureSpec = {
  key: 'pressureDropBaseline',
  label: 'ΔP baseline (clean bags)',
  quantity: 'pressure',
  units: { imperial: 'inH2O', metric: 'Pa' },
  range: FILTER_PRESSURE_DROP_RANGE,
};
/** A log entry's tube-sheet ΔP reading. */
export const PRESSURE_DROP_READING: MeasureSpec = { key: 'pressureDrop', label: 'ΔP', quantity: 'pressure', units: { imperial: 'inH2O', metric: 'Pa' }, range: FILTER_PRESSURE_READING_RANGE };
/** A log entry's compressed-air header reading (gauge). */
export const COMPRESSED_AIR_READING: MeasureSpec = {
  key: 'compressedAir',
  label: 'Compressed-air pressure (gauge)',
  quantity: 'pressure',
  units: { imperial: 'psi', metric: 'bar' },
  range: COMPRESSED_AIR_READING_RANGE,
};

/** The configuration's pressures, in the order the form and `--help` list them. */
export const CONFIG_MEASURES: readonly MeasureSpec[] = [PRESSURE_DROP_ALARM, PRESSURE_DROP_BASELINE];

/** A log entry's readings. */
export const READING_MEASURES: readonly MeasureSpec[] = [PRESSURE_DROP_READING, COMPRESSED_AIR_READING];

/**
 * A pressure as a person reads it, e.g. `6.02 inH₂O` or `1500 Pa`.
 *
 * @param valuePa The pressure, Pa.
 * @param kind `pressure-drop` (inH₂O / Pa) or `compressed-air` (psi / bar, gauge).
 * @param system The unit system.
 */
export function pressureText(valuePa: number, kind: 'pressure-drop' | 'compressed-air', system: UnitSystem): string {
  const units = kind === 'pressure-drop' ? PRESSURE_DROP_UNITS : COMPRESSED_AIR_UNITS;
  const { value, unit } = figureText({ key: kind, label: kind, valueSi: valuePa, units, formula: '', source: '' }, system, 'table');
  return `${value} ${unit}`;
}
