/**
 * The cleaning cycle's sawtooth: ΔP climbs as cake builds, and drops when the
 * bags are pulsed. Peaks and troughs are found with a hysteresis (a zigzag):
 * a peak is confirmed once ΔP has fallen a set swing below it, a trough once
 * ΔP has risen that swing above it, so sensor noise smaller than the swing
 * makes no cycles.
 */
import { GrowableFloat64 } from './growable.ts';
import { median } from './median.ts';
import type { MonitorResult } from './monitor-result.ts';

/** Finds cleaning peaks and troughs in a stream of ΔP readings. */
export class CycleFold {
  /** 'peak' while looking for the next peak (ΔP climbing), 'trough' while looking for the next trough. */
  private seeking: 'peak' | 'trough' = 'peak';
  private extremeMs = Number.NaN;
  private extremePa = Number.NaN;
  private lastPeakMs = Number.NaN;
  private lastPeakPa = Number.NaN;
  private readonly intervalsS = new GrowableFloat64();
  private readonly swingsPa = new GrowableFloat64();
  private peaks = 0;

  /**
   * @param minSwingPa The swing that confirms a peak or trough, Pa.
   * @param onTrough Told of each trough (the residual ΔP after a cleaning): its time (epoch ms) and ΔP (Pa).
   */
  constructor(
    private readonly minSwingPa: number,
    private readonly onTrough: (timeMs: number, dpPa: number) => void,
  ) {}

  /** Takes one reading (epoch ms, Pa), in time order. */
  add(timeMs: number, dpPa: number): void {
    if (Number.isNaN(this.extremePa)) {
      this.extremeMs = timeMs;
      this.extremePa = dpPa;
    } else if (this.seeking === 'peak') {
      if (dpPa > this.extremePa) this.setExtreme(timeMs, dpPa);
      else if (dpPa <= this.extremePa - this.minSwingPa) this.confirmPeak(timeMs, dpPa);
    } else if (dpPa < this.extremePa) this.setExtreme(timeMs, dpPa);
    else if (dpPa >= this.extremePa + this.minSwingPa) this.confirmTrough(timeMs, dpPa);
  }

  /** Forgets the climb in progress: after a gap or a stop, a cycle must not span it. */
  restart(): void {
    this.seeking = 'peak';
    this.extremePa = Number.NaN;
    this.lastPeakMs = Number.NaN;
    this.lastPeakPa = Number.NaN;
  }

  /** The cycles counted, with the median interval between peaks and the median peak-to-trough swing. */
  summary(): MonitorResult['cycles'] {
    const medianIntervalS = median(this.intervalsS.view());
    const medianSwingPa = median(this.swingsPa.view());
    return {
      count: this.peaks,
      ...(medianIntervalS === undefined ? {} : { medianIntervalS }),
      ...(medianSwingPa === undefined ? {} : { medianSwingPa }),
    };
  }

  private setExtreme(timeMs: number, dpPa: number): void {
    this.extremeMs = timeMs;
    this.extremePa = dpPa;
  }

  private confirmPeak(timeMs: number, dpPa: number): void {
    this.peaks += 1;
    if (!Number.isNaN(this.lastPeakMs)) this.intervalsS.push((this.extremeMs - this.lastPeakMs) / 1000);
    this.lastPeakMs = this.extremeMs;
    this.lastPeakPa = this.extremePa;
    this.seeking = 'trough';
    this.setExtreme(timeMs, dpPa);
  }

  private confirmTrough(timeMs: number, dpPa: number): void {
    if (!Number.isNaN(this.lastPeakPa)) this.swingsPa.push(this.lastPeakPa - this.extremePa);
    this.onTrough(this.extremeMs, this.extremePa);
    this.seeking = 'peak';
    this.setExtreme(timeMs, dpPa);
  }
}
