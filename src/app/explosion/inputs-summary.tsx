import { EXPLOSIBLE_DUST_IDS } from '../../core/explosion/dusts.ts';
import { VENT_DISCHARGES, VENT_STANDARDS, type VentField } from '../../core/explosion/fields.ts';
import { isBareNumber } from '../../core/report/typed-text.ts';
import type { VentContext } from '../../machines/explosion/context.ts';
import { selectShownText } from '../../machines/explosion/selectors.ts';
import { PrintedInputs, type PrintedInput } from '../shell/printed-inputs.tsx';
import { VentActorContext } from './actor-context.ts';
import { dischargeLabel, dustLabel, EMPTY_MEANS, fieldLabel, fieldUnit, GROUPS, standardLabel } from './field-labels.ts';

/** A picked id by the name its list shows; any other text as typed. */
function choiceName(field: VentField, text: string): string {
  const id = text.trim().toLowerCase();
  const dust = EXPLOSIBLE_DUST_IDS.find((each) => each === id);
  const standard = VENT_STANDARDS.find((each) => each === id);
  if (field === 'dust' && dust) return dustLabel(dust);
  const discharge = VENT_DISCHARGES.find((each) => each === id);
  if (field === 'standard' && standard) return standardLabel(standard);
  if (field === 'discharge' && discharge) return dischargeLabel(discharge);
  return text;
}

/** One field's row: the value in the units shown, or what its emptiness means. */
function rowOf(field: VentField, context: VentContext): PrintedInput {
  const text = choiceName(field, selectShownText(context, field).trim());
  // A text typed with its own unit (`10 ft3`) carries it; a choice has none.
  const unit = isBareNumber(text) ? (fieldUnit(field, context.system) ?? '') : '';
  return { label: fieldLabel(field), value: text, unit, empty: EMPTY_MEANS[field] ?? 'not given' };
}

/** On paper, in place of the form: every input as entered, in the report's units, an empty one with what it stands for. */
export function VentInputsSummary() {
  const context = VentActorContext.useSelector((snapshot) => snapshot.context);
  return (
    <PrintedInputs
      caption="Inputs"
      groups={[
        { legend: 'Standard', rows: [rowOf('standard', context)] },
        ...GROUPS.map(({ legend, fields }) => ({ legend, rows: fields.map((field) => rowOf(field, context)) })),
      ]}
    />
  );
}
