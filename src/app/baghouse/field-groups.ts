/**
 * The Baghouse Design's inputs as the form groups them (gas, dust, cleaning,
 * bags, housing), each with how it is named, its unit and its help: read by
 * the form, which draws them, and by the printed inputs table, which lists
 * them as values.
 */
import { APPLICATION_FACTORS, MATERIAL_FACTORS } from '../../core/baghouse/air-to-cloth.ts';
import { CLEANING_NAMES, CLEANING_TYPES } from '../../core/baghouse/cleaning.ts';
import { DUST_AIR_TO_CLOTH, DUST_IDS } from '../../core/baghouse/dusts.ts';
import { FABRIC_IDS, FABRICS } from '../../core/baghouse/fabrics.ts';
import { BAGHOUSE_MEASURES } from '../../core/baghouse/measures.ts';
import { DRAG_COEFFICIENT_UNITS } from '../../core/baghouse/pressure-drop.ts';
import type { BaghouseTextField } from '../../core/baghouse/texts.ts';
import type { UnitSystem } from '../../core/report/figure.ts';
import { unitWithBasis, type VolumeBasis } from '../../core/units/basis.ts';
import { unitById } from '../../core/units/catalogue.ts';
import type { SelectOption } from '../shell/labelled-select.tsx';

/** One input of the form: a number (a measure, K₁, K₂ or a count), a choice, or the bag-bottom flag. */
export type FieldSpec =
  | { readonly kind: 'number'; readonly field: BaghouseTextField; readonly help?: string; readonly placeholder?: string }
  | { readonly kind: 'choice'; readonly field: BaghouseTextField; readonly label: string; readonly options: readonly SelectOption<string>[]; readonly noneLabel?: string }
  | { readonly kind: 'flag'; readonly field: 'bagBottom'; readonly label: string };

const MATERIAL_OPTIONS = MATERIAL_FACTORS.map(({ value, dusts }) => ({ value: String(value), label: `${value}: ${dusts}` }));
const APPLICATION_OPTIONS = APPLICATION_FACTORS.map(({ value, use }) => ({ value: String(value), label: `${value.toFixed(1)}: ${use}` }));
const DUST_OPTIONS = DUST_IDS.map((id) => ({ value: id, label: DUST_AIR_TO_CLOTH[id].name.replace(/^./, (letter) => letter.toUpperCase()) }));
const FABRIC_OPTIONS = FABRIC_IDS.map((id) => ({ value: id, label: FABRICS[id].name }));
const CLEANING_OPTIONS = CLEANING_TYPES.map((type) => ({ value: type, label: CLEANING_NAMES[type] }));

/** The form's groups, in order. */
export const FIELD_GROUPS: readonly { readonly legend: string; readonly fields: readonly FieldSpec[] }[] = [
  {
    legend: 'Gas',
    fields: [
      { kind: 'number', field: 'flow', help: 'Actual, at the gas temperature; any flow unit (1200 Am3/min)' },
      { kind: 'number', field: 'temperature', help: 'For the fabric’s limits and the EPA factor method' },
    ],
  },
  {
    legend: 'Dust',
    fields: [
      { kind: 'number', field: 'loading', help: 'At actual conditions' },
      { kind: 'number', field: 'mmd', help: 'For the EPA factor method' },
      { kind: 'choice', field: 'dust', label: 'Dust (EPA Table 1.1)', options: DUST_OPTIONS, noneLabel: 'Not from the table' },
      { kind: 'choice', field: 'materialFactor', label: 'Material factor A', options: MATERIAL_OPTIONS, noneLabel: 'Not used' },
      { kind: 'choice', field: 'applicationFactor', label: 'Application factor B', options: APPLICATION_OPTIONS, noneLabel: 'Not used' },
    ],
  },
  {
    legend: 'Cleaning',
    fields: [
      { kind: 'choice', field: 'cleaning', label: 'Cleaning type', options: CLEANING_OPTIONS },
      { kind: 'number', field: 'airToCloth', help: 'Overrides the table and the factor method', placeholder: 'From dust or factors' },
      { kind: 'number', field: 'compartments', placeholder: '1' },
      { kind: 'number', field: 'pulsePressure', placeholder: 'EPA example’s if empty' },
      { kind: 'number', field: 'pulseSpacing', help: 'One valve per row' },
      { kind: 'number', field: 'k1', help: 'ΔP = K₁·V + K₂·W·V; needed for shaker and reverse-air' },
      { kind: 'number', field: 'k2', placeholder: 'EPA example’s if empty' },
      { kind: 'number', field: 'cleaningInterval', placeholder: 'EPA example’s if empty' },
      { kind: 'number', field: 'maxPressureDrop', help: 'Gives the cleaning interval' },
    ],
  },
  {
    legend: 'Bags',
    fields: [
      { kind: 'choice', field: 'fabric', label: 'Fabric', options: FABRIC_OPTIONS, noneLabel: 'Not chosen' },
      { kind: 'number', field: 'bagDiameter' },
      { kind: 'number', field: 'bagLength' },
      { kind: 'flag', field: 'bagBottom', label: 'Bag bottom' },
    ],
  },
  {
    legend: 'Housing',
    fields: [
      { kind: 'number', field: 'bagPitch', help: 'Centre to centre, square grid' },
      { kind: 'number', field: 'rows', placeholder: 'Worked out' },
      { kind: 'number', field: 'columns', placeholder: 'Worked out' },
      { kind: 'number', field: 'hopperHeight', help: 'Each compartment’s, for the dirty-side volume; 0: flat bottom', placeholder: 'Walls at 60° if empty' },
    ],
  },
];

/** The labels of the plain-number fields (the measures carry theirs). */
const NUMBER_LABELS: Partial<Record<BaghouseTextField, string>> = {
  compartments: 'Compartments',
  rows: 'Rows per compartment',
  columns: 'Columns per compartment',
  k1: 'Clean-cloth drag K₁',
  k2: 'Cake resistance K₂',
};

/** A number field's label. */
export function numberLabel(field: BaghouseTextField): string {
  return BAGHOUSE_MEASURES.find(({ key }) => key === field)?.label ?? NUMBER_LABELS[field] ?? field;
}

/** The flow is actual: named so beside it (ACFM, Am³/h), as baghouse data sheets do. */
const ACTUAL: VolumeBasis = { reference: 'actual', dry: false };

/** The unit beside a number field in a unit system: a measure's (a flow's with its actual basis), K₁'s or K₂'s; none for a count. */
export function numberUnit(field: BaghouseTextField, system: UnitSystem): string | undefined {
  const measure = BAGHOUSE_MEASURES.find(({ key }) => key === field);
  if (measure !== undefined) {
    const unit = unitById(measure.units[system]);
    return measure.quantity === 'airflow' ? unitWithBasis(unit, ACTUAL, 'symbol') : unit.symbol;
  }
  return field === 'k1' || field === 'k2' ? DRAG_COEFFICIENT_UNITS[field][system].symbol : undefined;
}
