import { ventInputGroups } from '../../core/explosion/field-labels.ts';
import { VENT_FIELDS } from '../../core/explosion/fields.ts';
import { selectShownText } from '../../machines/explosion/selectors.ts';
import { PrintedInputs } from '../shell/printed-inputs.tsx';
import { VentActorContext } from './actor-context.ts';

/** On paper, in place of the form: every input as entered, in the report's units, an empty one with what it stands for (core's, as the package prints it). */
export function VentInputsSummary() {
  const context = VentActorContext.useSelector((snapshot) => snapshot.context);
  const shown = Object.fromEntries(VENT_FIELDS.map((field) => [field, selectShownText(context, field)]));
  return <PrintedInputs caption="Inputs" groups={ventInputGroups(shown, () => context.system)} />;
}
