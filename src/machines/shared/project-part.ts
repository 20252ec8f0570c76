/**
 * A form page's inputs as a project's part (core/project/document.ts) and
 * back: the texts as typed, the unit system of a bare number, and where a
 * text was typed in the other system. Nothing is converted either way, so a
 * part opened, shown in the other units and saved again reads the same SI
 * values. The project bar (app/project/tool-bar.tsx) uses these.
 */
import type { TypedTexts } from '../../core/project/document.ts';
import type { UnitSystem } from '../../core/report/figure.ts';
import type { FormInputs } from './form-context.ts';

/**
 * The page's fields as a part.
 *
 * @param inputs The texts and the system each was typed in.
 * @param system The unit system shown: the part's `units`.
 * @returns The part's `units`, `texts` and `typedIn` (only the texts typed in another system than `units`).
 */
export function typedTextsOf<F extends string>(inputs: FormInputs<F>, system: UnitSystem): TypedTexts<F> {
  const typedIn = Object.fromEntries(Object.entries(inputs.typedIn).filter(([field, typed]) => inputs.texts[field as F] !== undefined && typed !== system));
  return { units: system, texts: { ...inputs.texts }, ...(Object.keys(typedIn).length > 0 && { typedIn: typedIn as TypedTexts<F>['typedIn'] }) };
}

/**
 * A part's fields as the page keeps them: each text with the system it was typed in.
 *
 * @param part A project's part.
 * @returns The texts (blank ones left out) and, for each, `typedIn` or else the part's `units`.
 */
export function formInputsOf<F extends string>(part: TypedTexts<F>): FormInputs<F> {
  const texts = Object.fromEntries(Object.entries(part.texts).filter((entry): entry is [F, string] => typeof entry[1] === 'string' && entry[1] !== '')) as Partial<Record<F, string>>;
  const typedIn = Object.fromEntries(Object.keys(texts).map((field) => [field, part.typedIn?.[field as F] ?? part.units])) as Partial<Record<F, UnitSystem>>;
  return { texts, typedIn };
}

/**
 * A value written the same whatever the order of its keys, to tell whether
 * the page's inputs are the part's.
 */
export function canonicalText(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalText).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, item]) => item !== undefined).sort(([a], [b]) => a.localeCompare(b));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalText(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}
