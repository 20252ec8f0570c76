/**
 * A dust collector's configuration, as far as its maintenance depends on it:
 * the components it has (cleaning, discharge, compressed air, fan drive,
 * explosion protection, monitors), the bag life, and when it runs.
 */
import * as v from 'valibot';
import { isCalendarDate, WEEKDAYS, type Weekday } from './dates.ts';

/** How the bags are cleaned. */
export const CLEANING_KINDS = ['pulse-jet', 'reverse-air', 'shaker'] as const;
export type Cleaning = (typeof CLEANING_KINDS)[number];
/** How the hopper is emptied. */
export const DISCHARGE_KINDS = ['rotary-airlock', 'screw-conveyor', 'drum'] as const;
export type Discharge = (typeof DISCHARGE_KINDS)[number];
/** A day of the week, as iCalendar spells it in lower case (the list is WEEKDAYS in dates.ts). */
export type { Weekday };
/** Fan drive. */
export const FAN_DRIVES = ['belt', 'direct'] as const;
/** Explosion protection: none, vent panels, or flameless venting (both NFPA 68). */
export const EXPLOSION_PROTECTIONS = ['none', 'vents', 'flameless'] as const;

/** What the plan is made from. Pressures are in Pa (gauge for the compressed air). */
export interface CollectorConfig {
  readonly cleaning: Cleaning;
  readonly discharge: Discharge;
  readonly compressedAir: boolean;
  /** A compressed-air dryer; only with compressed air. */
  readonly dryer: boolean;
  readonly fanDrive: (typeof FAN_DRIVES)[number];
  readonly explosionProtection: (typeof EXPLOSION_PROTECTIONS)[number];
  readonly sparkArrestor: boolean;
  /** A continuous emission (broken-bag) monitor on the outlet. */
  readonly emissionMonitor: boolean;
  /** Expected bag life in months (EPA costing assumes 24; 12–36 is typical). */
  readonly bagLifeMonths: number;
  /** The first day of the plan, `YYYY-MM-DD`. */
  readonly start: string;
  /** The days the collector runs, in week order; tasks fall only on these. */
  readonly operatingDays: readonly Weekday[];
  /** Operating hours per operating day (converts hours-based intervals into weeks). */
  readonly hoursPerDay: number;
  /** The tube-sheet ΔP alarm set point, Pa. */
  readonly pressureDropAlarmPa: number;
  /** The ΔP measured on clean, seasoned bags at design flow, Pa; `null` until it is measured. */
  readonly pressureDropBaselinePa: number | null;
}

/**
 * A realistic pulse-jet collector: rotary airlock, compressed air with a
 * refrigerated dryer, belt-driven fan, explosion vents, two-year bags, run
 * two shifts Monday to Friday, ΔP alarm at 1500 Pa (about 6 inH₂O, the top of
 * the typical 1–6 inH₂O range).
 */
export const DEFAULT_CONFIG: CollectorConfig = {
  cleaning: 'pulse-jet',
  discharge: 'rotary-airlock',
  compressedAir: true,
  dryer: true,
  fanDrive: 'belt',
  explosionProtection: 'vents',
  sparkArrestor: false,
  emissionMonitor: false,
  bagLifeMonths: 24,
  start: '2027-01-04',
  operatingDays: ['mo', 'tu', 'we', 'th', 'fr'],
  hoursPerDay: 16,
  pressureDropAlarmPa: 1500,
  pressureDropBaselinePa: null,
};

const positive = (label: string) => v.pipe(v.number(`${label} must be a number`), v.finite(`${label} must be a finite number`), v.gtValue(0, `${label} must be greater than zero`));

/** A configuration as valibot checks it (in a log file, a link or the form). */
export const CollectorConfigSchema = v.pipe(
  v.object({
    cleaning: v.picklist(CLEANING_KINDS, `Cleaning must be one of ${CLEANING_KINDS.join(', ')}`),
    discharge: v.picklist(DISCHARGE_KINDS, `Discharge must be one of ${DISCHARGE_KINDS.join(', ')}`),
    compressedAir: v.boolean('Compressed air must be true or false'),
    dryer: v.boolean('Dryer must be true or false'),
    fanDrive: v.picklist(FAN_DRIVES, `Fan drive must be one of ${FAN_DRIVES.join(', ')}`),
    explosionProtection: v.picklist(EXPLOSION_PROTECTIONS, `Explosion protection must be one of ${EXPLOSION_PROTECTIONS.join(', ')}`),
    sparkArrestor: v.boolean('Spark arrestor must be true or false'),
    emissionMonitor: v.boolean('Emission monitor must be true or false'),
    bagLifeMonths: v.pipe(positive('Bag life'), v.integer('Bag life must be a whole number of months'), v.maxValue(120, 'Bag life must be at most 120 months')),
    start: v.pipe(v.string('Start must be a date'), v.check(isCalendarDate, 'Start must be a calendar date YYYY-MM-DD')),
    operatingDays: v.pipe(
      v.array(v.picklist(WEEKDAYS, `Operating days must be among ${WEEKDAYS.join(', ')}`), 'Operating days must be a list'),
      v.minLength(1, 'Operating days must name at least one day'),
      v.check((days) => new Set(days).size === days.length, 'Operating days must not repeat a day'),
    ),
    hoursPerDay: v.pipe(positive('Hours per day'), v.maxValue(24, 'Hours per day must be at most 24')),
    pressureDropAlarmPa: positive('ΔP alarm'),
    pressureDropBaselinePa: v.nullable(positive('ΔP baseline')),
  }, 'The configuration must be an object of its fields'),
  v.forward(
    v.partialCheck([['compressedAir'], ['dryer']], (config) => config.compressedAir || !config.dryer, 'A dryer needs compressed air'),
    ['dryer'],
  ),
);

/** Why a configuration cannot be used: the field (`null` for the whole value), the message, the value given. */
export interface ConfigIssue {
  readonly field: keyof CollectorConfig | null;
  readonly message: string;
  readonly input: unknown;
}

/**
 * Checks a configuration, for a reader that names fields its own way (the
 * CLI names its options).
 *
 * @param value Anything (parsed JSON, the form's state, the CLI's options).
 * @returns `success` with the configuration, its operating days in week
 *   order; or `error` with one issue per problem. Never throws.
 */
export function checkConfig(value: unknown): { status: 'success'; data: CollectorConfig } | { status: 'error'; issues: ConfigIssue[] } {
  const result = v.safeParse(CollectorConfigSchema, value);
  if (!result.success) {
    return {
      status: 'error',
      issues: result.issues.map((issue) => ({
        field: (issue.path?.[0]?.key as keyof CollectorConfig | undefined) ?? null,
        message: issue.message,
        // The field's own value; a check forwarded to a field (the dryer) otherwise reports the whole configuration.
        input: issue.path?.length === 1 ? issue.path[0]!.value : issue.input,
      })),
    };
  }
  const operatingDays = WEEKDAYS.filter((day) => result.output.operatingDays.includes(day));
  return { status: 'success', data: { ...result.output, operatingDays } };
}

/**
 * Reads a configuration.
 *
 * @param value Anything (parsed JSON, the form's state).
 * @returns `success` with the configuration, its operating days in week
 *   order; or `error` with one line per problem naming the field and the
 *   value (`bagLifeMonths: Bag life must be greater than zero, got 0`).
 *   Never throws.
 */
export function readConfig(value: unknown): { status: 'success'; data: CollectorConfig } | { status: 'error'; issues: string[] } {
  const checked = checkConfig(value);
  if (checked.status === 'success') return checked;
  return {
    status: 'error',
    issues: checked.issues.map(({ field, message, input }) => (field === null ? message : `${field}: ${message}, got ${JSON.stringify(input) ?? 'nothing'}`)),
  };
}
