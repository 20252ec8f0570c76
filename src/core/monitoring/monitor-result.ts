/**
 * What the analysis of a controller log returns: the counts (rows in =
 * analysed + bad, always), the bad rows, the findings, the summaries and the
 * ΔP series for drawing.
 */
import type { Finding } from './finding.ts';

/** A row that could not be analysed, with its 1-based line and the column at fault (0-based; -1 for the whole row). */
export interface BadRow {
  readonly line: number;
  readonly column: number;
  readonly text: string;
  readonly reason: string;
}

/** One day's ΔP, in the log's zone (UTC for ISO timestamps). */
export interface DailySummary {
  /** `YYYY-MM-DD`. */
  readonly day: string;
  /** Median of the day's cleaning troughs, Pa; the day's lowest ΔP when no cycle was found. */
  readonly residualDpPa: number;
  /** Highest ΔP of the day, Pa. */
  readonly peakDpPa: number;
  /** Mean ΔP of the day, Pa. */
  readonly meanDpPa: number;
  readonly samples: number;
  /** Mean flow, m³/s, when a flow column is mapped and the day has flow readings. */
  readonly meanFlowM3s?: number;
  /** Flow-normalised drag, mean ΔP / mean flow, Pa per m³/s. */
  readonly dragPaPerM3s?: number;
  /** Lowest compressed-air pressure of the day, Pa gauge. */
  readonly minAirPressurePa?: number;
}

/** A valve's ΔP response to its firings. */
export interface ValveResponse {
  /** The valve (row) as the log names it. */
  readonly valve: string;
  readonly firings: number;
  /** Mean ΔP drop within the response window after a firing, Pa. */
  readonly meanResponsePa: number;
  readonly dead: boolean;
}

/** The result of one analysis. */
export interface MonitorResult {
  readonly counts: { readonly read: number; readonly analysed: number; readonly bad: number };
  /** The first 100 bad rows. */
  readonly badRows: readonly BadRow[];
  readonly badRowsOmitted: number;
  /** Rows earlier than the row before (counted as bad, not analysed). */
  readonly outOfOrder: number;
  /** Rows with the same timestamp as the row before (counted as bad, not analysed). */
  readonly duplicates: number;
  /** In time order, at most 500 per rule. */
  readonly findings: readonly Finding[];
  /** Findings beyond 500 of a rule, counted only. */
  readonly findingsOmitted: number;
  readonly cycles: {
    readonly count: number;
    /** Median time between cleaning peaks, s. */
    readonly medianIntervalS?: number;
    /** Median peak-to-trough ΔP drop, Pa. */
    readonly medianSwingPa?: number;
  };
  readonly daily: readonly DailySummary[];
  readonly completeness: {
    /** Whole hours judged (the first and last hours of the log are judged only when complete). */
    readonly hours: number;
    readonly hoursBelowMin: number;
    readonly minReadingsPerHour: number;
    /** First and last analysed reading, epoch ms UTC. */
    readonly firstMs?: number;
    readonly lastMs?: number;
  };
  /** Present when a valve column is mapped. */
  readonly valves?: readonly ValveResponse[];
  /** Pulses counted in the pulse column, when one is mapped. */
  readonly pulses?: number;
  /** The analysed ΔP readings in time order (when the monitor keeps the series). */
  readonly series: { readonly timesMs: Float64Array; readonly dpPa: Float64Array };
}
