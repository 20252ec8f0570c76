import { HOOD_DESIGN_TYPES } from '../../core/hood/design-types.ts';
import { HOOD_DESIGN_TYPE_IDS, type HoodDesignTypeId, type HoodField } from '../../core/hood/fields.ts';
import { DEFAULT_SLOT_LOSS, HOOD_TYPE_IDS, HOOD_TYPES } from '../../core/hood/hood-types.ts';
import { formatVelocityRange, TRANSPORT_CLASS_IDS, TRANSPORT_CLASSES } from '../../core/duct/transport-velocity.ts';
import { selectHoodType } from '../../machines/hood/selectors.ts';
import { FieldGroup } from '../shell/field-group.tsx';
import type { SelectOption } from '../shell/labelled-select.tsx';
import { ToolChoiceField, ToolSystemSelect, ToolUnitField } from '../shell/tool-fields.tsx';
import { HoodActorContext } from './actor-context.ts';
import { fieldLabel, fieldUnit, groupsFor, typeTakes } from '../../core/hood/field-labels.ts';

/** What a field asks for, or what its emptiness means, as its help line. */
const HELP: Partial<Record<HoodField, string>> = {
  name: 'As the sheet and the report name it',
  diameter: 'A round opening; or give width and length',
  openArea: 'Every opening of the hood together',
  captureVelocity: 'Wanted at the source, X from the face (see the guidance)',
  faceVelocity: 'Through the face; instead of the capture velocity',
  flow: 'A hood already built: gives the capture velocity it reaches',
  crossDraft: 'Room air speed at the source; a warning when it reaches the capture velocity',
  entryLoss: 'In VP of the duct; instead of the take-off',
  coefficientOfEntry: 'Instead of the take-off or Fh',
  slotLoss: `In VP of the slot; empty: ${DEFAULT_SLOT_LOSS}`,
  minVelocity: 'Instead of the dust',
  ductDiameter: 'Empty: the smallest standard size that keeps the transport velocity',
  temperature: 'Of the exhausted air; empty: standard air, 70 °F (21.1 °C)',
  altitude: 'Empty: standard air, 29.92 inHg; or give the barometric pressure',
  barometricPressure: 'Absolute; instead of the altitude',
  moisture: 'Water vapour, % by volume; empty: dry',
};

/** What a size means for the types where it is not the opening's own. */
const SIZE_HELP: Partial<Record<HoodDesignTypeId, Partial<Record<HoodField, string>>>> = {
  canopy: { diameter: "The source's; or give its width and length", width: "The source's", length: "The source's" },
  'hot-canopy': { diameter: "The hot source's; or give its width and length", width: "The hot source's", length: "The hot source's" },
  'plain-slot': { width: "The slot's opening, across it", length: "The slot's length" },
  'flanged-slot': { width: "The slot's opening, across it", length: "The slot's length" },
  booth: { width: 'Of the open face', height: 'Of the open face' },
  downdraft: { width: "Of the table's top", length: "Of the table's top" },
};

/** A select's sentinel for "not given": Radix keeps '' for its placeholder. */
const NOT_GIVEN = 'not-given';

const TYPE_OPTIONS: readonly SelectOption<string>[] = HOOD_DESIGN_TYPE_IDS.map((id) => ({ value: id, label: HOOD_DESIGN_TYPES[id].name }));

/**
 * A field picked from a list (the hood type, the take-off, the dust): empty
 * shows its default, "not given", where the list has one.
 */
function ChoiceField({ field, options }: { field: HoodField; options: readonly SelectOption<string>[] }) {
  const whenEmpty = options.some((option) => option.value === NOT_GIVEN) ? NOT_GIVEN : undefined;
  return <ToolChoiceField field={field} label={fieldLabel(field)} options={options} whenEmpty={whenEmpty} none={NOT_GIVEN} />;
}

/** The take-offs, the type's own first as the default. */
function TakeOffField() {
  const type = HoodActorContext.useSelector((snapshot) => selectHoodType(snapshot.context));
  const fallback = type === undefined ? undefined : HOOD_DESIGN_TYPES[type].defaultTakeOff;
  const options: SelectOption<string>[] = [
    { value: NOT_GIVEN, label: fallback === undefined ? 'None: give Fh or Ce' : `Default: ${HOOD_TYPES[fallback].name} (Fh ${HOOD_TYPES[fallback].entryLoss})` },
    ...HOOD_TYPE_IDS.map((id) => ({ value: id, label: `${HOOD_TYPES[id].name} (Fh ${HOOD_TYPES[id].entryLoss})` })),
  ];
  return <ChoiceField field="takeOff" options={options} />;
}

/** The dust's ACGIH class, with its range of minimum velocities in the system shown. */
function TransportField() {
  const system = HoodActorContext.useSelector((snapshot) => snapshot.context.system);
  const unit = system === 'metric' ? 'm/s' : 'ft/min';
  const options: SelectOption<string>[] = [
    { value: NOT_GIVEN, label: 'Not given' },
    ...TRANSPORT_CLASS_IDS.map((id) => {
      const { label, minimum, economic } = TRANSPORT_CLASSES[id];
      const range = minimum ?? economic;
      return { value: id, label: range === undefined ? label : `${label}: ${formatVelocityRange(range[system], unit)}` };
    }),
  ];
  return <ChoiceField field="transport" options={options} />;
}

/** The help under a field: what it asks for, where X is measured, or that the type does not take it. */
function helpOf(field: HoodField, type: ReturnType<typeof selectHoodType>): string | undefined {
  if (type !== undefined && !typeTakes(type, field)) return `Not used by a ${HOOD_DESIGN_TYPES[type].name.toLowerCase()}; clear it`;
  if (field === 'distance' && type !== undefined) {
    const meaning = HOOD_DESIGN_TYPES[type].distance;
    return meaning === undefined ? undefined : meaning.charAt(0).toUpperCase() + meaning.slice(1);
  }
  return (type === undefined ? undefined : SIZE_HELP[type]?.[field]) ?? HELP[field];
}

/** Every input of the design, grouped by what the hood type takes, with the unit system and the type first. */
export function HoodInputs() {
  const texts = HoodActorContext.useSelector((snapshot) => snapshot.context.texts);
  const type = selectHoodType({ texts });
  return (
    <>
      <ToolSystemSelect />
      <ChoiceField field="type" options={TYPE_OPTIONS} />
      {groupsFor(type, texts).map(({ legend, fields }) => (
        <FieldGroup key={legend} legend={legend}>
          {fields.map((field) => {
            if (field === 'takeOff') return <TakeOffField key={field} />;
            if (field === 'transport') return <TransportField key={field} />;
            return <ToolUnitField key={field} field={field} label={fieldLabel(field)} unitOf={fieldUnit} help={helpOf(field, type)} />;
          })}
        </FieldGroup>
      ))}
    </>
  );
}
