/**
 * The Explosion Protection tool's fields as it names and groups them: the
 * label (the CLI's and the link's), the unit of a bare number, the names of
 * the dust, standard and discharge choices, and what a blank field stands
 * for. One source for the page's form and printed inputs and the project's
 * calculation package.
 */
import type { UnitSystem } from '../report/figure.ts';
import { defaultText, inputRow, type InputGroup, type SystemOf } from '../report/input-rows.ts';
import { formatSignificant } from '../format/significant.ts';
import { unitById } from '../units/catalogue.ts';
import { EXPLOSIBLE_DUST_IDS, EXPLOSIBLE_DUSTS } from './dusts.ts';
import { VENT_DISCHARGES, VENT_MEASURES, VENT_NUMBERS, VENT_STANDARDS, type VentField, type VentTexts } from './fields.ts';
import { VENT_LABELS } from './read.ts';
import { VENT_STANDARD_NAMES } from './report.ts';

const MEASURE_BY_KEY = new Map(VENT_MEASURES.map((spec) => [spec.key as VentField, spec]));
const NUMBER_BY_KEY = new Map(VENT_NUMBERS.map((spec) => [spec.key as VentField, spec]));

/** A field's label: `Enclosure volume V`. */
export function fieldLabel(field: VentField): string {
  return field === 'dust' ? 'Dust (typical values)' : field === 'discharge' ? 'Vent discharges' : VENT_LABELS[field];
}

/** The unit of a bare number in a field, in a unit system: `m³`, `bar`, `%`; none for a choice or L/D. */
export function fieldUnit(field: VentField, system: UnitSystem): string | undefined {
  const spec = MEASURE_BY_KEY.get(field);
  if (spec) return unitById(spec.units[system]).symbol;
  const unit = NUMBER_BY_KEY.get(field)?.unit;
  return unit === '' ? undefined : unit;
}

/** What a blank field stands for, where it is not simply "not given" (read.ts and designVent take these). */
export const EMPTY_MEANS: Partial<Record<VentField, string>> = {
  standard: defaultText('both standards, the larger governs'),
  ld: defaultText('1 (compact vessel)'),
  pstat: defaultText('0.1 bar'),
  efficiency: defaultText('100 %'),
  fill: defaultText('100 %'),
  ventDuctLength: defaultText('none'),
  ventCount: defaultText('1'),
  discharge: defaultText('outdoors'),
  inletDuct: 'not named',
  outletDuct: 'not named',
  dust: 'tested values typed',
  kst: 'the typical value of the dust picked',
  pmax: 'the typical value of the dust picked',
};

/** The form's groups after the standard, in the link's order within each. */
export const GROUPS: ReadonlyArray<{ legend: string; fields: readonly VentField[] }> = [
  { legend: 'Vessel', fields: ['volume', 'ld', 'length', 'diameter', 'fill'] },
  { legend: 'Dust', fields: ['dust', 'kst', 'pmax'] },
  { legend: 'Pressures (gauge)', fields: ['pred', 'strength', 'pstat'] },
  { legend: 'Vent', fields: ['discharge', 'ventCount', 'efficiency', 'ventDuctLength'] },
  { legend: 'Connected ducts (NFPA 69 isolation)', fields: ['inletDuct', 'outletDuct'] },
];

/** A dust of the table as its choice reads: name, typical KSt and Pmax, in bar·m/s and bar as the tables print them. */
export function dustLabel(id: (typeof EXPLOSIBLE_DUST_IDS)[number]): string {
  const { name, kstPaMps, pmaxPa } = EXPLOSIBLE_DUSTS[id];
  return `${name}: KSt ${formatSignificant(kstPaMps / 1e5, 4)} bar·m/s, Pmax ${formatSignificant(pmaxPa / 1e5, 4)} bar`;
}

/** Where the vent discharges, as its choice reads. */
export function dischargeLabel(id: (typeof VENT_DISCHARGES)[number]): string {
  return id === 'outdoors' ? 'Outdoors, to a safe place' : 'Indoors, inside a building';
}

/** A standard's choice as it reads. */
export function standardLabel(id: 'both' | 'nfpa68' | 'en14491'): string {
  return id === 'both' ? `Both, the larger governs` : VENT_STANDARD_NAMES[id];
}

/** A picked id by the name its list shows; any other text as typed. */
function choiceName(field: VentField, text: string): string {
  const id = text.trim().toLowerCase();
  const dust = EXPLOSIBLE_DUST_IDS.find((each) => each === id);
  const standard = VENT_STANDARDS.find((each) => each === id);
  const discharge = VENT_DISCHARGES.find((each) => each === id);
  if (field === 'dust' && dust) return dustLabel(dust);
  if (field === 'standard' && standard) return standardLabel(standard);
  if (field === 'discharge' && discharge) return dischargeLabel(discharge);
  return text;
}

/**
 * Every input of the vent design in the tool's order and groups.
 *
 * @param texts Each field's text (as typed, or as the page shows it).
 * @param systemOf The unit system a field's bare number reads in.
 * @returns The standard, then the vessel, dust, pressures, vent and ducts:
 *   a choice by its name, a bare number with its unit, a blank field with
 *   what it stands for.
 */
export function ventInputGroups(texts: VentTexts, systemOf: SystemOf): InputGroup[] {
  const row = (field: VentField) => inputRow(fieldLabel(field), choiceName(field, texts[field]?.trim() ?? ''), fieldUnit(field, systemOf(field)), EMPTY_MEANS[field]);
  return [{ legend: 'Standard', rows: [row('standard')] }, ...GROUPS.map(({ legend, fields }) => ({ legend, rows: fields.map(row) }))];
}
