import { baghouseInputGroups } from '../../core/baghouse/field-labels.ts';
import { BAGHOUSE_FIELDS } from '../../core/baghouse/texts.ts';
import { selectFieldText } from '../../machines/baghouse/selectors.ts';
import { PrintedInputs } from '../shell/printed-inputs.tsx';
import { BaghouseActorContext } from './actor-context.ts';

/**
 * On paper, in place of the form: every input as the page shows it, with its
 * unit, grouped as the form groups them, a blank one with what it stands
 * for (core's, as the project's package prints it).
 */
export function InputsTable() {
  const context = BaghouseActorContext.useSelector((snapshot) => snapshot.context);
  const shown = Object.fromEntries(BAGHOUSE_FIELDS.map((field) => [field, selectFieldText(context, field)]));
  return <PrintedInputs caption="Inputs" groups={baghouseInputGroups(shown, () => context.system)} />;
}
