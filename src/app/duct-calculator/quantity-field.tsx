import { QUANTITY_LABELS, UNIT_SYMBOLS, type Quantity } from '../../core/duct/units.ts';
import { selectFieldHint } from '../../machines/duct-calculator/selectors.ts';
import { UnitField } from '../shell/unit-field.tsx';
import { CalculatorActorContext } from './actor-context.ts';

/**
 * One of the three quantity inputs: its spec label, the unit beside it, and
 * a short hint naming the field and value when the input cannot be used.
 * The quantity being calculated is disabled and shows the result.
 */
export function QuantityField({ field }: { field: Quantity }) {
  const actorRef = CalculatorActorContext.useActorRef();
  const text = CalculatorActorContext.useSelector((snapshot) => snapshot.context.fieldText[field]);
  const unit = CalculatorActorContext.useSelector((snapshot) => UNIT_SYMBOLS[snapshot.context.unitSystem][field]);
  const computed = CalculatorActorContext.useSelector((snapshot) => snapshot.context.calculationType === field);
  const hint = CalculatorActorContext.useSelector((snapshot) => selectFieldHint(snapshot.context, field));

  return (
    <UnitField
      label={QUANTITY_LABELS[field]}
      value={text}
      unit={unit}
      hint={hint}
      badge={computed ? 'Calculated' : undefined}
      disabled={computed}
      onChange={(changed) => actorRef.send({ type: 'field.change', field, text: changed })}
    />
  );
}
