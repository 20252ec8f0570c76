/**
 * The Fan Selection's fields and curve columns as the page names and groups
 * them, shared by the form and its printed summary.
 */
import { BASIS_FIELD, CURVE_UNITS, FAN_MEASURES, FAN_PLAIN_NUMBERS, type CurveColumn, type FanBasis, type FanField } from '../../core/fan/fields.ts';
import type { UnitSystem } from '../../core/report/figure.ts';
import { unitById } from '../../core/units/catalogue.ts';

const MEASURE_BY_KEY = new Map(FAN_MEASURES.map((spec) => [spec.key as FanField, spec]));
const PLAIN_BY_KEY = new Map(FAN_PLAIN_NUMBERS.map((spec) => [spec.key as FanField, spec]));

/** A field's label: `Design flow`. */
export function fieldLabel(field: FanField): string {
  return MEASURE_BY_KEY.get(field)?.label ?? PLAIN_BY_KEY.get(field)?.label ?? BASIS_FIELD.label;
}

/** The unit of a bare number in a field, in a unit system: `CFM`, `%`, `rpm`; none for the basis, a choice. */
export function fieldUnit(field: FanField, system: UnitSystem): string {
  const spec = MEASURE_BY_KEY.get(field);
  if (spec) return unitById(spec.units[system]).symbol;
  return PLAIN_BY_KEY.get(field)?.unit ?? '';
}

/** The basis's choices as the page names them; the first is the default. */
export const BASIS_CHOICES: ReadonlyArray<{ value: FanBasis; label: string }> = [
  { value: 'operating', label: 'Operating (actual)' },
  { value: 'standard', label: 'Standard air (catalogue)' },
];

/** The fields in the page's groups, in order. */
export const GROUPS: ReadonlyArray<{ legend: string; fields: readonly FanField[] }> = [
  { legend: 'Design point', fields: ['flow', 'pressure', 'basis', 'efficiency'] },
  { legend: 'Gas and site', fields: ['temperature', 'altitude', 'barometricPressure', 'moisture', 'coldTemperature'] },
  { legend: 'Split of the design pressure', fields: ['filterPressure', 'cleanFilterPressure', 'fixedPressure'] },
  { legend: 'Motor and drive', fields: ['motorEfficiency', 'driveEfficiency', 'margin'] },
  { legend: 'Fan laws', fields: ['speed', 'newSpeed', 'diameter', 'newDiameter', 'newDensity'] },
];

/** The curve's column headers. */
export const COLUMN_NAMES: Readonly<Record<CurveColumn, string>> = { flow: 'Flow', pressure: 'Pressure', efficiency: 'Efficiency', power: 'Power' };

/** The unit of a curve column's bare numbers in a unit system: `CFM`, `%`. */
export function columnUnit(column: CurveColumn, system: UnitSystem): string {
  return column === 'efficiency' ? '%' : unitById(CURVE_UNITS[system][column]).symbol;
}
