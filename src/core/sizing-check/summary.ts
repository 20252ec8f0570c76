import type { SizingReportRow, SizingSummary } from './types.ts';

/** A summary of no rows, to start counting from. */
export function emptySizingSummary(): SizingSummary {
  return { rows: 0, passed: 0, failed: 0, warnings: 0 };
}

/**
 * Counts one report row into a running summary, so a sheet of any length is
 * summarised without keeping its rows.
 *
 * @param summary The counts so far; updated in place and returned.
 * @param row A row from `checkSizingRow`.
 * @returns `summary`, where `rows = passed + failed` and `warnings` counts
 *   rows with at least one warning (passed or failed).
 */
export function countSizingRow(summary: SizingSummary, row: SizingReportRow): SizingSummary {
  summary.rows += 1;
  if (row.status === 'pass') summary.passed += 1;
  else summary.failed += 1;
  if (row.messages.some((message) => message.level === 'warning')) summary.warnings += 1;
  return summary;
}
