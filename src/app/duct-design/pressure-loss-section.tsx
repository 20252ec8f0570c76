import { useId } from 'react';
import { shallowEqual } from '@xstate/react';
import { UNIT_SYMBOLS } from '../../core/duct/units.ts';
import { formatNumber } from '../../core/format/number.ts';
import { FRICTION_METHOD_IDS, FRICTION_METHODS, type FrictionMethodId } from '../../core/friction/method.ts';
import { DUCT_MATERIALS, MATERIAL_IDS } from '../../core/friction/roughness.ts';
import { selectShownDuct } from '../../machines/duct-calculator/selectors.ts';
import type { DesignContext } from '../../machines/duct-design/context.ts';
import { selectFieldIssue, selectFieldText } from '../../machines/duct-design/selectors.ts';
import { CalculatorActorContext } from '../duct-calculator/actor-context.ts';
import { FieldGroup } from '../shell/field-group.tsx';
import { LabelledSelect, type SelectOption } from '../shell/labelled-select.tsx';
import { noPrint } from '../shell/section-styles.ts';
import { useDeferredSelector } from '../shell/use-deferred-selector.ts';
import { DesignActorContext } from './actor-context.ts';
import { DesignField } from './design-field.tsx';
import { printedField, SectionInputs } from './section-inputs.tsx';
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

/** The card's airflow and diameter as it shows them, in words: `For the calculator’s 1000 CFM in a 14 in round duct.` */
function CardDuctLine() {
  const calculator = CalculatorActorContext.useActorRef();
  const { airflow, diameter, unitSystem } = useDeferredSelector(calculator, (snapshot) => selectShownDuct(snapshot.context), shallowEqual);
  if (airflow === undefined || diameter === undefined) return null;
  const symbols = UNIT_SYMBOLS[unitSystem];
  return (
    <p css={leadStyle}>
      For the calculator’s {formatNumber(airflow, 'field')} {symbols.airflow} in a {formatNumber(diameter, 'field')} {symbols.diameter} round duct.
    </p>
  );
}

const labelOf = <T extends string>(options: readonly SelectOption<T>[], value: string) => options.find((option) => option.value === value)?.label ?? value;

/** The section's inputs as a report prints them. */
function lossInputs(context: DesignContext) {
  const custom = context.texts.roughness !== undefined;
  return [
    printedField(context, 'length', 'Length'),
    printedField(context, 'temperature', 'Air temperature'),
    printedField(context, 'altitude', 'Altitude'),
    custom ? printedField(context, 'roughness', 'Roughness ε') : { label: 'Duct material', value: labelOf(MATERIAL_OPTIONS, selectFieldText(context, 'material')) },
    { label: 'Friction factor method', value: labelOf(METHOD_OPTIONS, selectFieldText(context, 'method')) },
  ];
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
        <SectionInputs caption="Pressure loss inputs" rows={lossInputs} />
        <div css={[stackStyle, noPrint]}>
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
