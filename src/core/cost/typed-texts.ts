/**
 * The cost tool's fields across unit switches (issue 18 §2): each keeps its
 * text and the unit system it was typed in; a field shows it in the page's
 * system and the link carries it so that it reads back to the same value.
 * The rules per kind of field are typed-text.ts's (measures) and
 * number-field.ts's (prices per area or volume); this module picks the rule
 * by the field's section and key.
 */
import type { UnitSystem } from '../report/figure.ts';
import type { MeasureSpec, TypedIn } from '../report/measure.ts';
import { linkedMeasureText, shownMeasureText } from '../report/typed-text.ts';
import { COST_NUMBERS, COST_SPECS, OPEX_NUMBERS, OPEX_SPECS, type CostTexts } from './input.ts';
import { linkedNumberText, shownNumberText, type NumberSpec } from './number-field.ts';

/** The page's two sections: the capital and annual cost, and the OPEX comparison. */
export type CostSection = 'cost' | 'opex';

/** Each section's fields: its measures and its plain numbers. */
export const SECTION_FIELDS: Readonly<Record<CostSection, { readonly measures: readonly MeasureSpec[]; readonly numbers: readonly NumberSpec[] }>> = {
  cost: { measures: COST_SPECS, numbers: COST_NUMBERS },
  opex: { measures: OPEX_SPECS, numbers: OPEX_NUMBERS },
};

/**
 * The text a field shows.
 *
 * @param section The field's section.
 * @param key The field's key.
 * @param text What was typed.
 * @param typedIn The unit system it was typed in.
 * @param system The page's unit system.
 * @returns The text as typed in its own system; in the other, a bare number
 *   converted to this system's unit (shownMeasureText, shownNumberText).
 */
export function shownFieldText(section: CostSection, key: string, text: string, typedIn: UnitSystem, system: UnitSystem): string {
  const { measures, numbers } = SECTION_FIELDS[section];
  const measure = measures.find((spec) => spec.key === key);
  if (measure !== undefined) return shownMeasureText(measure, text, typedIn, system);
  const number = numbers.find((spec) => spec.key === key);
  return number === undefined ? text : shownNumberText(number, text, typedIn, system);
}

/**
 * A section's texts as a link with `units=system` carries them.
 *
 * @param section The section.
 * @param texts The texts as typed; blank ones are left out.
 * @param typedIn The system each was typed in, where not `system`.
 * @param system The link's unit system.
 * @returns Each text trimmed; a bare number typed in the other system with
 *   that system's unit appended (`2132.5498ft2`, `1.69$/ft2`), so it reads
 *   back to the same value bit for bit.
 */
export function linkedSectionTexts(section: CostSection, texts: CostTexts, typedIn: TypedIn, system: UnitSystem): CostTexts {
  const { measures, numbers } = SECTION_FIELDS[section];
  const linked: Record<string, string> = {};
  for (const [key, typed] of Object.entries(texts)) {
    const text = typed?.trim();
    if (!text) continue;
    const from = typedIn[key] ?? system;
    const measure = measures.find((spec) => spec.key === key);
    const number = numbers.find((spec) => spec.key === key);
    linked[key] = measure ? linkedMeasureText(measure, text, from, system) : number ? linkedNumberText(number, text, from, system) : text;
  }
  return linked;
}
