import { memo, useId, useState } from 'react';
import { emptyMeaning, FIELDS_BY_KEY, flowControlOf, unitOf, type CostFieldGroup } from '../../core/cost/field-labels.ts';
import { FLOW_CONTROL_LABELS, type FlowControl } from '../../core/cost/flow-control.ts';
import { FLOW_CONTROL_SPEC } from '../../core/cost/input.ts';
import { selectFieldIssue, selectFieldText } from '../../machines/cost/selectors.ts';
import type { CostForm } from '../../machines/cost/context.ts';
import { FieldGroup } from '../shell/field-group.tsx';
import { LabelledSelect, type SelectOption } from '../shell/labelled-select.tsx';
import { labelStyle } from '../shell/form-styles.ts';
import { colors, focusRing, font, space } from '../shell/theme.ts';
import { UnitField } from '../shell/unit-field.tsx';
import { CostActorContext } from './actor-context.ts';

/** One input bound to the machine: its label, its unit beside it, what empty means, and its issue. */
export const CostField = memo(function CostField({ form, field }: { form: CostForm; field: string }) {
  const actorRef = CostActorContext.useActorRef();
  const text = CostActorContext.useSelector((snapshot) => selectFieldText(snapshot.context, form, field));
  const system = CostActorContext.useSelector((snapshot) => snapshot.context.system);
  const hint = CostActorContext.useSelector((snapshot) => selectFieldIssue(snapshot.context, form, field));
  const spec = FIELDS_BY_KEY[form].get(field);
  if (spec === undefined) return null;
  return (
    <UnitField
      label={spec.spec.label}
      unit={unitOf(spec, system)}
      help={emptyMeaning(spec, system) === undefined ? undefined : `Empty: ${emptyMeaning(spec, system)}`}
      hint={hint}
      value={text}
      onChange={(value) => actorRef.send({ type: 'field.change', form, field, text: value })}
    />
  );
});

/** The flow control's options, by their short names (the assumption beside the result names the control in full). */
const FLOW_CONTROL_OPTIONS: readonly SelectOption<FlowControl>[] = FLOW_CONTROL_SPEC.options.map((value) => ({ value, label: FLOW_CONTROL_LABELS[value] }));

/** How the fan's flow is held: a list, speed control when not chosen, as the comparison assumed before it was an input. */
function FlowControlField() {
  const actorRef = CostActorContext.useActorRef();
  const text = CostActorContext.useSelector((snapshot) => selectFieldText(snapshot.context, 'opex', FLOW_CONTROL_SPEC.key));
  const hint = CostActorContext.useSelector((snapshot) => selectFieldIssue(snapshot.context, 'opex', FLOW_CONTROL_SPEC.key));
  const chosen = text.trim() === '' ? FLOW_CONTROL_SPEC.defaultValue : flowControlOf(text);
  return (
    <LabelledSelect<FlowControl>
      label={FLOW_CONTROL_SPEC.label}
      placeholder="Choose how the flow is held"
      // An unknown text shows the placeholder, with its issue under the list.
      value={chosen ?? ('' as FlowControl)}
      options={FLOW_CONTROL_OPTIONS}
      onValueChange={(value) => actorRef.send({ type: 'field.change', form: 'opex', field: FLOW_CONTROL_SPEC.key, text: value })}
      hint={hint}
    />
  );
}

const checkboxRowStyle = { display: 'flex', alignItems: 'center', gap: space.sm, minHeight: '2.75rem' } as const;
const checkboxStyle = { width: '1.25rem', height: '1.25rem', accentColor: colors.primary, '&:focus-visible': focusRing } as const;

/** Whether the housing is insulated: adds the EPA insulation add-on. */
export function InsulatedField() {
  const id = useId();
  const actorRef = CostActorContext.useActorRef();
  const insulated = CostActorContext.useSelector((snapshot) => snapshot.context.insulated);
  return (
    <div>
      <span css={labelStyle} aria-hidden="true">
        Housing
      </span>
      <div css={checkboxRowStyle}>
        <input
          id={id}
          type="checkbox"
          checked={insulated}
          onChange={(event) => actorRef.send({ type: 'insulated.change', insulated: event.target.checked })}
          css={checkboxStyle}
        />
        <label htmlFor={id}>Insulated housing</label>
      </div>
    </div>
  );
}

const detailsStyle = {
  borderTop: `1px solid ${colors.border}`,
  paddingTop: space.md,
  '& > summary': { cursor: 'pointer', fontWeight: 600, color: colors.primary, '&:focus-visible': focusRing },
  '& > summary + *': { marginTop: space.md },
  '& > div': { display: 'grid', gap: space.lg },
} as const;
const summaryNoteStyle = { fontWeight: 400, color: colors.textMuted, fontSize: font.size.sm } as const;

/**
 * The EPA factor groups, folded away until wanted (the itemised table shows
 * every factor in use); unfolded while one of them cannot be used, so its
 * message is seen.
 */
function FactorGroups({ form, groups }: { form: CostForm; groups: readonly CostFieldGroup[] }) {
  const keys = groups.flatMap((group) => group.keys);
  const hasIssue = CostActorContext.useSelector((snapshot) => keys.some((key) => selectFieldIssue(snapshot.context, form, key) !== undefined));
  const [open, setOpen] = useState(false);
  return (
    <details open={open || hasIssue} onToggle={(event) => setOpen(event.currentTarget.open)} css={detailsStyle}>
      <summary>
        EPA cost factors <span css={summaryNoteStyle}>(each editable; empty takes the EPA value)</span>
      </summary>
      <div>
        {groups.map(({ id, legend, keys: groupKeys }) => (
          <FieldGroup key={id} legend={legend}>
            {groupKeys.map((key) => (
              <CostField key={key} form={form} field={key} />
            ))}
          </FieldGroup>
        ))}
      </div>
    </details>
  );
}

const isFactorGroup = (group: CostFieldGroup) => group.id.endsWith('-factors');

/**
 * A form's fields in its groups (core's COST_FIELD_GROUPS or
 * OPEX_FIELD_GROUPS); the insulation check box leads the capital group, and
 * the EPA factor groups fold away at the end.
 */
export function FieldGroups({ form, groups }: { form: CostForm; groups: readonly CostFieldGroup[] }) {
  const factorGroups = groups.filter(isFactorGroup);
  return (
    <>
      {groups
        .filter((group) => !isFactorGroup(group))
        .map(({ id, legend, keys }) => (
          <FieldGroup key={id} legend={legend}>
            {form === 'cost' && id === 'capital' && <InsulatedField />}
            {keys.map((key) => (key === FLOW_CONTROL_SPEC.key ? <FlowControlField key={key} /> : <CostField key={key} form={form} field={key} />))}
          </FieldGroup>
        ))}
      {factorGroups.length > 0 && <FactorGroups form={form} groups={factorGroups} />}
    </>
  );
}
