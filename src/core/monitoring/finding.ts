/**
 * A finding of the log analysis: something an engineer should look at, with
 * its time, figures and the source of the rule that raised it.
 */

/** The analyses that raise findings. */
export type RuleId =
  | 'residual-drift'
  | 'step-drop'
  | 'dead-valve'
  | 'drag-rise'
  | 'gap'
  | 'completeness'
  | 'leak-alarm'
  | 'leak-signal'
  | 'air-pressure-low'
  | 'out-of-order'
  | 'alarm-ledger';

/** How urgent a finding is, least to most. */
export type Severity = 'info' | 'warning' | 'alarm';

/** The severities, least to most urgent (the order `--severity` compares by). */
export const SEVERITIES: readonly Severity[] = ['info', 'warning', 'alarm'];

/** One finding. */
export interface Finding {
  /** When it starts, epoch ms UTC. */
  readonly startMs: number;
  /** When it ends, epoch ms UTC, for findings that last. */
  readonly endMs?: number;
  readonly rule: RuleId;
  readonly severity: Severity;
  /** One line naming the figures, formatted through core/format, SI units. */
  readonly message: string;
  /** The figures at full precision, SI (Pa, s, m³/s, Pa per day), keyed by name. */
  readonly values: Readonly<Record<string, number>>;
  /** Where the rule and its threshold come from. */
  readonly source: string;
}

/** Whether a severity is at or above another. */
export function atOrAbove(severity: Severity, threshold: Severity): boolean {
  return SEVERITIES.indexOf(severity) >= SEVERITIES.indexOf(threshold);
}
