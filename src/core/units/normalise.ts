/**
 * Brings a typed unit to one spelling, so `m³/(m²·h)`, `m3/m2h` and
 * `M3/M2 H` meet, as do `in. w.g.` and `inwg`.
 */

/** Superscript and subscript digits, typographic quotes, and the letters that stand for them. */
const CHARACTER_MAP: Readonly<Record<string, string>> = {
  '⁰': '0', '¹': '1', '²': '2', '³': '3', '⁴': '4', '⁵': '5', '⁶': '6', '⁷': '7', '⁸': '8', '⁹': '9',
  '₀': '0', '₁': '1', '₂': '2', '₃': '3', '₄': '4', '₅': '5', '₆': '6', '₇': '7', '₈': '8', '₉': '9',
  '″': '"', '“': '"', '”': '"', '′': "'", '‘': "'", '’': "'",
};

/**
 * Characters that never tell two units apart: spaces, dots, middle dots and
 * multiplication signs, brackets, hyphens, underscores, `@`, and the degree
 * sign (`°F`, `ºF` and `F` are the same unit).
 */
const IGNORED = /[\s.·⋅•*×()[\]\-_@°º˚]/g;

/**
 * Normalises a unit as typed.
 *
 * @param text The unit part of what was typed: `in. w.g.`, `m³/(m²·h)`, `°F`.
 * @returns The text with superscripts and subscripts as digits, typographic
 *   quotes as `"` and `'`, and the ignored characters removed. Case is kept:
 *   lookup.ts decides where case matters.
 */
export function normaliseUnitText(text: string): string {
  return Array.from(text, (character) => CHARACTER_MAP[character] ?? character)
    .join('')
    .replace(IGNORED, '');
}
