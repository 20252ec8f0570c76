import type { DesignField as Field } from '../../core/duct/design-link.ts';
import { unitById } from '../../core/units/catalogue.ts';
import { MEASURE_BY_FIELD } from '../../machines/duct-design/fields.ts';
import { selectFieldIssue, selectFieldText } from '../../machines/duct-design/selectors.ts';
import type { SectionOutcomes } from '../../machines/duct-design/sections.ts';
import { UnitField } from '../shell/unit-field.tsx';
import { DesignActorContext } from './actor-context.ts';

interface DesignFieldProps {
  field: Field;
  label: string;
  /** The section whose outcome names this field's issues. */
  section: keyof SectionOutcomes;
  /** The unit beside the input; by default the field's unit in the card's unit system. */
  unit?: string;
  help?: string;
}

/**
 * A design field: its text as typed (or its default), its unit, and the
 * hint core gives when it cannot be used. A number may carry its own unit.
 */
export function DesignField({ field, label, section, unit, help }: DesignFieldProps) {
  const actorRef = DesignActorContext.useActorRef();
  const text = DesignActorContext.useSelector((snapshot) => selectFieldText(snapshot.context, field));
  const hint = DesignActorContext.useSelector((snapshot) => selectFieldIssue(snapshot.context.outcomes[section], field));
  const system = DesignActorContext.useSelector((snapshot) => snapshot.context.unitSystem);
  const spec = MEASURE_BY_FIELD[field];
  return (
    <UnitField
      label={label}
      unit={unit ?? (spec === undefined ? undefined : unitById(spec.units[system]).symbol)}
      value={text}
      hint={hint}
      help={help}
      onChange={(next) => actorRef.send({ type: 'field.change', field, text: next })}
    />
  );
}
