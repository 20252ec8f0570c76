import { memo } from 'react';
import { FAN_DEFAULTS } from '../../core/fan/input.ts';
import { FAN_MEASURES, FAN_PERCENTS, type FanField } from '../../core/fan/fields.ts';
import { unitById } from '../../core/units/catalogue.ts';
import { selectFieldIssue } from '../../machines/fan/selectors.ts';
import { FieldGroup } from '../shell/field-group.tsx';
import { UnitField } from '../shell/unit-field.tsx';
import { UnitSystemSelect } from '../shell/unit-system-select.tsx';
import { FanActorContext } from './actor-context.ts';

const MEASURE_BY_KEY = new Map(FAN_MEASURES.map((spec) => [spec.key as FanField, spec]));
const PERCENT_LABELS = new Map(FAN_PERCENTS.map(({ key, label }) => [key as FanField, label]));

/** What an empty optional field means, shown as its help line. */
const HELP: Partial<Record<FanField, string>> = {
  pressure: 'Static or total, the same as the fan efficiency',
  motorEfficiency: `Empty: ${FAN_DEFAULTS.motorEfficiency} %`,
  driveEfficiency: `Empty: ${FAN_DEFAULTS.driveEfficiency} % (V-belt); 100 % for direct drive`,
  margin: `Empty: ${FAN_DEFAULTS.margin} %`,
  temperature: 'Empty: 20 °C (68 °F)',
  altitude: 'Empty: sea level; or give the barometric pressure',
  barometricPressure: 'Absolute; instead of the altitude',
  coldTemperature: 'Empty: 20 °C (68 °F)',
  filterPressure: 'Part of the design pressure, linear in flow',
  cleanFilterPressure: 'At the design flow; adds the clean-filter curve',
  fixedPressure: 'Part of the design pressure that does not change with flow',
};

/** One input: its label, the unit of a bare number beside it, its help and its issue. */
const FanInputField = memo(function FanInputField({ field }: { field: FanField }) {
  const actorRef = FanActorContext.useActorRef();
  const text = FanActorContext.useSelector((snapshot) => snapshot.context.texts[field] ?? '');
  const system = FanActorContext.useSelector((snapshot) => snapshot.context.system);
  const hint = FanActorContext.useSelector((snapshot) => selectFieldIssue(snapshot.context, field));
  const spec = MEASURE_BY_KEY.get(field);
  const label = spec?.label ?? PERCENT_LABELS.get(field) ?? field;
  return (
    <UnitField
      label={label}
      unit={spec ? unitById(spec.units[system]).symbol : '%'}
      help={HELP[field]}
      hint={hint}
      value={text}
      onChange={(value) => actorRef.send({ type: 'field.change', field, text: value })}
    />
  );
});

/** The unit system of bare numbers and results. */
function SystemSelect() {
  const actorRef = FanActorContext.useActorRef();
  const system = FanActorContext.useSelector((snapshot) => snapshot.context.system);
  return <UnitSystemSelect value={system} onChange={(value) => actorRef.send({ type: 'system.change', system: value })} />;
}

const GROUPS: ReadonlyArray<{ legend: string; fields: readonly FanField[] }> = [
  { legend: 'Design point', fields: ['flow', 'pressure', 'efficiency'] },
  { legend: 'Gas and site', fields: ['temperature', 'altitude', 'barometricPressure', 'coldTemperature'] },
  { legend: 'Split of the design pressure', fields: ['filterPressure', 'cleanFilterPressure', 'fixedPressure'] },
  { legend: 'Motor and drive', fields: ['motorEfficiency', 'driveEfficiency', 'margin'] },
];

/** Every input of the selection, grouped, with the unit system first. */
export function FanInputs() {
  return (
    <>
      <SystemSelect />
      {GROUPS.map(({ legend, fields }) => (
        <FieldGroup key={legend} legend={legend}>
          {fields.map((field) => (
            <FanInputField key={field} field={field} />
          ))}
        </FieldGroup>
      ))}
    </>
  );
}
