import { EXPLOSIBLE_DUST_IDS } from '../../core/explosion/dusts.ts';
import { VENT_DISCHARGES, VENT_STANDARDS } from '../../core/explosion/fields.ts';
import { selectFieldIssue } from '../../machines/explosion/selectors.ts';
import { FieldGroup } from '../shell/field-group.tsx';
import { LabelledSelect, type SelectOption } from '../shell/labelled-select.tsx';
import { ToolSystemSelect, ToolUnitField } from '../shell/tool-fields.tsx';
import { VentActorContext } from './actor-context.ts';
import { dischargeLabel, dustLabel, fieldLabel, fieldUnit, GROUPS, HELP, standardLabel } from './field-labels.ts';

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
const DEFAULT_CHOICES = new Set(['both', 'outdoors']);

/** A field picked from a list (the dust, the standard, the discharge): empty shows its default; a link's text not on the list is named. */
function ChoiceField({ field }: { field: keyof typeof CHOICES }) {
  const options = CHOICES[field];
  const actorRef = VentActorContext.useActorRef();
  const text = VentActorContext.useSelector((snapshot) => snapshot.context.texts[field] ?? '');
  const hint = VentActorContext.useSelector((snapshot) => selectFieldIssue(snapshot.context, field));
  const typed = text.trim().toLowerCase();
  const listed = options.find((option) => option.value === (DEFAULT_CHOICES.has(typed) ? NOT_GIVEN : typed));
  return (
    <LabelledSelect
      label={fieldLabel(field)}
      placeholder={`"${text}" is not on this list`}
      value={listed?.value ?? (typed === '' ? NOT_GIVEN : '')}
      options={options}
      onValueChange={(value) => actorRef.send({ type: 'field.change', field, text: value === NOT_GIVEN ? '' : value })}
      {...(hint !== undefined && { hint })}
    />
  );
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
