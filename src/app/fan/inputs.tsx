import { FAN_DEFAULTS } from '../../core/fan/input.ts';
import type { FanField } from '../../core/fan/fields.ts';
import { FieldGroup } from '../shell/field-group.tsx';
import { ToolChoiceField, ToolSystemSelect, ToolUnitField } from '../shell/tool-fields.tsx';
import { BASIS_CHOICES, fieldLabel, fieldUnit, GROUPS } from '../../core/fan/field-labels.ts';

/** What an empty optional field means, shown as its help line. */
const HELP: Partial<Record<FanField, string>> = {
  pressure: 'Static or total, the same as the fan efficiency',
  basis: 'The density of the design pressure, its split and the fan curve',
  motorEfficiency: `Empty: ${FAN_DEFAULTS.motorEfficiency} %`,
  driveEfficiency: `Empty: ${FAN_DEFAULTS.driveEfficiency} % (V-belt); 100 % for direct drive`,
  margin: `Empty: ${FAN_DEFAULTS.margin} %`,
  temperature: 'Empty: standard air, 70 °F (21.1 °C)',
  altitude: 'Empty: standard air, 29.92 inHg; or give the barometric pressure',
  barometricPressure: 'Absolute; instead of the altitude',
  moisture: 'Water vapour, % by volume; empty: dry',
  coldTemperature: 'Empty: 70 °F (21.1 °C); dry air',
  filterPressure: 'Part of the design pressure, linear in flow',
  cleanFilterPressure: 'At the design flow; adds the clean-filter curve',
  fixedPressure: 'Part of the design pressure that does not change with flow',
  speed: "The fan curve's speed; with a curve, gives the speed for the design point",
  newSpeed: 'Scales the design point by the fan laws',
  diameter: 'Give with the new impeller diameter',
  newDiameter: 'Same fan family, scaled impeller',
  newDensity: 'Scales the pressure and power (∝ ρ)',
};

/**
 * The pressures' basis: the operating density or standard air. Left empty it
 * shows the default, operating; a choice stores its value.
 */
function BasisField() {
  return <ToolChoiceField field="basis" label={fieldLabel('basis')} options={BASIS_CHOICES} whenEmpty={BASIS_CHOICES[0]!.value} />;
}

/** Every input of the selection, grouped, with the unit system first. */
export function FanInputs() {
  return (
    <>
      <ToolSystemSelect />
      {GROUPS.map(({ legend, fields }) => (
        <FieldGroup key={legend} legend={legend}>
          {fields.map((field) => (field === 'basis' ? <BasisField key={field} /> : <ToolUnitField key={field} field={field} label={fieldLabel(field)} unitOf={fieldUnit} help={HELP[field]} />))}
        </FieldGroup>
      ))}
    </>
  );
}
