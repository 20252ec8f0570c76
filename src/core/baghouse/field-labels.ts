/**
 * The Baghouse Design's inputs as the tool groups them (gas, dust, cleaning,
 * bags, housing), each with how it is named, the unit of a bare number, a
 * choice's options by name, and what a blank field stands for: one source
 * for the page's form and printed inputs and the project's calculation
 * package.
 */
import type { UnitSystem } from '../report/figure.ts';
import { defaultText, inputRow, type InputGroup, type SystemOf } from '../report/input-rows.ts';
import { formatSignificant } from '../format/significant.ts';
import { unitWithBasis, type VolumeBasis } from '../units/basis.ts';
import { unitById } from '../units/catalogue.ts';
import { unitFromSi } from '../units/unit.ts';
import { APPLICATION_FACTORS, MATERIAL_FACTORS } from './air-to-cloth.ts';
import { CLEANING_NAMES, CLEANING_TYPES } from './cleaning.ts';
import { ASSUMED } from './design.ts';
import { DUST_AIR_TO_CLOTH, DUST_IDS } from './dusts.ts';
import { FABRIC_IDS, FABRICS } from './fabrics.ts';
import { BAGHOUSE_MEASURES } from './measures.ts';
import { DRAG_COEFFICIENT_UNITS } from './pressure-drop.ts';
import type { BaghouseTextField, BaghouseTexts } from './texts.ts';

/** A choice's option: the value typed (an id, a factor) and the name its list shows. */
export interface ChoiceOption {
  readonly value: string;
  readonly label: string;
}

/** One input: a number (a measure, K₁, K₂ or a count), a choice, or the bag-bottom flag. */
export type BaghouseFieldSpec =
  | { readonly kind: 'number'; readonly field: BaghouseTextField }
  | { readonly kind: 'choice'; readonly field: BaghouseTextField; readonly label: string; readonly options: readonly ChoiceOption[]; readonly noneLabel?: string }
  | { readonly kind: 'flag'; readonly field: 'bagBottom'; readonly label: string };

const MATERIAL_OPTIONS = MATERIAL_FACTORS.map(({ value, dusts }) => ({ value: String(value), label: `${value}: ${dusts}` }));
const APPLICATION_OPTIONS = APPLICATION_FACTORS.map(({ value, use }) => ({ value: String(value), label: `${value.toFixed(1)}: ${use}` }));
const DUST_OPTIONS = DUST_IDS.map((id) => ({ value: id, label: DUST_AIR_TO_CLOTH[id].name.replace(/^./, (letter) => letter.toUpperCase()) }));
const FABRIC_OPTIONS = FABRIC_IDS.map((id) => ({ value: id, label: FABRICS[id].name }));
const CLEANING_OPTIONS = CLEANING_TYPES.map((type) => ({ value: type, label: CLEANING_NAMES[type] }));

const number = (field: BaghouseTextField): BaghouseFieldSpec => ({ kind: 'number', field });

/** The tool's groups, in order. */
export const BAGHOUSE_GROUPS: readonly { readonly legend: string; readonly fields: readonly BaghouseFieldSpec[] }[] = [
  { legend: 'Gas', fields: [number('flow'), number('temperature')] },
  {
    legend: 'Dust',
    fields: [
      number('loading'),
      number('mmd'),
      { kind: 'choice', field: 'dust', label: 'Dust (EPA Table 1.1)', options: DUST_OPTIONS, noneLabel: 'Not from the table' },
      { kind: 'choice', field: 'materialFactor', label: 'Material factor A', options: MATERIAL_OPTIONS, noneLabel: 'Not used' },
      { kind: 'choice', field: 'applicationFactor', label: 'Application factor B', options: APPLICATION_OPTIONS, noneLabel: 'Not used' },
    ],
  },
  {
    legend: 'Cleaning',
    fields: [
      { kind: 'choice', field: 'cleaning', label: 'Cleaning type', options: CLEANING_OPTIONS },
      ...(['airToCloth', 'compartments', 'pulsePressure', 'pulseSpacing', 'k1', 'k2', 'cleaningInterval', 'maxPressureDrop'] as const).map(number),
    ],
  },
  { legend: 'Bags', fields: [{ kind: 'choice', field: 'fabric', label: 'Fabric', options: FABRIC_OPTIONS, noneLabel: 'Not chosen' }, number('bagDiameter'), number('bagLength'), { kind: 'flag', field: 'bagBottom', label: 'Bag bottom' }] },
  { legend: 'Housing', fields: (['bagPitch', 'rows', 'columns', 'hopperHeight'] as const).map(number) },
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

/** One of design.ts's assumed values in the field's unit of a system: `100 psi`. */
function assumedText(field: 'pulsePressure' | 'cleaningInterval' | 'k2', valueSi: number, system: UnitSystem): string {
  const measure = BAGHOUSE_MEASURES.find(({ key }) => key === field);
  const [value, unit] = measure === undefined ? [valueSi / DRAG_COEFFICIENT_UNITS.k2[system].si, DRAG_COEFFICIENT_UNITS.k2[system].symbol] : [unitFromSi(unitById(measure.units[system]), valueSi), unitById(measure.units[system]).symbol];
  return `${formatSignificant(value, 4)} ${unit}`;
}

/**
 * What a blank field stands for, where it is not simply "not given": the
 * defaults designBaghouse takes (the EPA worked example's pulse pressure,
 * K₂ and interval, each also reported as assumed) and what is left out.
 *
 * @param field The field.
 * @param system The unit system a default's value is given in.
 */
export function emptyMeaning(field: BaghouseTextField, system: UnitSystem): string | undefined {
  const epa = (key: 'pulsePressure' | 'cleaningInterval' | 'k2', valueSi: number) => defaultText(`${assumedText(key, valueSi, system)}, the EPA worked example's`);
  const meanings: Partial<Record<BaghouseTextField, string>> = {
    dust: 'not from the table',
    materialFactor: 'not used',
    applicationFactor: 'not used',
    cleaning: defaultText(CLEANING_NAMES['pulse-jet']),
    airToCloth: "not given: the dust's table value, or the factor method",
    compartments: defaultText('1'),
    pulsePressure: epa('pulsePressure', ASSUMED.pulsePressurePa),
    k1: 'not given: the pulse-jet equation',
    k2: epa('k2', ASSUMED.k2),
    cleaningInterval: epa('cleaningInterval', ASSUMED.cleaningIntervalS),
    fabric: 'not chosen',
    bagBottom: defaultText('not counted as cloth'),
    rows: 'not given: worked out',
    columns: 'not given: worked out',
    hopperHeight: 'not given: estimated with walls at 60°',
  };
  return meanings[field];
}

/** A field's row: a choice by its option's name, the flag in words, a number with its unit. */
function rowOf(spec: BaghouseFieldSpec, text: string, system: UnitSystem) {
  const empty = emptyMeaning(spec.field, system);
  if (spec.kind === 'flag') return inputRow(spec.label, text === 'yes' ? 'counted as cloth' : text === 'no' ? 'not counted' : text, undefined, empty);
  if (spec.kind === 'choice') return inputRow(spec.label, spec.options.find((option) => option.value === text.toLowerCase())?.label ?? text, undefined, empty);
  return inputRow(numberLabel(spec.field), text, numberUnit(spec.field, system), empty);
}

/**
 * Every input of the baghouse in the tool's order and groups.
 *
 * @param texts Each field's text (as typed, or as the page shows it).
 * @param systemOf The unit system a field's bare number reads in.
 * @returns Gas, dust, cleaning, bags and housing: a choice by its name, a
 *   bare number with its unit, a blank field with what it stands for.
 */
export function baghouseInputGroups(texts: BaghouseTexts, systemOf: SystemOf): InputGroup[] {
  return BAGHOUSE_GROUPS.map(({ legend, fields }) => ({ legend, rows: fields.map((spec) => rowOf(spec, texts[spec.field]?.trim() ?? '', systemOf(spec.field))) }));
}
