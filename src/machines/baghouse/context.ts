/**
 * The Baghouse Design page's context: a form page's (shared/form-context.ts)
 * over the baghouse's fields, read by core's `readBaghouse`. What is its
 * own: the EPA worked example, typed in its own units; it has no Clear inputs.
 */
import { readBaghouseLink } from '../../core/baghouse/link.ts';
import { EPA_EXAMPLE_SYSTEM, EPA_EXAMPLE_TEXTS, readBaghouse, type BaghouseReading, type BaghouseTextField } from '../../core/baghouse/texts.ts';
import type { UnitSystem } from '../../core/report/figure.ts';
import { openForm, typedInOf, type FormContext, type FormInputs, type FormSpec } from '../shared/form-context.ts';

/** The inputs as typed: each field's text (never parsed here) and the unit system it was typed in. */
export type BaghouseInputs = FormInputs<BaghouseTextField>;

/**
 * `result` is `readBaghouse(texts, system, typedIn)`: the design, or an issue
 * per unusable field. Every given field has its `typedIn`, so the reading
 * never depends on `system`, and a unit switch leaves it as it is.
 */
export type BaghouseContext = FormContext<BaghouseInputs, BaghouseReading>;

/** The baghouse design as a form. */
export const baghouseForm: FormSpec<BaghouseInputs, BaghouseReading> = {
  read: (inputs, system) => readBaghouse(inputs.texts, system, inputs.typedIn),
  readsInSystemShown: false,
  inputsOf: ({ texts, typedIn }) => ({ texts, typedIn }),
  example: {
    inputs: () => ({ texts: EPA_EXAMPLE_TEXTS, typedIn: typedInOf(EPA_EXAMPLE_TEXTS, EPA_EXAMPLE_SYSTEM) }),
    message: 'Loaded the EPA worked example in place of your inputs.',
  },
};

/**
 * The context a page opens with.
 *
 * @param search The URL query ('' for none).
 * @param preferredSystem The site-wide unit preference, for a first visit.
 * @returns The link's texts and system (metric when the link gives fields but
 *   no `units`), or on a first visit (no field in the link) the EPA worked
 *   example as typed in imperial units, shown in the link's `units` or else
 *   the preferred system; designed once.
 */
export function createInitialContext(search: string, preferredSystem: UnitSystem): BaghouseContext {
  const { system, texts, ignored } = readBaghouseLink(search);
  const inputs = Object.keys(texts).length > 0 ? (typed: UnitSystem) => ({ texts, typedIn: typedInOf(texts, typed) }) : undefined;
  return openForm(baghouseForm, { system, notes: ignored, inputs }, preferredSystem);
}
