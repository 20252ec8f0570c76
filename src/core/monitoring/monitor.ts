/**
 * The streaming analysis of a controller log: rows in, in chunks of any size,
 * and one result out. The same rows in any chunking give the same result.
 */
import type { LogMapping } from './log-mapping.ts';
import type { MonitorResult } from './monitor-result.ts';
import type { MonitorRules } from './monitor-rules.ts';

/** A log analysis in progress. */
export interface Monitor {
  /**
   * Feeds rows (the header excluded).
   *
   * @param rows The cells of each row, as text.
   * @param firstLine The 1-based line number of the first row in the file, for bad-row reports.
   */
  push(rows: readonly (readonly string[])[], firstLine: number): void;
  /** Ends the log and returns the analysis. Call once. */
  finish(): MonitorResult;
}

/** How much a monitor keeps. */
export interface MonitorOptions {
  /** Keep the ΔP series for drawing (default true); the CLI leaves it off so memory stays flat. */
  readonly keepSeries?: boolean;
}

/**
 * Starts the analysis of a log.
 *
 * @param mapping The columns, units and time format; check it first with `checkMapping`.
 * @param rules The thresholds (see monitor-rules.ts for defaults and sources).
 * @param options What to keep.
 * @returns A monitor to push rows into.
 */
export function createMonitor(mapping: LogMapping, rules: MonitorRules, options: MonitorOptions = {}): Monitor {
  void mapping;
  void rules;
  void options;
  throw new Error('createMonitor: landing shortly (contract commit)');
}
