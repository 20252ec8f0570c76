/**
 * A calculator field's value in the page's link when it was typed in the
 * other unit system than the link's `units=`. The page keeps what was typed
 * and the system it was typed in (issue 18: a unit switch never changes a
 * stored value), so after a switch the link writes the typed number with
 * its unit, `v=20m/s&units=imperial`, which reads back to the same value bit
 * for bit, instead of the converted figure cut to 4 decimals.
 */
import type { UnitId } from '../units/catalogue.ts';
import { DECIMAL_NUMBER_TEXT } from '../units/number-text.ts';
import type { Quantity, UnitSystem } from './units.ts';

/**
 * The catalogue's unit of each duct quantity in each unit system: what a
 * bare number means, and the unit written after a value typed in the other
 * system, as `duct-calc` reads it after a number (`--v 20m/s`).
 */
export const LINK_UNITS: Readonly<Record<UnitSystem, Readonly<Record<Quantity, UnitId>>>> = {
  metric: { velocity: 'm/s', diameter: 'm', airflow: 'm3/s' },
  imperial: { velocity: 'ft/min', diameter: 'in', airflow: 'CFM' },
};

/**
 * The text a link carries for a field.
 *
 * @param quantity The field.
 * @param text What was typed.
 * @param typedIn The unit system it was typed in.
 * @param linkSystem The link's `units=`.
 * @returns The text as typed when it was typed in the link's system, or is
 *   not a bare number (it is shown, and refused, as typed); otherwise the
 *   number with the unit of the system it was typed in: `20m/s`.
 */
export function linkedValueText(quantity: Quantity, text: string, typedIn: UnitSystem, linkSystem: UnitSystem): string {
  const trimmed = text.trim();
  return typedIn === linkSystem || !DECIMAL_NUMBER_TEXT.test(trimmed) ? text : `${trimmed}${LINK_UNITS[typedIn][quantity]}`;
}

/**
 * Reads a field's text from a link.
 *
 * @param quantity The field.
 * @param text The link's value.
 * @param linkSystem The link's `units=`.
 * @returns A number followed by the field's unit in either system (any
 *   case, spaces allowed between): the number and that system, the value
 *   then converted with the calculator's own factors (spec §9). Any other
 *   text as it is, in the link's system; the field checks it as if typed.
 */
export function readLinkedValue(quantity: Quantity, text: string, linkSystem: UnitSystem): { text: string; system: UnitSystem } {
  const trimmed = text.trim().toLowerCase();
  for (const system of ['metric', 'imperial'] as const) {
    const unit = LINK_UNITS[system][quantity].toLowerCase();
    if (!trimmed.endsWith(unit)) continue;
    const number = text.trim().slice(0, -unit.length).trim();
    if (DECIMAL_NUMBER_TEXT.test(number)) return { text: number, system };
  }
  return { text, system: linkSystem };
}
