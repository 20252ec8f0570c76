import { costInputGroups, type CostFieldGroup } from '../../core/cost/field-labels.ts';
import type { CostForm } from '../../machines/cost/context.ts';
import { selectFieldText } from '../../machines/cost/selectors.ts';
import { PrintedInputs } from '../shell/printed-inputs.tsx';
import { CostActorContext } from './actor-context.ts';

/**
 * On paper, in place of the form: every input of a section as entered,
 * with its unit, an empty one with the value it took (the EPA default) or
 * what it stands for (core's, as the project's package says it), so the
 * report shows what its numbers rest on.
 */
export function InputsSummary({ form, groups, caption }: { form: CostForm; groups: readonly CostFieldGroup[]; caption: string }) {
  const context = CostActorContext.useSelector((snapshot) => snapshot.context);
  const shown = Object.fromEntries(groups.flatMap(({ keys }) => keys.map((key) => [key, selectFieldText(context, form, key)])));
  return <PrintedInputs caption={caption} groups={costInputGroups(form, groups, shown, () => context.system, form === 'cost' ? context.insulated : undefined)} />;
}
