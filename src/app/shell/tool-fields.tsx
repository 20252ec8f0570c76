/**
 * The fields every form tool page draws the same way, bound to its machine
 * through `ToolPage` (tool-actor.ts): a number with its unit, a choice from
 * a list, and the unit system. A field's text is stored as typed; the
 * machine reads it.
 */
import { memo, type ReactNode } from 'react';
import type { UnitSystem } from '../../core/report/figure.ts';
import { LabelledSelect, type SelectOption } from './labelled-select.tsx';
import { useToolActor } from './tool-actor.ts';
import { UnitField } from './unit-field.tsx';
import { UnitSystemSelect } from './unit-system-select.tsx';

interface ToolUnitFieldProps<F extends string> {
  field: F;
  label: string;
  /** The unit of a bare number in the field, in a unit system (the tool's field labels). */
  unitOf: (field: F, system: UnitSystem) => string | undefined;
  /** What the field asks for, or what its emptiness means. */
  help?: string | undefined;
  placeholder?: string | undefined;
}

/**
 * One number: its label, the unit of a bare number beside it, its help and
 * its issue; its text as typed, or converted when it was typed in the other
 * unit system. Memoised: only the field typed in re-renders on a keystroke.
 */
export const ToolUnitField = memo(function ToolUnitField({ field, label, unitOf, help, placeholder }: ToolUnitFieldProps<string>) {
  const { actor, selectors } = useToolActor();
  const actorRef = actor.useActorRef();
  const text = actor.useSelector((snapshot) => selectors.shownText(snapshot.context, field));
  const system = actor.useSelector((snapshot) => snapshot.context.system);
  const hint = actor.useSelector((snapshot) => selectors.fieldIssue(snapshot.context, field));
  return (
    <UnitField
      label={label}
      unit={unitOf(field, system)}
      help={help}
      hint={hint}
      placeholder={placeholder}
      value={text}
      onChange={(value) => actorRef.send({ type: 'field.change', field, text: value })}
    />
  );
}) as <F extends string>(props: ToolUnitFieldProps<F>) => ReactNode;

/** The unit system of bare numbers and results; switching shows the typed numbers converted and never changes them. */
export function ToolSystemSelect() {
  const { actor } = useToolActor();
  const actorRef = actor.useActorRef();
  const system = actor.useSelector((snapshot) => snapshot.context.system);
  return <UnitSystemSelect value={system} onChange={(value) => actorRef.send({ type: 'system.change', system: value })} />;
}

interface ToolChoiceFieldProps<F extends string> {
  field: F;
  label: string;
  options: readonly SelectOption<string>[];
  /** The option an empty field shows (its default, or "not given"); none shows "Choose one". */
  whenEmpty?: string | undefined;
  /** The option that stands for an empty field: choosing it empties the field. */
  none?: string | undefined;
  /** Texts a link may carry for an option of another value (a default's own id for "not given"). */
  aliases?: Readonly<Record<string, string>>;
}

/**
 * A field picked from a list. Its text is the option's value; a link's text
 * not on the list is named in the placeholder (the machine's reading says
 * why it cannot be used, under the select).
 */
export function ToolChoiceField<F extends string>({ field, label, options, whenEmpty, none, aliases = {} }: ToolChoiceFieldProps<F>) {
  const { actor, selectors } = useToolActor();
  const actorRef = actor.useActorRef();
  const text = actor.useSelector((snapshot) => selectors.shownText(snapshot.context, field));
  const hint = actor.useSelector((snapshot) => selectors.fieldIssue(snapshot.context, field));
  const typed = text.trim().toLowerCase();
  const listed = options.find((option) => option.value === (aliases[typed] ?? typed));
  return (
    <LabelledSelect
      label={label}
      placeholder={typed === '' ? 'Choose one' : `"${text}" is not on this list`}
      value={listed?.value ?? (typed === '' ? (whenEmpty ?? '') : '')}
      options={options}
      onValueChange={(value) => actorRef.send({ type: 'field.change', field, text: value === none ? '' : value })}
      {...(hint !== undefined && { hint })}
    />
  );
}
