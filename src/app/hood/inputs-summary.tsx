import { hoodInputGroups } from '../../core/hood/field-labels.ts';
import { HOOD_FIELDS } from '../../core/hood/fields.ts';
import { selectHoodType, selectShownText } from '../../machines/hood/selectors.ts';
import { PrintedInputs } from '../shell/printed-inputs.tsx';
import { HoodActorContext } from './actor-context.ts';

/**
 * On paper, in place of the form: the hood type and every input it takes
 * as entered, in the units the report is in, an empty one with what it
 * stands for (core's, as the project's package says it), and the measured
 * SPh, so the report shows what its numbers rest on.
 */
export function HoodInputsSummary() {
  const context = HoodActorContext.useSelector((snapshot) => snapshot.context);
  const shown = Object.fromEntries(HOOD_FIELDS.flatMap((field) => (context.texts[field] === undefined ? [] : [[field, selectShownText(context, field)]])));
  return <PrintedInputs caption="Inputs" groups={hoodInputGroups(selectHoodType(context), shown, () => context.system)} />;
}
