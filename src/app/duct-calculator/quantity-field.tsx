import { memo, useEffect, useRef } from 'react';
import type { SnapshotFrom } from 'xstate';
import { QUANTITY_LABELS, UNIT_SYMBOLS, type Quantity } from '../../core/duct/units.ts';
import type { calculatorMachine } from '../../machines/duct-calculator/machine.ts';
import { selectFieldHint, selectFieldText } from '../../machines/duct-calculator/selectors.ts';
import { useDeferredSelector } from '../shell/use-deferred-selector.ts';
import { NUMBER_INPUT_ATTRIBUTES, UnitField, type UnitInputProps } from '../shell/unit-field.tsx';
import { CalculatorActorContext } from './actor-context.ts';

type FieldInputProps = UnitInputProps & { field: Quantity };

/**
 * A field the user types in. The browser keeps what is typed (the input is
 * uncontrolled), so a keystroke only tells the machine and renders nothing;
 * the input follows the machine's text only when that differs from what it
 * shows, such as after a unit switch. The machine stays the one source of
 * the text, and the caret never jumps.
 */
const TypedInput = memo(function TypedInput({ field, ...inputProps }: FieldInputProps) {
  const actorRef = CalculatorActorContext.useActorRef();
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const follow = (snapshot: SnapshotFrom<typeof calculatorMachine>) => {
      const input = inputRef.current;
      const text = selectFieldText(snapshot.context, field);
      if (input !== null && input.value !== text) input.value = text;
    };
    follow(actorRef.getSnapshot());
    const subscription = actorRef.subscribe(follow);
    return () => subscription.unsubscribe();
  }, [actorRef, field]);

  return (
    <input
      {...NUMBER_INPUT_ATTRIBUTES}
      {...inputProps}
      ref={inputRef}
      defaultValue={selectFieldText(actorRef.getSnapshot().context, field)}
      onChange={(event) => actorRef.send({ type: 'field.change', field, text: event.target.value })}
    />
  );
});

/** The computed field: disabled, showing the result; it follows the typing right after the keystroke has painted. */
const ResultInput = memo(function ResultInput({ field, ...inputProps }: FieldInputProps) {
  const actorRef = CalculatorActorContext.useActorRef();
  const text = useDeferredSelector(actorRef, (snapshot) => selectFieldText(snapshot.context, field));
  return <input {...NUMBER_INPUT_ATTRIBUTES} {...inputProps} value={text} disabled />;
});

/**
 * One of the three quantity inputs: its label, the unit beside it, and a
 * short hint naming the field and value when the input cannot be used. The
 * quantity being calculated is disabled and shows the result.
 */
export const QuantityField = memo(function QuantityField({ field }: { field: Quantity }) {
  const unit = CalculatorActorContext.useSelector((snapshot) => UNIT_SYMBOLS[snapshot.context.unitSystem][field]);
  const computed = CalculatorActorContext.useSelector((snapshot) => snapshot.context.calculationType === field);
  const hint = CalculatorActorContext.useSelector((snapshot) => selectFieldHint(snapshot.context, field));

  return (
    <UnitField
      label={QUANTITY_LABELS[field]}
      unit={unit}
      hint={hint}
      badge={computed ? 'Calculated' : undefined}
      disabled={computed}
      renderInput={(inputProps) =>
        computed ? <ResultInput {...inputProps} field={field} /> : <TypedInput {...inputProps} field={field} />
      }
    />
  );
});
