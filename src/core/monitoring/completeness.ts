/**
 * Data completeness per clock hour (UTC hours, the local ones in every zone
 * whose offset is whole hours) and gaps between readings. An hour with fewer
 * readings than the minimum is incomplete; runs of incomplete hours are
 * reported together. The log's first and last hours are judged only when
 * they are complete, since the log may start or end within them.
 */
import type { Finding } from './finding.ts';
import { durationText, quantityText } from './figure-text.ts';
import type { MonitorResult } from './monitor-result.ts';
import { DEFAULT_MONITOR_RULES } from './monitor-rules.ts';

const HOUR_MS = 3_600_000;

/** Counts readings per hour and finds gaps, over a stream of ascending times. */
export class CompletenessFold {
  private hour = Number.NaN;
  private firstHour = Number.NaN;
  private count = 0;
  private hours = 0;
  private hoursBelowMin = 0;
  private run: { startHour: number; hours: number } | undefined;
  private previousMs = Number.NaN;
  private firstMs = Number.NaN;
  private readonly found: Finding[] = [];

  /**
   * @param minReadingsPerHour Readings an hour below which the hour is incomplete.
   * @param gapS Time between readings beyond which a gap is reported, s.
   * @param onGap Told of each gap, so the other analyses can restart across it.
   */
  constructor(
    private readonly minReadingsPerHour: number,
    private readonly gapS: number,
    private readonly onGap: () => void,
  ) {}

  /** Takes one reading's time, epoch ms UTC, ascending. */
  add(timeMs: number): void {
    if (Number.isNaN(this.firstMs)) this.firstMs = timeMs;
    if (!Number.isNaN(this.previousMs) && timeMs - this.previousMs > this.gapS * 1000) this.reportGap(this.previousMs, timeMs);
    this.previousMs = timeMs;
    const hour = Math.floor(timeMs / HOUR_MS);
    if (hour !== this.hour) {
      if (Number.isNaN(this.hour)) this.firstHour = hour;
      else {
        this.judge(this.hour, this.count, this.hour === this.firstHour);
        if (hour > this.hour + 1) this.judgeEmpty(this.hour + 1, hour - this.hour - 1);
      }
      this.hour = hour;
      this.count = 0;
    }
    this.count += 1;
  }

  /** The completeness summary and the gap and completeness findings, once the log has ended. */
  finish(): { completeness: MonitorResult['completeness']; findings: Finding[] } {
    if (!Number.isNaN(this.hour)) this.judge(this.hour, this.count, true);
    this.closeRun();
    const completeness: MonitorResult['completeness'] = {
      hours: this.hours,
      hoursBelowMin: this.hoursBelowMin,
      minReadingsPerHour: this.minReadingsPerHour,
      ...(Number.isNaN(this.firstMs) ? {} : { firstMs: this.firstMs, lastMs: this.previousMs }),
    };
    return { completeness, findings: this.found.sort((a, b) => a.startMs - b.startMs) };
  }

  /** Judges an hour; an edge hour (the log's first or last) that is short is not judged. */
  private judge(hour: number, count: number, edge: boolean): void {
    const complete = count >= this.minReadingsPerHour;
    if (edge && !complete) return;
    this.hours += 1;
    if (complete) {
      this.closeRun();
      return;
    }
    this.hoursBelowMin += 1;
    if (this.run) this.run.hours += 1;
    else this.run = { startHour: hour, hours: 1 };
  }

  /** Judges hours without a reading at all, counted rather than walked (a gap may span years). */
  private judgeEmpty(firstHour: number, hours: number): void {
    this.hours += hours;
    if (this.minReadingsPerHour <= 0) {
      this.closeRun();
      return;
    }
    this.hoursBelowMin += hours;
    if (this.run) this.run.hours += hours;
    else this.run = { startHour: firstHour, hours };
  }

  private closeRun(): void {
    if (!this.run) return;
    const { startHour, hours } = this.run;
    this.run = undefined;
    this.found.push({
      startMs: startHour * HOUR_MS,
      endMs: (startHour + hours) * HOUR_MS,
      rule: 'completeness',
      severity: 'warning',
      message: `${quantityText(hours, '')} ${hours === 1 ? 'hour' : 'hours in a row'} with fewer than ${quantityText(this.minReadingsPerHour, '')} readings`,
      values: { hours, minReadingsPerHour: this.minReadingsPerHour },
      source: DEFAULT_MONITOR_RULES.minReadingsPerHour.source,
    });
  }

  private reportGap(fromMs: number, toMs: number): void {
    this.onGap();
    const gapS = (toMs - fromMs) / 1000;
    this.found.push({
      startMs: fromMs,
      endMs: toMs,
      rule: 'gap',
      severity: 'info',
      message: `No reading for ${durationText(gapS)}`,
      values: { gapS, limitS: this.gapS },
      source: DEFAULT_MONITOR_RULES.gapS.source,
    });
  }
}
