import { FlaskConical } from 'lucide-react';
import { APPLICATION_FACTORS, MATERIAL_FACTORS } from '../../core/baghouse/air-to-cloth.ts';
import { DUST_AIR_TO_CLOTH, DUST_IDS } from '../../core/baghouse/dusts.ts';
import { CLEANING_NAMES, CLEANING_TYPES } from '../../core/baghouse/cleaning.ts';
import { secondaryAction } from '../shell/action-styles.ts';
import { FieldGroup } from '../shell/field-group.tsx';
import { focusRing, space } from '../shell/theme.ts';
import { BaghouseActorContext } from './actor-context.ts';
import { BagBottomField, ChoiceField, NumberField, SystemField } from './fields.tsx';

const MATERIAL_OPTIONS = MATERIAL_FACTORS.map(({ value, dusts }) => ({ value: String(value), label: `${value}: ${dusts}` }));
const APPLICATION_OPTIONS = APPLICATION_FACTORS.map(({ value, use }) => ({ value: String(value), label: `${value.toFixed(1)}: ${use}` }));
const DUST_OPTIONS = DUST_IDS.map((id) => ({ value: id, label: DUST_AIR_TO_CLOTH[id].name.replace(/^./, (letter) => letter.toUpperCase()) }));
const CLEANING_OPTIONS = CLEANING_TYPES.map((type) => ({ value: type, label: CLEANING_NAMES[type] }));

const formStyle = { display: 'grid', gap: space.lg, minWidth: 0 } as const;
const topRowStyle = { display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: space.md, '& > div': { flex: '1 1 12rem' } } as const;
const exampleStyle = { ...secondaryAction, '&:focus-visible': focusRing } as const;

/** Loads the EPA worked example (in the current unit system). */
function ExampleButton() {
  const actorRef = BaghouseActorContext.useActorRef();
  return (
    <button type="button" css={exampleStyle} onClick={() => actorRef.send({ type: 'example.load' })}>
      <FlaskConical aria-hidden="true" size={18} />
      Load the EPA example
    </button>
  );
}

/**
 * The design's inputs, grouped as an engineer gathers them: gas, dust,
 * cleaning, bags and housing, each number with its unit beside it.
 */
export function BaghouseForm({ labelledBy }: { labelledBy: string }) {
  return (
    <form aria-labelledby={labelledBy} onSubmit={(event) => event.preventDefault()} noValidate css={formStyle}>
      <div css={topRowStyle}>
        <SystemField />
        <div>
          <ExampleButton />
        </div>
      </div>
      <FieldGroup legend="Gas">
        <NumberField field="flow" help="Actual flow at the filter" />
        <NumberField field="temperature" help="For the EPA factor method" />
      </FieldGroup>
      <FieldGroup legend="Dust">
        <NumberField field="loading" help="At actual conditions" />
        <NumberField field="mmd" help="For the EPA factor method" />
        <ChoiceField field="dust" label="Dust (EPA Table 1.1)" options={DUST_OPTIONS} noneLabel="Not from the table" />
        <ChoiceField field="materialFactor" label="Material factor A" options={MATERIAL_OPTIONS} noneLabel="Not used" />
        <ChoiceField field="applicationFactor" label="Application factor B" options={APPLICATION_OPTIONS} noneLabel="Not used" />
      </FieldGroup>
      <FieldGroup legend="Cleaning">
        <ChoiceField field="cleaning" label="Cleaning type" options={CLEANING_OPTIONS} />
        <NumberField field="airToCloth" help="Overrides the table and the factor method" placeholder="From dust or factors" />
        <NumberField field="compartments" placeholder="1" />
        <NumberField field="pulsePressure" placeholder="EPA example’s if empty" />
        <NumberField field="pulseSpacing" help="One valve per row" />
        <NumberField field="k1" help="ΔP = K₁·V + K₂·W·V; needed for shaker and reverse-air" />
        <NumberField field="k2" placeholder="EPA example’s if empty" />
        <NumberField field="cleaningInterval" placeholder="EPA example’s if empty" />
        <NumberField field="maxPressureDrop" help="Gives the cleaning interval" />
      </FieldGroup>
      <FieldGroup legend="Bags">
        <NumberField field="bagDiameter" />
        <NumberField field="bagLength" />
        <BagBottomField />
      </FieldGroup>
      <FieldGroup legend="Housing">
        <NumberField field="bagPitch" help="Centre to centre, square grid" />
        <NumberField field="rows" placeholder="Worked out" />
        <NumberField field="columns" placeholder="Worked out" />
      </FieldGroup>
    </form>
  );
}
