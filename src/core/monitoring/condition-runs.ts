/**
 * Runs of readings in a condition (a leak-detector alarm on, the signal at or
 * over its limit, the compressed air under its minimum): one finding per run,
 * from its first reading in the condition to the first reading out of it.
 */
import type { Finding, RuleId, Severity } from './finding.ts';

/** How a run's finding reads. */
export interface RunRule {
  readonly rule: RuleId;
  readonly severity: Severity;
  readonly source: string;
  /** The one-line message, from the run's duration (s) and its extreme value. */
  readonly message: (durationS: number, extreme: number) => string;
  /** Which value is the run's extreme: the highest (an alarm, a signal) or the lowest (a pressure). */
  readonly extreme: 'highest' | 'lowest';
  /** The name of the extreme in the finding's values. */
  readonly valueName: string;
}

/** Finds runs of a condition over a stream of readings. */
export class ConditionRuns {
  private run: { startMs: number; lastMs: number; extreme: number } | undefined;
  private readonly found: Finding[] = [];

  constructor(private readonly rule: RunRule) {}

  /**
   * Takes one reading, in time order.
   *
   * @param timeMs Epoch ms UTC.
   * @param inCondition Whether the reading is in the condition; undefined when not read (the run goes on).
   * @param value The reading's value (for the extreme).
   */
  add(timeMs: number, inCondition: boolean | undefined, value: number): void {
    if (inCondition === undefined) return;
    if (inCondition) {
      if (!this.run) this.run = { startMs: timeMs, lastMs: timeMs, extreme: value };
      else {
        this.run.lastMs = timeMs;
        const higher = value > this.run.extreme;
        if (this.rule.extreme === 'highest' ? higher : value < this.run.extreme) this.run.extreme = value;
      }
    } else if (this.run) this.close(timeMs);
  }

  /** The runs found; a run still open at the end of the log ends at its last reading. */
  findings(): Finding[] {
    if (this.run) this.close(this.run.lastMs);
    return this.found;
  }

  private close(endMs: number): void {
    const { startMs, extreme } = this.run!;
    this.run = undefined;
    const durationS = (endMs - startMs) / 1000;
    this.found.push({
      startMs,
      endMs,
      rule: this.rule.rule,
      severity: this.rule.severity,
      message: this.rule.message(durationS, extreme),
      values: { durationS, [this.rule.valueName]: extreme },
      source: this.rule.source,
    });
  }
}
