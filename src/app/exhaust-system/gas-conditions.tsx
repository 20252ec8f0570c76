import { shallowEqual } from '@xstate/react';
import { CONDITION_KEYS, CONDITION_MEASURES, MOISTURE_SPEC, type ConditionKey } from '../../core/exhaust-system/conditions.ts';
import { rangeText } from '../../core/report/measure.ts';
import { plainRangeText } from '../../core/report/plain-number.ts';
import type { UnitSystem } from '../../core/report/figure.ts';
import { unitById } from '../../core/units/catalogue.ts';
import { selectConditionIssue, selectShownCondition } from '../../machines/exhaust-system/selectors.ts';
import { FieldGroup } from '../shell/field-group.tsx';
import { UnitField } from '../shell/unit-field.tsx';
import type { PrintedInput } from '../shell/printed-inputs.tsx';
import { SystemActorContext } from './actor-context.ts';

/** What a blank condition stands for, and what each one is. */
const HELP: Readonly<Record<ConditionKey, string>> = {
  temperature: 'Of every hood without its own; blank: standard air, 70 °F (21.1 °C)',
  altitude: 'Above sea level (ISA); or give the barometric pressure',
  barometricPressure: 'Absolute; or give the altitude; blank: 29.92 inHg (101.32 kPa)',
  moisture: 'Water vapour, % H₂O by volume; blank: dry',
};

/** A condition's unit symbol in the system shown. */
function unitOf(key: ConditionKey, system: UnitSystem): string {
  const spec = CONDITION_MEASURES.find((measure) => measure.key === key);
  return spec === undefined ? MOISTURE_SPEC.unit : unitById(spec.units[system]).symbol;
}

/** A condition's label. */
function labelOf(key: ConditionKey): string {
  return key === 'moisture' ? MOISTURE_SPEC.label : CONDITION_MEASURES.find((measure) => measure.key === key)!.label;
}

/** A condition's range in words, for a field's help. */
function rangeOf(key: ConditionKey, system: UnitSystem): string {
  const spec = CONDITION_MEASURES.find((measure) => measure.key === key);
  return spec === undefined ? plainRangeText(MOISTURE_SPEC) : rangeText(spec.range, spec.units[system]);
}

/** One condition's field: its text as shown, its range, and why it cannot be used. */
function ConditionField({ conditionKey }: { conditionKey: ConditionKey }) {
  const actorRef = SystemActorContext.useActorRef();
  const system = SystemActorContext.useSelector((snapshot) => snapshot.context.system);
  const value = SystemActorContext.useSelector((snapshot) => selectShownCondition(snapshot.context, conditionKey));
  const issue = SystemActorContext.useSelector((snapshot) => selectConditionIssue(snapshot.context, conditionKey));
  return (
    <UnitField
      label={labelOf(conditionKey)}
      unit={unitOf(conditionKey, system)}
      help={`${HELP[conditionKey]}; ${rangeOf(conditionKey, system).replace(/^must be /, '')}`}
      hint={issue}
      value={value}
      onChange={(text) => actorRef.send({ type: 'condition.change', key: conditionKey, text })}
    />
  );
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
        <ConditionField key={key} conditionKey={key} />
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
  return CONDITION_KEYS.map((key, index) => ({ label: labelOf(key), value: values[index]!, unit: unitOf(key, system), empty: EMPTY[key] }));
}
