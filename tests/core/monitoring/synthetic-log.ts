/**
 * Synthetic controller logs with known events, for the monitoring tests.
 */

/** 2025-03-03T00:00:00Z, a Monday. */
export const START_MS = Date.UTC(2025, 2, 3);

/** A reading of a synthetic log. */
export interface Reading {
  readonly ms: number;
  readonly dpPa: number;
  readonly valve?: string;
  readonly flowM3h?: number;
  readonly alarm?: boolean;
}

/**
 * A cleaning sawtooth: ΔP climbs linearly by `swingPa` over `periodS`, then
 * falls back at once (a pulse).
 */
export function sawtooth(options: {
  days: number;
  stepS: number;
  periodS: number;
  basePa: number;
  swingPa: number;
  /** Residual rise, Pa per day (blinding). */
  driftPaPerDay?: number;
  /** ΔP is multiplied by this after `dropAtMs` (a torn bag). */
  dropFactor?: number;
  dropAtMs?: number;
}): Reading[] {
  const readings: Reading[] = [];
  const count = Math.round((options.days * 86_400) / options.stepS);
  for (let i = 0; i < count; i += 1) {
    const s = i * options.stepS;
    const ms = START_MS + s * 1000;
    const phase = (s % options.periodS) / options.periodS;
    let dpPa = options.basePa + (options.driftPaPerDay ?? 0) * (s / 86_400) + options.swingPa * phase;
    if (options.dropAtMs !== undefined && ms >= options.dropAtMs) dpPa *= options.dropFactor ?? 1;
    readings.push({ ms, dpPa });
  }
  return readings;
}

/** The log's rows: ISO timestamp, ΔP in Pa, then valve, flow and alarm when any reading has them. */
export function rows(readings: readonly Reading[]): string[][] {
  const withValve = readings.some((r) => r.valve !== undefined);
  const withFlow = readings.some((r) => r.flowM3h !== undefined);
  const withAlarm = readings.some((r) => r.alarm !== undefined);
  return readings.map((r) => [
    new Date(r.ms).toISOString(),
    String(Math.round(r.dpPa * 1000) / 1000),
    ...(withValve ? [r.valve ?? ''] : []),
    ...(withFlow ? [r.flowM3h === undefined ? '' : String(r.flowM3h)] : []),
    ...(withAlarm ? [r.alarm ? '1' : '0'] : []),
  ]);
}
