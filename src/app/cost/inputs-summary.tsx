import type { CostForm } from '../../machines/cost/context.ts';
import { selectFieldText } from '../../machines/cost/selectors.ts';
import { PrintedInputs, type PrintedInput } from '../shell/printed-inputs.tsx';
import { CostActorContext } from './actor-context.ts';
import { FLOW_CONTROL_SPEC } from '../../core/cost/input.ts';
import { defaultOf, emptyMeaning, FIELDS, FLOW_CONTROL_OPTIONS, flowControlOf, unitOf, type Group } from './fields.tsx';

/**
 * On paper, in place of the form: every input of a section as entered,
 * with its unit, an empty one with the value it took (the EPA default), so
 * the report shows what its numbers rest on.
 */
export function InputsSummary({ form, groups, caption }: { form: CostForm; groups: readonly Group[]; caption: string }) {
  const context = CostActorContext.useSelector((snapshot) => snapshot.context);
  const { insulated, system } = context;
  const rowOf = (key: string): PrintedInput[] => {
    if (key === FLOW_CONTROL_SPEC.key) {
      const text = selectFieldText(context, form, key).trim();
      const chosen = flowControlOf(text === '' ? FLOW_CONTROL_SPEC.defaultValue : text);
      return [{ label: FLOW_CONTROL_SPEC.label, value: FLOW_CONTROL_OPTIONS.find(({ value }) => value === chosen)?.label ?? text }];
    }
    const field = FIELDS[form].get(key);
    if (field === undefined) return [];
    const fallback = defaultOf(field, system);
    const meaning = emptyMeaning(field, system);
    const empty = fallback !== undefined ? `default ${fallback}` : meaning !== undefined ? `not given: ${meaning}` : 'not given';
    return [{ label: field.spec.label, value: selectFieldText(context, form, key).trim(), unit: unitOf(field, system), empty }];
  };
  const insulation: PrintedInput = { label: 'Insulated housing', value: insulated ? 'yes' : 'no' };
  return (
    <PrintedInputs
      caption={caption}
      groups={groups.map(({ id, legend, keys }) => ({ legend, rows: [...(form === 'cost' && id === 'capital' ? [insulation] : []), ...keys.flatMap(rowOf)] }))}
    />
  );
}
