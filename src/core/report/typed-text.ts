/**
 * A field's text across unit switches. A page keeps what the user typed and
 * the unit system it was typed in (measure.ts `TypedIn`); a switch changes
 * only how the field is shown. Reading stays in the system the text was
 * typed in, so the value, every result and the link never drift: converting
 * the text to 4 decimals on each switch, as the tools once did, turned
 * 100 psi into 100.0006 psi after imperial → metric → imperial.
 */
import { formatNumber } from '../format/number.ts';
import { unitById } from '../units/catalogue.ts';
import { DECIMAL_NUMBER_TEXT } from '../units/number-text.ts';
import { unitFromSi, unitToSi } from '../units/unit.ts';
import type { UnitSystem } from './figure.ts';
import type { MeasureSpec } from './measure.ts';

/** Whether a text is a bare decimal number, with no unit of its own. */
export function isBareNumber(text: string): boolean {
  return DECIMAL_NUMBER_TEXT.test(text.trim());
}

/**
 * A bare number shown in another unit: converted, in the `field` style of
 * core/format (up to 4 decimals, scientific when fixed decimals cannot show
 * it), so it reads as a typed number does. Any other text is shown as typed.
 *
 * @param text What was typed.
 * @param convert The typed value to the value shown (the other system's unit).
 * @returns The text to show; the typed text when it is not a bare number or
 *   the converted value is not finite (it is then refused when read).
 */
export function shownBareNumber(text: string, convert: (value: number) => number): string {
  if (!isBareNumber(text)) return text;
  const shown = formatNumber(convert(Number(text.trim())), 'field');
  return shown === '' ? text : shown;
}

/**
 * The text a measure's field shows.
 *
 * @param spec The input.
 * @param text What was typed.
 * @param typedIn The unit system it was typed in.
 * @param system The unit system the page shows.
 * @returns The text as typed in its own system; in the other, a bare number
 *   in that system's unit of the field (`100` psi shows as `6.8948` bar);
 *   a text with its own unit (`10ft`) or one that cannot be read, as typed.
 */
export function shownMeasureText(spec: MeasureSpec, text: string, typedIn: UnitSystem, system: UnitSystem): string {
  if (typedIn === system) return text;
  const [from, to] = [unitById(spec.units[typedIn]), unitById(spec.units[system])];
  return shownBareNumber(text, (value) => unitFromSi(to, unitToSi(from, value)));
}

/**
 * The text a link carries for a measure, with the link's `units=` set to `system`.
 *
 * @param spec The input.
 * @param text What was typed.
 * @param typedIn The unit system it was typed in.
 * @param system The link's unit system.
 * @returns The text as typed in its own system; in the other, a bare number
 *   with the unit id of the system it was typed in appended (`100psi`), which
 *   reads back to the same SI value bit for bit (the catalogue's one factor).
 */
export function linkedMeasureText(spec: MeasureSpec, text: string, typedIn: UnitSystem, system: UnitSystem): string {
  return typedIn === system || !isBareNumber(text) ? text : `${text.trim()}${spec.units[typedIn]}`;
}

/**
 * A measure's text as typed, recovered from a text a file carries: a bare
 * number followed by the unit id of one of the measure's two systems, as
 * linkedMeasureText writes it (`75degF`), is that number typed in that
 * system, read to the very same value.
 *
 * @param spec The input.
 * @param text The text as stored.
 * @param system The unit system of the stored text's bare numbers.
 * @returns The bare number and the system whose unit it carried; any other
 *   text as stored, typed in `system`.
 */
export function typedMeasureText(spec: MeasureSpec, text: string, system: UnitSystem): { text: string; typedIn: UnitSystem } {
  const trimmed = text.trim();
  for (const typedIn of [system, system === 'metric' ? 'imperial' : 'metric'] as const) {
    const unit = spec.units[typedIn];
    const number = trimmed.slice(0, -unit.length);
    if (trimmed.endsWith(unit) && isBareNumber(number)) return { text: number.trim(), typedIn };
  }
  return { text, typedIn: system };
}

/**
 * A page's texts and their systems after one field is edited: the text is
 * stored as typed with the system shown, and an empty text removes the field.
 *
 * @param texts The texts by key.
 * @param typedIn The system each text was typed in, by key.
 * @param key The field edited.
 * @param text What was typed.
 * @param system The unit system the page shows (the one the text is typed in).
 * @returns New texts and typedIn; the inputs are left as they were.
 */
export function withTypedText<K extends string>(
  texts: Readonly<Partial<Record<K, string>>>,
  typedIn: Readonly<Partial<Record<K, UnitSystem>>>,
  key: K,
  text: string,
  system: UnitSystem,
): { texts: Partial<Record<K, string>>; typedIn: Partial<Record<K, UnitSystem>> } {
  const nextTexts: Partial<Record<K, string>> = { ...texts };
  const nextTypedIn: Partial<Record<K, UnitSystem>> = { ...typedIn };
  if (text.trim() === '') {
    delete nextTexts[key];
    delete nextTypedIn[key];
  } else {
    nextTexts[key] = text;
    nextTypedIn[key] = system;
  }
  return { texts: nextTexts, typedIn: nextTypedIn };
}
