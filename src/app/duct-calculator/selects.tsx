import { QUANTITIES, QUANTITY_LABELS, type Quantity, type UnitSystem } from '../../core/duct/units.ts';
import { CalculatorActorContext } from './actor-context.ts';
import { LabelledSelect, type SelectOption } from '../shell/labelled-select.tsx';
import { useUnitSystemChoice } from '../shell/use-unit-system-choice.ts';

/** Spec §2: options Metric and Imperial. */
const UNIT_SYSTEM_OPTIONS: readonly SelectOption<UnitSystem>[] = [
  { value: 'metric', label: 'Metric' },
  { value: 'imperial', label: 'Imperial' },
];

/** Spec §2: 'Calculate Velocity (V)', 'Calculate Diameter (D)', 'Calculate Airflow (Q)'. */
const MODE_OPTIONS: readonly SelectOption<Quantity>[] = QUANTITIES.map((quantity) => ({
  value: quantity,
  label: `Calculate ${QUANTITY_LABELS[quantity]}`,
}));

/** The unit-system select (placeholder 'Select unit system'); a choice is the site-wide unit preference too. */
export function UnitSystemSelect() {
  const actorRef = CalculatorActorContext.useActorRef();
  const unitSystem = CalculatorActorContext.useSelector((snapshot) => snapshot.context.unitSystem);
  const choose = useUnitSystemChoice(unitSystem, (value) => actorRef.send({ type: 'unit.change', unitSystem: value }));
  return (
    <LabelledSelect
      label="Unit system"
      placeholder="Select unit system"
      value={unitSystem}
      options={UNIT_SYSTEM_OPTIONS}
      onValueChange={choose}
    />
  );
}

/** The calculate select (placeholder 'Calculate'): which quantity to solve for. */
export function CalculationTypeSelect() {
  const actorRef = CalculatorActorContext.useActorRef();
  const mode = CalculatorActorContext.useSelector((snapshot) => snapshot.context.calculationType);
  return (
    <LabelledSelect
      label="Solve for"
      placeholder="Calculate"
      value={mode}
      options={MODE_OPTIONS}
      onValueChange={(value) => actorRef.send({ type: 'mode.change', mode: value })}
    />
  );
}
