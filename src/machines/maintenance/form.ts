/**
 * The collector's configuration as the page's form holds it: the choices as
 * picked, the numbers and the start date as typed, and each pressure with
 * the unit system it was typed in (core/report/typed-text.ts: a unit switch
 * re-displays a pressure but never changes it). The form becomes a
 * `CollectorConfig` through core's checks.
 */
import type { Cleaning, CollectorConfig, Discharge, Weekday } from '../../core/maintenance/config.ts';
import { checkConfig } from '../../core/maintenance/config.ts';
import { PRESSURE_DROP_ALARM, PRESSURE_DROP_BASELINE } from '../../core/maintenance/measures.ts';
import { BAG_LIFE, HOURS_PER_DAY, readPlainNumber, type PlainNumberSpec } from '../../core/maintenance/numbers.ts';
import type { UnitSystem } from '../../core/report/figure.ts';
import { readMeasure, type MeasureSpec } from '../../core/report/measure.ts';
import { shownMeasureText } from '../../core/report/typed-text.ts';

/** The form's pressures, by the key of their core spec. */
export type PressureField = 'pressureDropAlarm' | 'pressureDropBaseline';
/** The form's typed fields. */
export type ConfigTextField = 'bagLifeMonths' | 'start' | 'hoursPerDay' | PressureField;

const PRESSURES: Readonly<Record<PressureField, MeasureSpec>> = { pressureDropAlarm: PRESSURE_DROP_ALARM, pressureDropBaseline: PRESSURE_DROP_BASELINE };
const PLAIN: Readonly<Record<'bagLifeMonths' | 'hoursPerDay', PlainNumberSpec>> = { bagLifeMonths: BAG_LIFE, hoursPerDay: HOURS_PER_DAY };

const isPressure = (field: ConfigTextField): field is PressureField => field in PRESSURES;

export interface ConfigForm {
  readonly cleaning: Cleaning;
  readonly discharge: Discharge;
  readonly compressedAir: boolean;
  /** The dryer as ticked; it counts only with compressed air, and is kept while that is off. */
  readonly dryer: boolean;
  readonly fanDrive: CollectorConfig['fanDrive'];
  readonly explosionProtection: CollectorConfig['explosionProtection'];
  readonly sparkArrestor: boolean;
  readonly emissionMonitor: boolean;
  readonly operatingDays: readonly Weekday[];
  /** Each typed field exactly as typed. */
  readonly texts: Readonly<Record<ConfigTextField, string>>;
  /** The unit system each pressure's text was typed in. */
  readonly typedIn: Readonly<Record<PressureField, UnitSystem>>;
}

/** The form's choices (everything but the typed fields), by name. */
export type ConfigChoices = Omit<ConfigForm, 'texts' | 'typedIn'>;

/** Why one field of the form cannot be used: `Bag life: "abc" is not a number`. */
export interface FormIssue {
  readonly field: ConfigTextField | 'operatingDays' | 'config';
  readonly message: string;
}

/**
 * The system a stored pressure is written in: the configuration holds Pa,
 * the metric unit of both pressures, so `String(pa)` reads back bit for bit.
 */
const STORED_SYSTEM: UnitSystem = 'metric';

/** The form showing a configuration: its numbers as stored (pressures in Pa, typed in metric). */
export function formFromConfig(config: CollectorConfig): ConfigForm {
  const { bagLifeMonths, start, hoursPerDay, pressureDropAlarmPa, pressureDropBaselinePa, ...choices } = config;
  return {
    cleaning: choices.cleaning,
    discharge: choices.discharge,
    compressedAir: choices.compressedAir,
    dryer: choices.dryer,
    fanDrive: choices.fanDrive,
    explosionProtection: choices.explosionProtection,
    sparkArrestor: choices.sparkArrestor,
    emissionMonitor: choices.emissionMonitor,
    operatingDays: choices.operatingDays,
    texts: {
      bagLifeMonths: String(bagLifeMonths),
      start,
      hoursPerDay: String(hoursPerDay),
      pressureDropAlarm: String(pressureDropAlarmPa),
      pressureDropBaseline: pressureDropBaselinePa === null ? '' : String(pressureDropBaselinePa),
    },
    typedIn: { pressureDropAlarm: STORED_SYSTEM, pressureDropBaseline: STORED_SYSTEM },
  };
}

/**
 * The form with one field's new text, typed in the page's unit system.
 *
 * @param form The form.
 * @param field The field edited.
 * @param text What it now holds, as typed.
 * @param system The unit system the page shows (a bare pressure is in its unit).
 */
export function withFormText(form: ConfigForm, field: ConfigTextField, text: string, system: UnitSystem): ConfigForm {
  const texts = { ...form.texts, [field]: text };
  return isPressure(field) ? { ...form, texts, typedIn: { ...form.typedIn, [field]: system } } : { ...form, texts };
}

/**
 * What a field shows: a pressure typed in the other unit system converted
 * into this one (core's shownMeasureText), anything else as typed.
 */
export function shownFormText(form: ConfigForm, field: ConfigTextField, system: UnitSystem): string {
  return isPressure(field) ? shownMeasureText(PRESSURES[field], form.texts[field], form.typedIn[field], system) : form.texts[field];
}

/** The CollectorConfig key of each field core's check may name. */
const FIELD_OF_KEY: Readonly<Partial<Record<keyof CollectorConfig, FormIssue['field']>>> = {
  bagLifeMonths: 'bagLifeMonths',
  start: 'start',
  hoursPerDay: 'hoursPerDay',
  pressureDropAlarmPa: 'pressureDropAlarm',
  pressureDropBaselinePa: 'pressureDropBaseline',
  operatingDays: 'operatingDays',
};

/**
 * Reads the form into a configuration: the plain numbers in their ranges
 * (core's numbers.ts), each pressure in the unit system it was typed in
 * (so no switch moves it), then core's check of the whole (the start's
 * range, the days).
 *
 * @returns The configuration, or every issue, each naming its field and the text typed.
 */
export function readForm(form: ConfigForm): { status: 'success'; config: CollectorConfig } | { status: 'error'; issues: FormIssue[] } {
  const issues: FormIssue[] = [];
  const plain = (field: keyof typeof PLAIN) => {
    const read = readPlainNumber(PLAIN[field], form.texts[field]);
    if (read.status === 'success') return read.value;
    issues.push({ field, message: read.message });
    return Number.NaN;
  };
  const pressure = (field: PressureField, optional: boolean) => {
    const spec = PRESSURES[field];
    const text = form.texts[field];
    if (optional && text.trim() === '') return null;
    if (text.trim() === '') {
      issues.push({ field, message: `${spec.label} is required` });
      return Number.NaN;
    }
    const read = readMeasure(spec, text, form.typedIn[field]);
    if (read.status === 'success') return read.valueSi;
    issues.push({ field, message: read.issue.message });
    return Number.NaN;
  };
  const { texts } = form;
  const candidate = {
    cleaning: form.cleaning,
    discharge: form.discharge,
    compressedAir: form.compressedAir,
    dryer: form.compressedAir && form.dryer,
    fanDrive: form.fanDrive,
    explosionProtection: form.explosionProtection,
    sparkArrestor: form.sparkArrestor,
    emissionMonitor: form.emissionMonitor,
    operatingDays: form.operatingDays,
    bagLifeMonths: plain('bagLifeMonths'),
    start: texts.start.trim(),
    hoursPerDay: plain('hoursPerDay'),
    pressureDropAlarmPa: pressure('pressureDropAlarm', false),
    pressureDropBaselinePa: pressure('pressureDropBaseline', true),
  };
  if (form.operatingDays.length === 0) issues.push({ field: 'operatingDays', message: 'Operating days: pick at least one day' });
  if (issues.length > 0) return { status: 'error', issues };
  const checked = checkConfig(candidate);
  if (checked.status === 'success') return { status: 'success', config: checked.data };
  return {
    status: 'error',
    issues: checked.issues.map(({ field, message }) => {
      const formField = field === null ? 'config' : (FIELD_OF_KEY[field] ?? 'config');
      return { field: formField, message: formField === 'start' ? `${message}, got ${texts.start.trim() || 'nothing'}` : message };
    }),
  };
}
