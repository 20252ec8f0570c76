import { EXPLOSIBLE_DUST_IDS } from '../../core/explosion/dusts.ts';
import { VENT_DISCHARGES, VENT_STANDARDS } from '../../core/explosion/fields.ts';
import { FieldGroup } from '../shell/field-group.tsx';
import type { SelectOption } from '../shell/labelled-select.tsx';
import { ToolChoiceField, ToolSystemSelect, ToolUnitField } from '../shell/tool-fields.tsx';
import { dischargeLabel, dustLabel, fieldLabel, fieldUnit, GROUPS, standardLabel } from '../../core/explosion/field-labels.ts';
import { HELP } from './field-help.ts';

/** A select's sentinel for "not given": Radix keeps '' for its placeholder. */
const NOT_GIVEN = 'not-given';

const DUST_OPTIONS: readonly SelectOption<string>[] = [
  { value: NOT_GIVEN, label: 'None: my dust’s tested KSt and Pmax' },
  ...EXPLOSIBLE_DUST_IDS.map((id) => ({ value: id, label: dustLabel(id) })),
];
const DISCHARGE_OPTIONS: readonly SelectOption<string>[] = VENT_DISCHARGES.map((id) => ({ value: id === 'outdoors' ? NOT_GIVEN : id, label: dischargeLabel(id) }));
const STANDARD_OPTIONS: readonly SelectOption<string>[] = VENT_STANDARDS.map((id) => ({ value: id === 'both' ? NOT_GIVEN : id, label: standardLabel(id) }));

/** The choices of the fields picked from a list; each list's default ('both', 'outdoors') is its "not given". */
const CHOICES = { dust: DUST_OPTIONS, standard: STANDARD_OPTIONS, discharge: DISCHARGE_OPTIONS } as const;
const DEFAULT_CHOICES = { both: NOT_GIVEN, outdoors: NOT_GIVEN };

/** A field picked from a list (the dust, the standard, the discharge): empty shows its default, "not given". */
function ChoiceField({ field }: { field: keyof typeof CHOICES }) {
  return <ToolChoiceField field={field} label={fieldLabel(field)} options={CHOICES[field]} whenEmpty={NOT_GIVEN} none={NOT_GIVEN} aliases={DEFAULT_CHOICES} />;
}

/** Every input of the design: the unit system and the standard first, then the vessel, the dust, the pressures and the vent. */
export function VentInputs() {
  return (
    <>
      <ToolSystemSelect />
      <ChoiceField field="standard" />
      {GROUPS.map(({ legend, fields }) => (
        <FieldGroup key={legend} legend={legend}>
          {fields.map((field) => (field in CHOICES ? <ChoiceField key={field} field={field as keyof typeof CHOICES} /> : <ToolUnitField key={field} field={field} label={fieldLabel(field)} unitOf={fieldUnit} help={HELP[field]} />))}
        </FieldGroup>
      ))}
    </>
  );
}
