/**
 * The vent design's inputs as typed, in its link and on the command line:
 * each field's key (camelCase; in kebab-case the CLI option and the link's
 * query key: `ventDuctLength` ↔ `--vent-duct-length` ↔ `?vent-duct-length=`),
 * its label and the unit of a bare number per unit system. Pressures are
 * gauge, as NFPA 68 and EN 14491 write them (bar(g)); KSt is in bar·m/s in
 * both systems, as US texts also give it.
 */
import type { MeasureRange, MeasureSpec, TypedIn } from '../report/measure.ts';
import type { PlainNumberSpec } from '../report/plain-number.ts';
import type { VentStandard } from './vent-input.ts';

/** The standards a vent is sized by: one, or both side by side (the default). */
export const VENT_STANDARDS = ['both', 'nfpa68', 'en14491'] as const satisfies readonly VentStandard[];

/**
 * These ranges only keep a value physical (no Infinity, no zero-looking
 * tiny value); each standard's own validity limits are designVent's, which
 * refuses a value outside them with the limit named.
 */
/** An enclosure's volume: above 0, at most 100 000 m³, far past any vented vessel. */
export const VENT_VOLUME_RANGE: MeasureRange = { min: 0, max: 1e5, minExclusive: true };
/** KSt: above 0, at most 2000 bar·m/s, twice the most violent dusts measured. */
export const KST_RANGE: MeasureRange = { min: 0, max: 2e8, minExclusive: true };
/** Pmax, Pred and the enclosure strength, gauge: above 0, at most 100 bar. */
export const GAUGE_PRESSURE_RANGE: MeasureRange = { min: 0, max: 1e7, minExclusive: true };
/** Pstat, gauge: 0 (an open vent) to 10 bar. */
export const PSTAT_RANGE: MeasureRange = { min: 0, max: 1e6 };
/** The enclosure's length and diameter: above 0, at most 1 km. */
export const ENCLOSURE_LENGTH_RANGE: MeasureRange = { min: 0, max: 1000, minExclusive: true };
/** A vent duct's length: 0 (none) to 1 km. */
export const VENT_DUCT_LENGTH_RANGE: MeasureRange = { min: 0, max: 1000 };

/** The dimensional inputs, read by core/report's readMeasure. */
export const VENT_MEASURES = [
  { key: 'volume', label: 'Enclosure volume V', quantity: 'volume', units: { metric: 'm3', imperial: 'ft3' }, range: VENT_VOLUME_RANGE },
  { key: 'kst', label: 'Deflagration index KSt', quantity: 'deflagration-index', units: { metric: 'bar.m/s', imperial: 'bar.m/s' }, range: KST_RANGE },
  { key: 'pmax', label: 'Maximum explosion pressure Pmax (gauge)', quantity: 'pressure', units: { metric: 'bar', imperial: 'psi' }, range: GAUGE_PRESSURE_RANGE },
  { key: 'pred', label: 'Reduced explosion pressure Pred (gauge)', quantity: 'pressure', units: { metric: 'bar', imperial: 'psi' }, range: GAUGE_PRESSURE_RANGE },
  { key: 'pstat', label: 'Vent static activation pressure Pstat (gauge)', quantity: 'pressure', units: { metric: 'bar', imperial: 'psi' }, range: PSTAT_RANGE },
  { key: 'length', label: 'Effective length Heff', quantity: 'length', units: { metric: 'm', imperial: 'ft' }, range: ENCLOSURE_LENGTH_RANGE },
  { key: 'diameter', label: 'Enclosure diameter D', quantity: 'length', units: { metric: 'm', imperial: 'ft' }, range: ENCLOSURE_LENGTH_RANGE },
  { key: 'ventDuctLength', label: 'Vent duct length', quantity: 'length', units: { metric: 'm', imperial: 'ft' }, range: VENT_DUCT_LENGTH_RANGE },
  { key: 'strength', label: 'Enclosure strength Pes (gauge)', quantity: 'pressure', units: { metric: 'bar', imperial: 'psi' }, range: GAUGE_PRESSURE_RANGE },
] as const satisfies readonly MeasureSpec[];

/** Where the vent discharges: outdoors (the standards' safe place), or inside a building (a warning names the alternatives). */
export const VENT_DISCHARGES = ['outdoors', 'indoors'] as const;

/** The plain numbers: L/D of dimension one, Ef and the fill fraction in %, the number of vents. */
export const VENT_NUMBERS = [
  { key: 'ld', label: 'Length-to-diameter ratio L/D', unit: '', range: { min: 0, max: 100, minExclusive: true } },
  { key: 'efficiency', label: 'Vent efficiency Ef', unit: '%', range: { min: 0, max: 100, minExclusive: true } },
  { key: 'fill', label: 'Partial volume fill Xr', unit: '%', range: { min: 0, max: 100, minExclusive: true } },
  { key: 'ventCount', label: 'Number of vents n', unit: '', range: { min: 1, max: 100 } },
] as const satisfies readonly PlainNumberSpec[];

/**
 * The fields that are not numbers: the dust (a dusts.ts id), the standard,
 * where the vent discharges, and the names of the collector's inlet and
 * outlet ducts, which the isolation statement (NFPA 69) names.
 */
export const VENT_TEXT_FIELDS = ['dust', 'standard', 'discharge', 'inletDuct', 'outletDuct'] as const;

/** A duct's name: at most 80 characters, as a sheet's or a page's label. */
export const DUCT_NAME_MAX_LENGTH = 80;

export type VentMeasureField = (typeof VENT_MEASURES)[number]['key'];
export type VentNumberField = (typeof VENT_NUMBERS)[number]['key'];
export type VentField = VentMeasureField | VentNumberField | (typeof VENT_TEXT_FIELDS)[number];

/** Every field in the order of the page and the link. */
export const VENT_FIELDS: readonly VentField[] = [
  'standard',
  'volume',
  'ld',
  'length',
  'diameter',
  'dust',
  'kst',
  'pmax',
  'pred',
  'strength',
  'pstat',
  'efficiency',
  'ventDuctLength',
  'fill',
  'ventCount',
  'discharge',
  'inletDuct',
  'outletDuct',
];

/** What the user typed in each field, exactly; an absent field is not given. */
export type VentTexts = Partial<Record<VentField, string>>;

/** The unit system each measure was typed in; absent ones are in the system read with. */
export type VentTypedIn = TypedIn;
