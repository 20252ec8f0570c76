/**
 * The fields every form tool page draws the same way, bound to its machine
 * through `ToolPage` (tool-actor.ts): a number with its unit, and the unit
 * system. A field's text is stored as typed; the machine reads it.
 */
import { memo, type ReactNode } from 'react';
import type { UnitSystem } from '../../core/report/figure.ts';
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
