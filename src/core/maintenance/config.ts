/**
 * A dust collector's configuration, as far as its maintenance depends on it:
 * the components it has (cleaning, discharge, compressed air, fan drive,
 * explosion protection, monitors), the bag life, and when it runs.
 */
import * as v from 'valibot';
import { addDays, addMonths, isCalendarDate, WEEKDAYS, type Weekday } from './dates.ts';
import { PRESSURE_DROP_ALARM, PRESSURE_DROP_BASELINE } from './measures.ts';
import { BAG_LIFE, HOURS_PER_DAY, pascalSchema, plainNumberSchema } from './numbers.ts';

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
  /** Expected bag life in months, 1 to 120 (EPA costing assumes 24; 12–36 is typical). */
  readonly bagLifeMonths: number;
  /** The first day of the plan, `YYYY-MM-DD`. */
  readonly start: string;
  /** The days the collector runs, in week order; tasks fall only on these. */
  readonly operatingDays: readonly Weekday[];
  /** Operating hours per operating day, 0.1 to 24 (converts hours-based intervals into weeks). */
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

/** Bag replacements a plan forecasts at most (the CLI lists 3, the page 2). */
export const BAG_FORECAST_COUNT = 3;

/**
 * The days a plan may start on. Its dates are written YYYY-MM-DD, so every
 * date worked out from the start must stay within the years 1000 to 9999:
 * the forecast's bag replacements at the longest bag life, each moved up to
 * 6 days to an operating day, fall by 9999-12-31. The last start is 9969-12-25.
 */
export const START_RANGE = {
  first: '1000-01-01',
  last: addDays(addMonths('9999-12-31', -BAG_FORECAST_COUNT * BAG_LIFE.range.max), -6),
} as const;

/** Why a start date cannot be used, or `undefined` (a calendar date within START_RANGE). */
function startProblem(start: string): string | undefined {
  if (!isCalendarDate(start)) return 'Plan start must be a calendar date YYYY-MM-DD';
  if (start < START_RANGE.first || start > START_RANGE.last) {
    return `Plan start must be from ${START_RANGE.first} to ${START_RANGE.last}, so that its bag replacements fall by 9999-12-31`;
  }
  return undefined;
}

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
    bagLifeMonths: plainNumberSchema(BAG_LIFE),
    start: v.pipe(
      v.string('Plan start must be a date'),
      v.rawCheck(({ dataset, addIssue }) => {
        const problem = dataset.typed ? startProblem(dataset.value) : undefined;
        if (problem !== undefined) addIssue({ message: problem });
      }),
    ),
    operatingDays: v.pipe(
      v.array(v.picklist(WEEKDAYS, `Operating days must be among ${WEEKDAYS.join(', ')}`), 'Operating days must be a list'),
      v.minLength(1, 'Operating days must name at least one day'),
      v.check((days) => new Set(days).size === days.length, 'Operating days must not repeat a day'),
    ),
    hoursPerDay: plainNumberSchema(HOURS_PER_DAY),
    pressureDropAlarmPa: pascalSchema(PRESSURE_DROP_ALARM),
    pressureDropBaselinePa: v.nullable(pascalSchema(PRESSURE_DROP_BASELINE)),
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
    issues: checked.issues.map(({ field, message, input }) => (field === null ? message : `${field}: ${message}, got ${valueText(input)}`)),
  };
}

/**
 * A value as an issue names it: JSON for what a file holds; a number that a
 * double cannot hold (a file's `1e999` reads as Infinity) in words, never as
 * JSON's `null`.
 */
export function valueText(value: unknown): string {
  if (typeof value === 'number' && !Number.isFinite(value)) return Number.isNaN(value) ? 'not a number' : 'a number beyond the range of a double';
  return JSON.stringify(value) ?? 'nothing';
}
