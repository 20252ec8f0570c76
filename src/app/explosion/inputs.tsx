import { memo } from 'react';
import { EXPLOSIBLE_DUST_IDS } from '../../core/explosion/dusts.ts';
import { VENT_DISCHARGES, VENT_STANDARDS, type VentField } from '../../core/explosion/fields.ts';
import type { UnitSystem } from '../../core/report/figure.ts';
import { selectFieldIssue, selectShownText } from '../../machines/explosion/selectors.ts';
import { FieldGroup } from '../shell/field-group.tsx';
import { LabelledSelect, type SelectOption } from '../shell/labelled-select.tsx';
import { UnitField } from '../shell/unit-field.tsx';
import { UnitSystemSelect } from '../shell/unit-system-select.tsx';
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

/** One number: its label, the unit of a bare number beside it, its help and its issue. */
const VentInputField = memo(function VentInputField({ field }: { field: VentField }) {
  const actorRef = VentActorContext.useActorRef();
  // The text as typed, or converted when it was typed in the other unit system.
  const text = VentActorContext.useSelector((snapshot) => selectShownText(snapshot.context, field));
  const system = VentActorContext.useSelector((snapshot) => snapshot.context.system);
  const hint = VentActorContext.useSelector((snapshot) => selectFieldIssue(snapshot.context, field));
  return (
    <UnitField
      label={fieldLabel(field)}
      unit={fieldUnit(field, system)}
      help={HELP[field]}
      hint={hint}
      value={text}
      onChange={(value) => actorRef.send({ type: 'field.change', field, text: value })}
    />
  );
});

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

/** The unit system of bare numbers and results. */
function SystemSelect() {
  const actorRef = VentActorContext.useActorRef();
  const system = VentActorContext.useSelector((snapshot) => snapshot.context.system);
  return <UnitSystemSelect value={system} onChange={(value: UnitSystem) => actorRef.send({ type: 'system.change', system: value })} />;
}

/** Every input of the design: the unit system and the standard first, then the vessel, the dust, the pressures and the vent. */
export function VentInputs() {
  return (
    <>
      <SystemSelect />
      <ChoiceField field="standard" />
      {GROUPS.map(({ legend, fields }) => (
        <FieldGroup key={legend} legend={legend}>
          {fields.map((field) => (field in CHOICES ? <ChoiceField key={field} field={field as keyof typeof CHOICES} /> : <VentInputField key={field} field={field} />))}
        </FieldGroup>
      ))}
    </>
  );
}
