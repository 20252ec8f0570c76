/**
 * A finding's figure name as a person reads it: the names carry their SI
 * unit as a suffix (`levelBeforePa`, `slopePaPerDay`, `gapS`), which becomes
 * words and a unit (`level before`, `Pa/d`). The export keeps the names.
 */

/** Unit suffixes of the figure names, longest first so `PaPerDay` wins over `Pa`. */
const UNIT_SUFFIXES: readonly (readonly [string, string])[] = [
  ['PaPerM3s', 'Pa/(m³/s)'],
  ['PaPerDay', 'Pa/d'],
  ['Hours', 'h'],
  ['Pa', 'Pa'],
  ['S', 's'],
];

/**
 * Splits a figure name into words and its unit.
 *
 * @param name A `Finding.values` key, camelCase with an optional unit suffix.
 * @returns The words in lower case and the unit ('' for a count or a ratio).
 * @example valueLabel('levelBeforePa') // { words: 'level before', unit: 'Pa' }
 */
export function valueLabel(name: string): { readonly words: string; readonly unit: string } {
  const suffix = UNIT_SUFFIXES.find(([ending]) => name.endsWith(ending) && name.length > ending.length);
  const stem = suffix === undefined ? name : name.slice(0, -suffix[0].length);
  const words = stem.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return { words, unit: suffix?.[1] ?? '' };
}
