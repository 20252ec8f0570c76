/**
 * The Fan Selection's fields and curve columns as the page names and groups
 * them, shared by the form and its printed summary.
 */
import { CURVE_UNITS, FAN_MEASURES, FAN_PERCENTS, type CurveColumn, type FanField } from '../../core/fan/fields.ts';
import type { UnitSystem } from '../../core/report/figure.ts';
import { unitById } from '../../core/units/catalogue.ts';

const MEASURE_BY_KEY = new Map(FAN_MEASURES.map((spec) => [spec.key as FanField, spec]));
const PERCENT_LABELS = new Map(FAN_PERCENTS.map(({ key, label }) => [key as FanField, label]));

/** A field's label: `Design flow`. */
export function fieldLabel(field: FanField): string {
  return MEASURE_BY_KEY.get(field)?.label ?? PERCENT_LABELS.get(field) ?? field;
}

/** The unit of a bare number in a field, in a unit system: `CFM`, `%`. */
export function fieldUnit(field: FanField, system: UnitSystem): string {
  const spec = MEASURE_BY_KEY.get(field);
  return spec ? unitById(spec.units[system]).symbol : '%';
}

/** The fields in the page's groups, in order. */
export const GROUPS: ReadonlyArray<{ legend: string; fields: readonly FanField[] }> = [
  { legend: 'Design point', fields: ['flow', 'pressure', 'efficiency'] },
  { legend: 'Gas and site', fields: ['temperature', 'altitude', 'barometricPressure', 'coldTemperature'] },
  { legend: 'Split of the design pressure', fields: ['filterPressure', 'cleanFilterPressure', 'fixedPressure'] },
  { legend: 'Motor and drive', fields: ['motorEfficiency', 'driveEfficiency', 'margin'] },
];

/** The curve's column headers. */
export const COLUMN_NAMES: Readonly<Record<CurveColumn, string>> = { flow: 'Flow', pressure: 'Pressure', efficiency: 'Efficiency', power: 'Power' };

/** The unit of a curve column's bare numbers in a unit system: `CFM`, `%`. */
export function columnUnit(column: CurveColumn, system: UnitSystem): string {
  return column === 'efficiency' ? '%' : unitById(CURVE_UNITS[system][column]).symbol;
}
