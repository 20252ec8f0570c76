import { selectConditionsKind } from '../../machines/unit-convertor/selectors.ts';
import { QUANTITY_CHOICES, unitChoiceFor, unitChoicesOf } from '../../machines/unit-convertor/unit-choices.ts';
import { PrintedInputs } from '../shell/printed-inputs.tsx';
import { ReportHeader } from '../shell/print-report.tsx';
import { UndoNotice } from '../shell/undo-notice.tsx';
import { selectLinkPath } from '../../machines/unit-convertor/selectors.ts';
import { ConvertorActorContext } from './actor-context.ts';
import { CONDITION_LABELS, type TextCondition } from './conditions-panel.tsx';

/** On paper: the date and the link that reproduces the conversion (it has no unit system of its own). */
export function ConvertorReportHeader() {
  const linkPath = ConvertorActorContext.useSelector((snapshot) => selectLinkPath(snapshot.context));
  return <ReportHeader linkPath={linkPath} />;
}

/** Says what picking another quantity cleared, with an Undo. */
export function ConvertorUndo() {
  const actorRef = ConvertorActorContext.useActorRef();
  const message = ConvertorActorContext.useSelector((snapshot) => snapshot.context.undo?.message);
  return <UndoNotice message={message} onUndo={() => actorRef.send({ type: 'undo' })} onDismiss={() => actorRef.send({ type: 'undo.dismiss' })} />;
}

const CONDITIONS: readonly TextCondition[] = ['temperature', 'pressure', 'altitude', 'moisture', 'o2', 'o2-ref'];

/**
 * On paper, in place of the form: the quantity, the value, the units picked
 * and every gas condition given, as values.
 */
export function ConvertorInputs() {
  const { quantity, texts } = ConvertorActorContext.useSelector((snapshot) => snapshot.context);
  const unitLabel = (text: string | undefined, none: string) => {
    const value = unitChoiceFor(quantity, text);
    return unitChoicesOf(quantity).find((choice) => choice.value === value)?.label ?? text ?? none;
  };
  const conditions = selectConditionsKind(quantity) === undefined ? [] : CONDITIONS.filter((field) => texts[field] !== undefined);
  const rows = [
    { label: 'Quantity', value: QUANTITY_CHOICES.find(({ value }) => value === quantity)!.label },
    { label: 'Value', value: texts.value ?? '' },
    { label: 'From unit', value: unitLabel(texts.from, 'the unit typed with the value') },
    { label: 'To unit', value: unitLabel(texts.to, 'every unit') },
    ...conditions.map((field) => ({ label: CONDITION_LABELS[field].label, value: texts[field]!, unit: CONDITION_LABELS[field].unit ?? '' })),
    ...(texts.standard === undefined ? [] : [{ label: 'Reference conditions', value: texts.standard }]),
  ];
  return <PrintedInputs caption="Conversion" groups={[{ rows }]} />;
}
