import { useId } from 'react';
import { unitById } from '../../core/units/catalogue.ts';
import { SECTION_EXAMPLES, SECTION_UNITS } from '../../core/equivalent-duct/section-text.ts';
import type { SectionShape } from '../../core/equivalent-duct/section.ts';
import type { DesignContext } from '../../machines/duct-design/context.ts';
import { FieldGroup } from '../shell/field-group.tsx';
import { noPrint } from '../shell/section-styles.ts';
import { DesignActorContext } from './actor-context.ts';
import { DesignField } from './design-field.tsx';
import { printedField, SectionInputs } from './section-inputs.tsx';
import { SectionOutcome } from './section-outcome.tsx';
import { leadStyle, radioGroupStyle, sectionHeadingStyle, sectionLayoutStyle, sectionStyle, stackStyle } from './styles.ts';

const SHAPES: readonly { value: SectionShape; label: string }[] = [
  { value: 'rect', label: 'Rectangular' },
  { value: 'oval', label: 'Flat oval' },
];

/** The section's inputs as a report prints them. */
function equivalentInputs(context: DesignContext) {
  const { shape } = context;
  return [
    { label: 'Shape', value: SHAPES.find(({ value }) => value === shape)!.label },
    printedField(context, shape, shape === 'rect' ? 'Sides a × b' : 'Major × minor axis'),
  ];
}

function ShapeRadios() {
  const actorRef = DesignActorContext.useActorRef();
  const shape = DesignActorContext.useSelector((snapshot) => snapshot.context.shape);
  const name = useId();
  return (
    <fieldset css={radioGroupStyle}>
      <legend>Shape</legend>
      {SHAPES.map(({ value, label }) => (
        <label key={value}>
          <input type="radio" name={name} value={value} checked={shape === value} onChange={() => actorRef.send({ type: 'shape.change', shape: value })} />
          {label}
        </label>
      ))}
    </fieldset>
  );
}

/**
 * "Equivalent round duct": what a rectangular or flat oval duct is worth as
 * a round one, and the velocity of the calculator's airflow in it.
 */
export function EquivalentSection() {
  const headingId = useId();
  const shape = DesignActorContext.useSelector((snapshot) => snapshot.context.shape);
  const system = DesignActorContext.useSelector((snapshot) => snapshot.context.unitSystem);
  const unit = unitById(SECTION_UNITS[system]).symbol;
  return (
    <section aria-labelledby={headingId} css={sectionStyle}>
      <h2 id={headingId} css={sectionHeadingStyle}>
        Equivalent round duct
      </h2>
      <p css={leadStyle}>The round duct with the same friction rate at the same airflow; the velocity is the calculator’s airflow in the real section.</p>
      <div css={sectionLayoutStyle}>
        <SectionInputs caption="Section" rows={equivalentInputs} />
        <div css={[stackStyle, noPrint]}>
          <ShapeRadios />
          <FieldGroup legend="Section">
            {shape === 'rect' ? (
              <DesignField field="rect" label="Sides a × b" section="equivalent" unit={unit} help={SECTION_EXAMPLES[system].rect} />
            ) : (
              <DesignField field="oval" label="Major × minor axis" section="equivalent" unit={unit} help={SECTION_EXAMPLES[system].oval} />
            )}
          </FieldGroup>
        </div>
        <SectionOutcome section="equivalent" heading="Equivalent duct results" fields={[shape]} />
      </div>
    </section>
  );
}
