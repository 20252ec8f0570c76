import { useId, type ReactNode } from 'react';
import { css } from '@emotion/react';
import type { Weekday } from '../../core/maintenance/config.ts';
import { PRESSURE_DROP_ALARM } from '../../core/maintenance/measures.ts';
import { shownFormText, type ConfigChoices, type ConfigTextField } from '../../machines/maintenance/form.ts';
import { unitSymbol } from '../../machines/maintenance/readings.ts';
import { FieldGroup } from '../shell/field-group.tsx';
import { controlBoxStyle, labelStyle } from '../shell/form-styles.ts';
import { LabelledSelect } from '../shell/labelled-select.tsx';
import { FieldHint, UnitField } from '../shell/unit-field.tsx';
import { UnitSystemSelect } from '../shell/unit-system-select.tsx';
import { colors, focusRing, font, space } from '../shell/theme.ts';
import { MaintenanceActorContext } from './actor-context.ts';
import { CLEANING_OPTIONS, DISCHARGE_OPTIONS, EXPLOSION_OPTIONS, FAN_DRIVE_OPTIONS, FORM_FIELD_LABELS, WEEKDAY_LABELS } from './labels.ts';

const checkboxRowStyle = css({ display: 'flex', alignItems: 'center', gap: space.sm, minHeight: '2.75rem', fontSize: font.size.md });
const checkboxStyle = css({ width: '1.25rem', height: '1.25rem', margin: 0, accentColor: colors.primary, '&:focus-visible': focusRing });
const dateInputStyle = css({ ...controlBoxStyle, width: '100%', '&[aria-invalid="true"]': { borderColor: colors.danger } });
const dayListStyle = css({ display: 'flex', flexWrap: 'wrap', gap: `0 ${space.md}`, border: 'none', margin: 0, padding: 0, minWidth: 0 });
const dayLegendStyle = css({ ...labelStyle, padding: 0 });
const formStyle = css({ display: 'grid', gap: space.lg, minWidth: 0 });

/** A component fitted or not. */
function Check({ label, checked, disabled, onChange }: { label: string; checked: boolean; disabled?: boolean; onChange: (checked: boolean) => void }) {
  const id = useId();
  return (
    <div css={checkboxRowStyle}>
      <input id={id} type="checkbox" checked={checked} disabled={disabled} onChange={(event) => onChange(event.target.checked)} css={checkboxStyle} />
      <label htmlFor={id} css={{ color: disabled ? colors.textMuted : colors.text }}>
        {label}
      </label>
    </div>
  );
}

/** The plan's start, a calendar date. */
function StartField({ value, hint, onChange }: { value: string; hint: string | undefined; onChange: (text: string) => void }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} css={labelStyle}>
        {FORM_FIELD_LABELS.start}
      </label>
      <input
        id={id}
        type="date"
        value={value}
        required
        aria-invalid={hint === undefined ? undefined : true}
        aria-describedby={hint === undefined ? undefined : `${id}-hint`}
        onChange={(event) => onChange(event.target.value)}
        css={dateInputStyle}
      />
      {hint !== undefined && <FieldHint id={`${id}-hint`}>{hint}</FieldHint>}
    </div>
  );
}

function Fields({ children }: { children: ReactNode }) {
  return <div css={formStyle}>{children}</div>;
}

/**
 * The collector's configuration: what it has (cleaning, discharge,
 * compressed air and its dryer, fan drive, explosion protection, spark
 * arrestor, emission monitor), the bag life, when and how long it runs, and
 * its ΔP alarm and baseline. Every change plans again.
 */
export function ConfigForm() {
  const actorRef = MaintenanceActorContext.useActorRef();
  const form = MaintenanceActorContext.useSelector((snapshot) => snapshot.context.form);
  const system = MaintenanceActorContext.useSelector((snapshot) => snapshot.context.system);
  const issues = MaintenanceActorContext.useSelector((snapshot) => snapshot.context.formIssues);
  const hint = (field: string) => issues.find((issue) => issue.field === field)?.message;
  const choose = (choices: Partial<ConfigChoices>) => actorRef.send({ type: 'config.choose', choices });
  const text = (field: ConfigTextField) => (value: string) => actorRef.send({ type: 'config.text', field, text: value });
  // A pressure typed in the other unit system shows converted; what was typed is kept.
  const shown = (field: ConfigTextField) => shownFormText(form, field, system);
  const pressureUnit = unitSymbol(PRESSURE_DROP_ALARM, system);
  const days = new Set(form.operatingDays);
  const toggleDay = (day: Weekday, on: boolean) =>
    choose({ operatingDays: WEEKDAY_LABELS.map(([id]) => id).filter((id) => (id === day ? on : days.has(id))) });
  const general = hint('config');

  return (
    <form aria-label="Collector" onSubmit={(event) => event.preventDefault()} noValidate>
      <Fields>
        <FieldGroup legend="Cleaning, discharge and fan">
          <LabelledSelect label="Cleaning" placeholder="Choose the cleaning" value={form.cleaning} options={CLEANING_OPTIONS} onValueChange={(cleaning) => choose({ cleaning })} />
          <LabelledSelect label="Discharge" placeholder="Choose the discharge" value={form.discharge} options={DISCHARGE_OPTIONS} onValueChange={(discharge) => choose({ discharge })} />
          <LabelledSelect label="Fan drive" placeholder="Choose the drive" value={form.fanDrive} options={FAN_DRIVE_OPTIONS} onValueChange={(fanDrive) => choose({ fanDrive })} />
          <LabelledSelect
            label="Explosion protection"
            placeholder="Choose the protection"
            value={form.explosionProtection}
            options={EXPLOSION_OPTIONS}
            onValueChange={(explosionProtection) => choose({ explosionProtection })}
          />
        </FieldGroup>
        <FieldGroup legend="Fitted">
          <Check label="Compressed air" checked={form.compressedAir} onChange={(compressedAir) => choose({ compressedAir })} />
          {/* The dryer as ticked is kept while compressed air is off, and comes back with it. */}
          <Check label="Compressed-air dryer" checked={form.compressedAir && form.dryer} disabled={!form.compressedAir} onChange={(dryer) => choose({ dryer })} />
          <Check label="Spark arrestor" checked={form.sparkArrestor} onChange={(sparkArrestor) => choose({ sparkArrestor })} />
          <Check label="Continuous emission monitor" checked={form.emissionMonitor} onChange={(emissionMonitor) => choose({ emissionMonitor })} />
        </FieldGroup>
        <FieldGroup legend="Operation">
          <StartField value={form.texts.start} hint={hint('start')} onChange={text('start')} />
          <UnitField label={FORM_FIELD_LABELS.hoursPerDay} unit="h/day" value={shown('hoursPerDay')} hint={hint('hoursPerDay')} onChange={text('hoursPerDay')} />
          <UnitField label={FORM_FIELD_LABELS.bagLifeMonths} unit="months" value={shown('bagLifeMonths')} hint={hint('bagLifeMonths')} help="1 to 120; typically 12 to 36" onChange={text('bagLifeMonths')} />
        </FieldGroup>
        <fieldset css={dayListStyle} aria-describedby={hint('operatingDays') === undefined ? undefined : 'operating-days-hint'}>
          <legend css={dayLegendStyle}>{FORM_FIELD_LABELS.operatingDays}</legend>
          {WEEKDAY_LABELS.map(([day, short]) => (
            <Check key={day} label={short} checked={days.has(day)} onChange={(on) => toggleDay(day, on)} />
          ))}
          {hint('operatingDays') !== undefined && <FieldHint id="operating-days-hint">{hint('operatingDays')!}</FieldHint>}
        </fieldset>
        <FieldGroup legend="Pressure drop">
          <UnitSystemSelect value={system} onChange={(units) => actorRef.send({ type: 'units.change', units })} />
          <UnitField label={FORM_FIELD_LABELS.pressureDropAlarm} unit={pressureUnit} value={shown('pressureDropAlarm')} hint={hint('pressureDropAlarm')} onChange={text('pressureDropAlarm')} />
          <UnitField
            label={FORM_FIELD_LABELS.pressureDropBaseline}
            unit={pressureUnit}
            value={shown('pressureDropBaseline')}
            hint={hint('pressureDropBaseline')}
            help="With new bags at design flow; optional"
            onChange={text('pressureDropBaseline')}
          />
        </FieldGroup>
        {general !== undefined && <FieldHint id="collector-hint">{general}</FieldHint>}
      </Fields>
    </form>
  );
}
