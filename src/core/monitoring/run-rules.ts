/**
 * The rules of the conditions that last (see condition-runs.ts): the leak
 * detector's alarm, its signal over a limit, the compressed air too low.
 */
import type { RunRule } from './condition-runs.ts';
import { durationText, quantityText } from './figure-text.ts';
import { DEFAULT_MONITOR_RULES } from './monitor-rules.ts';

/** The leak detector's alarm column on. */
export const LEAK_ALARM_RULE: RunRule = {
  rule: 'leak-alarm',
  severity: 'alarm',
  extreme: 'highest',
  valueName: 'alarm',
  source: '40 CFR 63 bag leak detection: corrective action begins within 1 hour of an alarm (e.g. §63.1181(c)); the alarm log and ledger count its time',
  message: (durationS) => `Leak detector alarm for ${durationText(durationS)}: inspect within 1 hour and log the action`,
};

/** The leak detector's signal at or over the limit given. */
export const LEAK_SIGNAL_RULE: RunRule = {
  rule: 'leak-signal',
  severity: 'alarm',
  extreme: 'highest',
  valueName: 'signal',
  source: 'The leak-detector set point given (the site-specific monitoring plan sets it, e.g. 40 CFR 63.9632(a)(4))',
  message: (durationS, signal) => `Leak-detector signal at or over its limit (up to ${quantityText(signal, '', 2)}) for ${durationText(durationS)}`,
};

/**
 * The compressed air below its minimum.
 *
 * @param minimumPa The minimum, Pa gauge, for the message.
 */
export function airPressureLowRule(minimumPa: number): RunRule {
  return {
    rule: 'air-pressure-low',
    severity: 'warning',
    extreme: 'lowest',
    valueName: 'airPressurePa',
    source: DEFAULT_MONITOR_RULES.airPressureMinPa.source,
    message: (durationS, pa) => `Compressed air down to ${quantityText(pa / 1000, 'kPa')} (minimum ${quantityText(minimumPa / 1000, 'kPa')}) for ${durationText(durationS)}: cleaning pulses weaken`,
  };
}
