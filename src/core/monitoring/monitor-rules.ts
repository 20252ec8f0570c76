/**
 * The thresholds of the log analyses. Every one is an input; the defaults
 * carry their unit and source. No standard sets most of them: those say so
 * and give the reasoning, for the engineer to replace by the collector
 * maker's figures.
 */

/** The thresholds, SI (Pa, s, fractions), as the analysis uses them. */
export interface MonitorRules {
  /** ΔP swing that makes a peak or trough of the cleaning sawtooth (hysteresis), Pa. */
  readonly cycleMinSwingPa: number;
  /** Residual ΔP rise that is blinding, Pa per day (least-squares slope over the window). */
  readonly driftLimitPaPerDay: number;
  /** Days of daily residual ΔP the drift is fitted over. */
  readonly driftWindowDays: number;
  /** Fall of the ΔP level (the mean over a window) against the windows before that is a step drop, fraction. */
  readonly stepDropFraction: number;
  /** Window of the ΔP level for step drops, s. */
  readonly stepWindowS: number;
  /** Time after a valve fires in which its ΔP response is read, s. */
  readonly valveResponseWindowS: number;
  /** A valve whose mean response is below this fraction of the median valve's is dead. */
  readonly deadValveFraction: number;
  /** Rise of the daily flow-normalised drag (ΔP/Q) over the first day's that is reported, fraction. */
  readonly dragRiseFraction: number;
  /** Time between readings beyond which a gap is reported, s. */
  readonly gapS: number;
  /** Readings an hour below which the hour is incomplete. */
  readonly minReadingsPerHour: number;
  /** ΔP at or below which the collector is taken as stopped (fan off): no cycle, no step drop, no residual, Pa. */
  readonly stoppedDpPa: number;
  /** Compressed-air header pressure below which cleaning weakens, Pa gauge. */
  readonly airPressureMinPa: number;
  /** Leak-detector signal at or above which a reading is a leak, in the signal's own unit; undefined: not checked. */
  readonly leakSignalLimit?: number;
}

/** The name of a numeric rule. */
export type RuleName = Exclude<keyof MonitorRules, 'leakSignalLimit'>;

/** One rule's default: SI value, the unit it is in, a label and its source. */
export interface RuleDefault {
  readonly value: number;
  /** `Pa`, `Pa/d`, `d`, `s`, `1` (a fraction) or `1/h`. */
  readonly unit: string;
  readonly label: string;
  readonly source: string;
}

const JUDGEMENT = 'No standard sets it: engineering judgement, to replace by the collector maker\'s figure';

/** The defaults, with units and sources. */
export const DEFAULT_MONITOR_RULES: Readonly<Record<RuleName, RuleDefault>> = {
  cycleMinSwingPa: {
    value: 50,
    unit: 'Pa',
    label: 'Cleaning cycle swing',
    source: `${JUDGEMENT}; 50 Pa (0.2 inH₂O) is well above a ΔP transmitter's noise and below a pulse's usual 100–500 Pa drop`,
  },
  driftLimitPaPerDay: {
    value: 10,
    unit: 'Pa/d',
    label: 'Residual ΔP drift limit',
    source: `${JUDGEMENT}; 10 Pa a day takes a 1000 Pa residual to the usual 2000–2500 Pa change-out level within a few months, which is blinding rather than ageing`,
  },
  driftWindowDays: {
    value: 7,
    unit: 'd',
    label: 'Drift window',
    source: `${JUDGEMENT}; a week spans production cycles`,
  },
  stepDropFraction: {
    value: 0.2,
    unit: '1',
    label: 'Step drop',
    source: 'The ±20 % band of the daily ΔP check against the clean-bag baseline, as the Maintenance Schedule uses it',
  },
  stepWindowS: {
    value: 3600,
    unit: 's',
    label: 'Step drop window',
    source: `${JUDGEMENT}; an hour spans a whole cleaning cycle on most collectors (they clean every few minutes to every hour), so the level is not the sawtooth; make it longer than the cycle`,
  },
  valveResponseWindowS: {
    value: 60,
    unit: 's',
    label: 'Valve response window',
    source: `${JUDGEMENT}; a pulse's ΔP drop shows within seconds, and 60 s reaches the next reading of a 1-minute log`,
  },
  deadValveFraction: {
    value: 0.3,
    unit: '1',
    label: 'Dead valve',
    source: `${JUDGEMENT}; a valve moving ΔP by under 30 % of the median valve's drop is stuck, or its diaphragm or solenoid has failed`,
  },
  dragRiseFraction: {
    value: 0.2,
    unit: '1',
    label: 'Drag rise',
    source: 'The ±20 % band of the daily ΔP check, applied to ΔP/Q so that a change of flow is not taken for blinding',
  },
  gapS: {
    value: 300,
    unit: 's',
    label: 'Gap',
    source: `${JUDGEMENT}; 5 minutes without a reading is worth a look`,
  },
  minReadingsPerHour: {
    value: 4,
    unit: '1/h',
    label: 'Readings per hour',
    source: '40 CFR 64.3(b)(4)(ii) (CAM): four or more data values equally spaced over each hour for large pollutant-specific emissions units',
  },
  stoppedDpPa: {
    value: 50,
    unit: 'Pa',
    label: 'Stopped below',
    source: `${JUDGEMENT}; a running fabric filter holds some 250–2500 Pa (1–10 inH₂O), so 50 Pa or less is a stopped fan`,
  },
  airPressureMinPa: {
    value: 400_000,
    unit: 'Pa',
    label: 'Compressed-air pressure minimum',
    source: `${JUDGEMENT}; pulse-jet headers run at about 4–7 bar(g) (60–100 psig); below 4 bar(g) pulses weaken`,
  },
};

/** The default rules as numbers. */
export function defaultRules(): MonitorRules {
  const entries = Object.entries(DEFAULT_MONITOR_RULES).map(([name, rule]) => [name, rule.value]);
  return Object.fromEntries(entries) as unknown as MonitorRules;
}
