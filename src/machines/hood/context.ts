/**
 * The Hood Design's context: a form page's (shared/form-context.ts) over the
 * hood's fields, read by core's readHoodDesign. What is its own: the worked
 * example, a clear that keeps the hood type, and a reading that depends on
 * the system shown (a branch sized from that system's series).
 */
import type { HoodField } from '../../core/hood/fields.ts';
import { readHoodLink } from '../../core/hood/link.ts';
import { readHoodDesign, type HoodReading } from '../../core/hood/read.ts';
import type { UnitSystem } from '../../core/report/figure.ts';
import { openForm, typedInOf, type FormContext, type FormInputs, type FormSpec } from '../shared/form-context.ts';

/** What the user typed: each field exactly, with the unit system it was typed in. */
export type HoodInputs = FormInputs<HoodField>;

/** `result` is `readHoodDesign` of the inputs in the system shown: the same flow in either; a sized branch from that system's series. */
export type HoodContext = FormContext<HoodInputs, HoodReading>;

/**
 * The worked example, typed in metric units: the published round
 * opening (DallaValle; the Engineering ToolBox's worked figure), 250 mm
 * across, drawing 3 m/s at its face, with its source 250 mm out; its
 * branch sized for average industrial dust, and a measured SPh of 500 Pa to
 * check it against.
 */
export const EXAMPLE: HoodInputs['texts'] = {
  type: 'plain-opening',
  faceVelocity: '3',
  distance: '250',
  diameter: '250',
  transport: 'average-industrial-dust',
  measuredStaticPressure: '500',
};

/** The hood design as a form; a clear empties every input but the hood type. */
export const hoodForm: FormSpec<HoodInputs, HoodReading> = {
  read: (inputs, system) => readHoodDesign(inputs.texts, system, inputs.typedIn),
  readsInSystemShown: true,
  inputsOf: ({ texts, typedIn }) => ({ texts, typedIn }),
  example: { inputs: () => ({ texts: { ...EXAMPLE }, typedIn: typedInOf(EXAMPLE, 'metric') }), message: 'Loaded the worked example in place of your inputs.' },
  clear: {
    inputs: ({ texts: { type } }, system) => {
      const texts: HoodInputs['texts'] = type === undefined ? {} : { type };
      return { texts, typedIn: typedInOf(texts, system) };
    },
    hasInputs: (inputs) => Object.keys(inputs.texts).some((field) => field !== 'type'),
    message: 'Cleared the inputs.',
  },
};

/**
 * The context the page opens with: the link's inputs, or the worked example (form-context.ts `openForm`).
 *
 * @param search The page's query, with or without `?` ('' for none).
 * @param preferredSystem The site-wide unit preference, for a first visit.
 */
export function createInitialContext(search: string, preferredSystem: UnitSystem): HoodContext {
  const { system, texts, notes } = readHoodLink(search);
  const inputs = Object.keys(texts).length > 0 ? (typed: UnitSystem) => ({ texts, typedIn: typedInOf(texts, typed) }) : undefined;
  return openForm(hoodForm, { system, notes, inputs }, preferredSystem);
}
