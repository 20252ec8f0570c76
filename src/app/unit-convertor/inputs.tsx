import type { QuantityId } from '../../core/units/quantity.ts';
import { selectFieldIssue } from '../../machines/unit-convertor/selectors.ts';
import { QUANTITY_CHOICES, unitChoiceFor, unitChoicesOf } from '../../machines/unit-convertor/unit-choices.ts';
import { LabelledSelect, type SelectOption } from '../shell/labelled-select.tsx';
import { UnitField } from '../shell/unit-field.tsx';
import { ConvertorActorContext } from './actor-context.ts';

/** The To list's first entry: no target unit, so the value shows in every unit. */
const EVERY_UNIT = '*';

/** The Quantity select: picking one lists its units and shows the value in each. */
export function QuantitySelect() {
  const actorRef = ConvertorActorContext.useActorRef();
  const quantity = ConvertorActorContext.useSelector((snapshot) => snapshot.context.quantity);
  return (
    <LabelledSelect<QuantityId>
      label="Quantity"
      placeholder="Select a quantity"
      value={quantity}
      options={QUANTITY_CHOICES}
      onValueChange={(value) => actorRef.send({ type: 'quantity.change', quantity: value })}
    />
  );
}

/** The Value field: a number in the From unit, or a number with its own unit (`4 inH2O`). */
export function ValueField() {
  const actorRef = ConvertorActorContext.useActorRef();
  const text = ConvertorActorContext.useSelector((snapshot) => snapshot.context.texts.value ?? '');
  const hint = ConvertorActorContext.useSelector((snapshot) => selectFieldIssue(snapshot.context, 'value'));
  return (
    <UnitField
      label="Value"
      value={text}
      hint={hint}
      help="A number, or a number with its unit, e.g. 4 inH2O"
      onChange={(changed) => actorRef.send({ type: 'field.change', field: 'value', text: changed })}
    />
  );
}

/** A unit list of the picked quantity, for From or To, with the hint of its field. */
function UnitSelect({ field }: { field: 'from' | 'to' }) {
  const actorRef = ConvertorActorContext.useActorRef();
  const quantity = ConvertorActorContext.useSelector((snapshot) => snapshot.context.quantity);
  const typed = ConvertorActorContext.useSelector((snapshot) => snapshot.context.texts[field]);
  const hint = ConvertorActorContext.useSelector((snapshot) => selectFieldIssue(snapshot.context, field));
  const choices: SelectOption<string>[] = unitChoicesOf(quantity);
  const options = field === 'to' ? [{ value: EVERY_UNIT, label: 'Every unit' }, ...choices] : choices;
  const chosen = unitChoiceFor(quantity, typed) ?? (field === 'to' && typed === undefined ? EVERY_UNIT : '');
  const send = (value: string) =>
    actorRef.send({ type: 'field.change', field, text: value === EVERY_UNIT ? '' : value });

  return (
    <LabelledSelect
      label={field === 'from' ? 'From unit' : 'To unit'}
      placeholder={typed === undefined ? 'Unit typed with the value' : `"${typed}" is not a unit of this list`}
      value={chosen}
      options={options}
      onValueChange={send}
      hint={hint}
    />
  );
}

export const FromSelect = () => <UnitSelect field="from" />;
export const ToSelect = () => <UnitSelect field="to" />;
