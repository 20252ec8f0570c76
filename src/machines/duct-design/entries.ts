/**
 * A design field's stored value across unit switches (issue 18): the text as
 * typed and the unit system it was typed in, or, for a field left alone, its
 * default in the system the sections opened in. A switch changes neither:
 * fields are read in their own system, shown converted in the other, and
 * linked with their unit, so no figure and no link moves.
 */
import type { DesignField, DesignTexts } from '../../core/duct/design-link.ts';
import { readSectionText, SECTION_UNITS } from '../../core/equivalent-duct/section-text.ts';
import type { UnitSystem } from '../../core/report/figure.ts';
import { readMeasure } from '../../core/report/measure.ts';
import { isBareNumber, linkedMeasureText, shownBareNumber, shownMeasureText } from '../../core/report/typed-text.ts';
import { unitById } from '../../core/units/catalogue.ts';
import { unitFromSi, unitToSi } from '../../core/units/unit.ts';
import { defaultText } from './defaults.ts';
import { MEASURE_BY_FIELD } from './fields.ts';

/** What the entries are read from: the typed texts, their systems, and the system of the defaults. */
export interface EntriesState {
  readonly texts: DesignTexts;
  /** The unit system each typed text was typed in. */
  readonly typedIn: Readonly<Partial<Record<DesignField, UnitSystem>>>;
  /** The unit system the sections opened in: a field left alone holds that system's default. */
  readonly defaultsIn: UnitSystem;
}

/** A field's stored text and the unit system its bare numbers are in. */
export interface FieldEntry {
  readonly text: string;
  readonly system: UnitSystem;
}

/**
 * A field's stored value.
 *
 * @param state The texts, their systems and the defaults' system.
 * @param field The field.
 * @returns The text as typed and its system, or the default of the system the sections opened in.
 */
export function fieldEntry(state: EntriesState, field: DesignField): FieldEntry {
  const text = state.texts[field];
  return text === undefined
    ? { text: defaultText(field, state.defaultsIn), system: state.defaultsIn }
    : { text, system: state.typedIn[field] ?? state.defaultsIn };
}

const isSection = (field: DesignField): field is 'rect' | 'oval' => field === 'rect' || field === 'oval';

/** The two sides of a section typed as bare numbers (`24x12`), or `undefined` for any other text. */
export function bareSides(text: string): [string, string] | undefined {
  const parts = text.trim().split(/\s*[x×X]\s*/);
  return parts.length === 2 && parts.every(isBareNumber) ? (parts as [string, string]) : undefined;
}

/**
 * A field's text as shown in a unit system.
 *
 * @returns The text as typed in its own system; in the other, a bare number
 *   (or a section of two) in that system's unit, to 4 decimals (`100` ft
 *   shows as `30.48` m, `24x12` in as `609.6x304.8` mm); a text with its own
 *   unit, a list's pick or an unreadable text as typed.
 */
export function shownEntryText(field: DesignField, entry: FieldEntry, system: UnitSystem): string {
  if (entry.system === system) return entry.text;
  const spec = MEASURE_BY_FIELD[field];
  if (spec !== undefined) return shownMeasureText(spec, entry.text, entry.system, system);
  const sides = isSection(field) ? bareSides(entry.text) : undefined;
  if (sides === undefined) return entry.text;
  const [from, to] = [unitById(SECTION_UNITS[entry.system]), unitById(SECTION_UNITS[system])];
  return sides.map((side) => shownBareNumber(side, (value) => unitFromSi(to, unitToSi(from, value)))).join('x');
}

/**
 * A field's text as a link with `units=` set to `system` carries it,
 * reading back to the same value bit for bit.
 *
 * @returns The text as typed in its own system; in the other, a bare number
 *   with the unit of the system it was typed in (`100ft`, `24x12in`); a text
 *   with its own unit or a list's pick as typed.
 */
export function linkedEntryText(field: DesignField, entry: FieldEntry, system: UnitSystem): string {
  if (entry.system === system) return entry.text;
  const spec = MEASURE_BY_FIELD[field];
  if (spec !== undefined) return linkedMeasureText(spec, entry.text, entry.system, system);
  // `24x12in`: a section's first side takes the unit of its second.
  return isSection(field) && bareSides(entry.text) !== undefined ? `${entry.text.trim()}${SECTION_UNITS[entry.system]}` : entry.text;
}

/** A field's value as read, for comparing two entries: SI for numbers and sections, the text for picks. */
function readValue(field: DesignField, entry: FieldEntry): string {
  const spec = MEASURE_BY_FIELD[field];
  if (spec !== undefined) {
    const read = readMeasure(spec, entry.text, entry.system);
    return read.status === 'success' ? String(read.valueSi) : entry.text;
  }
  if (isSection(field)) {
    const read = readSectionText(field, entry.text, entry.system);
    return read.status === 'success' ? `${read.widthM}x${read.heightM}` : entry.text;
  }
  return entry.text;
}

/**
 * Whether a field's value is what a link in `system` opens with when it
 * leaves the field out: its default there, read to the same value (a
 * material or 0 altitude in either system; not 100 ft in a metric link,
 * whose default is 30 m).
 */
export function isDefaultIn(field: DesignField, entry: FieldEntry, system: UnitSystem): boolean {
  return readValue(field, entry) === readValue(field, { text: defaultText(field, system), system });
}
