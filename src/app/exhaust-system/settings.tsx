import { OUTLET_PRESSURE_MEASURE } from '../../core/exhaust-system/read-sheet.ts';
import type { SystemFrictionMethod } from '../../core/exhaust-system/sheet.ts';
import { unitById } from '../../core/units/catalogue.ts';
import { selectOutletIssue } from '../../machines/exhaust-system/selectors.ts';
import { FieldGroup } from '../shell/field-group.tsx';
import { LabelledSelect, type SelectOption } from '../shell/labelled-select.tsx';
import { UnitField } from '../shell/unit-field.tsx';
import { UnitSystemSelect } from '../shell/unit-system-select.tsx';
import { SystemActorContext } from './actor-context.ts';

const FRICTION_OPTIONS: readonly SelectOption<SystemFrictionMethod>[] = [
  { value: 'acgih', label: 'ACGIH equation (galvanized)' },
  { value: 'colebrook', label: 'Colebrook' },
];

/**
 * The settings of the whole system: the unit system of the sheet's bare
 * numbers and of the results, the friction method of every segment, and the
 * static pressure at the outlet end (SP_out adds the discharge segments'
 * losses to it; without them it is all of SP_out).
 */
export function SystemSettings() {
  const actorRef = SystemActorContext.useActorRef();
  const units = SystemActorContext.useSelector((snapshot) => snapshot.context.sheet.units);
  const friction = SystemActorContext.useSelector((snapshot) => snapshot.context.sheet.friction);
  const outlet = SystemActorContext.useSelector((snapshot) => snapshot.context.sheet.outletPressure);
  const outletIssue = SystemActorContext.useSelector((snapshot) => selectOutletIssue(snapshot.context));
  return (
    <FieldGroup legend="System">
      <UnitSystemSelect value={units} onChange={(next) => actorRef.send({ type: 'units.change', units: next })} />
      <LabelledSelect
        label="Friction method"
        placeholder="Choose a method"
        value={friction}
        options={FRICTION_OPTIONS}
        onValueChange={(next) => actorRef.send({ type: 'friction.change', friction: next })}
      />
      <UnitField
        label="Outlet pressure"
        unit={unitById(OUTLET_PRESSURE_MEASURE.units[units]).symbol}
        help="At the outlet end (e.g. a stack cap); blank is 0"
        hint={outletIssue}
        value={outlet}
        onChange={(text) => actorRef.send({ type: 'outlet.change', text })}
      />
    </FieldGroup>
  );
}
