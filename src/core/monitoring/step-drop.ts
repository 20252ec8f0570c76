/**
 * Step drops: the ΔP level (the mean over a window spanning a whole cleaning
 * cycle, so not the sawtooth) falls by more than a set fraction
 * below the level before, and stays down for the next window too. A torn bag
 * or an open bypass does this; a stop of the fan (ΔP near zero) does not
 * count.
 */
import type { Finding } from './finding.ts';
import { quantityText } from './figure-text.ts';
import { DEFAULT_MONITOR_RULES } from './monitor-rules.ts';

const SOURCE = DEFAULT_MONITOR_RULES.stepDropFraction.source;

interface Level {
  readonly startMs: number;
  readonly endMs: number;
  readonly dpPa: number;
}

/** Finds step drops in a stream of ΔP readings. */
export class StepDropFold {
  private sumPa = 0;
  private count = 0;
  /** The end of the current window, epoch ms (readings come in time order). */
  private windowLimitMs = Number.NEGATIVE_INFINITY;
  private windowStartMs = 0;
  private windowEndMs = 0;
  /** The last two window levels before the one being judged, oldest first. */
  private levels: Level[] = [];
  /** A drop seen in one window, waiting for the next window to confirm it. */
  private pending: { readonly before: Level; readonly fromMs: number } | undefined;
  private readonly found: Finding[] = [];

  /**
   * @param windowS The level's window, s.
   * @param dropFraction The fall (fraction of the level before) that is a step drop.
   * @param stoppedDpPa ΔP at or below which the collector is taken as stopped, Pa.
   */
  constructor(
    private readonly windowS: number,
    private readonly dropFraction: number,
    private readonly stoppedDpPa: number,
  ) {}

  /** Takes one reading (epoch ms, Pa), in time order. */
  add(timeMs: number, dpPa: number): void {
    if (!(timeMs < this.windowLimitMs)) {
      const windowMs = this.windowS * 1000;
      const window = Math.floor(timeMs / windowMs);
      this.closeWindow();
      this.windowLimitMs = (window + 1) * windowMs;
      this.windowStartMs = timeMs;
    }
    this.windowEndMs = timeMs;
    this.sumPa += dpPa;
    this.count += 1;
  }

  /** The step drops found, after the last window is judged. */
  findings(): Finding[] {
    this.closeWindow();
    return this.found;
  }

  private closeWindow(): void {
    if (this.count === 0) return;
    // The mean, not the median: as steady over a whole cycle, and kept without holding the window's readings.
    const dpPa = this.sumPa / this.count;
    this.sumPa = 0;
    this.count = 0;
    const level: Level = { startMs: this.windowStartMs, endMs: this.windowEndMs, dpPa };
    if (dpPa <= this.stoppedDpPa) {
      // A stop: levels before it say nothing about the levels after the restart.
      this.levels = [];
      this.pending = undefined;
      return;
    }
    const limit = (1 - this.dropFraction) * (this.pending?.before.dpPa ?? 0);
    if (this.pending && dpPa < limit) {
      // The confirming window lies wholly after the drop: its level is the one the drop led to.
      this.report(this.pending.before, level, this.pending.fromMs, level.endMs);
      this.levels = [level];
      this.pending = undefined;
      return;
    }
    this.pending = undefined;
    const before = this.levels.reduce<Level | undefined>((high, l) => (high && high.dpPa >= l.dpPa ? high : l), undefined);
    if (before && dpPa < (1 - this.dropFraction) * before.dpPa) {
      // The drop lies between the end of the highest level before and the end of this window.
      this.pending = { before, fromMs: before.endMs };
    }
    this.levels = [...this.levels, level].slice(-2);
  }

  private report(before: Level, after: Level, fromMs: number, toMs: number): void {
    const fraction = 1 - after.dpPa / before.dpPa;
    this.found.push({
      startMs: fromMs,
      endMs: toMs,
      rule: 'step-drop',
      severity: 'alarm',
      message: `ΔP level fell ${quantityText(fraction * 100, '%')} (${quantityText(before.dpPa, 'Pa')} → ${quantityText(after.dpPa, 'Pa')}) and stayed down: check for a torn bag or an open bypass`,
      values: { levelBeforePa: before.dpPa, levelAfterPa: after.dpPa, dropFraction: fraction },
      source: SOURCE,
    });
  }
}
