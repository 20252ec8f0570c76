import { useId } from 'react';
import { UNIT_SYMBOLS } from '../../core/duct/units.ts';
import { formatNumber } from '../../core/format/number.ts';
import { FRICTION_METHOD_IDS, FRICTION_METHODS, type FrictionMethodId } from '../../core/friction/method.ts';
import { DUCT_MATERIALS, MATERIAL_IDS } from '../../core/friction/roughness.ts';
import { selectFieldIssue, selectFieldText } from '../../machines/duct-design/selectors.ts';
import { FieldGroup } from '../shell/field-group.tsx';
import { LabelledSelect, type SelectOption } from '../shell/labelled-select.tsx';
import { DesignActorContext } from './actor-context.ts';
import { DesignField } from './design-field.tsx';
import { SectionOutcome } from './section-outcome.tsx';
import { leadStyle, sectionHeadingStyle, sectionLayoutStyle, sectionStyle, stackStyle } from './styles.ts';

/** A material of the table, or a roughness the user gives. */
type MaterialChoice = (typeof MATERIAL_IDS)[number] | 'custom';

const MATERIAL_OPTIONS: readonly SelectOption<MaterialChoice>[] = [
  ...MATERIAL_IDS.map((id) => ({ value: id, label: `${DUCT_MATERIALS[id].label}, ${formatNumber(DUCT_MATERIALS[id].roughnessM * 1000, 'field')} mm` })),
  { value: 'custom', label: 'Other: give the roughness' },
];

const METHOD_OPTIONS: readonly SelectOption<FrictionMethodId>[] = FRICTION_METHOD_IDS.map((id) => ({ value: id, label: FRICTION_METHODS[id].label }));

/** The roughness a user starts from when choosing to give one: galvanized steel's, in the field's unit. */
const STARTING_ROUGHNESS = { metric: '0.09', imperial: '0.0003' } as const;

/** The card's airflow and diameter in words: `1,000.00 CFM in a 14.00 in round duct`. */
function CardDuctLine() {
  const { card, unitSystem } = DesignActorContext.useSelector((snapshot) => snapshot.context);
  if (card.airflow === undefined || card.diameter === undefined) return null;
  const symbols = UNIT_SYMBOLS[unitSystem];
  return (
    <p css={leadStyle}>
      For the calculator’s {formatNumber(card.airflow, 'field')} {symbols.airflow} in a {formatNumber(card.diameter, 'field')} {symbols.diameter} round duct.
    </p>
  );
}

function MaterialSelect() {
  const actorRef = DesignActorContext.useActorRef();
  const given = DesignActorContext.useSelector((snapshot) => snapshot.context.texts.roughness !== undefined);
  const material = DesignActorContext.useSelector((snapshot) => selectFieldText(snapshot.context, 'material'));
  const hint = DesignActorContext.useSelector((snapshot) => selectFieldIssue(snapshot.context.outcomes.loss, 'material'));
  const system = DesignActorContext.useSelector((snapshot) => snapshot.context.unitSystem);
  const choose = (choice: MaterialChoice) => {
    if (choice === 'custom') {
      actorRef.send({ type: 'field.change', field: 'roughness', text: STARTING_ROUGHNESS[system] });
    } else {
      actorRef.send({ type: 'field.change', field: 'roughness', text: '' });
      actorRef.send({ type: 'field.change', field: 'material', text: choice });
    }
  };
  return (
    <LabelledSelect
      label="Duct material"
      placeholder="Choose a material"
      value={(given ? 'custom' : material) as MaterialChoice}
      options={MATERIAL_OPTIONS}
      onValueChange={choose}
      {...(hint === undefined ? {} : { hint })}
    />
  );
}

function MethodSelect() {
  const actorRef = DesignActorContext.useActorRef();
  const method = DesignActorContext.useSelector((snapshot) => selectFieldText(snapshot.context, 'method'));
  const hint = DesignActorContext.useSelector((snapshot) => selectFieldIssue(snapshot.context.outcomes.loss, 'method'));
  return (
    <LabelledSelect
      label="Friction factor method"
      placeholder="Choose a method"
      value={method as FrictionMethodId}
      options={METHOD_OPTIONS}
      onValueChange={(value) => actorRef.send({ type: 'field.change', field: 'method', text: value })}
      {...(hint === undefined ? {} : { hint })}
    />
  );
}

/**
 * "Pressure loss": the friction of the calculator's duct over a length, at
 * the air's temperature and altitude, for a duct material and a method.
 */
export function PressureLossSection() {
  const headingId = useId();
  const given = DesignActorContext.useSelector((snapshot) => snapshot.context.texts.roughness !== undefined);
  return (
    <section aria-labelledby={headingId} css={sectionStyle}>
      <h2 id={headingId} css={sectionHeadingStyle}>
        Pressure loss
      </h2>
      <CardDuctLine />
      <div css={sectionLayoutStyle}>
        <div css={stackStyle}>
          <FieldGroup legend="Duct run and air">
            <DesignField field="length" label="Length" section="loss" />
            <DesignField field="temperature" label="Air temperature" section="loss" />
            <DesignField field="altitude" label="Altitude" section="loss" />
          </FieldGroup>
          <FieldGroup legend="Wall and method">
            <MaterialSelect />
            {given && <DesignField field="roughness" label="Roughness ε" section="loss" />}
            <MethodSelect />
          </FieldGroup>
        </div>
        <SectionOutcome section="loss" heading="Pressure loss results" fields={['length', 'temperature', 'altitude', 'roughness', 'material', 'method']} />
      </div>
    </section>
  );
}
