import { HOOD_DESIGN_TYPES } from '../../core/hood/design-types.ts';
import { HOOD_DESIGN_TYPE_IDS, type HoodField } from '../../core/hood/fields.ts';
import { DEFAULT_SLOT_LOSS, HOOD_TYPE_IDS, HOOD_TYPES } from '../../core/hood/hood-types.ts';
import { TRANSPORT_CLASS_IDS, TRANSPORT_CLASSES } from '../../core/duct/transport-velocity.ts';
import { isBareNumber } from '../../core/report/typed-text.ts';
import type { HoodContext } from '../../machines/hood/context.ts';
import { selectHoodType, selectShownText } from '../../machines/hood/selectors.ts';
import { PrintedInputs, type PrintedInput } from '../shell/printed-inputs.tsx';
import { HoodActorContext } from './actor-context.ts';
import { fieldLabel, fieldUnit, groupsFor } from './field-labels.ts';

/** What an empty field stands for in the report, where it is not simply "not given". */
const EMPTY_MEANS: Partial<Record<HoodField, string>> = {
  takeOff: "the hood type's default",
  slotLoss: `default ${DEFAULT_SLOT_LOSS}`,
  ductDiameter: 'sized: the smallest standard size at the transport velocity',
  temperature: 'standard air, 70 °F (21.1 °C)',
  altitude: 'standard air (29.92 inHg), unless the barometric pressure is given',
  barometricPressure: 'from the altitude (ISA), or standard air 29.92 inHg',
  moisture: 'dry',
  crossDraft: 'not given: no cross-draft check',
};

/** The listed id a text names, or `undefined`. */
const listed = <T extends string>(ids: readonly T[], text: string): T | undefined => ids.find((id) => id === text.trim().toLowerCase());

/** A picked id by the name its list shows; any other text as typed. */
function choiceName(field: HoodField, text: string): string {
  const type = listed(HOOD_DESIGN_TYPE_IDS, text);
  const takeOff = listed(HOOD_TYPE_IDS, text);
  const transport = listed(TRANSPORT_CLASS_IDS, text);
  if (field === 'type' && type) return HOOD_DESIGN_TYPES[type].name;
  if (field === 'takeOff' && takeOff) return HOOD_TYPES[takeOff].name;
  if (field === 'transport' && transport) return TRANSPORT_CLASSES[transport].label;
  return text;
}

/** One field's row: the value in the units shown, or what its emptiness means. */
function rowOf(field: HoodField, context: HoodContext): PrintedInput {
  const text = choiceName(field, selectShownText(context, field).trim());
  // A text typed with its own unit (`10in`) carries it; a choice or a name has none.
  const unit = isBareNumber(text) ? (fieldUnit(field, context.system) ?? '') : '';
  return { label: fieldLabel(field), value: text, unit, empty: EMPTY_MEANS[field] ?? 'not given' };
}

/**
 * On paper, in place of the form: the hood type and every input it takes
 * as entered, in the units the report is in, an empty one with what it
 * stands for, and the measured SPh, so the report shows what its numbers rest on.
 */
export function HoodInputsSummary() {
  const context = HoodActorContext.useSelector((snapshot) => snapshot.context);
  const groups = groupsFor(selectHoodType(context), context.texts);
  return (
    <PrintedInputs
      caption="Inputs"
      groups={[
        { legend: 'Hood type', rows: [rowOf('type', context)] },
        ...groups.map(({ legend, fields }) => ({ legend, rows: fields.map((field) => rowOf(field, context)) })),
        { legend: 'Commissioning', rows: [rowOf('measuredStaticPressure', context)] },
      ]}
    />
  );
}
