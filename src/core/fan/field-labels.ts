/**
 * The Fan Selection's fields and curve columns as the tool names and groups
 * them, and what a blank field stands for: one source for the page's form
 * and printed inputs and the project's calculation package.
 */
import type { UnitSystem } from '../report/figure.ts';
import { defaultText, inputRow, NOT_GIVEN, type InputGroup, type SystemOf } from '../report/input-rows.ts';
import { unitById } from '../units/catalogue.ts';
import { BASIS_FIELD, CURVE_UNITS, FAN_MEASURES, FAN_PLAIN_NUMBERS, type CurveColumn, type FanBasis, type FanField, type FanTexts } from './fields.ts';
import { FAN_DEFAULTS } from './input.ts';

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

/** The fields in the tool's groups, in order. */
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

/** What a blank field stands for: the selection's defaults (FAN_DEFAULTS), or what is left out without it. */
export const EMPTY_MEANS: Readonly<Record<FanField, string>> = {
  flow: NOT_GIVEN,
  pressure: NOT_GIVEN,
  basis: defaultText('operating density'),
  efficiency: NOT_GIVEN,
  motorEfficiency: defaultText(`${FAN_DEFAULTS.motorEfficiency} %`),
  driveEfficiency: defaultText(`${FAN_DEFAULTS.driveEfficiency} %`),
  margin: defaultText(`${FAN_DEFAULTS.margin} %`),
  temperature: defaultText('standard air, 70 °F (21.1 °C)'),
  altitude: defaultText('standard air (29.92 inHg), unless the barometric pressure is given'),
  barometricPressure: defaultText('from the altitude (ISA), or standard air 29.92 inHg'),
  moisture: defaultText('dry'),
  coldTemperature: defaultText('standard air, 70 °F (21.1 °C)'),
  filterPressure: defaultText('0'),
  cleanFilterPressure: 'not given: no clean-filter curve',
  fixedPressure: defaultText('0'),
  speed: 'not given: the speed ratio only',
  newSpeed: 'not given: the same speed',
  diameter: 'not given: the same impeller',
  newDiameter: 'not given: the same impeller',
  newDensity: 'not given: the same gas',
};

/** The basis by its choice's name; any other text as typed. */
const basisName = (text: string) => BASIS_CHOICES.find(({ value }) => value === text.toLowerCase())?.label ?? text;

/**
 * Every input of the selection (not its curve) in the tool's order and groups.
 *
 * @param texts Each field's text (as typed, or as the page shows it).
 * @param systemOf The unit system a field's bare number reads in.
 * @returns The design point, gas and site, pressure split, motor and drive
 *   and fan laws: the basis by its name, a bare number with its unit, a
 *   blank field with what it stands for.
 */
export function fanInputGroups(texts: FanTexts, systemOf: SystemOf): InputGroup[] {
  const row = (field: FanField) => {
    const text = texts[field]?.trim() ?? '';
    return inputRow(fieldLabel(field), field === 'basis' ? basisName(text) : text, fieldUnit(field, systemOf(field)), EMPTY_MEANS[field]);
  };
  return GROUPS.map(({ legend, fields }) => ({ legend, rows: fields.map(row) }));
}
