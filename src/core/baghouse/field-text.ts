/**
 * A baghouse field's text across unit switches (issue 18): the page keeps
 * each field as typed with the unit system it was typed in, and shows it in
 * the page's system. Measures follow core/report/typed-text.ts; K₁ and K₂,
 * plain numbers in a unit per system (DRAG_COEFFICIENT_UNITS), are shown and
 * linked converted; counts, factors and choices are the same in either system.
 */
import type { UnitSystem } from '../report/figure.ts';
import { isBareNumber, linkedMeasureText, shownBareNumber, shownMeasureText } from '../report/typed-text.ts';
import { BAGHOUSE_MEASURES } from './measures.ts';
import { DRAG_COEFFICIENT_UNITS } from './pressure-drop.ts';
import type { BaghouseTextField } from './texts.ts';

/** A K₁ or K₂ value typed in one system, in the other's unit. */
function dragConverter(field: 'k1' | 'k2', typedIn: UnitSystem, system: UnitSystem): (value: number) => number {
  const units = DRAG_COEFFICIENT_UNITS[field];
  return (value) => (value * units[typedIn].si) / units[system].si;
}

/**
 * The text a field shows.
 *
 * @param field The field.
 * @param text What was typed.
 * @param typedIn The unit system it was typed in.
 * @param system The unit system the page shows.
 * @returns The text as typed in its own system; in the other, a bare number
 *   of a measure, K₁ or K₂ converted to that system's unit, in the field
 *   style (`100` psi shows as `6.8948` bar); any other text as typed.
 */
export function shownFieldText(field: BaghouseTextField, text: string, typedIn: UnitSystem, system: UnitSystem): string {
  if (typedIn === system) return text;
  const measure = BAGHOUSE_MEASURES.find(({ key }) => key === field);
  if (measure !== undefined) return shownMeasureText(measure, text, typedIn, system);
  return field === 'k1' || field === 'k2' ? shownBareNumber(text, dragConverter(field, typedIn, system)) : text;
}

/**
 * The text a link with `units=<system>` carries for a field.
 *
 * @param field The field.
 * @param text What was typed.
 * @param typedIn The unit system it was typed in.
 * @param system The link's unit system.
 * @returns The text as typed in its own system. In the other: a measure's
 *   bare number with its unit appended (`100psi`, exact); K₁ or K₂, which
 *   take no unit, converted and written with `String` (the shortest text
 *   that reads back to the converted double, so within one rounding of the
 *   typed value, not bit for bit); any other text as typed.
 */
export function linkedFieldText(field: BaghouseTextField, text: string, typedIn: UnitSystem, system: UnitSystem): string {
  if (typedIn === system) return text;
  const measure = BAGHOUSE_MEASURES.find(({ key }) => key === field);
  if (measure !== undefined) return linkedMeasureText(measure, text, typedIn, system);
  if ((field !== 'k1' && field !== 'k2') || !isBareNumber(text)) return text;
  const converted = dragConverter(field, typedIn, system)(Number(text.trim()));
  return Number.isFinite(converted) ? String(converted) : text;
}
