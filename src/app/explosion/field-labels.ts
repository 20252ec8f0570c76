/**
 * The Explosion Protection page's fields as it names and groups them:
 * labels from core (the CLI's and the link's), the unit of a bare number,
 * the help under each, and the choices of the dust and the standard.
 * Shared by the form and its printed summary.
 */
import { EXPLOSIBLE_DUST_IDS, EXPLOSIBLE_DUSTS } from '../../core/explosion/dusts.ts';
import { VENT_DISCHARGES, VENT_MEASURES, VENT_NUMBERS, type VentField } from '../../core/explosion/fields.ts';
import { VENT_LABELS } from '../../core/explosion/read.ts';
import { VENT_STANDARD_NAMES } from '../../core/explosion/report.ts';
import { formatSignificant } from '../../core/format/significant.ts';
import type { UnitSystem } from '../../core/report/figure.ts';
import { unitById } from '../../core/units/catalogue.ts';

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

/** What a field asks for, or what its emptiness means. */
export const HELP: Partial<Record<VentField, string>> = {
  volume: 'Of the whole enclosure; for a baghouse, the dirty side',
  ld: 'Effective L/D (NFPA 68 §8.2); empty: 1, a compact vessel',
  length: 'Instead of L/D: the effective length Heff',
  diameter: 'With Heff; empty: from the volume',
  fill: 'Share of the volume the dust cloud fills; empty: 100 %',
  kst: "Your dust's tested value governs; empty: the dust's typical value",
  pmax: "Your dust's tested value; empty: the dust's typical value",
  pred: 'The most the vessel may see while venting',
  strength: 'Pes: Pred must stay below it with the standard’s margin',
  pstat: 'The vent’s opening pressure; empty: 0.1 bar',
  efficiency: 'Of a flameless or obstructed vent; empty: 100 %',
  ventDuctLength: 'A duct leading the vent outdoors; empty: none',
  ventCount: 'Vents sharing the area; more shorten the fireball (NFPA 68 8.8); empty: 1',
  inletDuct: 'As your drawings name it, for the isolation statement',
  outletDuct: 'The clean-air duct, as your drawings name it',
};

/** What an empty field stands for in the printed report, where it is not simply "not given". */
export const EMPTY_MEANS: Partial<Record<VentField, string>> = {
  standard: 'both, side by side',
  ld: '1 (compact vessel)',
  pstat: '0.1 bar',
  efficiency: '100 %',
  fill: '100 %',
  ventDuctLength: 'none',
  ventCount: '1',
  discharge: 'outdoors',
  inletDuct: 'not named',
  outletDuct: 'not named',
  dust: 'tested values typed',
  kst: 'the typical value of the dust picked',
  pmax: 'the typical value of the dust picked',
};

/** The form's groups, in the link's order within each. */
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
