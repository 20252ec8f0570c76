/**
 * The Cost Estimation's inputs as the project's `cost` part
 * (core/project/document.ts `CostPart`) and back: both forms' texts as
 * typed, the insulation box, the unit system of a bare number and where a
 * text was typed in the other system. Nothing is converted either way
 * (shared/project-part.ts does the same for one form's fields).
 */
import type { CostPart } from '../../core/project/document.ts';
import type { UnitSystem } from '../../core/report/figure.ts';
import { formInputsOf, typedTextsOf } from '../shared/project-part.ts';
import type { CostInputs } from './context.ts';

/** A record's entries that hold a value (the part's OPEX records have no empty keys). */
const present = <T>(record: Readonly<Partial<Record<string, T>>>): Record<string, T> =>
  Object.fromEntries(Object.entries(record).filter((entry): entry is [string, T] => entry[1] !== undefined));

/**
 * The page's inputs as the part.
 *
 * @param inputs Both forms' texts, the systems they were typed in, and the insulation box.
 * @param system The unit system shown: the part's `units`.
 * @returns The part: `texts`, `opexTexts` and `insulated`, with `typedIn` and `opexTypedIn` only for texts typed in another system than `units`.
 */
export function costPartOf(inputs: CostInputs, system: UnitSystem): CostPart {
  const cost = typedTextsOf({ texts: inputs.texts, typedIn: inputs.typedIn }, system);
  const opex = typedTextsOf({ texts: inputs.opexTexts, typedIn: inputs.opexTypedIn }, system);
  return { ...cost, insulated: inputs.insulated, opexTexts: present(opex.texts), ...(opex.typedIn && { opexTypedIn: present(opex.typedIn) }) };
}

/**
 * The part's inputs as the page keeps them.
 *
 * @param part The project's `cost` part.
 * @returns Both forms' texts (blank ones left out), each with the system it was typed in (`typedIn`, else the part's `units`), and the insulation box.
 */
export function costInputsOf(part: CostPart): CostInputs {
  const cost = formInputsOf(part);
  const opex = formInputsOf({ units: part.units, texts: part.opexTexts ?? {}, ...(part.opexTypedIn && { typedIn: part.opexTypedIn }) });
  return { texts: cost.texts, typedIn: cost.typedIn, opexTexts: opex.texts, opexTypedIn: opex.typedIn, insulated: part.insulated };
}
