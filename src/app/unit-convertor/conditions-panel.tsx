import { useId } from 'react';
import { REFERENCE_CONDITIONS, REFERENCE_CONDITION_IDS } from '../../core/air/reference-conditions.ts';
import type { ConversionField } from '../../core/units/conversion.ts';
import {
  selectConditionsKind,
  selectFieldIssue,
  type ConditionsKind,
} from '../../machines/unit-convertor/selectors.ts';
import { LabelledSelect } from '../shell/labelled-select.tsx';
import { UnitField } from '../shell/unit-field.tsx';
import { colors, font, media, space } from '../shell/theme.ts';
import { ConvertorActorContext } from './actor-context.ts';

export type TextCondition = Exclude<ConversionField, 'value' | 'from' | 'to' | 'standard'>;

/** Each condition field: its label, the unit beside it (for a bare %), and what may be typed. */
export const CONDITION_LABELS: Readonly<Record<TextCondition, { label: string; unit?: string; help?: string }>> = {
  temperature: { label: 'Gas temperature', help: 'With its unit, e.g. 300F or 150C; a bare number is °C' },
  pressure: { label: 'Absolute pressure', help: 'e.g. 98kPa or 29.5inHg; a bare number is kPa' },
  altitude: { label: 'Altitude', help: 'Instead of the pressure, e.g. 1500m or 5000ft (ISA atmosphere)' },
  moisture: { label: 'Moisture (H₂O)', unit: '% vol' },
  o2: { label: 'Measured O₂ (dry)', unit: '% vol' },
  'o2-ref': { label: 'Reference O₂', unit: '% vol' },
};

/** The fields each kind of conditioned conversion uses. */
const FIELDS_OF: Readonly<Record<ConditionsKind, readonly TextCondition[]>> = {
  flow: ['temperature', 'pressure', 'altitude', 'moisture'],
  concentration: ['temperature', 'pressure', 'altitude', 'moisture', 'o2', 'o2-ref'],
};

const INTRO: Readonly<Record<ConditionsKind, string>> = {
  flow:
    'Needed to convert between actual and standard or normal flow (ACFM ↔ SCFM, Am³/h ↔ Nm³/h): pick one of them as From and the other as To. With a moisture, the standard flow is dry.',
  concentration:
    'Needed to normalise a measured concentration (mg/m³ as From) to normal conditions (mg/Nm³ as To), dry with a moisture, and at a reference O₂ with both O₂ values.',
};

/** The reference list's first entry: the one the standard or normal unit implies. */
const UNIT_DEFAULT = 'default';

const REFERENCE_OPTIONS = [
  { value: UNIT_DEFAULT, label: 'As the unit implies: SCFM ACGIH, Nm³ normal, dscf EPA' },
  ...REFERENCE_CONDITION_IDS.map((id) => ({
    value: id,
    label: `${REFERENCE_CONDITIONS[id].label}, ${REFERENCE_CONDITIONS[id].statedAs}`,
  })),
];

const fieldsetStyle = {
  margin: `${space.md} 0 0`,
  padding: `${space.md} 0 0`,
  border: 'none',
  borderTop: `1px solid ${colors.border}`,
  minWidth: 0,
} as const;

const legendStyle = { padding: 0, fontWeight: 700, fontSize: font.size.md } as const;

const introStyle = { margin: `${space.xs} 0 ${space.md}`, fontSize: font.size.sm, color: colors.textMuted, lineHeight: 1.5 } as const;

const gridStyle = {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: space.md,
  [media.medium]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
} as const;

function ConditionField({ field }: { field: TextCondition }) {
  const actorRef = ConvertorActorContext.useActorRef();
  const text = ConvertorActorContext.useSelector((snapshot) => snapshot.context.texts[field] ?? '');
  const hint = ConvertorActorContext.useSelector((snapshot) => selectFieldIssue(snapshot.context, field));
  const { label, unit, help } = CONDITION_LABELS[field];
  return (
    <UnitField
      label={label}
      value={text}
      unit={unit}
      help={help}
      hint={hint}
      onChange={(changed) => actorRef.send({ type: 'field.change', field, text: changed })}
    />
  );
}

function ReferenceSelect() {
  const actorRef = ConvertorActorContext.useActorRef();
  const typed = ConvertorActorContext.useSelector((snapshot) => snapshot.context.texts.standard);
  const hint = ConvertorActorContext.useSelector((snapshot) => selectFieldIssue(snapshot.context, 'standard'));
  const chosen = REFERENCE_OPTIONS.find((option) => option.value === typed?.trim().toLowerCase())?.value;
  return (
    <LabelledSelect
      label="Reference conditions"
      placeholder={`"${typed}" is not a reference`}
      value={typed === undefined ? UNIT_DEFAULT : (chosen ?? '')}
      options={REFERENCE_OPTIONS}
      hint={hint}
      onValueChange={(value) =>
        actorRef.send({ type: 'field.change', field: 'standard', text: value === UNIT_DEFAULT ? '' : value })
      }
    />
  );
}

/**
 * The gas conditions of a conversion between actual and standard or normal
 * volumes, for airflow and dust concentration: temperature, absolute
 * pressure or altitude, moisture, the O₂ values and the reference.
 */
export function ConditionsPanel() {
  const legendId = useId();
  const kind = ConvertorActorContext.useSelector((snapshot) => selectConditionsKind(snapshot.context.quantity));
  if (kind === undefined) return null;

  return (
    <fieldset css={fieldsetStyle} aria-describedby={`${legendId}-intro`}>
      <legend css={legendStyle}>Gas conditions</legend>
      <p id={`${legendId}-intro`} css={introStyle}>
        {INTRO[kind]}
      </p>
      <div css={gridStyle}>
        {FIELDS_OF[kind].map((field) => (
          <ConditionField key={field} field={field} />
        ))}
        <div css={{ gridColumn: '1 / -1' }}>
          <ReferenceSelect />
        </div>
      </div>
    </fieldset>
  );
}
