import { OUTLET_PRESSURE_MEASURE } from '../../core/exhaust-system/read-sheet.ts';
import type { SystemFrictionMethod } from '../../core/exhaust-system/sheet.ts';
import type { UnitSystem } from '../../core/report/figure.ts';
import { unitById } from '../../core/units/catalogue.ts';
import { selectOutletIssue, selectShownOutlet } from '../../machines/exhaust-system/selectors.ts';
import { FieldGroup } from '../shell/field-group.tsx';
import { LabelledSelect, type SelectOption } from '../shell/labelled-select.tsx';
import { UnitField } from '../shell/unit-field.tsx';
import { UnitSystemSelect } from '../shell/unit-system-select.tsx';
import { PrintedInputs } from '../shell/printed-inputs.tsx';
import { noPrint } from '../shell/section-styles.ts';
import { SystemActorContext } from './actor-context.ts';
import { DustFields, useDustRows } from './dust-fields.tsx';
import { GasConditionFields, useConditionRows } from './gas-conditions.tsx';

const FRICTION_OPTIONS: readonly SelectOption<SystemFrictionMethod>[] = [
  { value: 'acgih', label: 'ACGIH equation (by material)' },
  { value: 'colebrook', label: 'Colebrook' },
];

/** The sheet's own units, as the series of sizes they stand for. */
const SERIES_OPTIONS: readonly SelectOption<UnitSystem>[] = [
  { value: 'imperial', label: 'US spiral (inches)' },
  { value: 'metric', label: 'EN 1506 (millimetres)' },
];

/**
 * The settings of the whole system: the unit system shown (a switch only
 * changes how the sheet and the results are shown), the standard sizes that
 * auto-sizing and the redesign pick from (the sheet's own units), the
 * friction method of every segment, and the static pressure at the outlet
 * end (SP_out adds the discharge segments' losses to it; without them it is
 * all of SP_out), the gas conditions and the dust. On paper, the inputs table.
 */
export function SystemSettings() {
  const actorRef = SystemActorContext.useActorRef();
  const system = SystemActorContext.useSelector((snapshot) => snapshot.context.system);
  const series = SystemActorContext.useSelector((snapshot) => snapshot.context.sheet.units);
  const friction = SystemActorContext.useSelector((snapshot) => snapshot.context.sheet.friction);
  const outlet = SystemActorContext.useSelector((snapshot) => selectShownOutlet(snapshot.context));
  const outletIssue = SystemActorContext.useSelector((snapshot) => selectOutletIssue(snapshot.context));
  const unit = unitById(OUTLET_PRESSURE_MEASURE.units[system]).symbol;
  const conditionRows = useConditionRows();
  const dustRows = useDustRows();
  const label = <T extends string>(options: readonly SelectOption<T>[], value: T) => options.find((option) => option.value === value)?.label ?? '';
  const systemRows = [
    { label: 'Standard sizes', value: label(SERIES_OPTIONS, series) },
    { label: 'Friction method', value: label(FRICTION_OPTIONS, friction) },
    { label: 'Outlet pressure', value: outlet.trim(), unit, empty: '0' },
  ];
  return (
    <>
      <PrintedInputs caption="System inputs" groups={[{ legend: 'System', rows: systemRows }, { legend: 'Gas conditions', rows: conditionRows }, { legend: 'Combustible dust', rows: dustRows }]} />
      <div css={noPrint}>
        <FieldGroup legend="System">
          <UnitSystemSelect value={system} onChange={(next) => actorRef.send({ type: 'units.change', units: next })} />
          <LabelledSelect
            label="Standard sizes"
            placeholder="Choose a series"
            value={series}
            options={SERIES_OPTIONS}
            onValueChange={(next) => actorRef.send({ type: 'series.change', units: next })}
          />
          <LabelledSelect
            label="Friction method"
            placeholder="Choose a method"
            value={friction}
            options={FRICTION_OPTIONS}
            onValueChange={(next) => actorRef.send({ type: 'friction.change', friction: next })}
          />
          <UnitField
            label="Outlet pressure"
            unit={unit}
            help="At the outlet end (e.g. a stack cap); blank is 0"
            hint={outletIssue}
            value={outlet}
            onChange={(text) => actorRef.send({ type: 'outlet.change', text })}
          />
        </FieldGroup>
        <GasConditionFields />
        <DustFields />
      </div>
    </>
  );
}
