/** The collector's choices as the form and the printed checklist name them. */
import type { Cleaning, CollectorConfig, Discharge, Weekday } from '../../core/maintenance/config.ts';
import type { FormIssue } from '../../machines/maintenance/form.ts';
import type { SelectOption } from '../shell/labelled-select.tsx';

export const CLEANING_OPTIONS: readonly SelectOption<Cleaning>[] = [
  { value: 'pulse-jet', label: 'Pulse-jet' },
  { value: 'reverse-air', label: 'Reverse-air' },
  { value: 'shaker', label: 'Shaker' },
];
export const DISCHARGE_OPTIONS: readonly SelectOption<Discharge>[] = [
  { value: 'rotary-airlock', label: 'Rotary airlock' },
  { value: 'screw-conveyor', label: 'Screw conveyor' },
  { value: 'drum', label: 'Drum' },
];
export const FAN_DRIVE_OPTIONS: readonly SelectOption<CollectorConfig['fanDrive']>[] = [
  { value: 'belt', label: 'Belt' },
  { value: 'direct', label: 'Direct' },
];
export const EXPLOSION_OPTIONS: readonly SelectOption<CollectorConfig['explosionProtection']>[] = [
  { value: 'none', label: 'None' },
  { value: 'vents', label: 'Explosion vents' },
  { value: 'flameless', label: 'Flameless venting' },
];

/** Each field of the collector form as its label names it, for a line that sends the user to it. */
export const FORM_FIELD_LABELS: Readonly<Record<FormIssue['field'], string>> = {
  bagLifeMonths: 'Bag life',
  start: 'Plan start',
  hoursPerDay: 'Operating hours per day',
  pressureDropAlarm: 'ΔP alarm',
  pressureDropBaseline: 'ΔP baseline',
  operatingDays: 'Operating days',
  config: 'the collector form',
};

/** The days of the week, Monday first, as the form's boxes and the report name them. */
export const WEEKDAY_LABELS: ReadonlyArray<readonly [Weekday, string]> = [
  ['mo', 'Mon'],
  ['tu', 'Tue'],
  ['we', 'Wed'],
  ['th', 'Thu'],
  ['fr', 'Fri'],
  ['sa', 'Sat'],
  ['su', 'Sun'],
];

/** The label of a choice. */
export const labelOf = <T extends string>(options: readonly SelectOption<T>[], value: T) => options.find((option) => option.value === value)?.label ?? value;

/** The collector in a line: `Pulse-jet, rotary airlock, compressed air with dryer, belt-driven fan, explosion vents`. */
export function collectorSummary(config: CollectorConfig): string {
  return [
    labelOf(CLEANING_OPTIONS, config.cleaning),
    labelOf(DISCHARGE_OPTIONS, config.discharge).toLowerCase(),
    config.compressedAir ? `compressed air${config.dryer ? ' with dryer' : ''}` : '',
    `${config.fanDrive === 'belt' ? 'belt-driven' : 'direct-drive'} fan`,
    config.explosionProtection === 'none' ? '' : labelOf(EXPLOSION_OPTIONS, config.explosionProtection).toLowerCase(),
    config.sparkArrestor ? 'spark arrestor' : '',
    config.emissionMonitor ? 'emission monitor' : '',
  ]
    .filter(Boolean)
    .join(', ');
}
