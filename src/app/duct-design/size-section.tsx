import { useId } from 'react';
import { TRANSPORT_CLASS_IDS, TRANSPORT_CLASSES, formatVelocityRange, type TransportClassId } from '../../core/duct/transport-velocity.ts';
import { SERIES_IDS, STANDARD_SERIES, type SeriesId } from '../../core/duct-size/standard-sizes.ts';
import type { SizingMode } from '../../core/duct-size/size.ts';
import type { UnitSystem } from '../../core/report/figure.ts';
import type { DesignContext } from '../../machines/duct-design/context.ts';
import { selectFieldIssue, selectFieldText } from '../../machines/duct-design/selectors.ts';
import { FieldGroup } from '../shell/field-group.tsx';
import { LabelledSelect, type SelectOption } from '../shell/labelled-select.tsx';
import { noPrint } from '../shell/section-styles.ts';
import { DesignActorContext } from './actor-context.ts';
import { DesignField } from './design-field.tsx';
import { printedField, SectionInputs } from './section-inputs.tsx';
import { SectionOutcome } from './section-outcome.tsx';
import { leadStyle, radioGroupStyle, sectionHeadingStyle, sectionLayoutStyle, sectionStyle, stackStyle } from './styles.ts';

type TransportChoice = TransportClassId | 'none';

const SERIES_OPTIONS: readonly SelectOption<SeriesId>[] = SERIES_IDS.map((id) => ({ value: id, label: STANDARD_SERIES[id].label }));

const MODES: readonly { value: SizingMode; label: string }[] = [
  { value: 'equal-friction', label: 'Equal friction' },
  { value: 'transport-velocity', label: 'Transport velocity' },
];

/** A class as the list names it, with its minimum velocities in the unit system shown: `heavy dusts, 4000–4500 ft/min`. */
function transportLabel(id: TransportClassId, system: UnitSystem): string {
  const transportClass = TRANSPORT_CLASSES[id];
  if (transportClass?.minimum === undefined) return transportClass?.label ?? id;
  return `${transportClass.label}, ${formatVelocityRange(transportClass.minimum[system], system === 'imperial' ? 'ft/min' : 'm/s')}`;
}

/** The section's inputs as a report prints them. */
function sizeInputs(context: DesignContext) {
  const transport = selectFieldText(context, 'transport');
  const series = selectFieldText(context, 'series');
  const label = 'Contaminant class (ACGIH)';
  const byClass = transport === '' ? undefined : { label, value: transportLabel(transport as TransportClassId, context.unitSystem) };
  const target =
    context.sizing === 'equal-friction'
      ? [printedField(context, 'frictionRate', 'Friction rate'), byClass ?? { label, value: 'none: checked against every dust class' }]
      : [byClass ?? printedField(context, 'minVelocity', 'Minimum velocity')];
  return [
    { label: 'Size by', value: MODES.find(({ value }) => value === context.sizing)!.label },
    ...target,
    { label: 'Standard sizes', value: SERIES_OPTIONS.find(({ value }) => value === series)?.label ?? series },
  ];
}

function SizingModeRadios() {
  const actorRef = DesignActorContext.useActorRef();
  const sizing = DesignActorContext.useSelector((snapshot) => snapshot.context.sizing);
  const name = useId();
  return (
    <fieldset css={radioGroupStyle}>
      <legend>Size by</legend>
      {MODES.map(({ value, label }) => (
        <label key={value}>
          <input type="radio" name={name} value={value} checked={sizing === value} onChange={() => actorRef.send({ type: 'sizing.change', sizing: value })} />
          {label}
        </label>
      ))}
    </fieldset>
  );
}

/** The contaminant class: the minimum velocity to size for, or with equal friction the dust its size is checked against. */
function TransportSelect({ noneLabel }: { noneLabel: string }) {
  const actorRef = DesignActorContext.useActorRef();
  const system = DesignActorContext.useSelector((snapshot) => snapshot.context.unitSystem);
  const transport = DesignActorContext.useSelector((snapshot) => selectFieldText(snapshot.context, 'transport'));
  const hint = DesignActorContext.useSelector((snapshot) => selectFieldIssue(snapshot.context.outcomes.size, 'transport'));
  const options: SelectOption<TransportChoice>[] = [
    { value: 'none', label: noneLabel },
    ...TRANSPORT_CLASS_IDS.filter((id) => TRANSPORT_CLASSES[id].minimum !== undefined).map((id) => ({ value: id, label: transportLabel(id, system) })),
  ];
  return (
    <LabelledSelect
      label="Contaminant class (ACGIH)"
      placeholder="Choose a class"
      value={(transport === '' ? 'none' : transport) as TransportChoice}
      options={options}
      onValueChange={(value) => actorRef.send({ type: 'field.change', field: 'transport', text: value === 'none' ? '' : value })}
      {...(hint === undefined ? {} : { hint })}
    />
  );
}

function SeriesSelect() {
  const actorRef = DesignActorContext.useActorRef();
  const series = DesignActorContext.useSelector((snapshot) => selectFieldText(snapshot.context, 'series'));
  const hint = DesignActorContext.useSelector((snapshot) => selectFieldIssue(snapshot.context.outcomes.size, 'series'));
  return (
    <LabelledSelect
      label="Standard sizes"
      placeholder="Choose a series"
      value={series as SeriesId}
      options={SERIES_OPTIONS}
      onValueChange={(value) => actorRef.send({ type: 'field.change', field: 'series', text: value })}
      {...(hint === undefined ? {} : { hint })}
    />
  );
}

/**
 * "Size a duct": the standard size for the calculator's airflow, by equal
 * friction or by a minimum transport velocity.
 */
export function SizeSection() {
  const headingId = useId();
  const sizing = DesignActorContext.useSelector((snapshot) => snapshot.context.sizing);
  const byClass = DesignActorContext.useSelector((snapshot) => snapshot.context.texts.transport !== undefined);
  return (
    <section aria-labelledby={headingId} css={sectionStyle}>
      <h2 id={headingId} css={sectionHeadingStyle}>
        Size a duct
      </h2>
      <p css={leadStyle}>
        For the calculator’s airflow, at the air, material and method of the pressure loss above. Equal friction takes the next
        standard size up; transport velocity the largest size that keeps the minimum, so dust stays airborne.
      </p>
      <div css={sectionLayoutStyle}>
        <SectionInputs caption="Sizing inputs" rows={sizeInputs} />
        <div css={[stackStyle, noPrint]}>
          <SizingModeRadios />
          <FieldGroup legend="Target and sizes">
            {sizing === 'equal-friction' ? (
              <>
                <DesignField field="frictionRate" label="Friction rate" section="size" />
                <TransportSelect noneLabel="None: check against every dust class" />
              </>
            ) : (
              <>
                <TransportSelect noneLabel="None: give the minimum velocity" />
                {!byClass && <DesignField field="minVelocity" label="Minimum velocity" section="size" />}
              </>
            )}
            <SeriesSelect />
          </FieldGroup>
        </div>
        <SectionOutcome section="size" heading="Sizing results" fields={['frictionRate', 'minVelocity', 'transport', 'series']} />
      </div>
    </section>
  );
}
