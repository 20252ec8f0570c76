/**
 * The collector's configuration as the page's form holds it: the choices as
 * picked, the numbers and the start date as typed (pressures in the unit
 * system's unit, or with their own), and how the form becomes a
 * `CollectorConfig` through core's `readConfig`.
 */
import type { Cleaning, CollectorConfig, Discharge, Weekday } from '../../core/maintenance/config.ts';
import { readConfig } from '../../core/maintenance/config.ts';
import type { UnitSystem } from '../../core/report/figure.ts';
import { readMeasure, type MeasureSpec } from '../../core/report/measure.ts';
import { DECIMAL_NUMBER_TEXT } from '../../core/units/number-text.ts';
import { PRESSURE_DROP_ALARM, PRESSURE_DROP_BASELINE, pressureField } from './readings.ts';

/** The form's typed fields. */
export type ConfigTextField = 'bagLifeMonths' | 'start' | 'hoursPerDay' | 'pressureDropAlarm' | 'pressureDropBaseline';

export interface ConfigForm {
  readonly cleaning: Cleaning;
  readonly discharge: Discharge;
  readonly compressedAir: boolean;
  readonly dryer: boolean;
  readonly fanDrive: CollectorConfig['fanDrive'];
  readonly explosionProtection: CollectorConfig['explosionProtection'];
  readonly sparkArrestor: boolean;
  readonly emissionMonitor: boolean;
  readonly operatingDays: readonly Weekday[];
  /** Each typed field exactly as typed. */
  readonly texts: Readonly<Record<ConfigTextField, string>>;
}

/** The form's choices (everything but the typed fields), by name. */
export type ConfigChoices = Omit<ConfigForm, 'texts'>;

/** Why one field of the form cannot be used: `Bag life: "abc" is not a number`. */
export interface FormIssue {
  readonly field: ConfigTextField | 'operatingDays' | 'config';
  readonly message: string;
}


/** A ΔP written back into a field. */
const pressureText = (pa: number, system: UnitSystem) => pressureField(pa, PRESSURE_DROP_ALARM, system);

/** The form showing a configuration, its pressures in the unit system's unit. */
export function formFromConfig(config: CollectorConfig, system: UnitSystem): ConfigForm {
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
      pressureDropAlarm: pressureText(pressureDropAlarmPa, system),
      pressureDropBaseline: pressureDropBaselinePa === null ? '' : pressureText(pressureDropBaselinePa, system),
    },
  };
}

/** A plain number typed in a field (no unit): the number, or why not. */
function readPlainNumber(label: string, text: string): number | string {
  const trimmed = text.trim();
  if (trimmed === '') return `${label} is required`;
  return DECIMAL_NUMBER_TEXT.test(trimmed) ? Number(trimmed) : `${label}: "${trimmed}" is not a number`;
}

/**
 * Reads the form into a configuration: the pressures through the units
 * catalogue (a bare number in the unit system's unit), then core's
 * `readConfig` checks the whole (ranges, dates, a dryer only with compressed air).
 *
 * @returns The configuration, or every issue, each naming its field and value.
 */
export function readForm(form: ConfigForm, system: UnitSystem): { status: 'success'; config: CollectorConfig } | { status: 'error'; issues: FormIssue[] } {
  const issues: FormIssue[] = [];
  const plain = (field: ConfigTextField, label: string) => {
    const read = readPlainNumber(label, form.texts[field]);
    if (typeof read === 'string') issues.push({ field, message: read });
    return typeof read === 'number' ? read : Number.NaN;
  };
  const pressure = (spec: MeasureSpec, field: ConfigTextField, optional: boolean) => {
    const text = form.texts[field];
    if (optional && text.trim() === '') return null;
    if (text.trim() === '') {
      issues.push({ field, message: `${spec.label} is required` });
      return Number.NaN;
    }
    const read = readMeasure(spec, text, system);
    if (read.status === 'error') issues.push({ field, message: read.issue.message });
    return read.status === 'success' ? read.valueSi : Number.NaN;
  };
  const { texts, ...choices } = form;
  const candidate = {
    ...choices,
    bagLifeMonths: plain('bagLifeMonths', 'Bag life'),
    start: texts.start.trim(),
    hoursPerDay: plain('hoursPerDay', 'Operating hours per day'),
    pressureDropAlarmPa: pressure(PRESSURE_DROP_ALARM, 'pressureDropAlarm', false),
    pressureDropBaselinePa: pressure(PRESSURE_DROP_BASELINE, 'pressureDropBaseline', true),
  };
  if (form.operatingDays.length === 0) issues.push({ field: 'operatingDays', message: 'Operating days: pick at least one day' });
  if (issues.length > 0) return { status: 'error', issues };
  const read = readConfig(candidate);
  if (read.status === 'success') return { status: 'success', config: read.data };
  return { status: 'error', issues: read.issues.map((message) => ({ field: fieldOf(message), message })) };
}

/** The field an issue of core's `readConfig` is about, from the key it names. */
function fieldOf(message: string): FormIssue['field'] {
  const keys: Array<[RegExp, FormIssue['field']]> = [
    [/bagLife|bag life/i, 'bagLifeMonths'],
    [/start/i, 'start'],
    [/hoursPerDay|hours per day/i, 'hoursPerDay'],
    [/baseline/i, 'pressureDropBaseline'],
    [/alarm/i, 'pressureDropAlarm'],
    [/operatingDays|operating days/i, 'operatingDays'],
  ];
  return keys.find(([pattern]) => pattern.test(message))?.[1] ?? 'config';
}

/** A pressure field's text in another unit system: a bare number is converted so it keeps its meaning. */
function textIn(spec: MeasureSpec, text: string, from: UnitSystem, to: UnitSystem): string {
  if (!DECIMAL_NUMBER_TEXT.test(text.trim())) return text;
  const read = readMeasure(spec, text, from);
  return read.status === 'success' ? pressureText(read.valueSi, to) : text;
}

/** The form in another unit system: its bare pressures converted, everything else as typed. */
export function formIn(form: ConfigForm, from: UnitSystem, to: UnitSystem): ConfigForm {
  if (from === to) return form;
  const { texts } = form;
  return {
    ...form,
    texts: {
      ...texts,
      pressureDropAlarm: textIn(PRESSURE_DROP_ALARM, texts.pressureDropAlarm, from, to),
      pressureDropBaseline: textIn(PRESSURE_DROP_BASELINE, texts.pressureDropBaseline, from, to),
    },
  };
}
