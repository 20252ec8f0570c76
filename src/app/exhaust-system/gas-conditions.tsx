import { shallowEqual } from '@xstate/react';
import { CONDITION_KEYS, type ConditionKey } from '../../core/exhaust-system/conditions.ts';
import { selectConditionIssue, selectShownCondition } from '../../machines/exhaust-system/selectors.ts';
import { FieldGroup } from '../shell/field-group.tsx';
import { ConditionField, conditionLabel, conditionUnit } from '../shell/condition-field.tsx';
import type { PrintedInput } from '../shell/printed-inputs.tsx';
import { SystemActorContext } from './actor-context.ts';

/** One condition's field, from the system's sheet. */
function SheetConditionField({ conditionKey }: { conditionKey: ConditionKey }) {
  const actorRef = SystemActorContext.useActorRef();
  const system = SystemActorContext.useSelector((snapshot) => snapshot.context.system);
  const value = SystemActorContext.useSelector((snapshot) => selectShownCondition(snapshot.context, conditionKey));
  const issue = SystemActorContext.useSelector((snapshot) => selectConditionIssue(snapshot.context, conditionKey));
  return <ConditionField conditionKey={conditionKey} system={system} value={value} issue={issue} onChange={(text) => actorRef.send({ type: 'condition.change', key: conditionKey, text })} />;
}

/**
 * The gas conditions of the whole system (issue 19): the temperature of
 * every hood without its own, the altitude or the barometric pressure, and
 * the moisture. Blank is standard air (70 °F, 29.92 inHg, dry); each
 * segment's VP, and every loss in VP, is then at its own gas's density.
 */
export function GasConditionFields() {
  return (
    <FieldGroup legend="Gas conditions">
      {CONDITION_KEYS.map((key) => (
        <SheetConditionField key={key} conditionKey={key} />
      ))}
    </FieldGroup>
  );
}

/** What a blank condition stands for, on paper. */
const EMPTY: Readonly<Record<ConditionKey, string>> = {
  temperature: 'standard air, 70 °F (21.1 °C)',
  altitude: 'not given',
  barometricPressure: 'from the altitude, or 29.92 inHg (101.32 kPa)',
  moisture: 'dry',
};

/** The conditions as the report prints them, in the units shown. */
export function useConditionRows(): PrintedInput[] {
  const system = SystemActorContext.useSelector((snapshot) => snapshot.context.system);
  const values = SystemActorContext.useSelector((snapshot) => CONDITION_KEYS.map((key) => selectShownCondition(snapshot.context, key)), shallowEqual);
  return CONDITION_KEYS.map((key, index) => ({ label: conditionLabel(key), value: values[index]!, unit: conditionUnit(key, system), empty: EMPTY[key] }));
}
