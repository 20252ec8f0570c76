/**
 * The Explosion Protection page's context: a form page's (shared/
 * form-context.ts) over the vent's fields, read by core's readVentDesign.
 * What is its own: the worked example, and a clear that empties every field.
 */
import type { VentField } from '../../core/explosion/fields.ts';
import { readVentLink } from '../../core/explosion/link.ts';
import { readVentDesign, type VentReading } from '../../core/explosion/read.ts';
import type { UnitSystem } from '../../core/report/figure.ts';
import { openForm, typedInOf, type FormContext, type FormInputs, type FormSpec } from '../shared/form-context.ts';

/** What the user typed: each field exactly, with the unit system it was typed in. */
export type VentInputs = FormInputs<VentField>;

export type VentContext = FormContext<VentInputs, VentReading>;

/**
 * The worked example, typed in metric units: REFERENCE.md's cross-check, a
 * slender 10 m³ vessel (L/D 3) with an St 1 dust of KSt 200 bar·m/s and
 * Pmax 9 bar, vented at Pstat 0.1 bar to Pred 0.5 bar: NFPA 68 0.732 m²,
 * EN 14491 0.977 m², where the two standards part.
 */
export const EXAMPLE: VentInputs['texts'] = { volume: '10', ld: '3', kst: '200', pmax: '9', pred: '0.5', pstat: '0.1' };

/** The vent design as a form: every text read in the system it was typed in, so the design is the same in either. */
export const ventForm: FormSpec<VentInputs, VentReading> = {
  read: (inputs, system) => readVentDesign(inputs.texts, system, inputs.typedIn),
  readsInSystemShown: true,
  inputsOf: ({ texts, typedIn }) => ({ texts, typedIn }),
  example: { inputs: () => ({ texts: { ...EXAMPLE }, typedIn: typedInOf(EXAMPLE, 'metric') }), message: 'Loaded the worked example in place of your inputs.' },
  clear: { inputs: () => ({ texts: {}, typedIn: {} }), hasInputs: (inputs) => Object.keys(inputs.texts).length > 0, message: 'Cleared the inputs.' },
};

/**
 * The context the page opens with: the link's inputs, or the worked example (form-context.ts `openForm`).
 *
 * @param search The page's query, with or without `?` ('' for none).
 * @param preferredSystem The site-wide unit preference, for a first visit.
 */
export function createInitialContext(search: string, preferredSystem: UnitSystem): VentContext {
  const { system, texts, notes } = readVentLink(search);
  const inputs = Object.keys(texts).length > 0 ? (typed: UnitSystem) => ({ texts, typedIn: typedInOf(texts, typed) }) : undefined;
  return openForm(ventForm, { system, notes, inputs }, preferredSystem);
}
