/**
 * Each day's ΔP in the log's zone: the residual after cleaning (the median
 * of the day's cleaning troughs, else its lowest running ΔP), the peak, the
 * mean, and where logged the mean flow, the flow-normalised drag and the
 * lowest compressed-air pressure.
 *
 * Drag is ΔP/Q, not ΔP/Q²: flow through the dust cake and the fabric is
 * laminar, so their ΔP grows in proportion to the face velocity (the filter
 * drag model ΔP = S·V, S the drag, V = Q/A the air-to-cloth ratio; EPA Air
 * Pollution Control Cost Manual, Section 6 Chapter 1). ΔP/Q² suits turbulent
 * losses (ducts, fittings) and would read a flow cut as a cleaner filter.
 */
import { median } from './median.ts';
import type { DailySummary } from './monitor-result.ts';
import { ZonedClock } from './zone.ts';

const DAY_MS = 86_400_000;

/** A day's summary with its index (days since 1970-01-01 in the zone) and its first and last readings. */
export interface DayRecord {
  readonly index: number;
  readonly firstMs: number;
  readonly lastMs: number;
  readonly summary: DailySummary;
}

class DayAccumulator {
  samples = 0;
  sumDpPa = 0;
  peakDpPa = Number.NEGATIVE_INFINITY;
  lowestDpPa = Number.POSITIVE_INFINITY;
  lowestRunningDpPa = Number.POSITIVE_INFINITY;
  flowReadings = 0;
  sumFlowM3s = 0;
  /** ΔP summed over the readings that have a flow, for the drag. */
  sumDpWithFlowPa = 0;
  minAirPa = Number.POSITIVE_INFINITY;
  readonly troughsPa: number[] = [];
  lastMs: number;
  constructor(readonly firstMs: number) {
    this.lastMs = firstMs;
  }
}

/** Sums readings into days. */
export class DailyFold {
  private readonly clock: ZonedClock;
  private readonly days = new Map<number, DayAccumulator>();
  private currentIndex = Number.NaN;
  private current: DayAccumulator | undefined;

  /**
   * @param zone The IANA zone whose days count, or undefined for UTC days.
   * @param stoppedDpPa ΔP at or below which the collector is taken as stopped (left out of the residual), Pa.
   */
  constructor(
    zone: string | undefined,
    private readonly stoppedDpPa: number,
  ) {
    this.clock = new ZonedClock(zone);
  }

  /**
   * Takes one reading, in time order.
   *
   * @param timeMs Epoch ms UTC.
   * @param dpPa ΔP, Pa.
   * @param flowM3s Flow, m³/s, or NaN when not read.
   * @param airPa Compressed-air pressure, Pa gauge, or NaN when not read.
   */
  add(timeMs: number, dpPa: number, flowM3s: number, airPa: number): void {
    const day = this.dayAt(timeMs);
    day.samples += 1;
    day.lastMs = timeMs;
    day.sumDpPa += dpPa;
    if (dpPa > day.peakDpPa) day.peakDpPa = dpPa;
    if (dpPa < day.lowestDpPa) day.lowestDpPa = dpPa;
    if (dpPa > this.stoppedDpPa && dpPa < day.lowestRunningDpPa) day.lowestRunningDpPa = dpPa;
    if (!Number.isNaN(flowM3s)) {
      day.flowReadings += 1;
      day.sumFlowM3s += flowM3s;
      day.sumDpWithFlowPa += dpPa;
    }
    if (airPa < day.minAirPa) day.minAirPa = airPa;
  }

  /** Takes a cleaning trough (the residual ΔP after a pulse), counted in the day it happened. */
  addTrough(timeMs: number, dpPa: number): void {
    this.dayAt(timeMs).troughsPa.push(dpPa);
  }

  /** The days, in order. */
  records(): DayRecord[] {
    return [...this.days.entries()]
      .filter(([, day]) => day.samples > 0)
      .sort(([a], [b]) => a - b)
      .map(([index, day]) => ({ index, firstMs: day.firstMs, lastMs: day.lastMs, summary: summarise(index, day) }));
  }

  private dayAt(timeMs: number): DayAccumulator {
    const index = Math.floor(this.clock.wall(timeMs) / DAY_MS);
    if (index !== this.currentIndex || !this.current) {
      this.currentIndex = index;
      let day = this.days.get(index);
      if (!day) {
        day = new DayAccumulator(timeMs);
        this.days.set(index, day);
      }
      this.current = day;
    }
    return this.current;
  }
}

function summarise(index: number, day: DayAccumulator): DailySummary {
  const meanDpPa = day.sumDpPa / day.samples;
  const lowest = Number.isFinite(day.lowestRunningDpPa) ? day.lowestRunningDpPa : day.lowestDpPa;
  const meanFlowM3s = day.flowReadings > 0 ? day.sumFlowM3s / day.flowReadings : undefined;
  // Drag over the readings that have a flow: their mean ΔP over their mean flow.
  const dragPaPerM3s = meanFlowM3s !== undefined ? day.sumDpWithFlowPa / day.sumFlowM3s : undefined;
  return {
    day: new Date(index * DAY_MS).toISOString().slice(0, 10),
    residualDpPa: median(day.troughsPa) ?? lowest,
    peakDpPa: day.peakDpPa,
    meanDpPa,
    samples: day.samples,
    ...(meanFlowM3s !== undefined ? { meanFlowM3s } : {}),
    ...(dragPaPerM3s !== undefined && meanFlowM3s! > 0 ? { dragPaPerM3s } : {}),
    ...(Number.isFinite(day.minAirPa) ? { minAirPressurePa: day.minAirPa } : {}),
  };
}
