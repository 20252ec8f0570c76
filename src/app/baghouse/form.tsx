import { FlaskConical } from 'lucide-react';
import { secondaryAction } from '../shell/action-styles.ts';
import { FieldGroup } from '../shell/field-group.tsx';
import { ToolSystemSelect, ToolUnitField } from '../shell/tool-fields.tsx';
import { focusRing, space } from '../shell/theme.ts';
import { BaghouseActorContext } from './actor-context.ts';
import { numberLabel, numberUnit } from '../../core/baghouse/field-labels.ts';
import { FIELD_GROUPS, type FieldSpec } from './field-groups.ts';
import { BagBottomField, ChoiceField } from './fields.tsx';

const formStyle = { display: 'grid', gap: space.lg, minWidth: 0 } as const;
const topRowStyle = { display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: space.md, '& > div': { flex: '1 1 12rem' } } as const;
const exampleStyle = { ...secondaryAction, '&:focus-visible': focusRing } as const;

/** Loads the EPA worked example in place of the inputs; the page then offers to undo it. */
function ExampleButton() {
  const actorRef = BaghouseActorContext.useActorRef();
  return (
    <button type="button" css={exampleStyle} onClick={() => actorRef.send({ type: 'example.load' })}>
      <FlaskConical aria-hidden="true" size={18} />
      Load the EPA example
    </button>
  );
}

/** One input, drawn as its kind asks. */
function Field({ spec }: { spec: FieldSpec }) {
  if (spec.kind === 'flag') return <BagBottomField />;
  if (spec.kind === 'choice') return <ChoiceField field={spec.field} label={spec.label} options={spec.options} noneLabel={spec.noneLabel} />;
  return <ToolUnitField field={spec.field} label={numberLabel(spec.field)} unitOf={numberUnit} help={spec.help} placeholder={spec.placeholder} />;
}

/**
 * The design's inputs, grouped as an engineer gathers them: gas, dust,
 * cleaning, bags and housing, each number with its unit beside it.
 */
export function BaghouseForm({ labelledBy }: { labelledBy: string }) {
  return (
    <form aria-labelledby={labelledBy} onSubmit={(event) => event.preventDefault()} noValidate css={formStyle}>
      <div css={topRowStyle}>
        <ToolSystemSelect />
        <div>
          <ExampleButton />
        </div>
      </div>
      {FIELD_GROUPS.map(({ legend, fields }) => (
        <FieldGroup key={legend} legend={legend}>
          {fields.map((spec) => (
            <Field key={spec.field} spec={spec} />
          ))}
        </FieldGroup>
      ))}
    </form>
  );
}
