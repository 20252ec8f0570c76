/**
 * The Baghouse Design form's fields: core's groups (field-labels.ts: names,
 * units, choices, what a blank stands for), each number with the help and
 * placeholder the form shows under and in it.
 */
import { BAGHOUSE_GROUPS, type BaghouseFieldSpec } from '../../core/baghouse/field-labels.ts';
import type { BaghouseTextField } from '../../core/baghouse/texts.ts';

/** One input of the form, with its help and placeholder when it is a number. */
export type FieldSpec = BaghouseFieldSpec & { readonly help?: string; readonly placeholder?: string };

const HELP: Partial<Record<BaghouseTextField, string>> = {
  flow: 'Actual, at the gas temperature; any flow unit (1200 Am3/min)',
  temperature: 'For the fabric’s limits and the EPA factor method',
  loading: 'At actual conditions',
  mmd: 'For the EPA factor method',
  airToCloth: 'Overrides the table and the factor method',
  pulseSpacing: 'One valve per row',
  k1: 'ΔP = K₁·V + K₂·W·V; needed for shaker and reverse-air',
  maxPressureDrop: 'Gives the cleaning interval',
  bagPitch: 'Centre to centre, square grid',
  hopperHeight: 'Each compartment’s, for the dirty-side volume; 0: flat bottom',
};

const PLACEHOLDER: Partial<Record<BaghouseTextField, string>> = {
  airToCloth: 'From dust or factors',
  compartments: '1',
  pulsePressure: 'EPA example’s if empty',
  k2: 'EPA example’s if empty',
  cleaningInterval: 'EPA example’s if empty',
  rows: 'Worked out',
  columns: 'Worked out',
  hopperHeight: 'Walls at 60° if empty',
};

/** The form's groups, in order. */
export const FIELD_GROUPS: readonly { readonly legend: string; readonly fields: readonly FieldSpec[] }[] = BAGHOUSE_GROUPS.map(({ legend, fields }) => ({
  legend,
  fields: fields.map((spec): FieldSpec => (spec.kind === 'number' ? { ...spec, help: HELP[spec.field], placeholder: PLACEHOLDER[spec.field] } : spec)),
}));
